// Reference lists the forms need (user types for the permission picker).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const userType = z
  .object({
    organizationUserTypeId: z.number().int(),
    organizationUserTypeCode: z.string(),
    organizationUserTypeName: z.string(),
  })
  .openapi('OrganizationUserType');

export function registerCatalogRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  table.add({
    method: 'get',
    path: '/api/catalog/organization-user-types',
    summary: 'Tipos de usuario de organización',
    description: 'Todos los tipos; los selectores de permiso excluyen organizationUserTypeId 2 (DERIV-USER).',
    tags: ['Catálogos'],
    roles: 'any',
    responses: { 200: { description: 'Tipos', schema: z.object({ items: z.array(userType) }) } },
    handler: async ({ auth }) => {
      let items: z.infer<typeof userType>[] = [];
      try {
        items = (await platformFor(auth).organizations.userTypes()).map((t) => ({
          organizationUserTypeId: t.organizationUserTypeId,
          organizationUserTypeCode: t.organizationUserTypeCode,
          organizationUserTypeName: t.organizationUserTypeName,
        }));
      } catch {
        // Spec 1 §7: list loads that fail return empty lists.
      }
      return { status: 200, body: { items } };
    },
  });
}
