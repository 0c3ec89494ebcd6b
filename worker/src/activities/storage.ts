// Activities of the storage operations: a study's system folder and the recycle-bin restore.
// Each is safe to run more than once: creating an existing folder keeps it, and restoring a
// restored document is a no-op.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import type { StoredElement } from '@cgi/console-store';
import {
  businessFailure,
  messages,
  RECYCLE_BIN_LISTING_LIMIT,
  STORAGE_RESTORE_DOCUMENTS,
  type ReviewedDocument,
  type StorageActivities,
} from '@cgi/workflows';
import { SERVICE_NAMES } from './organizations';
import { defineArea } from './area';
import { eachElement, type BulkProcessor, type ProcessedElement } from './bulk';

function studyMissing(error: unknown): boolean {
  return error instanceof PlatformError && error.isNotFound;
}

export function createStorageActivities(platform: PlatformClient): StorageActivities {
  return {
    async getStudyFolder({ suborganizationId }) {
      try {
        const folder = await platform.storage.folder(suborganizationId);
        const directory = folder.directory[0];
        const present =
          folder.exist && !!directory && !directory.isDeleted && directory.statusCode === 'ACTIVE';
        return { present, name: directory?.name ?? null };
      } catch (error) {
        if (studyMissing(error)) {
          throw businessFailure('STUDY_NOT_FOUND', messages.serviceNotFound(SERVICE_NAMES.storage));
        }
        throw error;
      }
    },

    async createStudyFolder({ suborganizationId, suborganizationName, actorEmail }) {
      try {
        const result = await platform.storage.createStudyFolder({
          suborganizationId,
          suborganizationName,
          creationUser: actorEmail,
        });
        return result.status === 'success'
          ? { status: 'success', name: result.directory?.name ?? suborganizationName }
          : { status: 'fail', message: result.message };
      } catch (error) {
        if (studyMissing(error)) {
          throw businessFailure('STUDY_NOT_FOUND', messages.serviceNotFound(SERVICE_NAMES.storage));
        }
        throw error;
      }
    },

    async reviewRecycleDocuments({ studyId, documentIds }) {
      let inBin;
      try {
        inBin = (await platform.storage.recycleBin({ groupId: studyId })).childrens;
      } catch (error) {
        if (studyMissing(error)) {
          throw businessFailure('STUDY_NOT_FOUND', messages.serviceNotFound(SERVICE_NAMES.storage));
        }
        throw error;
      }
      const byId = new Map(inBin.map((document) => [document.documentId, document]));
      // A full listing may have left out older deletions: those are not known to be restored.
      const listedAll = inBin.length < RECYCLE_BIN_LISTING_LIMIT;
      return documentIds.map((documentId): ReviewedDocument => {
        const found = byId.get(documentId);
        return {
          documentId,
          name: found?.name ?? null,
          absolutePath: found?.absolutePath ?? null,
          ...(found || listedAll ? {} : { unknown: true as const }),
        };
      });
    },

    async restoreDocument({ documentId, actorEmail }) {
      try {
        await platform.storage.restore({ documentIds: [documentId], restoreUser: actorEmail });
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('DOCUMENT_NOT_FOUND', messages.documentNotFound);
        }
        throw error;
      }
    },
  };
}

export const storageArea = defineArea(({ platform }) => {
  const activities = createStorageActivities(platform);
  return {
    activities,
    bulkProcessors: { [STORAGE_RESTORE_DOCUMENTS]: restoreDocumentsProcessor(platform, activities) },
  };
});

function restoreDocumentsProcessor(platform: PlatformClient, storage: StorageActivities): BulkProcessor {
  return {
    // The service restores a list all or nothing; a list it refuses is taken one by one.
    batchSize: 50,
    async prepare(run, stored) {
      const input = run.input as { studyId: number };
      const pending = await stored.allUnsettled(run.operationId);
      const reviewed = await storage.reviewRecycleDocuments({
        studyId: input.studyId,
        documentIds: pending.map((element) => element.key),
      });
      const byId = new Map(reviewed.map((document) => [document.documentId, document]));
      await stored.relabel(
        run.operationId,
        pending.map((element) => {
          const found = byId.get(element.key);
          const label = found?.name
            ? found.absolutePath
              ? `${found.name} (${found.absolutePath})`
              : found.name
            : element.key;
          return {
            ordinal: element.ordinal,
            label,
            // inBin null: beyond what the listing shows; the restore's own answer decides.
            payload: { documentId: element.key, inBin: found?.name ? true : found?.unknown ? null : false },
          };
        }),
      );
    },
    async process(batch, run) {
      const outcome = (element: StoredElement): ProcessedElement =>
        (element.payload as { inBin?: boolean | null }).inBin === false
          ? { status: 'skipped', note: messages.documentNotInBin }
          : { status: 'done', note: messages.documentRestored };
      if (batch.length > 1) {
        try {
          await platform.storage.restore({
            documentIds: batch.map((element) => element.key),
            restoreUser: run.actor.email,
          });
          return batch.map(outcome);
        } catch (error) {
          // An unknown document refuses the whole list: each one then gets its own answer.
          if (!(error instanceof PlatformError && error.isNotFound)) throw error;
        }
      }
      return eachElement(batch, async (element) => {
        await storage.restoreDocument({ documentId: element.key, actorEmail: run.actor.email });
        return outcome(element);
      });
    },
  };
}
