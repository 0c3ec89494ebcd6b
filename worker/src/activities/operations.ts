// Activities that read other operations from Temporal: what a retry resumes from (the final
// progress and the input of the failed run) and where a chain of retries stands.
import type { PlatformClient } from '@cgi/platform/client';
import {
  actorName,
  authorize,
  businessFailure,
  operationContracts,
  undoPlanOf,
  type UndoActivities,
  contractOf,
  isRetryable,
  messages,
  OPERATIONS_BULK_RETRY,
  failedOperationProgress,
  operationElementFailure,
  indexedSearchAttributes,
  retryMemo,
  type OperationEnvelope,
  type OperationSource,
  bulkRetrySkipsUnapproved,
  operationStatusOf,
  readOperationInput,
  retryIdFor,
  type OperationMemo,
  type OperationProgress,
  type OperationsActivities,
  type OperationSnapshot,
  claimForRetry,
  claimForUndo,
  undoHolding,
  undoStateOf,
  type FollowUps,
  type UndoState,
  asBusinessRejection,
} from '@cgi/workflows';
import { Context } from '@temporalio/activity';
import type { Pseudonyms } from '@cgi/workflows/codec';
import { ApplicationFailure } from '@temporalio/common';
import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type Client,
  type WorkflowExecutionDescription,
} from '@temporalio/client';
import type { ApprovalPolicyReader } from './approval-policies';
import { defineArea } from './area';
import { eachElement, type BulkProcessor } from './bulk';

/** A retry that failed because the worker refused to continue an undone operation. */
function refusedAsUndone(error: unknown): boolean {
  // Its outcome; or, for runs recorded before the outcome said so, the refusal itself.
  const code = failedOperationProgress(error)?.error?.code ?? asBusinessRejection(error)?.code;
  return code === 'OPERATION_UNDONE';
}

