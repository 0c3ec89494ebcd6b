// The approval of an operation that needs one (issue 30): who asked, how many approvals are
// missing and until when, every decision with who, when, from where and why; and, while it
// waits, 'Aprobar' and 'Rechazar' when the operation's life offers them to the signed-in person
// (the api offers them to another person who may decide, never to the requester: issue 43). The
// requester reads who must decide and until when instead.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operationElementsQueryOptions } from '../../../shared/api/operation-elements';
import { isApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { approvalTexts, operationTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { notifySuccess } from '../../../shared/ui/snackbar';
import { useApproveOperation, useRejectOperation } from '../api/approval-actions';
import { formatDateTime, formatStarted } from '../format';
import { roleList } from '@cgi/workflows/life-state';
import { RejectOperationDialog } from './reject-operation-dialog';

const t = approvalTexts;

/** How many elements of a bulk operation the approver sees before deciding. */
const PREVIEW_SIZE = 5;

/**
 * What a bulk operation waiting for approval will touch: how many elements, and the first ones
 * by name (the api's labels: a declaration's client and period, a document's name...).
 */
function ElementsPreview({ operation }: { operation: Operation }) {
  const page = useQuery(operationElementsQueryOptions(operation, { pageSize: PREVIEW_SIZE }));
  const total = page.data?.counts.total ?? 0;
  if (total === 0) return null;
  const items = page.data?.items ?? [];
  return (
    <div className="mt-3 border-t border-amber-200/70 pt-3" data-testid="approval-elements">
      <p className="font-medium">{t.elementCount(total)}</p>
      <ul className="mt-1 list-disc pl-5 text-zinc-800">
        {items.map((element) => (
          <li key={element.ordinal} className="break-words">
            {element.label}
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="mt-1 text-zinc-700">{t.moreElements(total - items.length)}</p>
      ) : null}
    </div>
  );
}

export function OperationApproval({ operation }: { operation: Operation }) {
  const approval = operation.approval;
  const approve = useApproveOperation();
  const reject = useRejectOperation();
  const [rejectOpen, setRejectOpen] = useState(false);
  if (!approval) return null;
  const waiting = operation.status === 'awaitingApproval' && approval.state === 'pending';
  const mayApprove = waiting && operation.life.actions.includes('approve');
  const mayReject = waiting && operation.life.actions.includes('reject');
  const error = approve.error ?? (rejectOpen ? null : reject.error);

  return (
    <section
      aria-label={t.title}
      data-testid="operation-approval"
      data-state={approval.state}
      className={
        waiting
          ? 'mb-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200'
          : 'mb-4 rounded-lg border border-zinc-200 bg-white p-4 text-sm shadow-xs'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{t.state[approval.state]}</p>
          <p className="mt-1 text-zinc-700">
            {t.requestedBy(approval.requester, formatDateTime(approval.requestedAt))}
          </p>
          {waiting ? (
            <p className="mt-1 text-zinc-700" data-testid="approval-missing">
              {t.missing(approval.missing, approval.approvers)} ·{' '}
              {t.expires(formatDateTime(approval.expiresAt))}
            </p>
          ) : null}
          {waiting && !mayApprove ? (
            <p className="mt-1 text-zinc-700" data-testid="approval-who">
              {t.whoDecides(roleList(approval.roles), formatStarted(approval.expiresAt))}
            </p>
          ) : null}
        </div>
        {mayApprove || mayReject ? (
          <div className="flex flex-wrap gap-2">
            {mayApprove ? (
              <Button
                data-testid="approve-operation"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { id: operation.id, inputHash: approval.inputHash },
                    { onSuccess: () => notifySuccess(t.approved) },
                  )
                }
              >
                {t.approve}
              </Button>
            ) : null}
            {mayReject ? (
              <Button variant="secondary" data-testid="reject-operation" onClick={() => setRejectOpen(true)}>
                {t.reject}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {waiting ? <ElementsPreview operation={operation} /> : null}
      {approval.decisions.length > 0 ? (
        <ul
          className="mt-3 flex flex-col gap-1 border-t border-zinc-200/70 pt-3"
          data-testid="approval-decisions"
        >
          {approval.decisions.map((decision) => (
            <li key={`${decision.by}-${decision.at}`}>
              {t.decision(
                decision.decision,
                decision.by,
                formatDateTime(decision.at),
                operationTexts.sources[decision.source as 'ui' | 'api' | 'cli'] ?? decision.source,
              )}
              {decision.reason ? <span className="text-zinc-600"> — «{decision.reason}»</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isApiError(error) ? (
        <p role="alert" className="mt-2 text-red-700">
          {error.message}
        </p>
      ) : null}
      <RejectOperationDialog
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        reject={reject}
        operation={{ id: operation.id, inputHash: approval.inputHash }}
      />
    </section>
  );
}
