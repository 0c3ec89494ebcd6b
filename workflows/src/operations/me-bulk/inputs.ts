// Inputs of the Mi Estudio bulk operations: the CSV module enablement (the rows of a document
// the api validated) and the unlock of locked declarations. The same rules run again here, so
// an operation started without the upload endpoint cannot carry a malformed row either.
import { z } from 'zod';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, UNLOCK_MAX_DECLARATIONS } from '../../core/bulk-limits';
import { messages } from '../../messages';
import { meBulkMessages } from './messages';

export { CSV_MAX_BYTES, CSV_MAX_ROWS, UNLOCK_MAX_DECLARATIONS };

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

export const meCsvEnablementInput = z.object({
  fileName: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(255),
  rows: z
    .array(
      z.string().refine((row) => parseEnablementRow(row) !== null, { error: meBulkMessages.csvIncorrect }),
      { error: messages.required },
    )
    .min(1, { error: meBulkMessages.csvIncorrect })
    .max(CSV_MAX_ROWS, { error: meBulkMessages.csvIncorrect }),
});

export type MeCsvEnablementInput = z.output<typeof meCsvEnablementInput>;

/** A locked declaration id (24 hexadecimal characters). */
export const DECLARATION_ID_PATTERN = /^[0-9a-f]{24}$/;

/** 'Desbloquear' on one row, or on the selected rows of a firm's list. */
export const declarationsUnlockInput = z.object({
  suborganizationId: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .positive({ error: messages.required }),
  declarationIds: z
    .array(z.string().trim().regex(DECLARATION_ID_PATTERN, { error: meBulkMessages.invalidDeclarationId }), {
      error: meBulkMessages.nothingSelected,
    })
    .min(1, { error: meBulkMessages.nothingSelected })
    .max(UNLOCK_MAX_DECLARATIONS, { error: meBulkMessages.tooManyDeclarations(UNLOCK_MAX_DECLARATIONS) })
    .transform((ids) => [...new Set(ids)]),
});

export type DeclarationsUnlockInput = z.output<typeof declarationsUnlockInput>;

/** What the unlock workflow receives: the declarations themselves are in the console's store. */
export interface DeclarationsUnlockRunInput {
  suborganizationId: number;
  declarationCount: number;
}

/** What the CSV workflow receives: the document's organizations are in the console's store. */
export interface MeCsvEnablementRunInput {
  fileName: string;
  organizations: number;
  rows: number;
}
