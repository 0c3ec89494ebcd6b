// Four-eyes approvals: deciding on an operation that waits (the gate, then the workflow's Update),
// what a person may approve now, and the approvals record.
import {
  approvalMessages,
  approveUpdate,
  missingApprovals,
  refuseApprover,
  rejectUpdate,
  SEARCH_ATTRIBUTES,
  type ApprovalProgress,
  type ApprovalVote,
  contractOf,
  isActive,
  OperationRefusal,
  type OperationSource,
} from '@cgi/workflows';
import { WorkflowUpdateFailedError, ApplicationFailure, WorkflowNotFoundError } from '@temporalio/client';
import AsyncLock from 'async-lock';
import { actorOf, type AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import type { OperationSummaryView } from '../schemas';
import { summaryOf } from '../operation-view';
import { decodeMemos, runOfRaw, type RawExecutionInfo } from '../temporal-runs';
import {
  approvalRecordEntryOf,
  approvalRunFilter,
  type ApprovalRecordEntry,
  type ApprovalRecordFilter,
} from '../approval-record';
import { refused, sealCursor, openCursor, contractByWorkflow } from './rules';
import type { ServiceContext } from './context';
import type { Names } from './names';
import type { Reads } from './reads';
import type { RecordEntries } from './record-entries';

export function createApprovals(
  ctx: ServiceContext,
  deps: { reads: Reads; names: Names; records: RecordEntries },
) {
  const { options, client, namespace, lookup, source } = ctx;
  const { withTargetNames } = deps.names;
  const { runOf } = deps.reads;
  const { records } = deps;

  /** What each refusal code of the workflow's validator answers. */
  const refusalStatus: Record<string, 400 | 403 | 409> = {
    SELF_APPROVAL: 403,
    OWNER_APPROVAL: 403,
    SERVICE_ACCOUNT_APPROVAL: 403,
    APPROVER_ROLE: 403,
    REASON_REQUIRED: 400,
    ALREADY_APPROVED_BY_YOU: 409,
    NOT_AWAITING_APPROVAL: 409,
    INPUT_CHANGED: 409,
  };

  const notAwaiting = () => new OperationRefusal(409, 'NOT_AWAITING_APPROVAL', approvalMessages.notAwaiting);

  /**
   * The side of a request an approver may not be on: its requester, the owners of the requesting
   * service account the run carries, and the approver themself when they own or owned an account
   * of that name now (handed to them after the request, or a run that has not said yet).
   */
  function requesterSide(
    name: string,
    approval: ApprovalProgress | undefined,
    approver: string,
    ownedByApprover: readonly string[],
  ) {
    const owned = ownedByApprover.some((account) => account.toLowerCase() === name.trim().toLowerCase());
    return { name, owners: [...(approval?.requesterOwners ?? []), ...(owned ? [approver] : [])] };
  }

  const accountsOwnedBy = (auth: AuthContext) =>
    auth.serviceAccount ? Promise.resolve([]) : (options.ownedAccounts?.(auth.email) ?? Promise.resolve([]));

  /**
   * Approves or rejects an operation waiting for approval: the gate (a person, not the
   * requester, with a role that may approve and start the type), then the workflow's Update,
   * whose validator applies the same rules to the request as it stands now. Refusals are
   * OperationRefusals: answered in Spanish and recorded in the refusals record.
   */
  /**
   * Decisions on one operation go to its workflow one at a time from this process. Twenty
   * approvals and rejections sent at once reached the workflow as Updates of one task; under load
   * that task was once refused by the server ("Workflow task not found") and the run settled the
   * other way from the answer a caller had already been given. One at a time, each decision reads
   * the state the one before left, and a late one is refused before it is sent. The workflow's own
   * check (validator and handler) still guards decisions from other api replicas.
   */
  const decisions = new AsyncLock({ maxPending: Infinity });

  function decide(
    id: string,
    decision: 'approved' | 'rejected',
    request: { auth: AuthContext; source: OperationSource; reason?: string; inputHash?: string },
  ) {
    return decisions.acquire(id, () => decideNow(id, decision, request));
  }

  async function decideNow(
    id: string,
    decision: 'approved' | 'rejected',
    request: { auth: AuthContext; source: OperationSource; reason?: string; inputHash?: string },
  ) {
    const run = await runOf(id);
    const memo = run.memo;
    const contract = contractOf(run.type) ?? contractByWorkflow(run.workflowType ?? '');
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const approval = run.progress.approval as ApprovalProgress | undefined;
    const approver = {
      name: actorOf(request.auth),
      roles: request.auth.roles,
      serviceAccount: Boolean(request.auth.serviceAccount),
    };
    const requester = requesterSide(
      approval?.requester ?? memo.actor ?? '',
      approval,
      approver.name,
      await accountsOwnedBy(request.auth),
    );
    refused(refuseApprover(contract, approver, requester, approval?.roles));
    const reason = request.reason?.trim();
    if (decision === 'rejected' && !reason) {
      throw new OperationRefusal(400, 'REASON_REQUIRED', approvalMessages.reasonRequired, {
        reason: approvalMessages.reasonRequired,
      });
    }
    if (!isActive(run.status) || run.fromRecord || (approval && approval.state !== 'pending'))
      throw notAwaiting();
    const vote: ApprovalVote = {
      by: approver.name,
      roles: [...request.auth.roles],
      serviceAccount: approver.serviceAccount,
      inputHash: request.inputHash ?? approval?.inputHash ?? memo.inputHash ?? '',
      source: request.source,
      ...(reason ? { reason } : {}),
    };
    try {
      const answer = await client.workflow
        .getHandle(id)
        .executeUpdate(decision === 'approved' ? approveUpdate : rejectUpdate, { args: [vote] });
      await records.decided(
        id,
        { ...memo, progress: run.progress },
        { decision, by: vote.by, source: vote.source, ...(reason ? { reason } : {}) },
        answer,
        new Date(),
      );
      return answer;
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type && cause.type in refusalStatus) {
        throw new OperationRefusal(refusalStatus[cause.type]!, cause.type, cause.message);
      }
      // No handler (a run that needs no approval) or a run that ended meanwhile.
      if (error instanceof WorkflowUpdateFailedError || error instanceof WorkflowNotFoundError)
        throw notAwaiting();
      throw error;
    }
  }

  /**
   * Whether the caller may decide on this operation at all (a person, not on the requester's
   * side, with a role that may approve it): the routes ask it before they read the body, so a
   * role that may not decide gets 403 whatever it sends; decide checks it again with the rest.
   */
  async function mayDecide(id: string, auth: AuthContext): Promise<void> {
    const run = await runOf(id);
    const contract = contractOf(run.type) ?? contractByWorkflow(run.workflowType ?? '');
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const approval = run.progress.approval as ApprovalProgress | undefined;
    const approver = { name: actorOf(auth), roles: auth.roles, serviceAccount: Boolean(auth.serviceAccount) };
    const requester = requesterSide(
      approval?.requester ?? run.memo.actor ?? '',
      approval,
      approver.name,
      await accountsOwnedBy(auth),
    );
    refused(refuseApprover(contract, approver, requester, approval?.roles));
  }

  /** Approves an operation waiting for approval (see decide). */
  const approve = (id: string, request: Parameters<typeof decide>[2]) => decide(id, 'approved', request);

  /** Rejects an operation waiting for approval, with a reason (see decide). */
  const reject = (id: string, request: Parameters<typeof decide>[2]) => decide(id, 'rejected', request);

  /**
   * What the signed-in person may approve: every operation waiting for approval whose gate
   * lets them through (not theirs, a role that may approve, a person) and that they have not
   * approved already. Oldest request first.
   */
  async function approvals(auth: AuthContext) {
    const query =
      `${SEARCH_ATTRIBUTES.type} IS NOT NULL AND ExecutionStatus = 'Running' AND ` +
      `${SEARCH_ATTRIBUTES.approval} = 'pending'`;
    const me = actorOf(auth).trim().toLowerCase();
    const approver = { name: actorOf(auth), roles: auth.roles, serviceAccount: Boolean(auth.serviceAccount) };
    const owned = await accountsOwnedBy(auth);
    const rows: {
      summary: OperationSummaryView;
      reason: string | null;
      input: Record<string, unknown>;
      approval: ApprovalProgress;
    }[] = [];
    let nextPageToken: Uint8Array | undefined;
    do {
      const response = await client.workflowService.listWorkflowExecutions({
        namespace,
        query,
        pageSize: 200,
        nextPageToken,
      });
      for (const raw of await decodeMemos(client, response.executions as RawExecutionInfo[])) {
        const run = runOfRaw(raw);
        const summary = summaryOf(run);
        const approval = run.published ? run.progress.approval : undefined;
        const contract = contractOf(summary.type);
        if (!contract || approval?.state !== 'pending') continue;
        const requester = requesterSide(approval.requester, approval, approver.name, owned);
        if (refuseApprover(contract, approver, requester, approval.roles)) continue;
        if (approval.decisions.some((d) => d.decision === 'approved' && d.by.trim().toLowerCase() === me))
          continue;
        // The memo's input has its secrets masked: what the approver reviews, in business terms.
        rows.push({ summary, reason: run.memo.reason ?? null, input: run.memo.input ?? {}, approval });
      }
      nextPageToken = response.nextPageToken?.length ? response.nextPageToken : undefined;
    } while (nextPageToken && rows.length < 500);
    rows.sort((a, b) => a.approval.requestedAt.localeCompare(b.approval.requestedAt));
    const named = await withTargetNames(rows.map((row) => row.summary));
    return rows.map((row, i) => ({
      ...named[i]!,
      reason: row.reason,
      input: row.input,
      requester: row.approval.requester,
      requestedAt: row.approval.requestedAt,
      expiresAt: row.approval.expiresAt,
      approvers: row.approval.approvers,
      missing: missingApprovals(row.approval),
      inputHash: row.approval.inputHash,
    }));
  }

  /**
   * One page of the approvals record (approval-record.ts): every operation that waited for an
   * approval, newest first, with the list's paging (a token bound to the filter).
   */
  async function approvalRecord(
    filter: ApprovalRecordFilter,
    page: { pageSize: number; pageToken?: string },
  ): Promise<{ items: ApprovalRecordEntry[]; nextPageToken: string | null; total: number }> {
    const fingerprinted = { record: 'approvals', ...filter };
    const after = await openCursor(options.pageTokens, fingerprinted, page.pageToken);
    const runFilter = approvalRunFilter(filter, lookup);
    const [found, total] = await Promise.all([
      source.reader.page(runFilter, { size: page.pageSize, after }),
      source.reader.count(runFilter),
    ]);
    const rows = (await source.withLiveState(found.runs)).map(approvalRecordEntryOf);
    const named = await withTargetNames(rows.map((row) => row.summary));
    return {
      items: rows.map((row, i) => ({ ...row.entry, targetName: named[i]!.targetName })),
      nextPageToken: await sealCursor(options.pageTokens, fingerprinted, found.next),
      total,
    };
  }

  return { approve, reject, mayDecide, approvals, approvalRecord };
}

export type Approvals = ReturnType<typeof createApprovals>;
