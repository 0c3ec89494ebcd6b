// Activities of the storage operations: a study's system folder and the recycle-bin restore.
// Each is safe to run more than once: creating an existing folder keeps it, and restoring a
// restored document is a no-op.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import {
  businessFailure,
  messages,
  RECYCLE_BIN_LISTING_LIMIT,
  type ReviewedDocument,
  type StorageActivities,
} from '@cgi/workflows';
import { SERVICE_NAMES } from './organizations';

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
