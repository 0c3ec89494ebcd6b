// The implementation before the elements moved to the console's store (issue 12), kept so the
// runs started with it replay and finish the same way (see core/bulk.ts: BULK_ELEMENTS_IN_STORE).
// Frozen: never change what it does.
import { proxyActivities, sleep } from '@temporalio/workflow';
import { asBusinessRejection } from '../../core/business-failure';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { describeError } from '../../core/failure-causes';
import type { ItemOutcome } from '../../core/step-runner';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { StorageActivities } from './activities';
import { restoreItems, wasInBin } from './decide';
import type { StorageRestoreDocumentsInput } from './contracts';
import { STORAGE_RESTORE_DOCUMENTS, storageRestoreDocumentsSteps } from './activities';

const activities = proxyActivities<StorageActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 1 },
});

/** Documents restored at once: quick for a page of documents, gentle on the storage service. */
const RESTORE_CONCURRENCY = 4;
/** Attempts per document before it counts as failed (transport errors, 5xx). */
const RESTORE_ATTEMPTS = 3;
const RESTORE_BACKOFF_MS = 500;

export async function legacyStorageRestoreDocuments(
  envelope: OperationEnvelope<StorageRestoreDocumentsInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    STORAGE_RESTORE_DOCUMENTS,
    storageRestoreDocumentsSteps,
    { code: 'STEP_FAILED', message: messages.genericErrorRetry },
  );

  const reviewed = await runner.run('review', () =>
    activities.reviewRecycleDocuments({ studyId: input.studyId, documentIds: input.documentIds }),
  );
  runner.progress.items = restoreItems(reviewed);
  runner.publish();

  const restoreOne = async (documentId: string): Promise<ItemOutcome> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await activities.restoreDocument({ documentId, actorEmail: actor.email });
        return wasInBin(reviewed, documentId)
          ? { status: 'done', note: messages.documentRestored }
          : { status: 'skipped', note: messages.documentNotInBin };
      } catch (error) {
        const rejection = asBusinessRejection(error);
        if (rejection) return { status: 'failed', error: rejection.message };
        if (attempt >= RESTORE_ATTEMPTS) return { status: 'failed', error: describeError(error) };
      }
      await sleep(RESTORE_BACKOFF_MS * attempt);
    }
  };

  await runner.runItems('restore', (item) => restoreOne(item.key), {
    concurrency: RESTORE_CONCURRENCY,
    failure: (failed, total) => ({ code: 'ITEMS_FAILED', message: messages.bulkItemsFailed(failed, total) }),
  });

  const items = runner.progress.items ?? [];
  return runner.complete({
    message: messages.documentsRestored,
    restored: items.filter((item) => item.status === 'done').length,
    skipped: items.filter((item) => item.status === 'skipped').length,
  });
}
