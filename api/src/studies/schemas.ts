// Schemas of the study screens' read endpoints (spec 1 §2 Study users and detail).
import { z } from '../openapi/zod';
import { studyView } from '../organizations/schemas';
import { DB_INTEGER_MAX } from '../http/limits';

export const studyParams = z.object({
  id: z.coerce
    .number({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .int({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .positive({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .max(DB_INTEGER_MAX, { error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .openapi({ type: 'integer', description: 'suborganizationId', example: 1 }),
});

export const systemFolderView = z
  .object({
    /** The folder was ever created (it may be deleted now). */
    exist: z.boolean(),
    /** An ACTIVE, not deleted folder: 'No existe la carpeta de sistema' when false. */
    present: z.boolean(),
    name: z.string().nullable(),
    creationUser: z.string().nullable(),
    creationDate: z.string().nullable(),
    size: z.number().nullable(),
    statusCode: z.string().nullable(),
  })
  .openapi('SystemFolder');

export const folderUserView = z
  .object({
    userId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    folderName: z.string().nullable(),
    creationDate: z.string().nullable(),
    /** ACTIVE, INACTIVE, PENDING, BLOCKED, DELETED, or NONE when the user has no folder. */
    folderStatusCode: z.string(),
  })
  .openapi('FolderUser');

export const studyDetail = z
  .object({ study: studyView, folder: systemFolderView, folderUsers: z.array(folderUserView) })
  .openapi('StudyDetail');

export const studyUserView = z
  .object({
    userId: z.number().int(),
    loginAccountId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    userTypeCode: z.string(),
    userTypeName: z.string(),
    commercialTypeCode: z.string().nullable(),
    commercialTypeName: z.string().nullable(),
    userStatusCode: z.string(),
    userStatusLabel: z.string(),
    legacyUserRefId: z.string().nullable(),
    startDate: z.string(),
  })
  .openapi('StudyUser');

export const studyUsers = z
  .object({
    study: z.object({ suborganizationId: z.number().int(), suborganizationName: z.string() }),
    items: z.array(studyUserView),
  })
  .openapi('StudyUsers');
