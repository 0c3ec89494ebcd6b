// 'Rechazar la operación' with its required reason (issue 30), as both the pending approvals and
// an operation's detail ask it. The caller holds the reject mutation: the detail also shows its
// error once the dialog has closed, the pending list forgets it.
import { notifySuccess } from '../../../shared/ui/snackbar';
import type { useRejectOperation } from '../api/approval-actions';
import { approvalTexts as t } from '../messages';
import { ReasonDialog } from './reason-dialog';

export function RejectOperationDialog({
  open,
  onOpenChange,
  reject,
  operation,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reject: ReturnType<typeof useRejectOperation>;
  /** The operation waiting for approval and the input its approver saw. */
  operation: { id: string; inputHash: string };
  /** The operation as staff name it, above the hint, where the screen does not already show it. */
  name?: string;
}) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.rejectTitle}
      confirmLabel={t.reject}
      requireReason
      reasonRequiredText={t.rejectReasonRequired}
      pending={reject.isPending}
      error={reject.error}
      testId="reject-dialog"
      onConfirm={(reason) =>
        reject.mutate(
          { id: operation.id, inputHash: operation.inputHash, reason },
          {
            onSuccess: () => {
              onOpenChange(false);
              notifySuccess(t.rejected);
            },
          },
        )
      }
    >
      {name ? <p className="font-medium text-zinc-800">{name}</p> : null}
      <p className={name ? 'mt-2 text-sm text-zinc-700' : 'text-sm text-zinc-700'}>{t.rejectHint}</p>
    </ReasonDialog>
  );
}
