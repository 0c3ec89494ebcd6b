// Activities of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
// Each is one platform call and safe to repeat: enabling a module the organization has renews
// it, and unlocking an unlocked declaration is a no-op.
import { enablementCsvHeader, PlatformError, type PlatformClient } from '@cgi/platform/client';
import type { StoredElement } from '@cgi/console-store';
import {
  businessFailure,
  DECLARATIONS_UNLOCK,
  ME_CSV_ENABLEMENT,
  meBulkMessages,
  type MeBulkActivities,
} from '@cgi/workflows';
import { defineArea } from './area';
import type { BulkProcessor, ProcessedElement } from './bulk';

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

export const meBulkArea = defineArea(({ platform }) => {
  const activities = createMeBulkActivities(platform);
  return {
    activities,
    bulkProcessors: {
      [DECLARATIONS_UNLOCK]: declarationsUnlockProcessor(activities),
      [ME_CSV_ENABLEMENT]: csvEnablementProcessor(activities),
    },
  };
});

function declarationsUnlockProcessor(meBulk: MeBulkActivities): BulkProcessor {
  return {
    batchSize: 200,
    async prepare(run, stored) {
      const input = run.input as { suborganizationId: number };
      const pending = await stored.allUnsettled(run.operationId);
      const reviewed = await meBulk.reviewLockedDeclarations({
        suborganizationId: input.suborganizationId,
        declarationIds: pending.map((element) => element.key),
      });
      const byId = new Map(reviewed.map((declaration) => [declaration.declarationId, declaration]));
      await stored.relabel(
        run.operationId,
        pending.map((element) => {
          const found = byId.get(element.key);
          return {
            ordinal: element.ordinal,
            label: found?.label ?? element.key,
            payload: { declarationId: element.key, lockedAtReview: found?.locked === true },
          };
        }),
      );
    },
    async process(batch, run) {
      const answer = await meBulk.unlockDeclarations({
        declarationIds: batch.map((element) => element.key),
        actorEmail: run.actor.email,
      });
      const notFound = new Set(answer.notFound);
      const unlocked = batch.filter((e) => !notFound.has(e.key) && locked(e)).map((e) => e.key);
      if (unlocked.length > 0) {
        // The audit trail of spec 2 §7; like the event log, its failure does not undo the unlock.
        await meBulk
          .auditUnlock({
            suborganizationId: (run.input as { suborganizationId: number }).suborganizationId,
            declarationIds: unlocked,
            actorEmail: run.actor.email,
            operationId: run.operationId,
          })
          .catch(() => undefined);
      }
      return batch.map((element): ProcessedElement => {
        if (notFound.has(element.key)) return { status: 'failed', error: meBulkMessages.declarationNotFound };
        return locked(element)
          ? { status: 'done', note: meBulkMessages.declarationUnlocked }
          : { status: 'skipped', note: meBulkMessages.declarationAlreadyUnlocked };
      });
    },
  };
}

function csvEnablementProcessor(meBulk: MeBulkActivities): BulkProcessor {
  return {
    // Organizations per enableMEFullVersionEAuthz call: few calls, none long enough to time out.
    batchSize: 250,
    // A batch the service never answered is not the organizations' failure: they stay to do.
    exhausted: 'pending',
    async process(batch, run) {
      const rows = batch.flatMap((element) => (element.payload as { rows: string[] }).rows);
      const outcome = await meBulk.enableOrganizationsBatch({
        fileName: (run.input as { fileName: string }).fileName,
        rows,
      });
      const failures = new Map<string, { failure: string; value: string }[]>();
      for (const { CUIT, failure, value } of outcome.failures) {
        failures.set(CUIT, [...(failures.get(CUIT) ?? []), { failure, value }]);
      }
      return batch.map((element): ProcessedElement => {
        const found = failures.get(element.key);
        if (!found) return { status: 'done', note: meBulkMessages.csvOrganizationEnabled };
        return {
          status: 'failed',
          error: found.map(({ failure, value }) => (value ? `${failure}: ${value}` : failure)).join('; '),
          // The service's own words, for the details dialog (spec 2 §3).
          detail: { failures: found },
        };
      });
    },
    async summarize(run, stored) {
      const counts = await stored.counts(run.operationId);
      return {
        totalProcessedOrgCount: counts.done + counts.failed,
        successfullyProcessedCount: counts.done,
        whithErrorProcessedCount: counts.failed,
      };
    },
  };
}

/** Whether the review found the declaration locked (else unlocking it again is a no-op). */
function locked(element: StoredElement): boolean {
  return (element.payload as { lockedAtReview?: boolean }).lockedAtReview === true;
}
