// 'Aprobaciones pendientes' (issue 30): what the signed-in person may approve, oldest request
// first, each with what it does and on what, who asked, why, when and until when; 'Aprobar' (after
// a confirmation) and 'Rechazar' (with a reason) right there. The server decides who may: the list
// is the api's, and a refusal is shown as it answers it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/errors';
import type { components } from '../../../../../../openapi/schema';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/dialog';
import { EmptyState, PageHeader } from '../../../../shared/ui/page';
import { notifySuccess } from '../../../../shared/ui/snackbar';
import { Spinner } from '../../../../shared/ui/spinner';
import { useApproveOperation, useRejectOperation } from '../../api/approval-actions';
import { formatDateTime } from '../../format';
import { targetText, withSubject } from '../../components/operation-link';
import { RejectOperationDialog } from '../../components/reject-operation-dialog';
import { approvalsQueryOptions } from '../api/approvals';
import { pendingTexts as t } from '../messages';
import { ApprovalTabs } from './approval-tabs';
import { ApprovalInput } from './approval-input';

type PendingApproval = components['schemas']['PendingApproval'];

/** One term and its value, a direct child of the card's <dl> (axe: definition-list, dlitem). */
function Meta({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-zinc-800">{children}</dd>
    </div>
  );
}

function PendingCard({ item, canOpen }: { item: PendingApproval; canOpen: boolean }) {
  const approve = useApproveOperation();
  const reject = useRejectOperation();
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const target = targetText(item);
  return (
    <li
      data-testid="pending-approval"
      data-operation-id={item.id}
      className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-zinc-900" data-testid="pending-approval-title">
            {withSubject(item.label, item.subject)}
          </p>
          {target ? <p className="mt-0.5 text-sm break-words text-zinc-600">{target}</p> : null}
          <ApprovalInput type={item.type} input={item.input} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button data-testid="approve-pending" onClick={() => setApproveOpen(true)}>
            {t.approve}
          </Button>
          <Button variant="secondary" data-testid="reject-pending" onClick={() => setRejectOpen(true)}>
            {t.reject}
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-3 border-t border-zinc-100 pt-3 min-[600px]:grid-cols-2 min-[1100px]:grid-cols-4">
        <Meta label={t.requestedBy}>{item.requester}</Meta>
        <Meta label={t.requestedAt}>{formatDateTime(item.requestedAt)}</Meta>
        <Meta label={t.expiresAt}>{formatDateTime(item.expiresAt)}</Meta>
        <Meta label={t.approvals}>{t.missing(item.missing, item.approvers)}</Meta>
        <Meta label={t.reason} className="min-[600px]:col-span-2 min-[1100px]:col-span-4">
          {item.reason ?? <span className="text-zinc-500">{t.noReason}</span>}
        </Meta>
      </dl>
      {canOpen ? (
        <p className="mt-3 text-sm">
          <Link
            to="/operations/$id"
            params={{ id: item.id }}
            className="font-medium text-accent-700 hover:underline"
          >
            {t.openDetail}
          </Link>
        </p>
      ) : null}
      <Modal
        open={approveOpen}
        onOpenChange={(next) => {
          setApproveOpen(next);
          if (!next) approve.reset();
        }}
        title={t.approveTitle}
        testId="approve-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setApproveOpen(false)} disabled={approve.isPending}>
              {messages.app.cancel}
            </Button>
            <Button
              loading={approve.isPending}
              data-testid="confirm-approve"
              onClick={() =>
                approve.mutate(
                  { id: item.id, inputHash: item.inputHash },
                  {
                    onSuccess: () => {
                      setApproveOpen(false);
                      notifySuccess(t.approved);
                    },
                  },
                )
              }
            >
              {t.approve}
            </Button>
          </>
        }
      >
        <p className="font-medium text-zinc-800">{withSubject(item.name, item.subject)}</p>
        <p className="mt-2">{t.approveHint}</p>
        {isApiError(approve.error) ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-800 ring-1 ring-red-200">
            {approve.error.message}
          </p>
        ) : null}
      </Modal>
      <RejectOperationDialog
        open={rejectOpen}
        onOpenChange={(next) => {
          setRejectOpen(next);
          if (!next) reject.reset();
        }}
        reject={reject}
        operation={item}
        name={withSubject(item.name, item.subject)}
      />
    </li>
  );
}

export function ApprovalsPage({
  canOpenDetail,
  canEditPolicies,
  canSeeRecord = false,
}: {
  /** Whether the signed-in roles may open an operation's detail (support engineers). */
  canOpenDetail: boolean;
  /** Whether they may open 'Políticas de aprobación' (administrators). */
  canEditPolicies: boolean;
  /** Whether they may open 'Registro de aprobaciones' (the roles that read every operation). */
  canSeeRecord?: boolean;
}) {
  const pending = useQuery(approvalsQueryOptions);
  const items = pending.data?.items ?? [];
  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          canEditPolicies ? (
            <Link to="/approvals/policies" className="text-sm font-medium text-accent-700 hover:underline">
              {t.policiesLink}
            </Link>
          ) : null
        }
      />
      {canSeeRecord ? <ApprovalTabs /> : null}
      {pending.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : pending.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {t.loadError}
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={t.empty} icon={<CheckCheckIcon size={28} />} testId="approvals-empty">
          {t.emptyHint}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="pending-approvals">
          {items.map((item) => (
            <PendingCard key={item.id} item={item} canOpen={canOpenDetail} />
          ))}
        </ul>
      )}
    </div>
  );
}
