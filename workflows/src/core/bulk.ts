// The bulk runtime, workflow side: the elements of a bulk operation live in the console's store
// (prepared by an activity, settled by activities), and the workflow only walks their ordinals
// in chunks, a few chunks at once, keeping counts. This is Temporal's batch pattern of a
// sliding window of heartbeating chunk activities: each chunk's history is three events, and
// the number of chunks is bounded (they grow instead), so a run's history stays a few
// thousand events whatever the number of elements; per-element outcomes are paged from the
// store by the api. A crash re-runs a chunk, which takes only what it had not settled.
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { BulkActivities, BulkRun, ElementCounts } from './bulk-activities';
import type { OperationEnvelope } from './operation-context';
import type { OperationOutcomeError } from './progress';
import { MAX_CHUNKS } from './history-shape';
import type { StepRunner } from './step-runner';

const preparation = proxyActivities<BulkActivities>({
  // Reading thousands of sessions, or storing a large document's elements.
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 5, initialInterval: '1 second' },
});

const chunks = proxyActivities<BulkActivities>({
  // A chunk runs as long as its elements take; a dead worker is noticed by the missed heartbeat.
  startToCloseTimeout: '2 hours',
  heartbeatTimeout: '10 seconds',
  // Retried when a worker dies or a chunk fails as a whole: it goes on where it stopped.
  retry: { maximumAttempts: 10, initialInterval: '1 second', maximumInterval: '30 seconds' },
  cancellationType: 'WAIT_CANCELLATION_COMPLETED',
});

export interface BulkOptions {
  /** Elements per chunk at least (bigger for large operations: at most MAX_CHUNKS chunks). */
  chunkSize: number;
  /** Chunks in flight at once. */
  window: number;
  /** The operation's failure for the final counts, or null when they are an acceptable end. */
  failure: (counts: ElementCounts) => OperationOutcomeError | null;
}

/** The usual rule: any element failed or left unprocessed fails the operation, with the counts. */
export function failWhenUnsettled(message: (unsettled: number, total: number) => string) {
  return (counts: ElementCounts): OperationOutcomeError | null =>
    counts.failed + counts.pending > 0
      ? { code: 'ITEMS_FAILED', message: message(counts.failed + counts.pending, counts.total) }
      : null;
}

export function bulkRun<TInput>(envelope: OperationEnvelope<TInput>, type: string, input: TInput): BulkRun {
  return {
    type,
    operationId: workflowInfo().workflowId,
    input,
    actor: envelope.actor,
    source: envelope.source,
    reason: envelope.reason ?? null,
    ...(envelope.bulkChunkSize ? { chunkSize: envelope.bulkChunkSize } : {}),
  };
}

/** The elements' ordinal ranges: at least `chunkSize` each, at most MAX_CHUNKS of them. */
export function chunkRanges(total: number, chunkSize: number): { from: number; to: number }[] {
  const size = Math.max(chunkSize, Math.ceil(total / MAX_CHUNKS));
  const ranges: { from: number; to: number }[] = [];
  for (let from = 0; from < total; from += size) ranges.push({ from, to: Math.min(total, from + size) });
  return ranges;
}

/** Prepares the elements (its own step) and answers how many there are. */
export function prepareElements(run: BulkRun): Promise<{ total: number }> {
  return preparation.prepareElements(run);
}

export function summarizeElements(run: BulkRun): Promise<Record<string, unknown>> {
  return preparation.summarizeElements(run);
}

/** Processes every element of the run in chunks, as the step `key` of `runner`. */
export async function processElements<K extends string>(
  runner: StepRunner<K>,
  key: NoInfer<K>,
  run: BulkRun,
  total: number,
  options: BulkOptions,
): Promise<ElementCounts> {
  return runner.runCounted(
    key,
    async (report) => {
      // What earlier runs settled counts from the start; each chunk answers the counts after it.
      report(await preparation.countElements({ operationId: run.operationId }));
      const ranges = chunkRanges(total, run.chunkSize ?? options.chunkSize);
      let next = 0;
      const lane = async () => {
        for (;;) {
          const range = ranges[next++];
          if (!range) return;
          report(await chunks.processElements({ ...run, ...range }));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.window) }, lane));
      // The store is the truth: a chunk retried after a crash reported only its last attempt.
      return preparation.countElements({ operationId: run.operationId });
    },
    options.failure,
    () => preparation.countElements({ operationId: run.operationId }),
  );
}

/**
 * Marks the runs whose elements live in the console's store. Runs started before (their
 * history has no marker) go on with the code they started with (each area's legacy.ts).
 */
export const BULK_ELEMENTS_IN_STORE = 'bulk-elements-in-store';
