// Endpoints of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11): the
// platforms (the publish dialog's selector) with their active versions (one card each).
// Publish and deprecate are operations (versions.publish, versions.deprecate).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import { VERSIONS_APP_CODE, VERSIONS_ROLES, versionsMessages } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { mapLimited } from '../http/platform';
import { createRouteTable } from '../http/route';
import { versionsByPlatform } from './schemas';

export function registerVersionsRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'get',
    path: '/api/versions',
    summary: 'Versiones activas de Mi Estudio por plataforma',
    description:
      'Las plataformas de la aplicación ME, cada una con sus versiones activas (la más reciente primero).',
    tags: ['Control de versiones'],
    roles: VERSIONS_ROLES,
    responses: {
      200: { description: 'Las plataformas y sus versiones activas', schema: versionsByPlatform },
      502: { description: "'Ocurrió un error al obtener las versiones'", schema: errorBody },
    },
    handler: async ({ auth }) => {
      const platform = platformFor(auth);
      try {
        const platforms = await platform.versions.platforms();
        const lists = await mapLimited(platforms, 4, (p) =>
          platform.versions.list({ appCode: VERSIONS_APP_CODE, appPlatformCode: p.appPlatformCode }),
        );
        return {
          status: 200,
          body: {
            appCode: VERSIONS_APP_CODE,
            platforms: platforms.map((p, index) => ({
              appPlatformCode: p.appPlatformCode,
              appPlatformName: p.appPlatformName,
              activeVersions: lists[index]!.activeVersions.map((v) => ({
                appPlatformCode: v.appPlatformCode,
                appVersionCode: v.appVersionCode,
                appVersionDesc: v.appVersionDesc,
                releaseDate: v.releaseDate,
              })),
            })),
          },
        };
      } catch (error) {
        if (error instanceof PlatformError)
          throw new HttpError(502, 'SERVICE_ERROR', versionsMessages.loadFailed);
        throw error;
      }
    },
  });
}
