// Schemas of the Mi Estudio instances read endpoints (spec 2 §2.2–§2.6).
import { meInstancesMessages as m } from '@cgi/workflows';
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

const idParam = (description: string) =>
  z.coerce
    .number({ error: m.organizationNotLoaded })
    .int({ error: m.organizationNotLoaded })
    .positive({ error: m.organizationNotLoaded })
    .max(DB_INTEGER_MAX, { error: m.organizationNotLoaded })
    .openapi({ type: 'integer', description, example: 2 });

export const organizationParams = z.object({ organizationId: idParam('organizationId') });
export const suborganizationParams = z.object({ suborganizationId: idParam('suborganizationId') });

export const cuitQuery = z.object({
  cuit: z
    .string({ error: m.cuitInvalid })
    .trim()
    .regex(/^\d{11}$/, { error: m.cuitInvalid })
    .openapi({ description: 'CUIT: 11 dígitos, sin guiones', example: '30712345671' }),
});

export const meOrganizationView = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationCuit: z.string(),
  })
  .openapi('MeOrganization');

export const meInstanceView = z
  .object({
    applicationInstanceId: z.number().int(),
    orgAppAccessStatusCode: z.string(),
    /** Spec 2 §4 access label; the raw code when unknown. */
    orgAppAccessStatusLabel: z.string(),
    baseApplicationInstance: z.boolean(),
    suborganizationName: z.string().nullable(),
    suborganizationCuit: z.string().nullable(),
    baseSuborganizationId: z.number().int().nullable(),
    accessStartDate: z.string().nullable(),
    accessFinishDate: z.string().nullable(),
    /** Modules enabled now (finishDate empty or not yet passed). */
    enabledModuleCount: z.number().int(),
  })
  .openapi('MeInstance');

export const meInstancesView = z
  .object({ organization: meOrganizationView, instances: z.array(meInstanceView) })
  .openapi('MeInstances');

export const meAdminStatusView = z
  .object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    legacyUserRefId: z.string().nullable(),
    isActive: z.boolean(),
    suborganizationStaffExits: z.boolean(),
    userExist: z.boolean(),
    userstatusAccessMEExist: z.boolean(),
    userAppAccessStatusCode: z.string().nullable(),
    userAppAccessStatusLabel: z.string().nullable(),
    userGrantedRole: z.boolean(),
    userSystemDefinedDirStorageExist: z.boolean(),
  })
  .openapi('MeAdminStatus');

export const meStatusView = z
  .object({
    organization: meOrganizationView,
    suborganizationId: z.number().int().nullable(),
    suborganizationName: z.string().nullable(),
    applicationInstanceId: z.number().int().nullable(),
    suborganizationExist: z.boolean(),
    subscriberExist: z.boolean(),
    baseSystemDefinedDirStorageExist: z.boolean(),
    applicationInstanceExist: z.boolean(),
    users: z.array(meAdminStatusView),
  })
  .openapi('MeStatus');

/** Spec 2 §4 folder states: ACTIVE, DELETED, INACTIVE (another status code), NOT_FOUND, FAILURE. */
export const folderState = z.enum(['ACTIVE', 'DELETED', 'INACTIVE', 'NOT_FOUND', 'FAILURE']);

export const meFolderView = z
  .object({
    state: folderState,
    name: z.string().nullable(),
    creationDate: z.string().nullable(),
    statusCode: z.string().nullable(),
  })
  .openapi('MeFolder');

export const meStorageStatusView = z
  .object({
    suborganization: z.object({
      suborganizationId: z.number().int(),
      suborganizationName: z.string(),
      suborganizationCuit: z.string().nullable(),
      organizationId: z.number().int(),
    }),
    folder: meFolderView,
    users: z.array(
      z.object({
        userId: z.number().int(),
        fullName: z.string(),
        email: z.string(),
        folder: meFolderView,
      }),
    ),
  })
  .openapi('MeStorageStatus');
