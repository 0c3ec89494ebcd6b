// 'Configurar usuario' (spec 1 §2): '¿Desea configurar Mi Estudio al usuario?' with Confirmar /
// Cancelar; Confirmar starts the operation that calls enableAdminUserMERegistration and shows
// its steps in the modal.
import { useQueryClient } from '@tanstack/react-query';
import type { OrganizationUserView } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { organizationTexts } from '../messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { organizationKeys } from '../api/get-organizations';

const t = organizationTexts.organizationUsers;

export function ConfigureMeUserModal({
  user,
  onClose,
}: {
  user: OrganizationUserView | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const settle = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    if (finished.status === 'completed')
      notifySuccess(finished.result?.message ?? messages.operation.meUserConfigured);
    else notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
  };
  return (
    <OperationConfirmModal
      open={user !== null}
      title={t.configureTitle}
      text={user ? t.configureText(user.email) : ''}
      request={
        user
          ? {
              type: 'organization.configureMeUser',
              input: { organizationId: user.organizationId, userId: user.userId },
            }
          : null
      }
      confirmLabel={t.confirm}
      testId="configure-me-user-modal"
      closeOnSuccess={false}
      onSettled={settle}
      onClose={onClose}
    />
  );
}
