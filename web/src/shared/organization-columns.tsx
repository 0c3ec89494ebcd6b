// The legal name and CUIT columns every list of organizations shows (the organizations search,
// a subscriber's and a user's organizations), so they read and collapse the same everywhere.
import { formatCuit } from './lib/format';
import { figureCol, textCol } from './ui/data-table';

interface OrganizationRow {
  organizationLegalName: string | null;
  organizationCuit: string;
}

export const legalNameColumn = <T extends OrganizationRow>(header: string) =>
  textCol<T>('legalName', header, (row) => row.organizationLegalName, {
    hideBelow: 'md',
    className: 'max-w-[18rem]',
  });

export const cuitColumn = <T extends OrganizationRow>(header: string) =>
  figureCol<T>('cuit', header, (row) => formatCuit(row.organizationCuit), { hideBelow: 'sm' });
