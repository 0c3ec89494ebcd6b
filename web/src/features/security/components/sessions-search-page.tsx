// /security/user-sessions — 'Administracion de sesiones' (spec 2 §2.14): find the user's login
// account by e-mail, then open its sessions. 'Verify LoginAccount email.' shows inline
// 'No se encontro el usuario ingresado.'; other failures 'Ocurrio un error. Intente nuevamente'.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '../../../shared/api/errors';
import { PageHeader } from '../../../shared/ui/page';
import { findLoginAccount } from '../api/security-queries';
import { t } from '../messages';
import { EmailSearchForm } from './email-search-form';

export function SessionsSearchPage() {
  const navigate = useNavigate();
  const search = useMutation({
    mutationFn: findLoginAccount,
    meta: { handlesErrors: true },
    onSuccess: (account) =>
      void navigate({
        to: '/security/user-sessions/$loginAccountId',
        params: { loginAccountId: String(account.loginAccountId) },
      }),
  });
  const error = search.error
    ? isApiError(search.error) && search.error.status === 404
      ? t.loginAccountNotFound
      : t.searchFailed
    : undefined;

  return (
    <div className="max-w-3xl">
      <PageHeader title={t.sessionsSearchTitle} />
      <section className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
        <EmailSearchForm
          searching={search.isPending}
          error={error}
          onEdit={() => search.reset()}
          onSearch={(email) => search.mutate(email)}
        />
      </section>
    </div>
  );
}
