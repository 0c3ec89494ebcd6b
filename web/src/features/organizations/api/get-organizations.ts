import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { nameQuery, type OrganizationsSearch } from '../search';

export const ORGANIZATIONS_PAGE_SIZE = 50;

export const organizationKeys = {
  all: ['organizations'] as const,
  list: (search: Omit<OrganizationsSearch, 'cuit'>) => ['organizations', 'list', search] as const,
  detail: (id: string) => ['organizations', id] as const,
  byCuit: (cuit: string) => ['organizations', 'by-cuit', cuit] as const,
  users: (id: string, offset: number) => ['organizations', id, 'users', offset] as const,
  studies: (id: string) => ['organizations', id, 'suborganizations'] as const,
};

/**
 * GET /api/organizations: the testing organizations, or the merged name search (uppercased,
 * spec 1 §5; a type filter narrows it), a page at a time.
 */
export const organizationsQueryOptions = (search: Omit<OrganizationsSearch, 'cuit'>) => {
  const name = nameQuery(search.name);
  const types = name ? search.types : undefined;
  const offset = search.offset ?? 0;
  return queryOptions({
    queryKey: organizationKeys.list({ name, types, offset }),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations', {
          params: {
            query: {
              ...(name ? { name } : {}),
              ...(types && types.length > 0 ? { types: types.join(',') } : {}),
              offset,
              limit: ORGANIZATIONS_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};
