// URL state of 'e-Ventanilla' (spec 2 §2.16): the CUIT, the clients and the statuses chosen, and
// the date order. Validated so a hand-edited URL never breaks the page; every key is set
// (undefined when absent) because the router merges a route's search over the raw URL's.
import { EVENTANILLA_FILTER_STATUSES } from '@cgi/workflows/inputs';

export type EventanillaSearch = {
  cuit?: string | undefined;
  client?: string[] | undefined;
  status?: string[] | undefined;
  /** Date order; descending unless 'asc' (spec 2 §9). */
  order?: 'asc' | undefined;
};

const list = (value: unknown, keep: (item: string) => boolean): string[] | undefined => {
  const items = (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item && item.length <= 200 && keep(item));
  const unique = [...new Set(items)].slice(0, 50);
  return unique.length ? unique : undefined;
};

export function validateEventanillaSearch(raw: Record<string, unknown>): EventanillaSearch {
  const cuit = typeof raw.cuit === 'string' || typeof raw.cuit === 'number' ? String(raw.cuit) : '';
  return {
    cuit: /^\d{11}$/.test(cuit) ? cuit : undefined,
    client: list(raw.client, () => true),
    status: list(raw.status, (s) => (EVENTANILLA_FILTER_STATUSES as readonly string[]).includes(s)),
    order: raw.order === 'asc' ? 'asc' : undefined,
  };
}

export type Chip = { kind: 'cuit' | 'client' | 'status'; value: string };

export function chipsOf(search: EventanillaSearch): Chip[] {
  return [
    ...(search.cuit ? [{ kind: 'cuit' as const, value: search.cuit }] : []),
    ...(search.client ?? []).map((value) => ({ kind: 'client' as const, value })),
    ...(search.status ?? []).map((value) => ({ kind: 'status' as const, value })),
  ];
}

/** The search without one chip's value; the order stays. */
export function withoutChip(search: EventanillaSearch, chip: Chip): EventanillaSearch {
  const drop = (values: string[] | undefined) => {
    const left = (values ?? []).filter((value) => value !== chip.value);
    return left.length ? left : undefined;
  };
  if (chip.kind === 'cuit') return { ...search, cuit: undefined };
  if (chip.kind === 'client') return { ...search, client: drop(search.client) };
  return { ...search, status: drop(search.status) };
}
