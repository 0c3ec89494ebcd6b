// Studies and the recycle bin (spec 1 §2, §4): common-area operations, open to every console
// role (spec 1 §6); retried and cancelled by support engineers.
import { z } from 'zod';
import { RESTORE_MAX_DOCUMENTS } from '../../core/bulk-limits';
import { messages } from '../../messages';
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import {
  STORAGE_RESTORE_DOCUMENTS,
  STUDY_CREATE_SYSTEM_FOLDER,
  storageRestoreDocumentsSteps,
  studyCreateSystemFolderSteps,
} from './activities';

// Inputs of the storage operations: a study's system folder and the recycle-bin restore.
const studyId = z
  .number({ error: messages.required })
  .int({ error: messages.required })
  .positive({ error: messages.required });

/** Spec 1 §5: the folder needs the study's id and name, otherwise nothing is sent. */
export const studyCreateSystemFolderInput = z.object({
  suborganizationId: studyId,
  suborganizationName: z.string({ error: messages.required }).trim().min(1, { error: messages.required }),
});

export type StudyCreateSystemFolderInput = z.output<typeof studyCreateSystemFolderInput>;

export { RESTORE_MAX_DOCUMENTS };

/** A recycle-bin document id (24 hexadecimal characters). */
export const DOCUMENT_ID_PATTERN = /^[0-9a-f]{24}$/;

/** 'Restaurar documento' / 'Restaurar documento(s)': one or many documents of one study. */
export const storageRestoreDocumentsInput = z.object({
  studyId,
  documentIds: z
    .array(z.string().trim().regex(DOCUMENT_ID_PATTERN, { error: messages.documentNotFound }), {
      error: messages.required,
    })
    .min(1, { error: messages.required })
    .max(RESTORE_MAX_DOCUMENTS, {
      error: `Como máximo ${RESTORE_MAX_DOCUMENTS.toLocaleString('es-AR')} documentos por vez`,
    })
    .transform((ids) => [...new Set(ids)]),
});

export type StorageRestoreDocumentsInput = z.output<typeof storageRestoreDocumentsInput>;

/** What the restore workflow receives: the documents are in the console's store. */
export interface StorageRestoreDocumentsRunInput {
  studyId: number;
  documentCount: number;
}

export const storageContracts = [
  defineOperation({
    type: STUDY_CREATE_SYSTEM_FOLDER,
    screen: 'storage',
    sample: (v) => ({ suborganizationId: v.id, suborganizationName: `Estudio ${v.lastName}` }),
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
    screen: 'storage.recycle',
    sample: (v) => ({ studyId: v.id, documentIds: ['0123456789abcdef01234567'] }),
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
      countField: 'documentCount',
    },
    target: (input) => String(input.studyId),
    publicTarget: true,
    targetKind: 'study',
    related: (input) => [relatedKey('study', input.studyId)],
  }),
];
