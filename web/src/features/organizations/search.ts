// URL state of 'Organizaciones' and the typing rules of 'Buscar por CUIT' (spec 1 §5),
// validated so a hand-edited URL never breaks the page.

export type OrganizationsSearch = {
  /** Name or legal name, as searched (uppercased). */
  name?: string;
  /** An 11-digit CUIT: the list shows that organization only. */
  cuit?: string;
  /** Type codes shown (the filter menu); absent: all. */
  types?: string[];
  offset?: number;
};

export const CUIT_LENGTH = 11;

/**
 * Every key is set, undefined when invalid: the router merges a route's search over the raw
 * URL's, so a key left out would keep its unvalidated value.
 */
export function validateOrganizationsSearch(raw: Record<string, unknown>): OrganizationsSearch {
  const name = typeof raw.name === 'string' ? raw.name.trim().toUpperCase().slice(0, 100) : undefined;
  const cuit = typeof raw.cuit === 'string' || typeof raw.cuit === 'number' ? String(raw.cuit) : undefined;
  const typesRaw = Array.isArray(raw.types)
    ? raw.types
    : typeof raw.types === 'string'
      ? raw.types.split(',')
      : [];
  const types = typesRaw.filter(
    (type): type is string => typeof type === 'string' && /^[A-Z-]{1,40}$/.test(type),
  );
  const offset = Number(raw.offset);
  return {
    name: name || undefined,
    cuit: cuit && isCompleteCuit(cuit) ? cuit : undefined,
    types: name && types.length > 0 ? types : undefined,
    offset: Number.isInteger(offset) && offset > 0 && offset < 1_000_000 ? offset : undefined,
  };
}

/** What the CUIT field keeps of what is typed or pasted: digits only, at most 11. */
export function cuitTyped(text: string): string {
  return text.replace(/\D/g, '').slice(0, CUIT_LENGTH);
}

/** Buscar is enabled (and Enter submits) only with exactly 11 digits. */
export function isCompleteCuit(text: string): boolean {
  return /^\d{11}$/.test(text);
}

/** Spec 1 §5: the name search is uppercased; blank is no search. */
export function nameQuery(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed.toUpperCase() : undefined;
}
