// Schemas of the instance detail read endpoints (spec 2 §2.8, §2.9, §3).
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

export const instanceParams = z.object({
  applicationInstanceId: z.coerce
    .number()
    .int()
    .positive()
    .max(DB_INTEGER_MAX)
    .openapi({ type: 'integer', description: 'applicationInstanceId', example: 1 }),
});

const instanceModule = z
  .object({
    appModuleCode: z.string(),
    appModuleName: z.string(),
    startDate: z.string(),
    finishDate: z.string().nullable(),
    /** finishDate earlier than now (spec 2 §4): 'Deshabilitado', no actions. */
    disabled: z.boolean(),
  })
  .openapi('MeInstanceModule');

export const meInstanceDetail = z
  .object({
    instance: z.object({
      applicationInstanceId: z.number().int(),
      appCode: z.string(),
      orgAppAccessStatusCode: z.string(),
      baseApplicationInstance: z.boolean(),
      activeAppUserCount: z.number().int(),
      activeExternalAppUserCount: z.number().int(),
      accessStartDate: z.string().nullable(),
      accessFinishDate: z.string().nullable(),
      organizationId: z.number().int(),
      baseSuborganizationId: z.number().int().nullable(),
    }),
    /** Null: 'No se encontro la organizacion asociada'. */
    organization: z
      .object({
        organizationId: z.number().int(),
        organizationName: z.string(),
        organizationCuit: z.string(),
      })
      .nullable(),
    /** Null: 'No se encontro el estudio asociado'. */
    study: z
      .object({
        suborganizationId: z.number().int(),
        suborganizationName: z.string(),
        suborganizationCuit: z.string().nullable(),
        avatar: z.object({ color: z.string(), initials: z.string() }),
      })
      .nullable(),
    modules: z.array(instanceModule),
    parameters: z.array(
      z
        .object({ code: z.string(), description: z.string(), value: z.number() })
        .openapi('MeInstanceParameter'),
    ),
    /** The picker of 'Habilitar modulo': modules not on the instance plus ended ones. */
    enableableModules: z.array(z.object({ appModuleCode: z.string(), appModuleName: z.string() })),
  })
  .openapi('MeInstanceDetail');

const instanceUser = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    fullName: z.string(),
    userStatusCode: z.string(),
    userStatusLabel: z.string(),
    userTypeCode: z.string(),
    userTypeName: z.string(),
    commercialTypeName: z.string().nullable(),
    roleCode: z.string().nullable(),
    roleName: z.string().nullable(),
    /** Null when the user has no access record: no 'Habilitar/Deshabilitar acceso'. */
    accessStatusCode: z.string().nullable(),
    accessStatusLabel: z.string().nullable(),
    accessStartDate: z.string().nullable(),
    accessFinishDate: z.string().nullable(),
  })
  .openapi('MeInstanceUser');

export const meInstanceUsers = z
  .object({
    applicationInstanceId: z.number().int(),
    organizationId: z.number().int(),
    baseSuborganizationId: z.number().int().nullable(),
    studyName: z.string().nullable(),
    associated: z.array(instanceUser),
    notAssociated: z.array(instanceUser),
    /** The assignable firm roles (ME.FirmAdmin, ME.FirmStaff). */
    roles: z.array(z.object({ appRoleCode: z.string(), appRoleName: z.string() })),
  })
  .openapi('MeInstanceUsers');
