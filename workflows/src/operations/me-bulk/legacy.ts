// The implementation before the elements moved to the console's store (issue 12), kept so the
// runs started with it replay and finish the same way (see core/bulk.ts: BULK_ELEMENTS_IN_STORE).
// Frozen: never change what it does.
// The Mi Estudio bulk operations: CSV module enablement ('Habilitacion de modulos mediante
// documento .CSV', spec 2 §2.7) and the unlock of locked declarations ('Desbloquear', §2.15).
//
// Both handle thousands of elements inside one workflow without outgrowing Temporal's limits:
// the service is called per batch (250 organizations, 200 declarations), and the progress
// (copied to the memo, and so to the history, at every publish) is published once per batch.
// The CSV operation's elements are its batches, each with its organization counts; the unlock
// keeps one element per declaration, as the spec's bulk report needs.
import { proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import { asBusinessRejection } from '../../core/business-failure';
import type { OperationEnvelope } from '../../core/operation-context';
import type { ItemState, OperationProgress } from '../../core/progress';
import { describeError } from '../../core/failure-causes';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type { DeclarationsUnlockInput, MeCsvEnablementInput } from './contracts';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { MeBulkActivities } from './activities';
import {
  chunks,
  csvBatches,
  csvBatchItems,
  failuresToKeep,
  summarizeCsv,
  UNLOCK_BATCH,
  unlockItems,
  type CsvBatchItem,
} from './decide';
import { meBulkMessages } from './messages';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './activities';

const activities = proxyActivities<MeBulkActivities>({
  // A batch of 250 organizations is 250 small transactions; generous, still bounded.
  startToCloseTimeout: '2 minutes',
  // Retries happen here so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

/** Batches sent at once: keeps the service busy without flooding it. */
const CSV_CONCURRENCY = 2;
/** Attempts per batch before its elements count as failed (transport errors, 5xx). */
const BATCH_ATTEMPTS = 3;
const BATCH_BACKOFF_MS = 500;

/** Runs a batch call, retrying transient failures; a business rejection or the last error is the answer. */
async function withBatchRetries<T>(call: () => Promise<T>): Promise<{ value: T } | { error: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { value: await call() };
    } catch (error) {
      const rejection = asBusinessRejection(error);
      if (rejection) return { error: rejection.message };
      if (attempt >= BATCH_ATTEMPTS) return { error: describeError(error) };
    }
    await sleep(BATCH_BACKOFF_MS * attempt);
  }
}

export async function legacyMeCsvEnablement(
  envelope: OperationEnvelope<MeCsvEnablementInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, ME_CSV_ENABLEMENT, meCsvEnablementSteps, {
    code: 'STEP_FAILED',
    message: meBulkMessages.csvError,
  });

  const batches = csvBatches(input.rows);
  await runner.run('prepare', async () => ({
    organizations: batches.length > 0 ? batches[batches.length - 1]!.to : 0,
    batches: batches.length,
  }));
  const items: CsvBatchItem[] = csvBatchItems(batches);
  runner.progress.items = items;
  runner.publish();

  const byKey = new Map(batches.map((batch) => [batch.key, batch]));
  await runner.runItems(
    'enable',
    async (item) => {
      const batch = byKey.get(item.key)!;
      const answer = await withBatchRetries(() =>
        activities.enableOrganizationsBatch({ fileName: input.fileName, rows: batch.rows }),
      );
      if ('error' in answer) return { status: 'failed', error: answer.error };
      const outcome = answer.value;
      const element = item as CsvBatchItem;
      element.succeeded = outcome.succeeded;
      element.withErrors = outcome.withErrors;
      element.failures = failuresToKeep(items, outcome.failures);
      return {
        status: 'done',
        note: meBulkMessages.csvBatchNote(outcome.processed, outcome.succeeded, outcome.withErrors),
      };
    },
    {
      concurrency: CSV_CONCURRENCY,
      failure: () => ({ code: 'ITEMS_FAILED', message: meBulkMessages.csvError }),
    },
  );

  const summary = summarizeCsv(items);
  // The failures move to the result: the memo keeps one copy of them, not two.
  for (const item of items) delete item.failures;
  return runner.complete({
    message: summary.whithErrorProcessedCount > 0 ? meBulkMessages.csvPartial : meBulkMessages.csvSuccess,
    ...summary,
  });
}

export async function legacyDeclarationsUnlock(
  envelope: OperationEnvelope<DeclarationsUnlockInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    DECLARATIONS_UNLOCK,
    declarationsUnlockSteps,
    {
      code: 'STEP_FAILED',
      message: messages.genericErrorRetry,
    },
  );

  const reviewed = await runner.run('review', () =>
    activities.reviewLockedDeclarations({
      suborganizationId: input.suborganizationId,
      declarationIds: input.declarationIds,
    }),
  );
  const items = unlockItems(reviewed);
  runner.progress.items = items;
  runner.publish();
  const lockedAtReview = new Set(reviewed.filter((d) => d.locked).map((d) => d.declarationId));

  const result = await runner.run('unlock', async () => {
    // A transient failure re-runs this step: what an earlier attempt settled stays settled.
    const pending = items.filter((item) => item.status !== 'done' && item.status !== 'skipped');
    for (const batch of chunks(pending, UNLOCK_BATCH)) {
      // Not published as running: each publish copies every element into the history.
      const now = new Date().toISOString();
      for (const item of batch) {
        item.status = 'running';
        item.startedAt ??= now;
        item.error = undefined;
      }
      const answer = await withBatchRetries(() =>
        activities.unlockDeclarations({
          declarationIds: batch.map((item) => item.key),
          actorEmail: actor.email,
        }),
      );
      settleUnlockBatch(batch, answer, lockedAtReview);
      runner.publish();
      const unlocked = batch.filter((item) => item.status === 'done').map((item) => item.key);
      if (unlocked.length > 0) {
        // The audit trail of spec 2 §7; like the event log, its failure does not undo the unlock.
        await activities
          .auditUnlock({
            suborganizationId: input.suborganizationId,
            declarationIds: unlocked,
            actorEmail: actor.email,
            operationId: workflowInfo().workflowId,
          })
          .catch(() => undefined);
      }
    }
    const failed = items.filter((item) => item.status === 'failed').length;
    if (failed > 0) {
      throw businessFailureInWorkflow('ITEMS_FAILED', messages.bulkItemsFailed(failed, items.length));
    }
    return {
      unlocked: items.filter((item) => item.status === 'done').length,
      skipped: items.filter((item) => item.status === 'skipped').length,
    };
  });

  return runner.complete({ message: meBulkMessages.unlockSuccess, ...result });
}

function settleUnlockBatch(
  batch: ItemState[],
  answer: { value: { unlocked: string[]; notFound: string[] } } | { error: string },
  lockedAtReview: ReadonlySet<string>,
): void {
  const finishedAt = new Date().toISOString();
  const notFound = new Set('value' in answer ? answer.value.notFound : []);
  for (const item of batch) {
    item.finishedAt = finishedAt;
    if ('error' in answer) {
      item.status = 'failed';
      item.error = answer.error;
    } else if (notFound.has(item.key)) {
      item.status = 'failed';
      item.error = meBulkMessages.declarationNotFound;
    } else if (lockedAtReview.has(item.key)) {
      item.status = 'done';
      item.note = meBulkMessages.declarationUnlocked;
    } else {
      item.status = 'skipped';
      item.note = meBulkMessages.declarationAlreadyUnlocked;
    }
  }
}
