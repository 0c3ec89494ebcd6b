// Studies and the recycle bin (spec 1 §2, §4): common-area operations, open to every console
// role (spec 1 §6); retried and cancelled by support engineers.
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { storageRestoreDocumentsInput, studyCreateSystemFolderInput } from './inputs';
import {
  STORAGE_RESTORE_DOCUMENTS,
  STUDY_CREATE_SYSTEM_FOLDER,
  storageRestoreDocumentsSteps,
  studyCreateSystemFolderSteps,
} from './steps';

export const storageContracts = [
  defineOperation({
    type: STUDY_CREATE_SYSTEM_FOLDER,
    workflowType: 'studyCreateSystemFolder',
    label: 'Crear la carpeta de sistema del estudio',
    input: studyCreateSystemFolderInput,
    inputFields: fields('suborganizationId', 'suborganizationName'),
    resultFields: fields('suborganizationId', 'alreadyExisted'),
    steps: studyCreateSystemFolderSteps,
    access: accessFor(ALL_CGI_ROLES),
    target: (input) => String(input.suborganizationId),
    publicTarget: true,
    targetKind: 'study',
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
  defineOperation({
    type: STORAGE_RESTORE_DOCUMENTS,
    workflowType: 'storageRestoreDocuments',
    label: 'Restaurar documento(s)',
    input: storageRestoreDocumentsInput,
    inputFields: fields('studyId', 'documentIds', 'documentCount'),
    resultFields: fields('restored', 'skipped', 'failed'),
    steps: storageRestoreDocumentsSteps,
    access: accessFor(ALL_CGI_ROLES),
    // One or many documents: a bulk operation, so it records why (see highRisk).
    bulk: true,
    elements: {
      of: (input) => input.documentIds.map((id) => ({ key: id, label: id, payload: { documentId: id } })),
      runInput: (input) => ({ studyId: input.studyId, documentCount: input.documentIds.length }),
    },
    target: (input) => String(input.studyId),
    publicTarget: true,
    targetKind: 'study',
    related: (input) => [relatedKey('study', input.studyId)],
  }),
];
