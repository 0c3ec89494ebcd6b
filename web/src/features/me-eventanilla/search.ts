// URL state of 'e-Ventanilla' (spec 2 §2.16): the CUIT, the clients and the statuses chosen, and
// the date order. Validated so a hand-edited URL never breaks the page.
import { z } from 'zod';
import { cuitParam, listParam } from '../../shared/lib/search-params';

export const eventanillaSearch = z.object({
  cuit: cuitParam,
  client: listParam(z.string().trim().min(1).max(200)),
  /** Status codes; the page offers and applies the filterable ones only (spec 2 §4). */
  status: listParam(z.string().regex(/^[A-Z-]{1,40}$/)),
  /** Date order; descending unless 'asc' (spec 2 §9). */
  order: z.literal('asc').optional().catch(undefined),
});

export type EventanillaSearch = z.output<typeof eventanillaSearch>;

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
