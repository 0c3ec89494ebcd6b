// 'Volver a configurar' of an admin user (spec 2 §2.5; the spec does not show the dialog, ours):
// the current e-mail and a new one; the operation me.changeAdminUser changes it in the login
// account and the identity provider, its steps shown live. Success: 'El cambio de email de
// usuario administrador fue éxitoso.'
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { useOperationRun } from '../../../shared/operation-run';
import { Button } from '../../../shared/ui/button';
import { UsersIcon } from 'lucide-react';
import { TextField } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import type { MeAdminStatus } from '../api/me-queries';
import { m } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,63}$/;

type Props = {
  organizationId: number | null;
  user: MeAdminStatus | null;
  onClose: () => void;
  onChanged: () => void;
};

export function ChangeAdminDialog(props: Props) {
  return <ChangeAdminDialogBody key={props.user?.userId ?? 'closed'} {...props} />;
}

function ChangeAdminDialogBody({ organizationId, user, onClose, onChanged }: Props) {
  const formId = useId();
  const run = useOperationRun();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = m.changeAdmin;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const close = () => {
    run.reset();
    onClose();
  };

  const settle = (operation: Operation) => {
    onChanged();
    if (operation.status === 'completed') {
      notifySuccess(operation.result?.message ?? m.adminEmailChanged);
      close();
    } else {
      notifyError(operation.error?.message ?? m.genericError);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim().toLowerCase();
    if (!user || organizationId === null) return setError(m.organizationNotLoaded);
    if (!EMAIL.test(next)) return setError('El email ingresado no es válido');
    if (next === user.email) return setError(t.unchanged);
    run.run(
      { type: 'me.changeAdminUser', input: { organizationId, userId: user.userId, newEmail: next } },
      {
        onSettled: settle,
        onError: (failure) => {
          if (isSessionError(failure)) return;
          const fields = isApiError(failure) ? Object.values(failure.fields ?? {}) : [];
          setError(fields[0] ?? failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open={user !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t.title}
      testId="me-change-admin-dialog"
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <UsersIcon size={20} />
        </span>
      }
      actions={
        run.operationId ? (
          <Button variant="secondary" onClick={close}>
            {m.enablement.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={run.starting}>
              {m.enablement.cancel}
            </Button>
            <Button type="submit" form={formId} loading={run.starting}>
              {t.submit}
            </Button>
          </>
        )
      }
    >
      {run.operationId ? (
        <run.Progress id={run.operationId} />
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <p>{t.text(name)}</p>
          <TextField
            label={t.current}
            value={user?.email ?? m.statusMe.notFound}
            readOnly
            className="bg-zinc-50 text-zinc-500"
          />
          <TextField
            label={t.newEmail}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
              run.renewKey();
            }}
          />
        </form>
      )}
    </Modal>
  );
}
