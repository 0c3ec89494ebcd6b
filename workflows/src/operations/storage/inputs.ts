// Inputs of the storage operations: a study's system folder and the recycle-bin restore.
import { z } from 'zod';
import { RESTORE_MAX_DOCUMENTS } from '../../core/bulk-limits';
import { messages } from '../../messages';

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
