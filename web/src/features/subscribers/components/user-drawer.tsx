// 'Información del usuario' of a subscriber's user, with its actions: 'Editar' (opens
// 'Editar el usuario:'), and 'Reenviar invitación' / 'Cancelar invitación' for a user waiting
// for validation, and 'Dar de baja al usuario', each behind a confirmation. A started
// operation's steps replace the fields until it ends.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation, SubscriberUser } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { BACK_AFTER_EDIT_MS, useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { Button } from '../../../shared/ui/button';
import { InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { subscriberKeys } from '../api/get-subscriber';
import type { SubscriberOperationType } from '../api/start-operation';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { operationStart, useOperationRun } from '../../../shared/operation-run';
import { UserStatusBadge } from './user-status-badge';

const t = subscriberTexts.subscriberUsers;
const a = subscriberTexts.userActions;

type Action = 'resend' | 'cancel' | 'deactivate';

const actionTypes = {
  resend: 'subscriber.resendInvitation',
  cancel: 'subscriber.cancelInvitation',
  deactivate: 'subscriber.deactivateUser',
} as const satisfies Record<Action, SubscriberOperationType>;

export function UserDrawer({
  user,
  subscriberNumber,
  onClose,
  onEdit,
}: {
  user: SubscriberUser | null;
  subscriberNumber: string;
  onClose: () => void;
  onEdit: (user: SubscriberUser) => void;
}) {
  const queryClient = useQueryClient();
  const operation = useOperationRun();
  const goBackLater = useGoBackLater(BACK_AFTER_EDIT_MS, {
    to: '/subscribers/$id',
    params: { id: subscriberNumber },
  });
  const [confirming, setConfirming] = useState<Action | null>(null);

  const close = () => {
    setConfirming(null);
    operation.reset();
    onClose();
  };

  const settle = (action: Action) => (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.detail(subscriberNumber) });
    if (finished.status !== 'completed') {
      notifyError(finished.error?.message ?? messages.app.genericError);
      return;
    }
    notifySuccess(finished.result?.message ?? '');
    // Spec 1 §4: back one page 1 s after deactivating or cancelling an invitation.
    if (action !== 'resend') goBackLater();
  };

  // The modal closes once the operation has started; its steps show in the drawer.
  const modalAction = operation.operationId ? null : confirming;

  return (
    <InfoDrawer
      item={user}
      onClose={close}
      title={t.userDrawerTitle}
      description={(user) => `${user.first_name} ${user.last_name}`.trim() || user.email}
      testId="user-drawer"
    >
      {(user) => (
        <>
          {operation.operationId ? (
            <operation.Progress id={operation.operationId} />
          ) : (
            <UserFacts user={user} onEdit={onEdit} onAction={setConfirming} />
          )}

          {modalAction ? (
            <OperationConfirmModal
              key={modalAction}
              open
              run={operation}
              closeOnSuccess={false}
              testId={`confirm-${modalAction}`}
              danger={modalAction !== 'resend'}
              title={
                modalAction === 'resend'
                  ? a.resendTitle
                  : modalAction === 'cancel'
                    ? a.cancelTitle
                    : a.deactivateTitle
              }
              text={
                modalAction === 'resend'
                  ? a.resendText(user.email)
                  : modalAction === 'cancel'
                    ? a.cancelText(user.email)
                    : a.deactivateText(user.email)
              }
              request={operationStart(actionTypes[modalAction], { subscriberNumber, userId: user.user_id })}
              onSettled={settle(modalAction)}
              onClose={() => setConfirming(null)}
            />
          ) : null}
        </>
      )}
    </InfoDrawer>
  );
}

/** The user's fields, its actions and the link to its operations (shown while no operation of it runs). */
function UserFacts({
  user,
  onEdit,
  onAction,
}: {
  user: SubscriberUser;
  onEdit: (user: SubscriberUser) => void;
  onAction: (action: Action) => void;
}) {
  const { HistoryLink } = useOperations();
  const waiting = user.user_status_code === 'WAITING_VALIDATION';
  const commercial = user.organization_commercial_user_type_code;
  return (
    <>
      <FieldList
        fields={[
          { label: t.userFields.firstName, value: orBlank(user.first_name) },
          { label: t.userFields.lastName, value: orBlank(user.last_name) },
          { label: t.userFields.email, value: orBlank(user.email) },
          {
            label: t.userFields.status,
            value: <UserStatusBadge code={user.user_status_code} label={user.user_status_label} />,
          },
          { label: t.userFields.userType, value: orBlank(user.organization_user_type_name) },
          {
            label: t.userFields.commercialType,
            value: commercial ? (t.commercialTypes[commercial] ?? commercial) : messages.app.blank,
          },
          { label: t.userFields.userId, value: orBlank(user.user_id) },
          { label: t.userFields.loginAccountId, value: orBlank(user.login_account_id) },
          { label: t.userFields.creationDate, value: formatDate(user.creation_date) },
          { label: t.userFields.creationUser, value: orBlank(user.creation_user) },
        ]}
      />
      <section aria-labelledby="user-actions-title" className="mt-5 border-t border-zinc-200 pt-4">
        <h3 id="user-actions-title" className="text-xs font-medium tracking-wide text-zinc-500 uppercase">
          {a.title}
        </h3>
        <div className="mt-3 grid gap-2 min-[420px]:grid-cols-2">
          <Button variant="secondary" onClick={() => onEdit(user)}>
            {a.edit}
          </Button>
          {waiting ? (
            <>
              <Button variant="secondary" onClick={() => onAction('resend')}>
                {a.resendInvitation}
              </Button>
              <Button variant="secondary" onClick={() => onAction('cancel')}>
                {a.cancelInvitation}
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            className="text-red-700! ring-red-300! hover:bg-red-50!"
            onClick={() => onAction('deactivate')}
          >
            {a.deactivate}
          </Button>
        </div>
        <p className="mt-2 text-xs text-zinc-500">{a.deactivateNote}</p>
      </section>
      <div className="mt-4">
        <HistoryLink related={relatedKeyOf('user', user.user_id)} />
      </div>
    </>
  );
}
