// 'Detalles del proceso de habilitacion': the counts of the whole document and its failures,
// a page at a time so a document with thousands of errors stays quick to scroll.
import { useState } from 'react';
import type { CsvOrganizationFailure } from '@cgi/workflows/inputs';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Pagination, pageOf } from '../../../shared/ui/pagination';
import { csvTexts as t } from '../messages';

export interface CsvOutcome {
  totalProcessedOrgCount: number;
  successfullyProcessedCount: number;
  whithErrorProcessedCount: number;
  failures: CsvOrganizationFailure[];
  failuresNotListed: number;
}

const PAGE = 50;

export function CsvDetailsDialog({
  outcome,
  open,
  onClose,
}: {
  outcome: CsvOutcome;
  open: boolean;
  onClose: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const page = pageOf(outcome.failures, offset, PAGE);
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
      {outcome.failures.length === 0 ? (
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
                {page.rows.map((failure, index) => (
                  <tr key={`${offset + index}-${failure.CUIT}`} data-testid="csv-failure">
                    <td className="px-2 py-1.5 whitespace-nowrap tabular-nums">{failure.CUIT}</td>
                    <td className="px-2 py-1.5 text-zinc-800">{failure.failure}</td>
                    <td className="px-2 py-1.5 break-words text-zinc-600">{failure.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            offset={offset}
            limit={PAGE}
            count={page.rows.length}
            total={outcome.failures.length}
            hasMore={page.hasMore}
            onChange={setOffset}
          />
          {outcome.failuresNotListed > 0 ? (
            <p className="mt-2 text-xs text-zinc-500">{t.failuresNotListed(outcome.failuresNotListed)}</p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
