// The storage operations (spec 1 §4): create a study's system folder ('Crear Carpeta') and
// restore recycle-bin documents ('Restaurar documento(s)'), one or many, per document.
import { proxyActivities, sleep } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import type { ItemOutcome } from '../../core/step-runner';
import { describeError } from '../../core/step-runner';
import { asBusinessRejection } from '../../core/business-failure';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type { StorageRestoreDocumentsInput, StudyCreateSystemFolderInput } from './inputs';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { StorageActivities } from './activities';
import { restoreItems, wasInBin } from './decide';
import {
  STORAGE_RESTORE_DOCUMENTS,
  STUDY_CREATE_SYSTEM_FOLDER,
  storageRestoreDocumentsSteps,
  studyCreateSystemFolderSteps,
} from './steps';

const activities = proxyActivities<StorageActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

/** Documents restored at once: quick for a page of documents, gentle on the storage service. */
const RESTORE_CONCURRENCY = 4;
/** Attempts per document before it counts as failed (transport errors, 5xx). */
const RESTORE_ATTEMPTS = 3;
const RESTORE_BACKOFF_MS = 500;

export async function studyCreateSystemFolder(
  envelope: OperationEnvelope<StudyCreateSystemFolderInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    STUDY_CREATE_SYSTEM_FOLDER,
    studyCreateSystemFolderSteps,
    { code: 'STEP_FAILED', message: messages.folderCreateFailed },
  );

  const folder = await runner.run('checkFolder', () =>
    activities.getStudyFolder({ suborganizationId: input.suborganizationId }),
  );
  if (folder.present) {
    await runner.skip('createFolder', 'la carpeta de sistema ya existe');
  } else {
    await runner.run('createFolder', async () => {
      const outcome = await activities.createStudyFolder({
        suborganizationId: input.suborganizationId,
        suborganizationName: input.suborganizationName,
        actorEmail: actor.email,
      });
      // Spec 1 §8: a non-success result is the organization without an active administrator.
      if (outcome.status !== 'success') {
        throw businessFailureInWorkflow('NO_ACTIVE_ADMIN', messages.folderNoActiveAdmin);
      }
      return outcome;
    });
  }

  return runner.complete({
    message: messages.folderCreated,
    suborganizationId: input.suborganizationId,
    alreadyExisted: folder.present,
  });
}

export async function storageRestoreDocuments(
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
