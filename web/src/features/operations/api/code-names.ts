// Codes in an operation's input or result shown by their names, from the catalogues the
// platform provides: a user type `ORG-STAFF` as its name, a platform `MOBILE-IOS` as 'iOS', a
// user status `ACTIVE` as 'Activo'. Only the catalogues the operation's fields need are read;
// a code no catalogue knows is shown as it is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { messages } from '../../../shared/messages';

/** Field name → code → name. */
export type CodeNames = Record<string, Record<string, string>>;

const STALE_MS = 10 * 60_000;

const userTypes = queryOptions({
  queryKey: ['operations', 'code-names', 'organization-user-types'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/catalog/organization-user-types', { signal })),
  staleTime: STALE_MS,
});

const commercialTypes = queryOptions({
  queryKey: ['operations', 'code-names', 'organization-commercial-user-types'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/catalog/organization-commercial-user-types', { signal })),
  staleTime: STALE_MS,
});

const platforms = queryOptions({
  queryKey: ['operations', 'code-names', 'platforms'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/versions', { signal })),
  staleTime: STALE_MS,
});

function has(values: Record<string, unknown>[], key: string): boolean {
  return values.some((value) => typeof value[key] === 'string' && value[key] !== '');
}

/** The names of the codes the operation's input and result carry. */
export function useCodeNames(...values: (Record<string, unknown> | undefined)[]): CodeNames {
  const present = values.filter((value): value is Record<string, unknown> => value !== undefined);
  const users = useQuery({ ...userTypes, enabled: has(present, 'userTypeCode') });
  const commercial = useQuery({ ...commercialTypes, enabled: has(present, 'commercialTypeCode') });
  const versions = useQuery({ ...platforms, enabled: has(present, 'appPlatformCode') });
  const names: CodeNames = { userStatusCode: messages.userStatuses };
  if (users.data) {
    names.userTypeCode = Object.fromEntries(
      users.data.items.map((type) => [type.organizationUserTypeCode, type.organizationUserTypeName]),
    );
  }
  if (commercial.data) {
    names.commercialTypeCode = Object.fromEntries(
      commercial.data.items.map((type) => [
        type.organizationCommercialUserTypeCode,
        type.organizationCommercialUserTypeName,
      ]),
    );
  }
  if (versions.data) {
    names.appPlatformCode = Object.fromEntries(
      versions.data.platforms.map((platform) => [platform.appPlatformCode, platform.appPlatformName]),
    );
  }
  return names;
}
