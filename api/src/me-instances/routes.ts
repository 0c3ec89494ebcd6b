// Endpoints of the area — Mi Estudio: búsqueda de instancias, instancias de una organización, habilitación, estado de inicialización y de almacenamiento (spec 2 §2.2–§2.6).
// Read endpoints only: the operations (me.enable, me.changeAdminUser, me.createUserFolder,
// me.createBaseFolder) start through POST /api/operations. Every endpoint admits the roles of
// ME/applicationInstances (spec 2 §2.1): CGI.Admin and CGI.CustomerSupport.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ApplicationInstance, PlatformClient, SystemFolder } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import { ME_INSTANCES_ROLES, meAccessStatusLabel, meInstancesMessages as m } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { mapLimited, mustFind, orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import {
  cuitQuery,
  meInstancesView,
  meOrganizationView,
  meStatusView,
  meStorageStatusView,
  organizationParams,
  suborganizationParams,
} from './schemas';

type FolderView = {
  state: 'ACTIVE' | 'DELETED' | 'INACTIVE' | 'NOT_FOUND' | 'FAILURE';
  name: string | null;
  creationDate: string | null;
  statusCode: string | null;
};

/** Spec 2 §4: Active, Deleted, No active (another status code), Not found, Failure (no answer). */
export function folderViewOf(folder: SystemFolder | null): FolderView {
  if (!folder) return { state: 'FAILURE', name: null, creationDate: null, statusCode: null };
  const directory = folder.directory[0];
  if (!folder.exist || !directory)
    return { state: 'NOT_FOUND', name: null, creationDate: null, statusCode: null };
  const base = {
    name: directory.name,
    creationDate: directory.creationDate,
    statusCode: directory.statusCode,
  };
  if (directory.isDeleted) return { state: 'DELETED', ...base };
  return { state: directory.statusCode === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE', ...base };
}

function instanceViewOf(instance: ApplicationInstance, now: number) {
  return {
    applicationInstanceId: instance.applicationInstanceId,
    orgAppAccessStatusCode: instance.orgAppAccessStatusCode,
    orgAppAccessStatusLabel: meAccessStatusLabel(instance.orgAppAccessStatusCode),
    baseApplicationInstance: instance.baseApplicationInstance,
    suborganizationName: instance.suborganizationName,
    suborganizationCuit: instance.suborganizationCuit,
    baseSuborganizationId: instance.baseSuborganizationId,
    accessStartDate: instance.accessStartDate ?? null,
    accessFinishDate: instance.accessFinishDate,
    enabledModuleCount: instance.appModules.filter(
      (mod) => !mod.finishDate || Date.parse(mod.finishDate) >= now,
    ).length,
  };
}

export function registerMeInstancesRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['Mi Estudio: instancias'];
  const roles = ME_INSTANCES_ROLES;
  const organizationOf = async (platform: PlatformClient, organizationId: number) => {
    const organization = await mustFind(platform.organizations.byId(organizationId), 'organizations');
    return {
      organizationId: organization.organizationId,
      organizationName: organization.organizationName,
      organizationCuit: organization.organizationCuit,
    };
  };
  const organizationMissing = {
    description: "No existe: 'Ocurrió un error en un servicio de: OrganizationApi'",
    schema: errorBody,
  };

  table.add({
    method: 'get',
    path: '/api/me/organizations/by-cuit',
    summary: 'Buscar una organización por CUIT (Instancias de la aplicación Mi Estudio)',
    description: `CUIT de 11 dígitos sin guiones ('${m.cuitInvalid}'); '${m.organizationNotFoundByCuit}' si no existe.`,
    tags,
    roles,
    query: cuitQuery,
    responses: {
      200: { description: 'La organización', schema: meOrganizationView },
      400: { description: m.cuitInvalid, schema: errorBody },
      404: { description: m.organizationNotFoundByCuit, schema: errorBody },
    },
    handler: async ({ query, auth }) => {
      try {
        const organization = await platformFor(auth).organizations.byCuit(query.cuit);
        return {
          status: 200,
          body: {
            organizationId: organization.organizationId,
            organizationName: organization.organizationName,
            organizationCuit: organization.organizationCuit,
          },
        };
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', m.organizationNotFoundByCuit);
        }
        throw error;
      }
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/organizations/:organizationId/instances',
    summary: 'Instancias de aplicación asociadas',
    description: 'Las instancias de Mi Estudio de la organización; una lista vacía si no tiene ninguna.',
    tags,
    roles,
    params: organizationParams,
    responses: {
      200: { description: 'La organización y sus instancias', schema: meInstancesView },
      404: organizationMissing,
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const organization = await organizationOf(platform, params.organizationId);
      let instances: ApplicationInstance[] = [];
      try {
        instances = (await platform.authorization.instancesOfOrganization(params.organizationId))
          .applicationInstances;
      } catch (error) {
        // 'NotFound' means the organization has no instance (spec 2 §7).
        if (!(error instanceof PlatformError && error.isNotFound)) throw error;
      }
      const now = Date.now();
      return {
        status: 200,
        body: { organization, instances: instances.map((instance) => instanceViewOf(instance, now)) },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/organizations/:organizationId/status',
    summary: 'Estado de Inicialización de Mi Estudio Versión Básica',
    description:
      'La organización, su estudio base, su carpeta de sistema, su instancia y sus usuarios administradores.',
    tags,
    roles,
    params: organizationParams,
    responses: {
      200: { description: 'El estado de inicialización', schema: meStatusView },
      404: organizationMissing,
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const organization = await organizationOf(platform, params.organizationId);
      const status = await mustFind(platform.meRegistration.status(params.organizationId), 'meRegistration');
      const study =
        status.suborganizationId === null
          ? null
          : await platform.suborganizations.byId(status.suborganizationId).catch(() => null);
      return {
        status: 200,
        body: {
          organization,
          suborganizationId: status.suborganizationId,
          suborganizationName: study?.suborganizationName ?? null,
          applicationInstanceId: status.applicationInstanceId,
          suborganizationExist: status.suborganizationExist,
          subscriberExist: status.subscriberExist,
          baseSystemDefinedDirStorageExist: status.baseSystemDefinedDirStorageExist,
          applicationInstanceExist: status.applicationInstanceExist,
          users: status.users.map((user) => ({
            ...user,
            userAppAccessStatusLabel: user.userAppAccessStatusCode
              ? meAccessStatusLabel(user.userAppAccessStatusCode)
              : null,
          })),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/suborganizations/:suborganizationId/storage-status',
    summary: 'Estado de la inicialización del módulo de almacenamiento',
    description:
      'El estudio, su carpeta de sistema y la carpeta de cada usuario asociado, con su estado: ACTIVE, DELETED, ' +
      'INACTIVE (otro código de estado), NOT_FOUND o FAILURE (la búsqueda no respondió).',
    tags,
    roles,
    params: suborganizationParams,
    responses: {
      200: { description: 'El estado del almacenamiento', schema: meStorageStatusView },
      404: {
        description: "No existe: 'Ocurrió un error en un servicio de: SuborganizationApi'",
        schema: errorBody,
      },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const id = params.suborganizationId;
      const study = await mustFind(platform.suborganizations.byId(id), 'suborganizations');
      const [folder, staff] = await Promise.all([
        platform.storage.folder(id).catch(() => null),
        orEmpty(platform.suborganizations.staff(id)),
      ]);
      const users = await mapLimited(staff, 4, async (member) => ({
        userId: member.userId,
        fullName: `${member.account.firstName} ${member.account.lastName}`.trim(),
        email: member.account.email,
        folder: folderViewOf(await platform.storage.folder(id, member.userId).catch(() => null)),
      }));
      return {
        status: 200,
        body: {
          suborganization: {
            suborganizationId: study.suborganizationId,
            suborganizationName: study.suborganizationName,
            suborganizationCuit: study.suborganizationCuit ?? study.cuit ?? null,
            organizationId: study.organizationId,
          },
          folder: folderViewOf(folder),
          users,
        },
      };
    },
  });
}
