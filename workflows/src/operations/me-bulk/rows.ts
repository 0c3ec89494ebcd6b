// The rows of a CSV enablement document (spec 2 §2.7, §5): `CUIT;MODULO;FECHA_INICIO;FECHA_FIN`.
// Plain rules, no schema library: the workflows use them too, inside Temporal's sandbox.
const CUIT_PATTERN = /^\d{11}$/;
/** A module code of the authorization service (OrgFirmMgmnt, TaskMgmnt, ...). */
export const MODULE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,49}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written AAAA-MM-DD (2023-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One validated row, written `CUIT;MODULO;FECHA_INICIO;FECHA_FIN` (FECHA_FIN may be empty). */
export interface EnablementRow {
  cuit: string;
  module: string;
  startDate: string;
  finishDate: string | null;
}

export function formatEnablementRow(row: EnablementRow): string {
  return `${row.cuit};${row.module};${row.startDate};${row.finishDate ?? ''}`;
}

export function parseEnablementRow(text: string): EnablementRow | null {
  const cells = text.split(';');
  if (cells.length !== 4) return null;
  const [cuit, module, startDate, finishDate] = cells as [string, string, string, string];
  if (!CUIT_PATTERN.test(cuit) || !MODULE_CODE_PATTERN.test(module) || !isIsoDate(startDate)) return null;
  if (finishDate !== '' && (!isIsoDate(finishDate) || finishDate < startDate)) return null;
  return { cuit, module, startDate, finishDate: finishDate || null };
}
