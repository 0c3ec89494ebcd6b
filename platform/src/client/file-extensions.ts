// File-extension service (spec 2 §7): the extensions the applications accept for upload.
import type { Call } from './http';

export interface FileExtension {
  fileExtensionId: number;
  extensionName: string;
  /** Lower-case with the leading dot: '.pdf'. */
  extensionCharCode: string;
  encodedIconImage: string | null;
  technicalData: { signature: string[] };
  isEnabled: boolean;
  creationDate: string;
  creationUser: string;
}

export interface FileExtensionCreate {
  fileExtension: {
    extensionName: string;
    extensionCharCode: string;
    encodedIconImage?: string | null;
    /** Hex magic numbers identifying the content (three on create from the console). */
    technicalData: { signature: string[] };
  };
  creationUser?: string;
}

export function fileExtensionsClient(call: Call) {
  return {
    create: (body: FileExtensionCreate) => call<FileExtension>('fileExtensions', 'POST', '/create', { body }),
    /** Disables by id or by extension value ('.pdf'). */
    remove: (idOrExtension: number | string) =>
      call<FileExtension>('fileExtensions', 'DELETE', `/delete/${encodeURIComponent(String(idOrExtension))}`),
    /** The enabled extensions. */
    all: () => call<{ docs: FileExtension[] }>('fileExtensions', 'GET', '/all'),
    /** Ours: the security screen's add by value ('.pdf'); placeholder icon, no signatures. */
    enable: (body: { extension: string; creationUser?: string }) =>
      call<FileExtension>('fileExtensions', 'POST', '/enableExtension', { body }),
    /** Ours: the security screen's delete by value. */
    disable: (body: { extension: string; modificationUser?: string }) =>
      call<FileExtension>('fileExtensions', 'PUT', '/disableExtension', { body }),
  };
}
