// The status-change options of a subscription (spec 2 §2.16, §4, §6): one per manual target,
// enabled only along an edge of §4 and only for the start roles of its contract (the others see
// them disabled; the api refuses them too), and 'Cambiar el estado del CUIT' to confirm. The
// confirm button locks after one use: the modal turns into the operation's live steps.
import { useQueryClient } from '@tanstack/react-query';
import { EVENTANILLA_TARGETS, statusLabel } from '@cgi/workflows/inputs';
import type { Operation, OperationInput } from '../../../shared/api/types';
import { formatCuit } from '../../../shared/lib/format';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import type { MenuItem } from '../../../shared/ui/menu';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { eventanillaKeys } from '../api/get-subscriptions';
import { eventanillaTexts as t, targetShortLabels } from '../messages';

export type StatusChangeRequest = OperationInput<'eventanilla.changeStatus'>;

export function statusChangeItems(
  row: { cuit: string; allowedStatusChanges: readonly string[] },
  canChangeStatus: boolean,
  onChoose: (request: StatusChangeRequest) => void,
): MenuItem[] {
  return EVENTANILLA_TARGETS.map((target) => ({
    label: t.changeTo(targetShortLabels[target] ?? statusLabel(target)),
    testId: `change-to-${target}`,
    disabled: !canChangeStatus || !row.allowedStatusChanges.includes(target),
    onSelect: () => onChoose({ cuit: row.cuit, targetStatus: target }),
  }));
}

export function StatusChangeModal({
  request,
  onClose,
}: {
  request: StatusChangeRequest | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const settle = (finished: Operation) => {
    if (finished.status === 'completed') notifySuccess(finished.result?.message ?? t.statusChanged);
    else notifyError(finished.error?.message ?? t.statusChangeFailed);
    void queryClient.invalidateQueries({ queryKey: eventanillaKeys.all });
  };
  return (
    <OperationConfirmModal
      open={request !== null}
      title={t.confirmTitle}
      text={request ? t.confirmText(formatCuit(request.cuit), statusLabel(request.targetStatus)) : ''}
      request={request ? { type: 'eventanilla.changeStatus', input: request } : null}
      confirmLabel={t.confirm}
      testId="status-change-modal"
      closeOnSuccess={false}
      onSettled={settle}
      onClose={onClose}
    />
  );
}
