// The element processor of each bulk operation type (see bulk.ts): what one element is, how a
// batch of them is processed by the platform, and what a processed element came to. Built from
// the area activities, so each call is the same one the single-element operations make.
import type { StoredElement } from '@cgi/console-store';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import {
  asBusinessRejection,
  DECLARATIONS_UNLOCK,
  ME_CSV_ENABLEMENT,
  meBulkMessages,
  messages,
  OPERATIONS_BULK_RETRY,
  securityMessages,
  SESSIONS_REVOKE_ALL,
  STORAGE_RESTORE_DOCUMENTS,
  type MeBulkActivities,
  type OperationsActivities,
  type SecurityActivities,
  type StorageActivities,
} from '@cgi/workflows';
import type { BulkProcessor, ProcessedElement } from './bulk';

interface Areas {
  platform: PlatformClient;
  meBulk: MeBulkActivities;
  storage: StorageActivities;
  security: SecurityActivities;
  operations: OperationsActivities & {
    retryToEnd(args: {
      id: string;
      bulkOperationId: string;
      actor: { email: string; roles?: string[]; serviceAccount?: string | null; userId?: number | null };
      source: 'ui' | 'api' | 'cli';
      reason: string | null;
    }): Promise<ProcessedElement>;
  };
}

/** A rejection of one element (a business rule) stays that element's failure, not the batch's. */
async function each(
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

export function createBulkProcessors(areas: Areas): Record<string, BulkProcessor> {
  const { meBulk, storage, security, operations } = areas;

  const declarationsUnlock: BulkProcessor = {
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

  const csvEnablement: BulkProcessor = {
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

  const restoreDocuments: BulkProcessor = {
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
          await areas.platform.storage.restore({
            documentIds: batch.map((element) => element.key),
            restoreUser: run.actor.email,
          });
          return batch.map(outcome);
        } catch (error) {
          // An unknown document refuses the whole list: each one then gets its own answer.
          if (!(error instanceof PlatformError && error.isNotFound)) throw error;
        }
      }
      return each(batch, async (element) => {
        await storage.restoreDocument({ documentId: element.key, actorEmail: run.actor.email });
        return outcome(element);
      });
    },
  };

  const revokeAll: BulkProcessor = {
    batchSize: 1,
    async prepare(run) {
      const input = run.input as { loginAccountId: number; email: string };
      const sessions = await security.listSessions(input);
      return sessions.map((session) => ({
        key: session.uuidDeviceSession,
        label: session.label,
        payload: { uuidDeviceSession: session.uuidDeviceSession },
      }));
    },
    process: (batch) =>
      each(batch, async (element) => {
        const outcome = await security.revokeSession({ uuidDeviceSession: element.key });
        return outcome === 'revoked'
          ? { status: 'done', note: securityMessages.sessionRemoved }
          : { status: 'skipped', note: securityMessages.sessionAlreadyGone };
      }),
  };

  const bulkRetry: BulkProcessor = {
    batchSize: 1,
    async prepare(run, stored) {
      const pending = await stored.allUnsettled(run.operationId);
      const described = await operations.describeOperations({ ids: pending.map((element) => element.key) });
      const labels = new Map(described.map((entry) => [entry.id, entry.label]));
      await stored.relabel(
        run.operationId,
        pending.map((element) => ({
          ordinal: element.ordinal,
          label: labels.get(element.key) ?? element.key,
        })),
      );
    },
    process: (batch, run) =>
      each(batch, (element) =>
        operations.retryToEnd({
          id: element.key,
          bulkOperationId: run.operationId,
          actor: run.actor,
          source: run.source,
          reason: run.reason,
        }),
      ),
  };

  return {
    [DECLARATIONS_UNLOCK]: declarationsUnlock,
    [ME_CSV_ENABLEMENT]: csvEnablement,
    [STORAGE_RESTORE_DOCUMENTS]: restoreDocuments,
    [SESSIONS_REVOKE_ALL]: revokeAll,
    [OPERATIONS_BULK_RETRY]: bulkRetry,
  };
}

/** Whether the review found the declaration locked (else unlocking it again is a no-op). */
function locked(element: StoredElement): boolean {
  return (element.payload as { lockedAtReview?: boolean }).lockedAtReview === true;
}
