// Mi Estudio: module enablement by CSV and locked declarations (spec 2 §2.7, §2.15).
import { z } from 'zod';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, UNLOCK_MAX_DECLARATIONS } from '../../core/bulk-limits';
import { messages } from '../../messages';
import { meBulkMessages } from './messages';
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { csvOrganizations } from './decide';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './activities';

// Inputs of the Mi Estudio bulk operations: the CSV module enablement (the rows of a document
// the api validated) and the unlock of locked declarations. The same rules run again here, so
// an operation started without the upload endpoint cannot carry a malformed row either.
export { CSV_MAX_BYTES, CSV_MAX_ROWS, UNLOCK_MAX_DECLARATIONS };

export {
  formatEnablementRow,
  isIsoDate,
  MODULE_CODE_PATTERN,
  parseEnablementRow,
  type EnablementRow,
} from './rows';
import { parseEnablementRow } from './rows';
import { ME_BULK_ROLES } from '../../roles';

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

/** Spec 2 §2.1 and §6: import-cvs and declarations belong to Admin and CustomerSupport. */
export const meBulkContracts = [
  defineOperation({
    type: ME_CSV_ENABLEMENT,
    screen: 'me.importCsv',
    sample: (v) => ({
      fileName: `alta-${v.firstName}-${v.lastName}.csv`,
      rows: [`${v.cuit};MODQ;${v.day(0)};`],
    }),
    workflowType: 'meCsvEnablement',
    label: meBulkMessages.csvLabel,
    input: meCsvEnablementInput,
    inputFields: fields('fileName', 'organizations', 'rows'),
    resultFields: fields('totalProcessedOrgCount', 'successfullyProcessedCount', 'whithErrorProcessedCount'),
    steps: meCsvEnablementSteps,
    access: accessFor(ME_BULK_ROLES),
    // One element per organization of the document; the reason is asked like for any bulk operation.
    bulk: true,
    elements: {
      of: (input) =>
        csvOrganizations(input.rows).map((organization) => ({
          key: organization.cuit,
          label: organization.cuit,
          payload: { rows: organization.rows },
        })),
      runInput: (input) => ({
        fileName: input.fileName,
        organizations: csvOrganizations(input.rows).length,
        rows: input.rows.length,
      }),
      countField: 'organizations',
    },
    target: (input) => `${input.fileName} (${meBulkMessages.csvTarget(csvOrganizations(input.rows).length)})`,
  }),
  defineOperation({
    type: DECLARATIONS_UNLOCK,
    screen: 'me.declarations',
    sample: (v) => ({ suborganizationId: v.id, declarationIds: ['0123456789abcdef01234567'] }),
    workflowType: 'declarationsUnlock',
    label: meBulkMessages.unlockLabel,
    input: declarationsUnlockInput,
    inputFields: fields('suborganizationId', 'declarationIds', 'declarationCount'),
    steps: declarationsUnlockSteps,
    access: accessFor(ME_BULK_ROLES),
    bulk: true,
    elements: {
      of: (input) =>
        input.declarationIds.map((id) => ({ key: id, label: id, payload: { declarationId: id } })),
      runInput: (input) => ({
        suborganizationId: input.suborganizationId,
        declarationCount: input.declarationIds.length,
      }),
      countField: 'declarationCount',
    },
    target: (input) => meBulkMessages.unlockTarget(input.suborganizationId),
    publicTarget: true,
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
];
