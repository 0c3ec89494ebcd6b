// /security/cognito — the identity provider's user tools (spec 2 §2.13): look a user up by
// e-mail (Atributo/Valor), save a new password ('Confirmar', success or error icon) and the
// three 'Iniciar sesion' actions. Password reset and impersonation are high-risk operations:
// each asks for a reason; the api keeps the password out of the operation and sets the
// impersonation cookie itself (§9).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { useMayStart } from '../../../shared/operation-contracts';
import { Button } from '../../../shared/ui/button';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { CheckIcon, CircleAlertIcon, ExternalLinkIcon, KeyRoundIcon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { claimImpersonationCookie, identityUserQueryOptions } from '../api/security-queries';
import { identityAttributeName, identityAttributeValue } from '../identity-attributes';
import { subscriberAdminUrl, t } from '../messages';
import { EmailSearchForm } from './email-search-form';

type Attribute = { name: string; value: string };

const attributeColumns: DataColumn<Attribute>[] = [
  column('name', t.attribute, (row) => identityAttributeName(row.name), {
    className: 'font-medium whitespace-nowrap text-zinc-700',
  }),
  column('value', t.value, (row) => identityAttributeValue(row.name, row.value), { className: 'break-all' }),
];

type Mode = 'user' | 'me' | 'subscriberProducts';

const modeLabels: Record<Mode, string> = {
  user: t.viewAsUser,
  me: t.viewAsMe,
  subscriberProducts: t.subscriberProducts,
};

function PasswordSection({ email }: { email: string }) {
  const inputId = useId();
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<'ok' | 'error' | null>(null);
  /** The policy's text, under the password field (the server checks it too). */
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const invalid = outcome === 'error' || error !== undefined;

  return (
    <section className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
      <h2 className="mb-3 text-base font-semibold text-zinc-900">{t.passwordTitle}</h2>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {t.passwordLabel}
      </label>
      <div className="flex flex-col gap-2 min-[600px]:flex-row min-[600px]:items-center">
        <input
          id={inputId}
          type="password"
          autoComplete="new-password"
          value={password}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setOutcome(null);
            setError(undefined);
          }}
          className={inputClasses(invalid, 'min-[600px]:max-w-xs')}
        />
        <div className="flex items-center gap-2">
          <Button
            onClick={() => {
              // §5: an empty password shows the error icon. The policy is not enforced in the
              // client (spec 2 §5): the server's refusal comes back under this field.
              if (!password) setOutcome('error');
              else setConfirming(true);
            }}
          >
            {t.confirm}
          </Button>
          {outcome === 'ok' ? (
            <span
              role="img"
              aria-label={t.passwordOk}
              title={t.passwordOk}
              className="text-green-600"
              data-testid="password-ok"
            >
              <CheckIcon size={22} />
            </span>
          ) : outcome === 'error' ? (
            <span
              role="img"
              aria-label={t.passwordError}
              title={t.passwordError}
              className="text-red-600"
              data-testid="password-error"
            >
              <CircleAlertIcon size={22} />
            </span>
          ) : null}
        </div>
      </div>
      {error ? (
        <p
          id={`${inputId}-hint`}
          role="alert"
          className="mt-1.5 text-xs font-medium text-red-700"
          data-testid="password-field-error"
        >
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-zinc-500">
          {t.passwordHint}
        </p>
      )}
      <OperationConfirmModal
        open={confirming}
        title={t.passwordConfirmTitle}
        text={t.passwordConfirmText(email)}
        request={{ type: 'identity.setPassword', input: { email, password } }}
        confirmLabel={t.confirm}
        testId="password-modal"
        onInputErrors={(fields) => {
          setOutcome('error');
          setError(fields.password ?? Object.values(fields)[0]);
        }}
        onSettled={(finished) => {
          if (finished.status === 'completed') {
            setOutcome('ok');
            setPassword('');
            notifySuccess(finished.result?.message ?? t.passwordSaved);
          } else {
            setOutcome('error');
            notifyError(finished.error?.message ?? t.passwordFailed);
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

function SignInSection({ email }: { email: string }) {
  const [mode, setMode] = useState<Mode | null>(null);
  const tooltipId = useId();

  const settled = (finished: Operation) => {
    const result = finished.result;
    if (finished.status !== 'completed' || !result) {
      notifyError(finished.error?.message ?? t.impersonationInternalError);
      return;
    }
    if (result.mode === 'subscriberProducts') {
      notifySuccess(result.message);
      window.open(subscriberAdminUrl(String(result.subscriptionNumber)), '_blank', 'noopener');
      return;
    }
    claimImpersonationCookie({
      email,
      appCode: result.appCode === 'ME' ? 'ME' : 'SUBSCRIBER-PORTAL',
      sealedToken: String(result.sealedToken),
    }).then(
      () => notifySuccess(result.message),
      (error: unknown) => notifyError(isApiError(error) ? error.message : t.impersonationInternalError),
    );
  };

  return (
    <section className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
      <h2 className="mb-3 text-base font-semibold text-zinc-900">{t.signInTitle}</h2>
      <div className="flex flex-col gap-2 min-[600px]:flex-row min-[600px]:flex-wrap">
        <Button variant="secondary" icon={<KeyRoundIcon size={16} />} onClick={() => setMode('user')}>
          {t.viewAsUser}
        </Button>
        <Button variant="secondary" icon={<KeyRoundIcon size={16} />} onClick={() => setMode('me')}>
          {t.viewAsMe}
        </Button>
        <Button
          variant="secondary"
          icon={<ExternalLinkIcon size={16} />}
          title={t.subscriberProductsTooltip}
          aria-describedby={tooltipId}
          onClick={() => setMode('subscriberProducts')}
        >
          {t.subscriberProducts}
        </Button>
      </div>
      <p id={tooltipId} className="mt-2 text-xs text-zinc-500">
        {t.subscriberProducts}: {t.subscriberProductsTooltip}
      </p>
      <OperationConfirmModal
        open={mode !== null}
        title={mode ? modeLabels[mode] : ''}
        text={
          mode === 'subscriberProducts'
            ? t.subscriberText(email)
            : t.impersonateText(email, mode ? modeLabels[mode] : '')
        }
        request={mode ? { type: 'identity.impersonate', input: { email, mode } } : null}
        confirmLabel={t.confirm}
        testId="impersonate-modal"
        onSettled={settled}
        onClose={() => setMode(null)}
      />
    </section>
  );
}

/** `roles`: the signed-in roles; each tool shows to those its contract lets start it. */
export function CognitoPage({ roles }: { roles: readonly string[] }) {
  const maySetPassword = useMayStart('identity.setPassword', roles);
  const mayImpersonate = useMayStart('identity.impersonate', roles);
  const [email, setEmail] = useState<string | null>(null);
  const user = useQuery({ ...identityUserQueryOptions(email ?? ''), enabled: email !== null });
  const notFound = isApiError(user.error) && user.error.status === 404;

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title={t.cognitoTitle} />
      <EmailSearchForm
        searching={user.isFetching}
        error={notFound ? t.userNotInIdentity : undefined}
        onSearch={(next) => {
          setEmail(next);
          if (next === email) void user.refetch();
        }}
      />
      {email === null ? null : user.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : user.isError ? (
        notFound ? null : (
          <EmptyState title={user.error.message} icon={<CircleAlertIcon size={28} />} />
        )
      ) : (
        <>
          <DataTable
            label={t.attributesLabel}
            testId="identity-attributes"
            columns={attributeColumns}
            data={user.data.attributes}
            getRowId={(attribute) => attribute.name}
            empty={t.attributesLabel}
          />
          {maySetPassword ? <PasswordSection key={`password-${email}`} email={email} /> : null}
          {mayImpersonate ? <SignInSection key={`sign-in-${email}`} email={email} /> : null}
        </>
      )}
    </div>
  );
}
