// The legal name and CUIT columns every list of organizations shows (the organizations search,
// a subscriber's and a user's organizations), so they read and collapse the same everywhere.
import { formatCuit, orBlank } from './lib/format';
import type { DataColumn } from './ui/data-table';
import { TruncatedText } from './ui/tooltip';

interface OrganizationRow {
  organizationLegalName: string | null;
  organizationCuit: string;
}

export function legalNameColumn<T extends OrganizationRow>(header: string): DataColumn<T> {
  return {
    id: 'legalName',
    header,
    cell: ({ row }) => <TruncatedText text={orBlank(row.original.organizationLegalName)} />,
    meta: { hideBelow: 'md', className: 'max-w-[18rem]' },
  };
}

export function cuitColumn<T extends OrganizationRow>(header: string): DataColumn<T> {
  return {
    id: 'cuit',
    header,
    cell: ({ row }) => formatCuit(row.original.organizationCuit),
    meta: { hideBelow: 'sm', className: 'whitespace-nowrap tabular-nums' },
  };
}
