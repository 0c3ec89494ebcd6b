// Storage service (spec 1 §7): system folders of studies and their users, and the internal
// recycle bin of documents permanently deleted from a study.
import type { Call } from './http';

export type DirectoryStatusCode = 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'BLOCKED';

export interface SystemDirectory {
  directoryId: number;
  name: string;
  creationUser: string;
  creationDate: string;
  isDeleted: boolean;
  statusCode: DirectoryStatusCode;
  storageData: { size: number };
  suborganizationId: number;
  /** Null for the study's base folder. */
  userId: number | null;
}

/** `exist` is true when the folder was ever created, deleted or not (see `isDeleted`). */
export interface SystemFolder {
  exist: boolean;
  directory: SystemDirectory[];
}

export interface CreateFolderResult {
  /** 'fail' when the organization has no ACTIVE ORG-ADMIN user (base folder only). */
  status: 'success' | 'fail';
  message: string;
  directory: SystemDirectory | null;
}

export interface RecycleDocument {
  documentId: string;
  _id: string;
  name: string;
  documentType: string;
  size: number;
  audit: { creationDate: string; creationUser: string };
  purgeDate: string;
  purgeActionUser: string;
  absolutePath: string;
  groupId: number;
}

export interface RecycleBinQuery {
  /** The study (suborganization) id. */
  groupId: number;
  /** Part of the name, any case. */
  documentName?: string;
  /** Purge date from (inclusive); a bare date means that day's start. */
  start?: string;
  /** Purge date to (inclusive); a bare date includes that whole day. */
  end?: string;
  /** A document's exact path, or a folder whose documents to list. */
  path?: string;
}

export function storageClient(call: Call) {
  return {
    createStudyFolder: (body: {
      suborganizationId: number;
      suborganizationName: string;
      creationUser?: string;
    }) => call<CreateFolderResult>('storage', 'POST', '/directory/createSystemDefined', { body }),
    createUserFolder: (body: {
      suborganizationId: number;
      suborganizationName: string;
      firmUserId: number;
      firmUserName: string;
      creationUser?: string;
    }) => call<CreateFolderResult>('storage', 'POST', '/directory/createUserSystemDefined', { body }),
    /** The study's folder, or the folder of `userId` in the study. */
    folder: (suborganizationId: number, userId?: number) =>
      call<SystemFolder>('storage', 'GET', '/directory/system/getSystemDefinedDirStorage', {
        query: { suborganizationId, userId },
      }),
    recycleBin: (query: RecycleBinQuery) =>
      call<{ childrens: RecycleDocument[] }>('storage', 'GET', '/internalrecyclebin', {
        query: { ...query },
      }),
    restore: (body: { documentIds: string[]; restoreUser?: string }) =>
      call<{ restoredDocumentIds: string[] }>('storage', 'POST', '/internalrecyclebin/restore', { body }),
  };
}
