// 'Olvidar datos personales' (issue 42): the administrators' action on the operations list. Who
// the person is (an e-mail or a CUIT), then the one confirmation every operation has, with its
// reason; another administrator approves it. Shown to whoever its contract lets start it.
import { forgetPersonInput, forgetPersonMessages as t } from '@cgi/workflows/inputs';
import { useId, useState, type FormEvent } from 'react';
import { UserXIcon } from 'lucide-react';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { useMayStart } from '../../../shared/operation-contracts';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/dialog';
import { inputClasses } from '../../../shared/ui/input';
import { notifySuccess } from '../../../shared/ui/snackbar';

type Person = { email?: string; identity?: string };

function Field({
  label,
  value,
  error,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses(Boolean(error))}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ForgetPersonAction({ roles }: { roles: readonly string[] }) {
  const may = useMayStart('record.forgetPerson', roles);
  const formId = useId();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [identity, setIdentity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [person, setPerson] = useState<Person | null>(null);
  if (!may) return null;

  const close = () => {
    setAsking(false);
    setEmail('');
    setIdentity('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgetPersonInput.safeParse({ email, identity });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'email'), issue.message]),
        ),
      );
      return;
    }
    setPerson(parsed.data);
    setAsking(false);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="forget-person">
        <UserXIcon size={16} aria-hidden="true" />
        {t.label}
      </Button>
      <Modal
        open={asking}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t.title}
        testId="forget-person-modal"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {messages.app.cancel}
            </Button>
            <Button type="submit" form={formId}>
              {messages.confirmation.confirm}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field
            label={t.emailLabel}
            value={email}
            error={errors.email}
            testId="forget-person-email"
            onChange={(value) => {
              setEmail(value);
              setErrors({});
            }}
          />
          <Field
            label={t.identityLabel}
            value={identity}
            error={errors.identity}
            testId="forget-person-identity"
            onChange={(value) => {
              setIdentity(value);
              setErrors({});
            }}
          />
        </form>
      </Modal>
      <OperationConfirmModal
        open={person !== null}
        title={t.confirmTitle}
        text={t.confirmBody}
        request={person ? { type: 'record.forgetPerson', input: person } : null}
        confirmLabel={t.confirmAction}
        danger
        testId="forget-person-confirm"
        onInputErrors={(fields) => {
          setErrors(fields);
          setPerson(null);
          setAsking(true);
        }}
        onSettled={(finished) => {
          if (finished.status === 'completed' && finished.result?.message)
            notifySuccess(finished.result.message);
        }}
        onClose={() => {
          setPerson(null);
          close();
        }}
      />
    </>
  );
}
