// The URL state of 'Registro de aprobaciones': a hand-edited or stale value falls back to "no filter".
import { APPROVAL_DECISIONS } from '@cgi/workflows/messages';
import { z } from 'zod';
import {
  dayParam,
  oneOfParam,
  pageNumberParam,
  pageTokenParam,
  textParam,
} from '../../../shared/lib/search-params';

export const approvalRecordSearch = z.object({
  decision: oneOfParam(APPROVAL_DECISIONS),
  type: textParam(100),
  requester: textParam(),
  /** yyyy-mm-dd, inclusive (the day of the request, Buenos Aires). */
  from: dayParam,
  to: dayParam,
  cursor: pageTokenParam,
  page: pageNumberParam,
});

export type ApprovalRecordSearch = z.output<typeof approvalRecordSearch>;

/** What the api filters on (the record and its export), without the page. */
export function recordFilterOf(search: ApprovalRecordSearch): Omit<ApprovalRecordSearch, 'cursor' | 'page'> {
  const { cursor: _cursor, page: _page, ...filter } = search;
  return filter;
}

export const hasRecordFilters = (search: ApprovalRecordSearch) =>
  Object.values(recordFilterOf(search)).some((value) => value !== undefined);
