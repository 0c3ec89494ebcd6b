import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const userKeys = {
  byEmail: (email: string) => ['users', 'by-email', email.toLowerCase()] as const,
  byId: (loginAccountId: string) => ['users', loginAccountId] as const,
  subscribers: (loginAccountId: string) => ['users', loginAccountId, 'subscribers'] as const,
  organizations: (loginAccountId: string) => ['users', loginAccountId, 'organizations'] as const,
};

/** GET /api/users/by-email/{email}: 404 'No se encontró el usuario ingresado.'. */
export const userByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: userKeys.byEmail(email),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/users/by-email/{email}', { params: { path: { email } }, signal })),
  });

/** GET /api/users/{loginAccountId}. */
export const userQueryOptions = (loginAccountId: string) =>
  queryOptions({
    queryKey: userKeys.byId(loginAccountId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/users/{loginAccountId}', {
          params: { path: { loginAccountId: Number(loginAccountId) } },
          signal,
        }),
      ),
  });

const fullName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The user's name and e-mail for breadcrumbs: {id} is an e-mail on /users/{id}, a loginAccountId below it. */
export function useUserCrumb(id: string | undefined): { name: string; email: string } | undefined {
  const numeric = Boolean(id && /^\d+$/.test(id));
  const byId = useQuery({ ...userQueryOptions(id ?? ''), enabled: numeric });
  const byEmail = useQuery({
    ...userByEmailQueryOptions(id ?? ''),
    enabled: Boolean(id) && !numeric,
    retry: false,
  });
  const user = (numeric ? byId.data : byEmail.data)?.user;
  return user ? { name: fullName(user), email: user.email } : undefined;
}
