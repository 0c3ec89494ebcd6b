// Mi Estudio: module enablement by CSV and locked declarations (spec 2 §2.7, §2.15).
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { csvOrganizations } from './decide';
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
    },
    target: (input) => `${input.fileName} (${meBulkMessages.csvTarget(csvOrganizations(input.rows).length)})`,
  }),
  defineOperation({
    type: DECLARATIONS_UNLOCK,
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
    },
    target: (input) => meBulkMessages.unlockTarget(input.suborganizationId),
    publicTarget: true,
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
];
