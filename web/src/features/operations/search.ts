// The URL state of the operations screens, validated so a hand-edited or stale URL never
// breaks a page: unknown values fall back to "no filter".
import { z } from 'zod';
import { OPERATION_STATUSES } from '@cgi/workflows/messages';
import {
  dayParam,
  offsetParam,
  oneOfParam,
  pageNumberParam,
  pageTokenParam,
  textParam,
} from '../../shared/lib/search-params';

/** `kind:id` of an entity whose timeline is shown (every operation that touched it). */
const RELATED = /^(subscriber|organization|user|email|study):[^'"\\\s]{1,200}$/;

export const operationsSearch = z.object({
  status: oneOfParam(OPERATION_STATUSES),
  type: textParam(100),
  target: textParam(),
  actor: textParam(),
  related: z.coerce.string().regex(RELATED).optional().catch(undefined),
  /** yyyy-mm-dd, inclusive. */
  from: dayParam,
  to: dayParam,
  /** Failed at this step (its key), from the panel's 'k de n'; its label names the chip. */
  failedStep: z.coerce
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/)
    .optional()
    .catch(undefined),
  failedStepLabel: textParam(300),
  cursor: pageTokenParam,
  page: pageNumberParam,
});

export type OperationsSearch = z.output<typeof operationsSearch>;

export const operationDetailSearch = z.object({
  /** Elements of a bulk operation shown: all, or only those with this status. */
  items: oneOfParam(['failed', 'done', 'skipped']),
  /** One element, highlighted (a deep link to a failed item). */
  item: textParam(300),
  /** The page of a large input shown (its rows, a page at a time). */
  inputOffset: offsetParam,
});

export type OperationDetailSearch = z.output<typeof operationDetailSearch>;

/** The filter part (what the api filters on), without the page. */
export function filterOf(
  search: OperationsSearch,
): Omit<OperationsSearch, 'cursor' | 'page' | 'failedStepLabel'> {
  const { cursor: _cursor, page: _page, failedStepLabel: _label, ...filter } = search;
  return filter;
}

export function hasFilters(search: OperationsSearch): boolean {
  return Object.values(filterOf(search)).some((value) => value !== undefined);
}
