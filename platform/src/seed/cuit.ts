// CUIT/CUIL (Argentine tax id): 2-digit type prefix, 8-digit number, 1 check digit computed
// modulo 11 with the AFIP weights.

const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Check digit for the first ten digits, or null when the remainder makes it 10 (AFIP then
 * changes the prefix; generators simply pick another number). */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) throw new Error(`expected 10 digits, got ${firstTen}`);
  const sum = weights.reduce((acc, w, i) => acc + w * Number(firstTen[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

export function isValidCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  return cuitCheckDigit(cuit.slice(0, 10)) === Number(cuit[10]);
}

/** Builds a valid CUIT from a prefix (20, 23, 27, 30, 33...) and an 8-digit number, or null
 * when that number has no valid check digit with this prefix. */
export function makeCuit(prefix: number, number: number): string | null {
  const firstTen = `${prefix}`.padStart(2, '0') + `${number}`.padStart(8, '0');
  const check = cuitCheckDigit(firstTen);
  return check === null ? null : firstTen + check;
}

export function formatCuit(cuit: string): string {
  return `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
}
