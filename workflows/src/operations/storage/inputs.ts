// Inputs of the storage operations: a study's system folder and the recycle-bin restore.
import { z } from 'zod';
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

/** At most this many documents per restore (the table's selection is one page). */
export const RESTORE_MAX_DOCUMENTS = 200;

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
    .max(RESTORE_MAX_DOCUMENTS, { error: `Como máximo ${RESTORE_MAX_DOCUMENTS} documentos por vez` })
    .transform((ids) => [...new Set(ids)]),
});

export type StorageRestoreDocumentsInput = z.output<typeof storageRestoreDocumentsInput>;
