// URL state of 'Papelera interna de reciclaje' (spec 1 §2): the filters by name, deletion
// period and path, and the page. Validated so a hand-edited URL never breaks the page.
import { z } from 'zod';
import { dayParam, offsetParam, textParam } from '../../shared/lib/search-params';

export const recycleSearch = z
  .object({
    name: textParam(200),
    /** Deletion period, yyyy-MM-dd, inclusive; both or neither. */
    from: dayParam,
    to: dayParam,
    /** An exact document path (or a folder), starting with '/'. */
    path: z.coerce.string().trim().startsWith('/').max(1000).optional().catch(undefined),
    offset: offsetParam,
  })
  .transform(({ from, to, ...rest }) => {
    const period = from && to ? [from, to].sort() : [];
    return { ...rest, from: period[0] as string | undefined, to: period[1] as string | undefined };
  });

export type RecycleSearch = Partial<z.output<typeof recycleSearch>>;

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
