// Columns every list of organizations or subscribers shows the same way (the organizations
// search, a subscriber's and a user's organizations; an organization's and a user's
// subscribers), so they read and collapse alike everywhere.
import type { Subscriber } from './api/types';
import { formatCuit, orBlank } from './lib/format';
import { column, type DataColumn } from './ui/data-table';
import { TruncatedText } from './ui/tooltip';

interface OrganizationRow {
  organizationLegalName: string | null;
  organizationCuit: string;
}

export const legalNameColumn = <T extends OrganizationRow>(header: string): DataColumn<T> =>
  column('legalName', header, (row) => <TruncatedText text={orBlank(row.organizationLegalName)} />, {
    hideBelow: 'md',
    className: 'max-w-[18rem]',
  });

export const cuitColumn = <T extends OrganizationRow>(header: string): DataColumn<T> =>
  column('cuit', header, (row) => formatCuit(row.organizationCuit), {
    hideBelow: 'sm',
    className: 'whitespace-nowrap tabular-nums',
  });

/** Who created a subscriber (from 900 px). */
export const subscriberCreatorColumn = (header: string): DataColumn<Subscriber> =>
  column('creationUser', header, (row) => <TruncatedText text={orBlank(row.creation_user)} />, {
    hideBelow: 'md',
    className: 'max-w-[14rem]',
  });

/** A subscriber's user limit (from 900 px). */
export const subscriberMaxUsersColumn = (header: string): DataColumn<Subscriber> =>
  column('maxUsers', header, (row) => orBlank(row.subscriber_max_user_count), {
    hideBelow: 'md',
    className: 'text-right tabular-nums',
  });
