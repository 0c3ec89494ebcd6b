// The bulk runtime, worker side (the workflow side is workflows/src/core/bulk.ts): each bulk
// operation type has an element processor (declared by its area: area.ts); these activities prepare the
// elements, process a chunk of them with bounded concurrency toward the platform, and count
// them. Every element's outcome is written to the console's store as soon as a batch settles,
// so a chunk taken over after a worker dies processes only what was not settled; each write to
// the platform carries an Idempotency-Key of its element, so one the dead worker sent is not made
// twice.
import { createHash } from 'node:crypto';
import type {
  BulkElements,
  ElementOutcome,
  ElementStatus,
  NewElement,
  StoredElement,
} from '@cgi/console-store';
import { elementOwner } from '@cgi/console-store';
import { PlatformError, withCallContext } from '@cgi/platform/client';
import {
  asBusinessRejection,
  contractOf,
  elementFailure,
  type BulkActivities,
  type BulkRun,
} from '@cgi/workflows';
import { Context } from '@temporalio/activity';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';

/** What processing one element came to. */
export interface ProcessedElement {
  status: ElementStatus;
  note?: string | null;
  error?: string | null;
  detail?: unknown;
}

export interface BulkProcessor {
  /** Elements per call to the service (1 for a service that takes one at a time). */
  batchSize: number;
  /**
   * Reads the elements from the platform when the operation prepares (a user's open sessions),
   * or settles/labels the ones the api stored; answers the elements to add, if any.
   */
  prepare?: (run: BulkRun, stored: BulkElements) => Promise<NewElement[] | void>;
  /** One outcome per element of the batch, in its order. */
  process: (batch: StoredElement[], run: BulkRun) => Promise<ProcessedElement[]>;
  /**
   * What a batch that kept failing (after its retries) leaves its elements as: `failed` (the
   * default: a retry takes them again) or `pending` (the operation reads as not finished).
   */
  exhausted?: 'failed' | 'pending';
  summarize?: (run: BulkRun, stored: BulkElements) => Promise<Record<string, unknown>>;
}

/** A rejection of one element (a business rule) stays that element's failure, not the batch's. */
export async function eachElement(
  batch: StoredElement[],
  process: (element: StoredElement) => Promise<ProcessedElement>,
): Promise<ProcessedElement[]> {
  return Promise.all(
    batch.map(async (element) => {
      try {
        return await process(element);
      } catch (error) {
        const rejection = asBusinessRejection(error);
        if (rejection) return { status: 'failed', error: rejection.message };
        throw error;
      }
    }),
  );
}

export interface BulkConfig {
  /** Platform calls in flight at once per chunk (the workflow runs a couple of chunks at once). */
  concurrency: number;
  /** Attempts of a batch that fails as a whole (transport errors, 5xx) before its elements settle so. */
  batchAttempts: number;
  batchBackoffMs: number;
  /** Outcomes written to the store at once, at most (they are also written at least every second). */
  settleEvery: number;
}

