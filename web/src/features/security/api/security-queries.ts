// The security tools' read calls (GET /api/security/...): one query options factory each,
// shared by the pages and their loaders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/errors';
import type { ApiErrorBody } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';

export const securityKeys = {
  extensions: ['security', 'file-extensions'] as const,
  identityUser: (email: string) => ['security', 'identity-user', email] as const,
  sessions: (loginAccountId: number) => ['security', 'sessions', loginAccountId] as const,
};

/** GET /api/security/file-extensions: the enabled extensions. */
export const fileExtensionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.extensions,
    queryFn: ({ signal }) => unwrap(api.GET('/api/security/file-extensions', { signal })),
  });

/** GET /api/security/identity/user: the user's Atributo/Valor rows (404: not in the provider). */
export const identityUserQueryOptions = (email: string) =>
  queryOptions({
    queryKey: securityKeys.identityUser(email),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/security/identity/user', { params: { query: { email } }, signal })),
    retry: false,
  });

/** GET /api/security/login-accounts: the account behind an e-mail (for the sessions search). */
export function findLoginAccount(email: string) {
  return unwrap(api.GET('/api/security/login-accounts', { params: { query: { email } } }));
}

/** GET /api/security/sessions/{loginAccountId}: the account and its open sessions. */
export const sessionsQueryOptions = (loginAccountId: number) =>
  queryOptions({
    queryKey: securityKeys.sessions(loginAccountId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/security/sessions/{loginAccountId}', { params: { path: { loginAccountId } }, signal }),
      ),
    retry: false,
  });

/** The e-mail of /security/user-sessions/{loginAccountId}, for its breadcrumb. */
export function useSessionsAccountEmail(loginAccountId: string | undefined): string | undefined {
  return useQuery({
    ...sessionsQueryOptions(Number(loginAccountId ?? 0)),
    enabled: Boolean(loginAccountId && /^\d+$/.test(loginAccountId)),
  }).data?.account.email;
}

/** POST /api/security/impersonation/cookie: the api answers with the shared 12-hour cookie (§9). */
export async function claimImpersonationCookie(body: {
  email: string;
  appCode: 'ME' | 'SUBSCRIBER-PORTAL';
  sealedToken: string;
}): Promise<void> {
  // 204 without a body: unwrap() expects one, so the answer is read here.
  const { response, error } = await api.POST('/api/security/impersonation/cookie', { body });
  if (!response.ok) {
    throw new ApiError(
      response.status,
      error as Partial<ApiErrorBody> | undefined,
      messages.app.genericError,
    );
  }
}
