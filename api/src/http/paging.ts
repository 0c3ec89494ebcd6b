// Paged lists the api answers: the query fields (with their Spanish refusals) and a walk over
// every page of a platform list that only answers by offset and limit.
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from './limits';

export const pagingMessages = {
  offset: 'El inicio de la página debe ser un número entero mayor o igual a 0',
  limit: (max: number) => `El tamaño de página debe ser un número entero entre 1 y ${max}`,
  search: (max: number) => `La búsqueda admite hasta ${max} caracteres`,
} as const;

/** A row offset (`?offset=`): 0 when absent; anything else than a whole number ≥ 0 is refused. */
export function offsetField(description = 'Primera fila de la página (0 es la primera)') {
  const error = { error: pagingMessages.offset };
  return z.coerce
    .number(error)
    .int(error)
    .min(0, error)
    .max(DB_INTEGER_MAX, error)
    .default(0)
    .openapi({ type: 'integer', description, example: 0 });
}

/** A page size (`?limit=`) between 1 and `max`. */
export function limitField(defaultLimit: number, max: number) {
  const error = { error: pagingMessages.limit(max) };
  return z.coerce
    .number(error)
    .int(error)
    .min(1, error)
    .max(max, error)
    .default(defaultLimit)
    .openapi({ type: 'integer', description: `Filas por página (1 a ${max})`, example: defaultLimit });
}

/** A free-text search: trimmed, blank is no search. */
export function searchField(max: number, description: string) {
  return z
    .string()
    .trim()
    .max(max, { error: pagingMessages.search(max) })
    .optional()
    .transform((text) => (text ? text : undefined))
    .openapi({ type: 'string', description });
}

/** `items[offset, offset + limit)` of a list held whole, with its total. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number) {
  return {
    items: items.slice(offset, offset + limit),
    offset,
    limit,
    total: items.length,
    hasMore: offset + limit < items.length,
  };
}

/**
 * Every row of a platform list read `pageSize` rows at a time, through the service's own
 * offsets, until a short page. `maxRows` bounds the walk (a list larger than that is cut).
 */
export async function everyPage<T>(
  load: (offset: number, limit: number) => Promise<T[]>,
  pageSize: number,
  maxRows = 50_000,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; offset < maxRows; offset += pageSize) {
    const page = await load(offset, pageSize);
    rows.push(...page);
    if (page.length < pageSize) break;
  }
  return rows;
}

/** Lowercase without accents: 'García' is found by 'garcia'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether every word of `search` is in one of `fields` (accents and case ignored): 'ana
 * gomez' finds 'Ana María Gómez', an e-mail is found by any part of it.
 */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const haystack = foldForSearch(fields.filter(Boolean).join(' \u0000 '));
  return foldForSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
