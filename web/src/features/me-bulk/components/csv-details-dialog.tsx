// 'Detalles del proceso de habilitacion': the counts of the whole document and its failures, a
// page of organizations at a time from the operation's failed elements (each one carries the
// service's own failures), so a document with thousands of errors stays quick to open.
import type { CsvOrganizationFailure } from '@cgi/workflows/inputs';
import { useOperationElementPages } from '../../../shared/api/operation-elements';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/dialog';
import { Pagination } from '../../../shared/ui/pagination';
import { csvTexts as t } from '../messages';

export interface CsvOutcome {
  totalProcessedOrgCount: number;
  successfullyProcessedCount: number;
  whithErrorProcessedCount: number;
  /** Runs from before the elements moved to the console's store listed their failures here. */
  failures?: CsvOrganizationFailure[];
  failuresNotListed?: number;
}

const PAGE = 50;

/** The failures of one page of failed organizations, as the service reported them. */
function useFailures(operation: Operation, outcome: CsvOutcome, open: boolean) {
  const { page, paging } = useOperationElementPages(operation, {
    status: 'failed',
    pageSize: PAGE,
    enabled: open && outcome.failures === undefined && outcome.whithErrorProcessedCount > 0,
  });
  if (outcome.failures) {
    return { rows: outcome.failures, paging: null, loading: false };
  }
  const rows: CsvOrganizationFailure[] = (page.data?.items ?? []).flatMap((element) => {
    const listed = (element.detail as { failures?: { failure: string; value: string }[] } | null)?.failures;
    return listed && listed.length > 0
      ? listed.map(({ failure, value }) => ({ CUIT: element.key, failure, value }))
      : [{ CUIT: element.key, failure: element.error ?? '', value: '' }];
  });
  return {
    rows,
    loading: page.isPending && outcome.whithErrorProcessedCount > 0,
    paging: { ...paging, total: page.data?.counts.failed ?? null },
  };
}

export function CsvDetailsDialog({
  operation,
  outcome,
  open,
  onClose,
}: {
  operation: Operation;
  outcome: CsvOutcome;
  open: boolean;
  onClose: () => void;
}) {
  const failures = useFailures(operation, outcome, open);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.detailsTitle}
      testId="csv-details"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      <dl className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-3 min-[480px]:text-center">
        {[
          [t.processed, outcome.totalProcessedOrgCount, 'text-zinc-900'],
          [t.processedOk, outcome.successfullyProcessedCount, 'text-emerald-700'],
          [t.processedWithErrors, outcome.whithErrorProcessedCount, 'text-red-700'],
        ].map(([label, value, tone]) => (
          <div
            key={label as string}
            className="flex items-center justify-between gap-2 rounded-lg bg-zinc-50 px-3 py-1.5 ring-1 ring-zinc-200 min-[480px]:flex-col min-[480px]:justify-center min-[480px]:gap-0 min-[480px]:px-2 min-[480px]:py-2"
          >
            <dt className="text-xs leading-tight text-zinc-500">{label}</dt>
            <dd className={`text-lg font-semibold tabular-nums ${tone as string}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {failures.loading ? (
        <p className="mt-3 text-sm text-zinc-500">{messages.app.loading}</p>
      ) : failures.rows.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-500">{t.noFailures}</p>
      ) : (
        <>
          <div
            className="mt-3 max-h-64 overflow-y-auto rounded-lg border border-zinc-200"
            data-testid="csv-failures"
          >
            <table className="w-full text-left text-xs">
              <thead className="sticky top-0 bg-zinc-50 text-zinc-600">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t.columns.cuit}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t.columns.detail}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t.columns.value}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {failures.rows.map((failure, index) => (
                  <tr key={`${index}-${failure.CUIT}`} data-testid="csv-failure">
                    <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{failure.CUIT}</td>
                    <td className="px-2 py-1.5 text-zinc-800">{failure.failure}</td>
                    <td className="px-2 py-1.5 break-words text-zinc-600">{failure.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {failures.paging ? <Pagination {...failures.paging} /> : null}
          {(outcome.failuresNotListed ?? 0) > 0 ? (
            <p className="mt-2 text-xs text-zinc-500">
              {t.failuresNotListed(outcome.failuresNotListed ?? 0)}
            </p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
