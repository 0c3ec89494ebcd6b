// Live progress of a CSV enablement: organizations processed out of the document's, from the
// counts of the step that enables them (one element per organization; older runs: per batch).
import type { Operation } from '../../../shared/api/types';
import { csvTexts as t } from '../messages';

type BatchItem = { status: string; organizations?: number; succeeded?: number; withErrors?: number };

export function csvProgressOf(operation: Operation): { done: number; total: number } {
  const counts = operation.steps.find((step) => step.counts !== undefined)?.counts;
  if (counts) return { done: counts.total - counts.pending, total: counts.total };
  const items = (operation.items ?? []) as BatchItem[];
  let done = 0;
  let total = 0;
  for (const item of items) {
    total += item.organizations ?? 0;
    if (item.status === 'done') done += (item.succeeded ?? 0) + (item.withErrors ?? 0);
  }
  return { done, total };
}

export function CsvProgress({ operation }: { operation: Operation }) {
  const { done, total } = csvProgressOf(operation);
  if (total === 0) return null;
  const percent = Math.round((done / total) * 100);
  return (
    <div data-testid="csv-progress">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label={t.progress(done, total)}
        className="h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className="h-full rounded-full bg-accent-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-zinc-600 tabular-nums">{t.progress(done, total)}</p>
    </div>
  );
}
