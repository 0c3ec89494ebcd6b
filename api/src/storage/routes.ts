// Read endpoint of 'Papelera interna de reciclaje' (spec 1 §2): the documents permanently
// deleted from a study, filtered by name, deletion period and path, a page at a time.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { mustFind } from '../http/platform';
import { createRouteTable } from '../http/route';
import { recycleBinPage, recycleBinQuery, studyIdParams } from './schemas';

/** The storage service answers at most this many documents per query. */
const SERVICE_MAX = 1000;

export function registerStorageRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'get',
    path: '/api/storage/recycle/:studyId',
    summary: 'Papelera interna de reciclaje',
    description:
      'Documentos eliminados definitivamente del estudio, del más reciente al más antiguo, filtrados por nombre ' +
      '(`documentName`), período de eliminación (`start`, `end`) y ruta (`path`), paginados (`offset`, `limit`).',
    tags: ['Almacenamiento'],
    roles: 'any',
    params: studyIdParams,
    query: recycleBinQuery,
    responses: {
      200: { description: 'Una página de documentos', schema: recycleBinPage },
      404: {
        description: "No existe el estudio: 'Ocurrió un error en un servicio de: SuborganizationApi'",
        schema: errorBody,
      },
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      const study = await mustFind(platform.suborganizations.byId(params.studyId), 'suborganizations');
      let documents;
      try {
        documents = (
          await platform.storage.recycleBin({
            groupId: params.studyId,
            documentName: query.documentName,
            start: query.start,
            end: query.end,
            path: query.path,
          })
        ).childrens;
      } catch (error) {
        if (error instanceof PlatformError && error.status === 400) {
          throw new HttpError(400, 'VALIDATION', error.body.message ?? 'Revise los filtros');
        }
        throw error;
      }
      return {
        status: 200,
        body: {
          study: {
            suborganizationId: study.suborganizationId,
            suborganizationName: study.suborganizationName,
            organizationId: study.organizationId,
          },
          items: documents.slice(query.offset, query.offset + query.limit).map((document) => ({
            documentId: document.documentId,
            name: document.name,
            documentType: document.documentType,
            size: document.size,
            creationDate: document.audit.creationDate,
            creationUser: document.audit.creationUser,
            purgeDate: document.purgeDate,
            purgeActionUser: document.purgeActionUser,
            absolutePath: document.absolutePath,
          })),
          offset: query.offset,
          limit: query.limit,
          total: documents.length,
          truncated: documents.length >= SERVICE_MAX,
        },
      };
    },
  });
}
