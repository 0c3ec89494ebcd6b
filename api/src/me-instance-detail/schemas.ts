// Schemas of the instance detail read endpoints (spec 2 §2.8, §2.9, §3).
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';
import { limitField, offsetField, searchField } from '../http/paging';

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
    /** The user's number in the older application (spec 1 §3: legacyUserRefId). */
    legacyUserRefId: z.string().nullable(),
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

/** The two tables page apart; one search narrows both. */
export const INSTANCE_USERS_PAGE_SIZE = 25;
export const INSTANCE_USERS_MAX_PAGE_SIZE = 100;

export const instanceUsersQuery = z.object({
  search: searchField(
    100,
    'Nombre, apellido, e-mail o número de usuario (en cualquier orden; sin distinguir mayúsculas ni acentos)',
  ),
  limit: limitField(INSTANCE_USERS_PAGE_SIZE, INSTANCE_USERS_MAX_PAGE_SIZE),
  associatedOffset: offsetField('Primera fila de la página de usuarios asociados'),
  notAssociatedOffset: offsetField('Primera fila de la página de usuarios no asociados'),
});

const instanceUserPage = z
  .object({
    items: z.array(instanceUser),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Rows that match the search (all rows without one). */
    total: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi('MeInstanceUserPage');

export const meInstanceUsers = z
  .object({
    applicationInstanceId: z.number().int(),
    organizationId: z.number().int(),
    baseSuborganizationId: z.number().int().nullable(),
    studyName: z.string().nullable(),
    /** The search applied, trimmed (null without one). */
    search: z.string().nullable(),
    associated: instanceUserPage,
    notAssociated: instanceUserPage,
    /** The assignable firm roles (ME.FirmAdmin, ME.FirmStaff). */
    roles: z.array(z.object({ appRoleCode: z.string(), appRoleName: z.string() })),
  })
  .openapi('MeInstanceUsers');
