// Activities of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
// Each is one platform call and safe to repeat: enabling a module the organization has renews
// it, and unlocking an unlocked declaration is a no-op.
import { enablementCsvHeader, PlatformError, type PlatformClient } from '@cgi/platform/client';
import { businessFailure, meBulkMessages, type MeBulkActivities } from '@cgi/workflows';

const DECLARATION_ID = /[0-9a-f]{24}/g;

export function createMeBulkActivities(platform: PlatformClient): MeBulkActivities {
  return {
    async enableOrganizationsBatch({ fileName, rows }) {
      const csv = `${enablementCsvHeader}\n${rows.join('\n')}\n`;
      try {
        const answer = await platform.authorization.enableFromCsv(csv, fileName);
        return {
          processed: answer.totalProcessedOrgCount,
          succeeded: answer.successfullyProcessedCount,
          withErrors: answer.whithErrorProcessedCount,
          failures: answer.failures,
        };
      } catch (error) {
        // Spec 2 §8: eAuthzErrorUndefinedRequestParameter is 'El documento es incorrecto.'.
        if (
          error instanceof PlatformError &&
          error.body.codeMessageLanguage === 'eAuthzErrorUndefinedRequestParameter'
        ) {
          throw businessFailure('DOCUMENT_INCORRECT', meBulkMessages.csvIncorrect);
        }
        throw error;
      }
    },

    async reviewLockedDeclarations({ suborganizationId, declarationIds }) {
      let locked;
      try {
        locked = await platform.declarations.locked(suborganizationId);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('STUDY_NOT_FOUND', meBulkMessages.declarationsServiceNotFound);
        }
        throw error;
      }
      const byId = new Map(
        locked.map((declaration) => [declaration.personalLegalDeclarationId, declaration]),
      );
      return declarationIds.map((declarationId) => {
        const found = byId.get(declarationId);
        return {
          declarationId,
          locked: found !== undefined,
          label: found
            ? `${found.customerSuborganizationName} · ${found.personalLegalDeclarationDesc} ${found.bpDeclarations.bpDeclarationPeriodYear}`
            : null,
        };
      });
    },

    async unlockDeclarations({ declarationIds, actorEmail }) {
      // The service unlocks all or none and names the ids it does not know: those are set
      // aside and the rest unlocked in the next call.
      let pending = [...declarationIds];
      const notFound: string[] = [];
      while (pending.length > 0) {
        try {
          await platform.declarations.unlock(pending, actorEmail);
          return { unlocked: pending, notFound };
        } catch (error) {
          if (!(error instanceof PlatformError) || !error.isNotFound) throw error;
          const named = new Set((error.body.message ?? '').match(DECLARATION_ID) ?? []);
          const unknown = pending.filter((id) => named.has(id));
          if (unknown.length === 0) {
            throw businessFailure('DECLARATIONS_NOT_FOUND', meBulkMessages.declarationsServiceNotFound);
          }
          notFound.push(...unknown);
          pending = pending.filter((id) => !named.has(id));
        }
      }
      return { unlocked: [], notFound };
    },

    async auditUnlock({ suborganizationId, declarationIds, actorEmail, operationId }) {
      await platform.eventLog.audit({
        actionUser: actorEmail,
        actionName: 'unLockEntityLegalDecl',
        entityType: 'suborganization',
        entityId: suborganizationId,
        detail: { personalLegalDeclarationId: declarationIds, operationId },
      });
    },
  };
}