async function describe(client: Client, id: string): Promise<WorkflowExecutionDescription | null> {
  try {
    return await client.workflow.getHandle(id).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

/** A closed run's progress: what its memo mirrored, else its failure's details (older runs). */
async function finalProgress(
  client: Client,
  id: string,
  memo: Partial<OperationMemo>,
): Promise<OperationProgress> {
  if (memo.progress) return memo.progress;
  try {
    return (await client.workflow.getHandle(id).result()) as OperationProgress;
  } catch (error) {
    return failedOperationProgress(error) ?? { steps: [] };
  }
}

/** The workflow id of the run this activity works for (a retry's, an undo's). */
function ownRunId(): string {
  const id = Context.current().info.workflowExecution?.workflowId;
  if (!id) throw new Error('a retry or an undo is checked from inside its own run');
  return id;
}

export function createOperationsActivities(
  client: Client,
  platform: PlatformClient,
  pseudonyms: Pseudonyms,
  followUps: FollowUps,
  approvalPolicy: ApprovalPolicyReader | null = null,
) {
  const namespace = client.options.namespace;

  /** Where an undo stands, from the latest run of its chain (`<undo id>-rN`). */
  async function undoState(undoId: string): Promise<UndoState> {
    let latest = await describe(client, undoId);
    if (!latest) return 'none';
    for (let next = retryIdFor(undoId), depth = 0; depth < 100; next = retryIdFor(next), depth++) {
      const found = await describe(client, next);
      if (!found) break;
      latest = found;
    }
    return undoStateOf({
      running: latest.status.name === 'RUNNING',
      progress: (latest.memo as Partial<OperationMemo> | undefined)?.progress,
    });
  }
  const undoLookup = { find: (id: string) => followUps.find(id), undoState };

  const undo: UndoActivities = {
    /**
     * The same gate and the same conditions as POST /api/operations/{id}/undo, read again when
     * the undo runs: whoever started it, through whichever door, may undo that operation now.
     */
    async planUndo({ operationId, roles, actor }) {
      const description = await describe(client, operationId);
      const memo = (description?.memo ?? {}) as Partial<OperationMemo>;
      // A run started outside the console has no type in its memo: its workflow names it.
      const contract = description
        ? (contractOf(memo.type ?? '') ??
          operationContracts.find((known) => known.workflowType === description.type))
        : undefined;
      if (!description || !contract) throw businessFailure('OPERATION_NOT_FOUND', messages.undo.notFound);
      const input = ((await readOperationInput(client, namespace, operationId)) ?? {}) as Record<
        string,
        unknown
      >;
      const refusal = await authorize(contract, { action: 'undo', roles, input, platform });
      if (refusal) throw businessFailure(refusal.code, refusal.message);
      const status = operationStatusOf(description.status.name);
      if (status === 'running') throw businessFailure('OPERATION_RUNNING', messages.undo.running);
      if (!isRetryable(status)) throw businessFailure('OPERATION_NOT_UNDOABLE', messages.undo.notFailed);
      const plan = undoPlanOf(contract, await finalProgress(client, operationId, memo), input, actor);
      if (plan.steps.length === 0) throw businessFailure('NOTHING_TO_UNDO', messages.undo.nothingToUndo);
      // Last: the operation is claimed for this undo unless its retry holds it (issue 40).
      const retry = await claimForUndo(operationId, ownRunId(), {
        find: (id) => followUps.find(id),
        claim: (id, followUp) => followUps.claim(id, followUp),
        exists: async (id) => (await describe(client, id)) !== null,
      });
      if (retry) throw businessFailure('OPERATION_RETRIED', messages.undo.retried);
      return { type: contract.type, ...plan };
    },
  };

  const activities = {
    async loadResume({ operationId }) {
      const description = await describe(client, operationId);
      if (!description) {
        throw ApplicationFailure.nonRetryable(`No existe la operación ${operationId}`, 'OperationNotFound');
      }
      const status = operationStatusOf(description.status.name);
      if (!isRetryable(status)) {
        throw ApplicationFailure.nonRetryable(
          `La operación ${operationId} no terminó con error (${status})`,
          'OperationNotRetryable',
        );
      }
      // Whichever door started this retry: it never continues what an undo undid (issue 40).
      const undo = await claimForRetry(operationId, ownRunId(), {
        ...undoLookup,
        claim: (id, followUp) => followUps.claim(id, followUp),
      });
      if (undo) throw businessFailure('OPERATION_UNDONE', messages.undo.retryBlockedUndone);
      const memo = (description.memo ?? {}) as Partial<OperationMemo>;
      const progress: OperationProgress = memo.progress ?? { steps: [] };
      const input = await readOperationInput(client, namespace, operationId);
      return { input, progress };
    },

    async describeOperations({ ids }) {
      return Promise.all(
        ids.map(async (id) => {
          const description = await describe(client, id);
          const memo = (description?.memo ?? {}) as Partial<OperationMemo>;
          const label = memo.type ? (contractOf(memo.type)?.label ?? memo.type) : id;
          return {
            id,
            found: description !== null,
            label: memo.target ? `${label} · ${memo.target}` : label,
          };
        }),
      );
    },

    async describeLatestOperation({ id, roles }): Promise<OperationSnapshot | null> {
      let description = await describe(client, id);
      if (!description) return null;
      let latestId = id;
      // A chain is short: each retry is started by hand or by a bulk retry.
      for (let depth = 0; depth < 100; depth++) {
        const next = retryIdFor(latestId);
        const found = await describe(client, next);
        if (!found) break;
        description = found;
        latestId = next;
      }
      const memo = (description.memo ?? {}) as Partial<OperationMemo>;
      const input = await readOperationInput(client, namespace, latestId);
      const snapshot: OperationSnapshot = {
        id: latestId,
        status: operationStatusOf(description.status.name),
        workflowType: description.type,
        taskQueue: description.taskQueue,
        memo: {
          type: memo.type ?? description.type,
          target: memo.target ?? '',
          input: memo.input ?? {},
          inputHash: memo.inputHash ?? '',
          ...(memo.related ? { related: memo.related } : {}),
          ...(memo.viaBulk ? { viaBulk: memo.viaBulk } : {}),
          ...(memo.undoOf ? { undoOf: memo.undoOf } : {}),
          // Which run's approval covers this input: this one's, or the one it retries.
          ...(memo.progress?.approval?.state === 'approved'
            ? { approvedIn: latestId }
            : memo.approvedIn
              ? { approvedIn: memo.approvedIn }
              : {}),
        },
        input,
      };
      // A request never approved, or a run nobody approved of a type whose policy asks now
      // (changed since it ran): a retry of its own would ask another person, so a bulk retry does not run it.
      const skips = await bulkRetrySkipsUnapproved(
        memo,
        contractOf(snapshot.memo.type),
        async (contract) => (approvalPolicy ? approvalPolicy(contract) : null),
        async () => (input ?? {}) as Record<string, unknown>,
      );
      if (skips) snapshot.unapproved = true;
      // Only types with an undo can have been undone.
      const undoneBy = contractOf(snapshot.memo.type)?.undo ? await undoHolding(latestId, undoLookup) : null;
      if (undoneBy) snapshot.undoneBy = undoneBy;
      if (roles) {
        // The same gate as a single retry through the api: the type's retry roles, then its finer rule.
        const contract = contractOf(snapshot.memo.type);
        const refusal = contract
          ? await authorize(contract, {
              action: 'retry',
              roles,
              input: (input ?? {}) as Record<string, unknown>,
              platform,
            })
          : null;
        if (refusal) snapshot.refusal = { code: refusal.code, message: refusal.message };
      }
      return snapshot;
    },
  } satisfies OperationsActivities;

  /**
   * One element of a bulk retry, to its end: the gate with the roles of whoever started the bulk
   * retry, then the retry (`<id>-rN`, continuing from the failed step) started and waited for.
   * After a worker restart, the retry this bulk retry started is found and waited for again.
   */
  async function retryToEnd(args: {
    id: string;
    bulkOperationId: string;
    actor: OperationEnvelope<unknown>['actor'];
    source: OperationSource;
    reason: string | null;
  }) {
    const latest = await activities.describeLatestOperation({ id: args.id, roles: args.actor.roles ?? [] });
    if (!latest) return { status: 'skipped' as const, note: messages.bulkItemNotFound };
    if (latest.refusal) return { status: 'failed' as const, error: latest.refusal.message };
    const ours = latest.memo.viaBulk === args.bulkOperationId && latest.id !== args.id;
    let retryId = latest.id;
    if (!ours) {
      if (latest.status === 'completed') {
        return latest.id === args.id
          ? { status: 'skipped' as const, note: messages.bulkItemCompleted }
          : {
              status: 'skipped' as const,
              note: messages.bulkItemCompletedIn(latest.id),
              detail: { operationId: latest.id },
            };
      }
      if (latest.status === 'running') {
        return {
          status: 'skipped' as const,
          note: messages.bulkItemRunning,
          detail: { operationId: latest.id },
        };
      }
      // A bulk retry never continues what was undone, nor runs what nobody approved (a request
      // its requester withdrew).
      if (latest.undoneBy) return { status: 'skipped' as const, note: messages.bulkItemUndone };
      if (latest.unapproved) return { status: 'skipped' as const, note: messages.bulkItemNeedsApproval };
      retryId = retryIdFor(latest.id);
      const memo = retryMemo(latest.memo, {
        retryOf: latest.id,
        actor: actorName(args.actor),
        source: args.source,
        reason: args.reason,
        viaBulk: args.bulkOperationId,
      });
      try {
        await client.workflow.start(latest.workflowType, {
          workflowId: retryId,
          taskQueue: latest.taskQueue,
          args: [
            {
              input: latest.input,
              actor: args.actor,
              source: args.source,
              reason: args.reason,
              resumeFrom: latest.id,
            } satisfies OperationEnvelope<unknown>,
          ],
          memo: memo as unknown as Record<string, unknown>,
          typedSearchAttributes: indexedSearchAttributes(memo, pseudonyms.of),
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
        return {
          status: 'skipped' as const,
          note: messages.bulkItemAlreadyRetried,
          detail: { operationId: retryId },
        };
      }
    }
    try {
      await client.workflow.getHandle(retryId).result();
      return { status: 'done' as const, note: messages.bulkItemRetried, detail: { operationId: retryId } };
    } catch (error) {
      // Undone while this bulk retry went on (the undo claimed it first): the retry did nothing.
      if (refusedAsUndone(error)) {
        return {
          status: 'skipped' as const,
          note: messages.bulkItemUndone,
          detail: { operationId: retryId },
        };
      }
      // What failed and why in staff words; the engine's own words for support (issue 43).
      const failure = operationElementFailure(error);
      return {
        status: 'failed' as const,
        error: failure.error,
        detail: { operationId: retryId, ...(failure.technical ? { technicalError: failure.technical } : {}) },
      };
    }
  }

  return { ...activities, ...undo, retryToEnd };
}

export const operationsArea = defineArea(({ temporal, platform, pseudonyms, followUps, approvalPolicy }) => {
  // retryToEnd waits for a whole operation: an element of a bulk retry, never an activity.
  const { retryToEnd, ...activities } = createOperationsActivities(
    temporal,
    platform,
    pseudonyms,
    followUps,
    approvalPolicy,
  );
  return {
    activities,
    bulkProcessors: { [OPERATIONS_BULK_RETRY]: bulkRetryProcessor({ ...activities, retryToEnd }) },
  };
});

function bulkRetryProcessor(operations: ReturnType<typeof createOperationsActivities>): BulkProcessor {
  return {
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
      eachElement(batch, (element) =>
        operations.retryToEnd({
          id: element.key,
          bulkOperationId: run.operationId,
          actor: run.actor,
          source: run.source,
          reason: run.reason,
        }),
      ),
  };
}
