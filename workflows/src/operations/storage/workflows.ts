// The storage operations (spec 1 §4): create a study's system folder ('Crear Carpeta') and
// restore recycle-bin documents ('Restaurar documento(s)'), one or many, per document.
import { proxyActivities } from '@temporalio/workflow';
import { failWhenUnsettled } from '../../core/bulk';
import { BULK_CHUNK_SIZE } from '../../core/history-shape';
import { legacyStorageRestoreDocuments } from './legacy';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type {
  StorageRestoreDocumentsInput,
  StorageRestoreDocumentsRunInput,
  StudyCreateSystemFolderInput,
} from './contracts';
import { messages } from '../../messages';
import { runBulkOperation } from '../bulk-operation';
import { startOperationRunner } from '../operation-runner';
import type { StorageActivities } from './activities';
import {
  STORAGE_RESTORE_DOCUMENTS,
  STUDY_CREATE_SYSTEM_FOLDER,
  storageRestoreDocumentsSteps,
  studyCreateSystemFolderSteps,
} from './activities';

const activities = proxyActivities<StorageActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

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
  envelope: OperationEnvelope<StorageRestoreDocumentsRunInput | StorageRestoreDocumentsInput>,
): Promise<OperationProgress> {
  return runBulkOperation(
    envelope,
    {
      type: STORAGE_RESTORE_DOCUMENTS,
      steps: storageRestoreDocumentsSteps,
      genericFailure: { code: 'STEP_FAILED', message: messages.genericErrorRetry },
      legacy: legacyStorageRestoreDocuments,
      prepareStep: 'review',
      processStep: 'restore',
      chunkSize: BULK_CHUNK_SIZE.restoreDocuments,
      failure: failWhenUnsettled(messages.bulkItemsFailed),
    },
    ({ runner, counts }) =>
      runner.complete({
        message: messages.documentsRestored,
        restored: counts.done,
        skipped: counts.skipped,
      }),
  );
}
