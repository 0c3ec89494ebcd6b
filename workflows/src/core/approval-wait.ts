// Inside a workflow: the durable wait of a run that needs approval, after the api's start checks
// and before its first step. Approve and reject are Updates whose validator applies the rules
// (core/approval.ts), so an approver gets an immediate yes or a reasoned no; the handler checks
// them again, so of concurrent calls exactly one settles the request. A worker restart replays
// the decisions from the history; the expiry is a durable timer.
import { ApplicationFailure, condition, isCancellation, setHandler } from '@temporalio/workflow';
import {
  APPROVAL_EXPIRED_CODE,
  APPROVAL_REJECTED_CODE,
  approvalMessages,
  approveUpdate,
  missingApprovals,
  refuseVote,
  rejectUpdate,
  type ApprovalAnswer,
  type ApprovalProgress,
  type ApprovalRequest,
  type ApprovalState,
  type ApprovalVote,
} from './approval';
import type { OperationActor } from './operation-context';
import type { OperationProgress } from './progress';
import { indexWaitState, type WaitGate } from './wait-gate';

const setIndexedState = (state: ApprovalState) => indexWaitState('approval', state);

/**
 * Puts the approval into the progress and listens for decisions from now on (an approval may
 * come while the run still reads its input); call before the first await of the run. Its gate
 * waits until approved (returns), or ends the run: rejected, expired or withdrawn (throws).
 * `actor` is the envelope's: the people behind a service account come with it, so this check
 * stands on what the run was started with, whatever a caller of the Update says.
 */
export function listenForApproval(
  progress: OperationProgress,
  request: ApprovalRequest,
  actor?: OperationActor,
): WaitGate {
  // Runs of a person, and runs started before owners were carried, keep the progress they had.
  const owners = actor?.serviceAccount && actor.owners?.length ? [...actor.owners] : undefined;
  const approval: ApprovalProgress = {
    state: 'pending',
    requester: request.requester,
    ...(owners ? { requesterOwners: owners } : {}),
    approvers: request.approvers,
    roles: [...request.roles],
    inputHash: request.inputHash,
    requestedAt: new Date().toISOString(),
    expiresAt: request.expiresAt,
    decisions: [],
  };
  progress.approval = approval;

  const answer = (): ApprovalAnswer => ({ state: approval.state, missing: missingApprovals(approval) });
  const refuse = (vote: ApprovalVote, decision: 'approved' | 'rejected') => {
    const refusal = refuseVote(approval, vote, decision);
    if (refusal)
      throw ApplicationFailure.create({ type: refusal.code, message: refusal.message, nonRetryable: true });
  };
  const decide = (vote: ApprovalVote, decision: 'approved' | 'rejected'): ApprovalAnswer => {
    // Again in the handler: validators of updates delivered together all ran before any handler.
    refuse(vote, decision);
    approval.decisions.push({
      by: vote.by,
      at: new Date().toISOString(),
      source: vote.source,
      decision,
      ...(decision === 'rejected' ? { reason: vote.reason!.trim() } : {}),
    });
    if (decision === 'rejected') approval.state = 'rejected';
    else if (missingApprovals(approval) === 0) approval.state = 'approved';
    if (approval.state !== 'pending') approval.settledAt = new Date().toISOString();
    return answer();
  };
  setHandler(approveUpdate, (vote) => decide(vote, 'approved'), {
    validator: (vote) => refuse(vote, 'approved'),
  });
  setHandler(rejectUpdate, (vote) => decide(vote, 'rejected'), {
    validator: (vote) => refuse(vote, 'rejected'),
  });

  return {
    async wait(runner) {
      runner.note(approvalMessages.requestedLog(approval.approvers, approval.expiresAt));
      const deadline = Date.parse(approval.expiresAt);
      let logged = 0;
      try {
        for (;;) {
          for (; logged < approval.decisions.length; logged++) {
            const d = approval.decisions[logged]!;
            runner.note(
              d.decision === 'approved'
                ? approvalMessages.approvedLog(d.by, d.source)
                : approvalMessages.rejectedLog(d.by, d.source, d.reason ?? ''),
            );
          }
          runner.publish();
          if (approval.state === 'approved') {
            setIndexedState('approved');
            return;
          }
          if (approval.state === 'rejected') {
            setIndexedState('rejected');
            const rejection = approval.decisions.find((d) => d.decision === 'rejected')!;
            return await runner.endWithoutEffect(
              {
                code: APPROVAL_REJECTED_CODE,
                message: approvalMessages.rejected(rejection.by, rejection.reason ?? ''),
              },
              approvalMessages.stepNotRunRejected,
              // Not the rejection again: it was just logged with where it came from.
              approvalMessages.endedAfterRejectionLog,
            );
          }
          const remaining = deadline - Date.now();
          if (remaining <= 0) {
            approval.state = 'expired';
            approval.settledAt = new Date().toISOString();
            setIndexedState('expired');
            runner.note(approvalMessages.expiredLog);
            return await runner.endWithoutEffect(
              { code: APPROVAL_EXPIRED_CODE, message: approvalMessages.expired },
              approvalMessages.stepNotRunExpired,
            );
          }
          await condition(
            () => approval.decisions.length > logged || approval.state !== 'pending',
            remaining,
          );
        }
      } catch (error) {
        if (!isCancellation(error) || approval.state !== 'pending') throw error;
        // The requester withdrew it (a cancel while it waited): nothing ran.
        approval.state = 'withdrawn';
        approval.settledAt = new Date().toISOString();
        setIndexedState('withdrawn');
        return await runner.cancelBeforeSteps(approvalMessages.withdrawn);
      }
    },
  };
}
