// Mi Estudio: module enablement by CSV and locked declarations (spec 2 §2.7, §2.15).
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { csvBatches } from './decide';
import { declarationsUnlockInput, meCsvEnablementInput } from './inputs';
import { meBulkMessages } from './messages';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './steps';

/** Spec 2 §2.1 and §6: import-cvs and declarations belong to Admin and CustomerSupport. */
export const ME_BULK_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export const meBulkContracts = [
  defineOperation({
    type: ME_CSV_ENABLEMENT,
    workflowType: 'meCsvEnablement',
    label: meBulkMessages.csvLabel,
    input: meCsvEnablementInput,
    inputFields: fields('fileName', 'rows'),
    steps: meCsvEnablementSteps,
    access: accessFor(ME_BULK_ROLES),
    // One element per batch of organizations; the reason is asked like for any bulk operation.
    bulk: true,
    target: (input) => {
      const batches = csvBatches(input.rows);
      return `${input.fileName} (${meBulkMessages.csvTarget(batches.at(-1)?.to ?? 0)})`;
    },
  }),
  defineOperation({
    type: DECLARATIONS_UNLOCK,
    workflowType: 'declarationsUnlock',
    label: meBulkMessages.unlockLabel,
    input: declarationsUnlockInput,
    inputFields: fields('suborganizationId', 'declarationIds'),
    steps: declarationsUnlockSteps,
    access: accessFor(ME_BULK_ROLES),
    bulk: true,
    target: (input) => meBulkMessages.unlockTarget(input.suborganizationId),
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
];
