// URL state of 'Papelera interna de reciclaje' (spec 1 §2): the filters by name, deletion
// period and path, and the page. Validated so a hand-edited URL never breaks the page; every
// key is set (undefined when invalid) because the router merges a route's search over the raw URL's.
import { isBeforeDay, parseDay } from '../../shared/lib/date-range';

export type RecycleSearch = {
  name?: string;
  /** Deletion period, yyyy-MM-dd, inclusive. */
  from?: string;
  to?: string;
  /** An exact document path (or a folder), starting with '/'. */
  path?: string;
  offset?: number;
};

export function validateRecycleSearch(raw: Record<string, unknown>): RecycleSearch {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : undefined;
  let from = typeof raw.from === 'string' && parseDay(raw.from) ? raw.from : undefined;
  let to = typeof raw.to === 'string' && parseDay(raw.to) ? raw.to : undefined;
  if (!from || !to) from = to = undefined;
  else if (isBeforeDay(to, from)) [from, to] = [to, from];
  const path = text(raw.path, 1000);
  const offset = Number(raw.offset);
  return {
    name: text(raw.name, 200),
    from,
    to,
    path: path?.startsWith('/') ? path : undefined,
    offset: Number.isInteger(offset) && offset > 0 && offset < 1_000_000 ? offset : undefined,
  };
}

export type FilterKey = 'path' | 'period' | 'name';

export function activeFilters(search: RecycleSearch): FilterKey[] {
  const keys: FilterKey[] = [];
  if (search.path) keys.push('path');
  if (search.from && search.to) keys.push('period');
  if (search.name) keys.push('name');
  return keys;
}

/** The search without one filter (a chip removed); the page starts over. */
export function withoutFilter(search: RecycleSearch, key: FilterKey): RecycleSearch {
  const { offset: _offset, ...rest } = search;
  if (key === 'path') return { ...rest, path: undefined };
  if (key === 'period') return { ...rest, from: undefined, to: undefined };
  return { ...rest, name: undefined };
}

/** A recycle-bin path as typed: it must start with '/'. */
export function isValidPath(text: string): boolean {
  return text.trim().startsWith('/');
}
