// Read endpoints of the study screens (spec 1 §2): 'Detalles del Estudio' (the study, its system
// folder and the folders of its users) and 'Usuarios asociados a un Estudio'.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient, SystemFolder } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody } from '../http/errors';
import { mapLimited, mustFind, orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import { studyViewOf } from '../organizations/views';
import { userStatusLabel } from '../subscribers/labels';
import { studyDetail, studyParams, studyUsers } from './schemas';

function folderViewOf(folder: SystemFolder | null) {
  const directory = folder?.directory[0];
  return {
    exist: Boolean(folder?.exist),
    present: Boolean(folder?.exist && directory && !directory.isDeleted && directory.statusCode === 'ACTIVE'),
    name: directory?.name ?? null,
    creationUser: directory?.creationUser ?? null,
    creationDate: directory?.creationDate ?? null,
    size: directory?.storageData.size ?? null,
    statusCode: directory ? (directory.isDeleted ? 'DELETED' : directory.statusCode) : null,
  };
}

export function registerStudyRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['Estudios'];
  const notFound = {
    description: "No existe: 'Ocurrió un error en un servicio de: SuborganizationApi'",
    schema: errorBody,
  };

  table.add({
    method: 'get',
    path: '/api/suborganizations/:id',
    summary: 'Detalles del Estudio',
    description:
      'El estudio, su carpeta de sistema (`present` falso: "No existe la carpeta de sistema") y la carpeta de cada ' +
      'usuario del estudio.',
    tags,
    roles: 'any',
    params: studyParams,
    responses: { 200: { description: 'El estudio', schema: studyDetail }, 404: notFound },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const study = await mustFind(platform.suborganizations.byId(params.id), 'suborganizations');
      const [folder, staff] = await Promise.all([
        platform.storage.folder(params.id).catch(() => null),
        orEmpty(platform.suborganizations.staff(params.id)),
      ]);
      const folderUsers = await mapLimited(staff, 4, async (member) => {
        const own = folderViewOf(await platform.storage.folder(params.id, member.userId).catch(() => null));
        return {
          userId: member.userId,
          fullName: `${member.account.firstName} ${member.account.lastName}`.trim(),
          email: member.account.email,
          folderName: own.name,
          creationDate: own.creationDate,
          folderStatusCode: own.statusCode ?? 'NONE',
        };
      });
      return { status: 200, body: { study: studyViewOf(study), folder: folderViewOf(folder), folderUsers } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/suborganizations/:id/users',
    summary: 'Usuarios asociados a un Estudio',
    tags,
    roles: 'any',
    params: studyParams,
    responses: { 200: { description: 'El estudio y sus usuarios', schema: studyUsers }, 404: notFound },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const study = await mustFind(platform.suborganizations.byId(params.id), 'suborganizations');
      const staff = await orEmpty(platform.suborganizations.staff(params.id));
      return {
        status: 200,
        body: {
          study: {
            suborganizationId: study.suborganizationId,
            suborganizationName: study.suborganizationName,
          },
          items: staff.map((member) => ({
            userId: member.userId,
            loginAccountId: member.loginAccountId,
            fullName: `${member.account.firstName} ${member.account.lastName}`.trim(),
            email: member.account.email,
            userTypeCode: member.type.organizationUserTypeCode,
            userTypeName: member.type.organizationUserTypeName,
            commercialTypeCode: member.commercialType?.organizationCommercialUserTypeCode ?? null,
            commercialTypeName: member.commercialType?.organizationCommercialUserTypeName ?? null,
            userStatusCode: member.status.userStatusCode,
            userStatusLabel: userStatusLabel(member.status.userStatusCode),
            legacyUserRefId: member.legacyUserRefId ?? null,
            startDate: member.startDate,
          })),
        },
      };
    },
  });
}
