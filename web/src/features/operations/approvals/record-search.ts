// The URL state of 'Registro de aprobaciones': a hand-edited or stale value falls back to "no filter".
import { z } from 'zod';
import { dayParam, oneOfParam, textParam } from '../../../shared/lib/search-params';

export const APPROVAL_DECISIONS = ['pending', 'approved', 'rejected', 'expired', 'withdrawn'] as const;

export const approvalRecordSearch = z.object({
  decision: oneOfParam(APPROVAL_DECISIONS),
  type: textParam(100),
  requester: textParam(),
  /** yyyy-mm-dd, inclusive (the day of the request, Buenos Aires). */
  from: dayParam,
  to: dayParam,
  /** Server page token of the page shown (absent: the first page). */
  cursor: z.coerce
    .string()
    .regex(/^[A-Za-z0-9_-]{1,2000}$/)
    .optional()
    .catch(undefined),
});

export type ApprovalRecordSearch = z.output<typeof approvalRecordSearch>;

/** What the api filters on (the record and its export), without the page. */
export function recordFilterOf(search: ApprovalRecordSearch): Omit<ApprovalRecordSearch, 'cursor'> {
  const { cursor: _cursor, ...filter } = search;
  return filter;
}

export const hasRecordFilters = (search: ApprovalRecordSearch) =>
  Object.values(recordFilterOf(search)).some((value) => value !== undefined);
