import { createFileRoute } from '@tanstack/react-router';
import { CsvEnablementPage } from '../../../features/me-bulk/components/csv-enablement-page';

export const Route = createFileRoute('/_authed/ME/import-cvs')({
  component: CsvEnablementPage,
});
