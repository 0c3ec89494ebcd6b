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
