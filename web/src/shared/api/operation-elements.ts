// The elements of a bulk operation, a page at a time from GET /api/operations/{id}/elements: the
// workflow keeps only counts, the elements themselves live in the console's store.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from './client';
import type { Operation, OperationElementStatus } from './types';

export type ElementsPageRequest = {
  status?: OperationElementStatus;
  /** The page starts after the element at this position (absent: from the first). */
  after?: number;
  pageSize: number;
};

/** What changes whenever the operation's elements can have changed: refetch on each. */
function progressMark(operation: Operation): string {
  const counts = operation.steps.map((step) =>
    step.counts ? `${step.counts.done}/${step.counts.skipped}/${step.counts.failed}` : step.status,
  );
  return `${operation.status}:${counts.join(',')}`;
}

export const operationElementsQueryOptions = (operation: Operation, request: ElementsPageRequest) =>
  queryOptions({
    queryKey: ['operations', operation.id, 'elements', request, progressMark(operation)] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/operations/{id}/elements', {
          params: {
            path: { id: operation.id },
            query: {
              ...(request.status ? { status: request.status } : {}),
              ...(request.after !== undefined ? { after: request.after } : {}),
              pageSize: request.pageSize,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // A running step publishes its counts only when a chunk ends: poll the store meanwhile.
    refetchInterval: operation.status === 'running' ? 1_500 : false,
    retry: false,
  });

/** One element by its key: a deep link to it (?item=). */
export const operationElementQueryOptions = (operationId: string, key: string) =>
  queryOptions({
    queryKey: ['operations', operationId, 'element', key] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/operations/{id}/elements/{key}', {
          params: { path: { id: operationId, key } },
          signal,
        }),
      ),
    retry: false,
  });

/** A bulk operation: one of its steps counts elements, or (older runs) it lists items. */
export function isBulk(operation: Operation): boolean {
  return operation.steps.some((step) => step.counts !== undefined) || (operation.items?.length ?? 0) > 0;
}

/** Whether some element failed, from the steps' counts (or an older run's items). */
export function hasFailedElements(operation: Operation): boolean {
  return (
    operation.steps.some((step) => (step.counts?.failed ?? 0) > 0) ||
    (operation.items ?? []).some((item) => item.status === 'failed')
  );
}

/**
 * One page of an operation's elements (optionally of one status) and the Pagination props to
 * move through them: the api pages by cursor (`next`), so going back keeps the cursors passed.
 */
export function useOperationElementPages(
  operation: Operation,
  request: { status?: OperationElementStatus; pageSize: number; enabled?: boolean },
) {
  const [paged, setPaged] = useState<{ status?: OperationElementStatus; cursors: number[] }>({
    status: request.status,
    cursors: [],
  });
  // A new filter starts at its first page.
  const cursors = paged.status === request.status ? paged.cursors : [];
  const after = cursors.at(-1);
  const page = useQuery({
    ...operationElementsQueryOptions(operation, {
      ...(request.status ? { status: request.status } : {}),
      ...(after !== undefined ? { after } : {}),
      pageSize: request.pageSize,
    }),
    enabled: request.enabled ?? true,
  });
  const offset = cursors.length * request.pageSize;
  const next = page.data?.next ?? null;
  return {
    page,
    paging: {
      offset,
      limit: request.pageSize,
      count: page.data?.items.length ?? 0,
      hasMore: next !== null,
      onChange: (to: number) =>
        setPaged({
          status: request.status,
          cursors: to > offset && next !== null ? [...cursors, next] : cursors.slice(0, -1),
        }),
    },
  };
}
