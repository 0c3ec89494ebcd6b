// The approvals record (GET /api/approvals/record, issue 31): one page for the filters in the URL.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../../shared/api/client';
import { recordFilterOf, type ApprovalRecordSearch } from '../record-search';

export const RECORD_PAGE_SIZE = 25;

export const approvalRecordQueryOptions = (search: ApprovalRecordSearch) =>
  queryOptions({
    queryKey: ['approvals', 'record', search],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/approvals/record', {
          params: {
            query: { ...recordFilterOf(search), pageSize: RECORD_PAGE_SIZE, pageToken: search.cursor },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
