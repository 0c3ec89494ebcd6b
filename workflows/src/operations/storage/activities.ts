// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the storage operations, in order.
export const STUDY_CREATE_SYSTEM_FOLDER = 'study.createSystemFolder';
export const STORAGE_RESTORE_DOCUMENTS = 'storage.restoreDocuments';

export const studyCreateSystemFolderSteps = [
  { key: 'checkFolder', label: 'Verificar la carpeta de sistema del estudio' },
  { key: 'createFolder', label: 'Crear la carpeta de sistema' },
] as const;

export const storageRestoreDocumentsSteps = [
  { key: 'review', label: 'Revisar los documentos seleccionados' },
  { key: 'restore', label: 'Restaurar los documentos' },
] as const;

// Activities of the storage operations. Implemented in worker/; declared here as types.
export interface StudyFolderState {
  /** An ACTIVE, not deleted folder exists. */
  present: boolean;
  name: string | null;
}

export type CreateFolderOutcome = { status: 'success'; name: string } | { status: 'fail'; message: string };

/** A selected document as the review found it in the study's recycle bin. */
export interface ReviewedDocument {
  documentId: string;
  /** Null when the document is no longer in the bin (restored, or never there). */
  name: string | null;
  absolutePath: string | null;
  /**
   * Not in the bin's listing, which the service cuts at RECYCLE_BIN_LISTING_LIMIT documents: it
   * may still be in the bin, so only the restore itself tells.
   */
  unknown?: true;
}

/** The most documents the storage service lists from one recycle bin (newest deletions first). */
export const RECYCLE_BIN_LISTING_LIMIT = 1000;

export interface StorageActivities {
  /** 'Ocurrió un error en un servicio de: StorageApi' when the study does not exist. */
  getStudyFolder(args: { suborganizationId: number }): Promise<StudyFolderState>;
  /** createSystemDefined: a non-success status is an answer, not an error (spec 1 §8). */
  createStudyFolder(args: {
    suborganizationId: number;
    suborganizationName: string;
    actorEmail: string;
  }): Promise<CreateFolderOutcome>;
  reviewRecycleDocuments(args: { studyId: number; documentIds: string[] }): Promise<ReviewedDocument[]>;
  /** Restores one document; restoring it again is a no-op. 'El documento no existe' when unknown. */
  restoreDocument(args: { documentId: string; actorEmail: string }): Promise<void>;
}
