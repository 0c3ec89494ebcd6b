// Operation types of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
import { define, type OperationDefinition, relatedKey } from '../definition';
import { declarationsUnlockInput, meCsvEnablementInput } from '../../inputs/me-bulk';
import { csvBatches } from './decide';
import { meBulkMessages } from './messages';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './steps';

/** Spec 2 §2.1 and §6: import-cvs and declarations belong to Admin and CustomerSupport. */
export const ME_BULK_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export const meBulkOperations: Record<string, OperationDefinition> = {
  [ME_CSV_ENABLEMENT]: define({
    type: ME_CSV_ENABLEMENT,
    workflowType: 'meCsvEnablement',
    label: meBulkMessages.csvLabel,
    input: meCsvEnablementInput,
    target: (input) => {
      const batches = csvBatches(input.rows);
      return `${input.fileName} (${meBulkMessages.csvTarget(batches.at(-1)?.to ?? 0)})`;
    },
    roles: ME_BULK_ROLES,
    steps: meCsvEnablementSteps,
    // One element per batch of organizations; the reason is asked like for any bulk operation.
    highRisk: true,
    bulk: true,
  }),
  [DECLARATIONS_UNLOCK]: define({
    type: DECLARATIONS_UNLOCK,
    workflowType: 'declarationsUnlock',
    label: meBulkMessages.unlockLabel,
    input: declarationsUnlockInput,
    target: (input) => meBulkMessages.unlockTarget(input.suborganizationId),
    related: (input) => [relatedKey('study', input.suborganizationId)],
    roles: ME_BULK_ROLES,
    steps: declarationsUnlockSteps,
    highRisk: true,
    bulk: true,
  }),
};
