// The URL state of the operations screens, validated so a hand-edited or stale URL never
// breaks a page: unknown values fall back to "no filter".
import type { OperationStatus } from '../../shared/api/types';

export type OperationsSearch = {
  status?: OperationStatus;
  type?: string;
  target?: string;
  actor?: string;
  /** `kind:id` of an entity: its timeline (every operation that touched it). */
  related?: string;
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
  /** Server page token of the page shown (absent: the first page). */
  cursor?: string;
};

export type OperationDetailSearch = {
  /** Elements of a bulk operation shown: all, or only those with this status. */
  items?: 'failed' | 'done' | 'skipped';
  /** One element, highlighted (a deep link to a failed item). */
  item?: string;
};

const STATUSES: readonly OperationStatus[] = ['running', 'completed', 'failed', 'cancelled'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RELATED = /^(subscriber|organization|user|email|study):[^'"\\\s]{1,200}$/;

function text(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  // Quotes cannot reach a visibility query (the api refuses them too).
  return trimmed && trimmed.length <= max && !/['"\\]/.test(trimmed) ? trimmed : undefined;
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function validateOperationsSearch(raw: Record<string, unknown>): OperationsSearch {
  return compact({
    status: STATUSES.includes(raw.status as OperationStatus) ? (raw.status as OperationStatus) : undefined,
    type: text(raw.type, 100),
    target: text(raw.target),
    actor: text(raw.actor),
    related: typeof raw.related === 'string' && RELATED.test(raw.related) ? raw.related : undefined,
    from: day(raw.from),
    to: day(raw.to),
    cursor:
      typeof raw.cursor === 'string' && /^[A-Za-z0-9_-]{1,2000}$/.test(raw.cursor) ? raw.cursor : undefined,
  });
}

export function validateOperationDetailSearch(raw: Record<string, unknown>): OperationDetailSearch {
  const items = raw.items;
  return compact({
    items: items === 'failed' || items === 'done' || items === 'skipped' ? items : undefined,
    item: text(raw.item, 300),
  });
}

/** The filter part (what the api filters on), without the page. */
export function filterOf(search: OperationsSearch): Omit<OperationsSearch, 'cursor'> {
  const { cursor: _cursor, ...filter } = search;
  return filter;
}

export function hasFilters(search: OperationsSearch): boolean {
  return Object.keys(filterOf(search)).length > 0;
}
