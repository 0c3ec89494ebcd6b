// Endpoints of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
// Reads only: the changes are operations started through POST /api/operations (me.module.*,
// me.parameter.update, me.role.assign, me.access.toggle). Spec 2 §2.1: Admin and CustomerSupport.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type ApplicationInstance, type PlatformClient } from '@cgi/platform/client';
import {
  ME_INSTANCES_ROLES,
  meAccessStatusLabel,
  meEnableableModules,
  meInstanceDates,
  meInstanceMessages,
  meSplitInstanceUsers,
} from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { everyPage, matchesSearch, pageOf } from '../http/paging';
import { orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import { instanceParams, instanceUsersQuery, meInstanceDetail, meInstanceUsers } from './schemas';

const APP_CODE = 'ME';
/** The organization service's own page (its default limit): an organization's users are read
 * through its offsets, so one with more users than a page is read whole. */
const ORGANIZATION_USERS_PAGE = 1000;

/** The instance; the service's 404 is spec 2 §8's 'Ocurrio un error en un servicio de: eAuthzAPI'. */
async function mustFindInstance(platform: PlatformClient, id: number): Promise<ApplicationInstance> {
  try {
    return await platform.authorization.instance(id);
  } catch (error) {
    if (error instanceof PlatformError && error.isNotFound) {
      throw new HttpError(404, 'NOT_FOUND', meInstanceMessages.eAuthzFailed);
    }
    throw error;
  }
}

/** A related entity that may be missing: the screen says 'No se encontro …' instead of failing. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof PlatformError && error.isNotFound) return null;
    throw error;
  }
}

export function registerMeInstanceDetailRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['Mi Estudio: instancias'];
  const notFound = {
    description: "No existe la instancia: 'Ocurrió un error en un servicio de: eAuthzAPI'",
    schema: errorBody,
  };

  table.add({
    method: 'get',
    path: '/api/me/application-instances/:applicationInstanceId',
    summary: 'Información sobre la Instancia de aplicación',
    description:
      'Detalles de la instancia, su organización y estudio asociados, los módulos habilitados (con `disabled` cuando ' +
      'su fecha de finalización ya pasó), los topes y los módulos que se pueden habilitar.',
    tags,
    roles: ME_INSTANCES_ROLES,
    params: instanceParams,
    responses: { 200: { description: 'La instancia', schema: meInstanceDetail }, 404: notFound },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const instance = await mustFindInstance(platform, params.applicationInstanceId);
      const [organization, study, catalogue] = await Promise.all([
        orNull(platform.organizations.byId(instance.organizationId)),
        instance.baseSuborganizationId === null
          ? null
          : orNull(platform.suborganizations.byId(instance.baseSuborganizationId)),
        platform.authorization
          .modules(APP_CODE)
          .then((answer) => answer.appModules)
          .catch(() => []),
      ]);
      const now = new Date();
      return {
        status: 200,
        body: {
          instance: {
            applicationInstanceId: instance.applicationInstanceId,
            appCode: instance.appCode,
            orgAppAccessStatusCode: instance.orgAppAccessStatusCode,
            baseApplicationInstance: instance.baseApplicationInstance,
            activeAppUserCount: instance.activeAppUserCount,
            activeExternalAppUserCount: instance.activeExternalAppUserCount,
            accessStartDate: instance.accessStartDate ?? null,
            accessFinishDate: instance.accessFinishDate,
            organizationId: instance.organizationId,
            baseSuborganizationId: instance.baseSuborganizationId,
          },
          organization: organization && {
            organizationId: organization.organizationId,
            organizationName: organization.organizationName,
            organizationCuit: organization.organizationCuit,
          },
          study: study && {
            suborganizationId: study.suborganizationId,
            suborganizationName: study.suborganizationName,
            suborganizationCuit: study.suborganizationCuit,
            avatar: study.suborganizationAvatar,
          },
          modules: instance.appModules.map((m) => ({
            appModuleCode: m.appModuleCode,
            appModuleName: m.appModuleName,
            startDate: m.startDate,
            finishDate: m.finishDate,
            disabled: meInstanceDates.isEnded(m.finishDate, now),
          })),
          parameters: instance.appParameters.map((p) => ({
            code: p.app_parameter_code,
            description: p.app_parameter_desc,
            value: p.parameter_num_value,
          })),
          enableableModules: meEnableableModules(catalogue, instance.appModules, now).map((m) => ({
            appModuleCode: m.appModuleCode,
            appModuleName: m.appModuleName,
          })),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/application-instances/:applicationInstanceId/users',
    summary: 'Usuarios asociados a Mi Estudio',
    description:
      'Los usuarios de la organización de la instancia, separados en asociados (con rol y registro de acceso) y no ' +
      'asociados, cada grupo paginado aparte (`associatedOffset`, `notAssociatedOffset`, `limit`) y filtrado por ' +
      '`search` (nombre, e-mail o número de usuario; cada palabra debe aparecer, sin distinguir mayúsculas ni ' +
      'acentos), y los roles asignables. Los servicios de autorización responden sus listas completas y el de ' +
      'organizaciones se lee página por página; la consola une, filtra y pagina. Una lista que no se puede cargar ' +
      'se muestra vacía.',
    tags,
    roles: ME_INSTANCES_ROLES,
    params: instanceParams,
    query: instanceUsersQuery,
    responses: {
      200: { description: 'Una página de cada grupo de usuarios de la instancia', schema: meInstanceUsers },
      404: notFound,
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      const instance = await mustFindInstance(platform, params.applicationInstanceId);
      const id = instance.applicationInstanceId;
      const [users, roles, accesses, assignable] = await Promise.all([
        orEmpty(
          everyPage(
            (offset, limit) => platform.organizations.users(instance.organizationId, offset, limit),
            ORGANIZATION_USERS_PAGE,
          ),
        ),
        orEmpty(platform.authorization.userRoles(id, APP_CODE)),
        orEmpty(
          platform.authorization.userAccesses(id, APP_CODE).then((answer) => answer.applicationInstances),
        ),
        orEmpty(platform.authorization.roles(APP_CODE)),
      ]);
      const { search } = query;
      const found = search
        ? users.filter((user) =>
            matchesSearch(search, [
              user.account.firstName,
              user.account.lastName,
              user.account.email,
              user.legacyUserRefId,
            ]),
          )
        : users;
      const split = meSplitInstanceUsers(found, roles, accesses);
      const view = (entry: (typeof split.notAssociated)[number]) => {
        const { user, role, access } = entry;
        return {
          userId: user.userId,
          email: user.account.email,
          fullName: `${user.account.firstName} ${user.account.lastName}`.trim(),
          userStatusCode: user.status.userStatusCode,
          // Spec 2 §4 labels user and access statuses alike; an unknown code shows as it is.
          userStatusLabel: meAccessStatusLabel(user.status.userStatusCode),
          userTypeCode: user.type.organizationUserTypeCode,
          userTypeName: user.type.organizationUserTypeName,
          legacyUserRefId: user.legacyUserRefId ?? null,
          commercialTypeName: user.commercialType?.organizationCommercialUserTypeName ?? null,
          roleCode: role?.appRoleCode ?? null,
          roleName: role?.appRoleName ?? null,
          accessStatusCode: access?.userAppAccessStatusCode ?? null,
          accessStatusLabel: access ? meAccessStatusLabel(access.userAppAccessStatusCode) : null,
          accessStartDate: access?.accessStartDate ?? null,
          accessFinishDate: access?.accessFinishtDate ?? null,
        };
      };
      const associated = pageOf(split.associated, query.associatedOffset, query.limit);
      const notAssociated = pageOf(split.notAssociated, query.notAssociatedOffset, query.limit);
      return {
        status: 200,
        body: {
          applicationInstanceId: id,
          organizationId: instance.organizationId,
          baseSuborganizationId: instance.baseSuborganizationId,
          studyName: instance.suborganizationName,
          search: search ?? null,
          associated: { ...associated, items: associated.items.map(view) },
          notAssociated: { ...notAssociated, items: notAssociated.items.map(view) },
          roles: assignable.map((r) => ({ appRoleCode: r.appRoleCode, appRoleName: r.appRoleName })),
        },
      };
    },
  });
}
