// What follows an operation that ended without completing, or one that runs: its retry, its undo,
// its cancellation; and the gate every action on an existing operation passes.
import { createHash } from 'node:crypto';
import {
  approvalMessages,
  approvalRequestFor,
  authorize,
  contractOf,
  isRetryable,
  OPERATION_UNDO,
  indexedSearchAttributes,
  isActive,
  undoIdFor,
  readOperationInput,
  refuseRole,
  retryIdFor,
  retryMemo,
  type OperationAction,
  type OperationEnvelope,
  type OperationMemo,
  type OperationSource,
} from '@cgi/workflows';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { actorOf, type AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import {
  envelopeActor,
  mayRead,
  refused,
  stableJson,
  contractByWorkflow,
  requireReason,
  withApprovalAttribute,
} from './rules';
import { messages as operationMessages } from '@cgi/workflows/messages';
import type { ServiceContext } from './context';
import type { Reads } from './reads';
import type { RecordEntries } from './record-entries';
import { startedRunState } from '../operation-view';

export function createFollowUps(ctx: ServiceContext, deps: { reads: Reads; records: RecordEntries }) {
  const { records } = deps;
  const { options, client, namespace, taskQueue, policyOf, withExpiry, pseudonymize, source } = ctx;
  const { get, runOf, pendingApproval } = deps.reads;

  /**
   * The gate for an action on an existing operation: its contract's roles for the action, read
   * access to it (support engineers, or the one who started it), then the finer rule on the
   * input it ran with.
   */
  async function admitAction(id: string, action: Exclude<OperationAction, 'start'>, auth: AuthContext) {
    const run = await runOf(id);
    const memo = run.memo;
    const contract = contractOf(run.type) ?? contractByWorkflow(run.workflowType ?? '');
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    refused(refuseRole(contract, action, auth.roles));
    if (!mayRead(auth, memo.actor ?? '')) refused(refuseRole(contract, action, []));
    // The input it ran with, from its first history event; once Temporal has let that go, what
    // the record keeps of it (the gate's finer rule reads it; such a run is not retried).
    const input =
      run.fromRecord && !(await source.engineHolds(id))
        ? memo.input
        : await readOperationInput(client, namespace, id);
    refused(
      await authorize(contract, {
        action,
        roles: auth.roles,
        input: (input ?? {}) as Record<string, unknown>,
        platform: options.platform(),
      }),
    );
    return { run, memo, contract, input };
  }

  /**
   * Whether the caller may take this action on the operation at all: the roles its type gives
   * the action (a reschedule is a start's) and read access to it. The routes ask it before they
   * read the body, so a role that may not act gets 403 whatever it sends; the action's own
   * checks (the finer rule on the input, the state) follow.
   */
  async function mayAct(id: string, action: 'retry' | 'undo' | 'reschedule', auth: AuthContext) {
    const run = await runOf(id);
    const memo = run.memo;
    const contract = contractOf(run.type) ?? contractByWorkflow(run.workflowType ?? '');
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const asked = action === 'reschedule' ? 'start' : action;
    refused(refuseRole(contract, asked, auth.roles));
    if (!mayRead(auth, memo.actor ?? '')) refused(refuseRole(contract, asked, []));
    return { run, memo, contract };
  }

  /**
   * Retries a failed or cancelled operation: a new run, `<id>-r1`, that resumes after the
   * last completed step. Retrying the same run again returns the retry already started.
   */
  async function retry(
    id: string,
    request: { auth: AuthContext; source: OperationSource; reason?: string },
  ): Promise<{ id: string; reused: boolean }> {
    const { run, memo, contract, input } = await admitAction(id, 'retry', request.auth);
    const view = await get(id);
    if (view.retriedBy) return { id: view.retriedBy, reused: true };
    if (!isRetryable(view.status)) {
      throw new HttpError(409, 'OPERATION_NOT_RETRYABLE', apiMessages.operationNotRetryable);
    }
    // A refusal a retry would repeat (read again from the platform), or an undone operation.
    if (view.retryBlockedReason) {
      throw new HttpError(409, 'OPERATION_RETRY_BLOCKED', view.retryBlockedReason);
    }
    const reason = contract.highRisk ? requireReason(request.reason) : request.reason?.trim() || null;
    const retryId = retryIdFor(id);
    const newMemo = retryMemo(
      {
        type: contract.type,
        target: memo.target ?? view.target,
        input: memo.input ?? {},
        inputHash: memo.inputHash ?? '',
        related: memo.related,
        undoOf: memo.undoOf,
      },
      { retryOf: id, actor: actorOf(request.auth), source: request.source, reason },
    );
    // The same input once approved runs again without a new approval; otherwise the policy
    // applies to the retry as to a start.
    const approvedIn = view.approval?.state === 'approved' ? id : memo.approvedIn;
    if (approvedIn) newMemo.approvedIn = approvedIn;
    const askedAt = new Date();
    const approval =
      approvedIn || options.approvals === false
        ? null
        : withExpiry(
            approvalRequestFor(
              contract,
              (input ?? {}) as Record<string, unknown>,
              {
                requester: actorOf(request.auth),
                inputHash: newMemo.inputHash,
                now: askedAt,
              },
              await policyOf(contract),
            ),
            askedAt,
          );
    // As a start: a retry that will wait for another person's approval says why (issue 43).
    if (approval && !reason) {
      throw new HttpError(400, 'REASON_REQUIRED', approvalMessages.reasonForApproval, {
        reason: approvalMessages.reasonForApproval,
      });
    }
    const envelope: OperationEnvelope<unknown> = {
      // Sent along so an operation whose workflow does not resume still runs again, whole.
      input,
      resumeFrom: id,
      actor: envelopeActor(request.auth),
      source: request.source,
      reason,
      retry: options.stepRetry ?? null,
      ...(approval ? { approval } : {}),
    };
    await client.workflow.start(run.workflowType ?? contract.workflowType, {
      taskQueue: run.taskQueue ?? taskQueue,
      workflowId: retryId,
      args: [envelope],
      memo: newMemo as unknown as Record<string, unknown>,
      // Two engineers retrying at once get the same retry.
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: withApprovalAttribute(indexedSearchAttributes(newMemo, pseudonymize), approval),
    });
    const startedAt = new Date();
    await records.requested(
      retryId,
      newMemo,
      startedRunState(retryId, newMemo, startedAt, approval).progress,
      startedAt,
    );
    return { id: retryId, reused: false };
  }

  /**
   * Undoes a failed or cancelled operation: a new operation (`operation.undo`, one per operation)
   * that runs the inverse of each of its completed steps that has one, newest first. Gated as a
   * retry of that operation; refused (409) where it is running, completed, retried, undone
   * already, or where nothing it did has an inverse. Asking again returns the undo started.
   */
  async function undo(
    id: string,
    request: { auth: AuthContext; source: OperationSource; reason?: string },
  ): Promise<{ id: string; reused: boolean }> {
    const { memo, contract } = await admitAction(id, 'undo', request.auth);
    const view = await get(id);
    if (view.undoneBy) return { id: view.undoneBy, reused: true };
    const refuse = (code: string, message: string) => new HttpError(409, code, message);
    if (isActive(view.status)) throw refuse('OPERATION_RUNNING', operationMessages.undo.running);
    if (!isRetryable(view.status)) throw refuse('OPERATION_NOT_UNDOABLE', operationMessages.undo.notFailed);
    if (view.retriedBy) throw refuse('OPERATION_RETRIED', operationMessages.undo.retried);
    if (!view.undo) throw refuse('NOTHING_TO_UNDO', operationMessages.undo.nothingToUndo);
    const undoContract = contractOf(OPERATION_UNDO)!;
    const reason = requireReason(request.reason);
    const input = {
      operationId: id,
      operationLabel: view.target ? `${contract.label} · ${view.target}` : contract.label,
    };
    const undoId = undoIdFor(id);
    const undoMemo: OperationMemo = {
      type: OPERATION_UNDO,
      target: memo.target ?? view.target,
      actor: actorOf(request.auth),
      source: request.source,
      reason,
      input,
      inputHash: createHash('sha256').update(stableJson(input)).digest('hex'),
      ...(memo.related ? { related: memo.related } : {}),
      undoOf: id,
    };
    try {
      await client.workflow.start(undoContract.workflowType, {
        taskQueue,
        workflowId: undoId,
        args: [
          {
            input,
            actor: envelopeActor(request.auth),
            source: request.source,
            reason,
            retry: options.stepRetry ?? null,
          } satisfies OperationEnvelope<typeof input>,
        ],
        memo: undoMemo as unknown as Record<string, unknown>,
        // Two engineers undoing at once get the same undo; one that ended is never run again.
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: indexedSearchAttributes(undoMemo, pseudonymize),
      });
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return { id: undoId, reused: true };
      throw error;
    }
    const startedAt = new Date();
    await records.requested(
      undoId,
      undoMemo,
      startedRunState(undoId, undoMemo, startedAt).progress,
      startedAt,
    );
    return { id: undoId, reused: false };
  }

  /** Asks a running operation to stop at its next step boundary. */
  async function cancel(id: string, auth: AuthContext): Promise<void> {
    const pending = await pendingApproval(id);
    if (pending && pending.approval.requester === actorOf(auth)) {
      // The requester withdraws a request still waiting: nothing ran, so their own word is enough.
      await client.workflow.getHandle(id).cancel();
      return;
    }
    const { run } = await admitAction(id, 'cancel', auth);
    if (!isActive(run.status)) {
      throw new HttpError(409, 'OPERATION_NOT_RUNNING', apiMessages.operationNotRunning);
    }
    await client.workflow.getHandle(id).cancel();
  }

  return { admitAction, mayAct, retry, undo, cancel };
}

export type FollowUpActions = ReturnType<typeof createFollowUps>;