export const defaultBulkConfig: BulkConfig = {
  concurrency: 8,
  batchAttempts: 3,
  batchBackoffMs: 500,
  settleEvery: 200,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keyOf(type: string, owner: string, batch: readonly StoredElement[]): string {
  const keys =
    batch.length === 1
      ? batch[0]!.key
      : createHash('sha256')
          .update(batch.map((e) => e.key).join('\n'))
          .digest('base64url');
  return `${owner}#${type}#${keys}`;
}

function isTransient(error: unknown): boolean {
  if (asBusinessRejection(error)) return false;
  if (error instanceof PlatformError) return error.isTransient;
  return !(error instanceof ApplicationFailure && error.nonRetryable);
}

export function createBulkActivities(deps: {
  elements: BulkElements;
  processors: Readonly<Record<string, BulkProcessor>>;
  config?: Partial<BulkConfig>;
}): BulkActivities {
  const { elements, processors } = deps;
  const config = { ...defaultBulkConfig, ...deps.config };

  const processorOf = (type: string): BulkProcessor => {
    const processor = processors[type];
    if (!processor) throw ApplicationFailure.nonRetryable(`No hay procesador de elementos para ${type}`);
    return processor;
  };

  /** A batch, retried while it fails as a whole for a reason that may pass. */
  async function processBatch(processor: BulkProcessor, batch: StoredElement[], run: BulkRun) {
    const owner = elementOwner(run.operationId);
    for (let attempt = 1; ; attempt++) {
      try {
        // The batch's writes are keyed by its elements, on every attempt and after a crash; the
        // chunk's cancellation waits for them instead of aborting a write half-way.
        const outcomes = await withCallContext(
          { keyScope: keyOf(run.type, owner, batch), signal: undefined, deadline: undefined },
          () => processor.process(batch, run),
        );
        return outcomes;
      } catch (error) {
        const rejection = asBusinessRejection(error);
        if (rejection || !isTransient(error) || attempt >= config.batchAttempts) {
          if (rejection)
            return batch.map((): ProcessedElement => ({ status: 'failed', error: rejection.message }));
          // Staff read what failed in Spanish; the service's own words stay for support (issue 43).
          const failure = elementFailure(error);
          return batch.map((): ProcessedElement => ({
            status: processor.exhausted ?? 'failed',
            error: failure.error,
            ...(failure.technical ? { detail: { technicalError: failure.technical } } : {}),
          }));
        }
      }
      await sleep(config.batchBackoffMs * attempt);
    }
  }

  return {
    async prepareElements(run) {
      const processor = processorOf(run.type);
      // Started with its whole input (not through the api, which stores the elements itself):
      // the elements come from it, the same way the api would have stored them.
      const contract = contractOf(run.type);
      if (contract?.elements) {
        const whole = contract.input.safeParse(run.input);
        if (whole.success) await elements.add(run.operationId, contract.elements.of(whole.data));
      }
      const found = await processor.prepare?.(run, elements);
      if (found && found.length > 0) await elements.add(run.operationId, found);
      return { total: await elements.total(run.operationId) };
    },

    async processElements(run) {
      const { from, to } = run;
      const processor = processorOf(run.type);
      const context = Context.current();
      const unsettled = await elements.unsettled(run.operationId, run.operationId, from, to);
      const batches: StoredElement[][] = [];
      for (let i = 0; i < unsettled.length; i += processor.batchSize) {
        batches.push(unsettled.slice(i, i + processor.batchSize));
      }

      let waiting: ElementOutcome[] = [];
      let writing: Promise<void> = Promise.resolve();
      let lastWrite = Date.now();
      const write = () => {
        const outcomes = waiting;
        waiting = [];
        lastWrite = Date.now();
        writing = writing.then(() => elements.settle(run.operationId, run.operationId, outcomes));
        return writing;
      };
      // Heartbeats keep the chunk alive while a slow batch runs, and bring its cancellation.
      let settled = 0;
      const beat = setInterval(() => context.heartbeat({ settled }), 5_000);
      const lanes = Math.max(1, Math.min(config.concurrency, batches.length));
      let next = 0;
      try {
        await Promise.all(
          Array.from({ length: lanes }, async () => {
            for (;;) {
              // The element boundary: a cancelled chunk starts nothing new.
              if (context.cancellationSignal.aborted) return;
              const batch = batches[next++];
              if (!batch) return;
              const outcomes = await processBatch(processor, batch, run);
              batch.forEach((element, i) => {
                const outcome = outcomes[i] ?? { status: 'failed', error: 'Sin resultado' };
                waiting.push({ ordinal: element.ordinal, ...outcome });
              });
              settled += batch.length;
              context.heartbeat({ settled });
              if (waiting.length >= config.settleEvery || Date.now() - lastWrite > 1_000) await write();
            }
          }),
        );
        await write();
      } finally {
        clearInterval(beat);
        await writing.catch(() => undefined);
      }
      if (context.cancellationSignal.aborted) {
        // Every outcome of what ran is written: the elements left pending did not take effect.
        throw new CancelledFailure('Operación cancelada: los elementos pendientes no se procesaron');
      }
      return elements.counts(run.operationId);
    },

    countElements: ({ operationId }) => elements.counts(operationId),

    async summarizeElements(run) {
      return (await processorOf(run.type).summarize?.(run, elements)) ?? {};
    },
  };
}
