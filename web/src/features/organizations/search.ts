// URL state of 'Organizaciones' and the typing rules of 'Buscar por CUIT' (spec 1 §5),
// validated so a hand-edited URL never breaks the page.
import { z } from 'zod';
import { cuitParam, listParam, offsetParam, textParam } from '../../shared/lib/search-params';

/**
 * The name as typed: the search uppercases it (spec 1 §5), the field keeps what the person
 * wrote. The type filter narrows a name search only.
 */
export const organizationsSearch = z.object({
  name: textParam(100),
  cuit: cuitParam,
  types: listParam(z.string().regex(/^[A-Z-]{1,40}$/)),
  offset: offsetParam,
});

export type OrganizationsSearch = z.output<typeof organizationsSearch>;

export const CUIT_LENGTH = 11;

/** What the CUIT field keeps of what is typed or pasted: digits only, at most 11. */
export function cuitTyped(text: string): string {
  return text.replace(/\D/g, '').slice(0, CUIT_LENGTH);
}

/** Buscar is enabled (and Enter submits) only with exactly 11 digits. */
export function isCompleteCuit(text: string): boolean {
  return /^\d{11}$/.test(text);
}

/** Spec 1 §5: the name search is uppercased; blank is no search. */
export function nameQuery(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed.toUpperCase() : undefined;
}
