// Read endpoints of the organizations screens (spec 1 §2 Organizations): the list with its
// default TESTING-ORG filter and the merged name search, the CUIT search, one organization,
// its users and its studies, and the organization types of the edit form.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import { messages } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { apiMessages, errorBody, HttpError } from '../http/errors';
import { mustFind, orEmpty, orNoneFound } from '../http/platform';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import {
  cuitParams,
  organizationListQuery,
  organizationPage,
  organizationParams,
  organizationStudies,
  organizationTypeView,
  organizationUsersPage,
  organizationView,
  pageQuery,
} from './schemas';
import {
  mergeOrganizations,
  organizationHeaderOf,
  organizationUserViewOf,
  organizationViewOf,
  studyViewOf,
  typesOf,
} from './views';

/** Spec 1 §7: the list's default filter. */

/** Rows the console reads at once to count a list the services do not count. */
const COUNTED = 500;

/** The total of a list read up to COUNTED + 1 rows (null: read page by page, total unknown). */
function countOf(read: number | null): { total: number | null; totalAtLeast: number | null } {
  if (read === null) return { total: null, totalAtLeast: COUNTED };
  return read > COUNTED ? { total: null, totalAtLeast: COUNTED } : { total: read, totalAtLeast: null };
}

export const DEFAULT_ORGANIZATION_TYPE = 'TESTING-ORG';
/** Each half of the name search reads at most this many (the services' own maximum). */
const NAME_SEARCH_LIMIT = 1000;

export function registerOrganizationRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['Organizaciones'];

  table.add({
    method: 'get',
    path: '/api/organizations',
    summary: 'Organizaciones',
    description:
      'Sin `name`: las organizaciones de testeo (TESTING-ORG), paginadas. Con `name`: se busca en mayúsculas ' +
      'como nombre y como nombre legal; los resultados se combinan sin repetir organizationId, se filtran por ' +
      '`types` y se paginan. `types` de la respuesta lista los tipos presentes antes del filtro.',
    tags,
    roles: 'any',
    query: organizationListQuery,
    responses: { 200: { description: 'Una página de organizaciones', schema: organizationPage } },
    handler: async ({ query, auth }) => {
      const platform = platformFor(auth);
      const { offset, limit } = query;
      const name = query.name?.toUpperCase();
      if (!name) {
        // The services say no total: the console reads up to COUNTED rows at once and counts
        // them (issue 43: every table says its total), and pages past that the old way.
        const counted = offset + limit <= COUNTED;
        const found = await orNoneFound(
          platform.organizations.search({
            organizationTypeCode: DEFAULT_ORGANIZATION_TYPE,
            offset: counted ? 0 : offset,
            limit: counted ? COUNTED + 1 : limit + 1,
          }),
        );
        const items = counted ? found.slice(offset, offset + limit) : found.slice(0, limit);
        return {
          status: 200,
          body: {
            items: items.map(organizationViewOf),
            offset,
            limit,
            ...countOf(counted ? found.length : null),
            hasMore: counted ? found.length > offset + limit : found.length > limit,
            types: typesOf(items),
            truncated: false,
          },
        };
      }
      const [byName, byLegalName] = await Promise.all([
        orNoneFound(platform.organizations.search({ organizationName: name, limit: NAME_SEARCH_LIMIT })),
        orNoneFound(platform.organizations.search({ organizationLegalName: name, limit: NAME_SEARCH_LIMIT })),
      ]);
      const merged = mergeOrganizations(byName, byLegalName);
      const wanted = query.types ? new Set(query.types) : null;
      const filtered = wanted
        ? merged.filter((o) => wanted.has(o.organizationType.organizationTypeCode))
        : merged;
      return {
        status: 200,
        body: {
          items: filtered.slice(offset, offset + limit).map(organizationViewOf),
          offset,
          limit,
          total: filtered.length,
          totalAtLeast: null,
          hasMore: offset + limit < filtered.length,
          types: typesOf(merged),
          truncated: byName.length >= NAME_SEARCH_LIMIT || byLegalName.length >= NAME_SEARCH_LIMIT,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/organizations/by-cuit/:cuit',
    summary: 'Organización por CUIT',
    description:
      "'Buscar por CUIT'. Sin organización con ese CUIT: 404 'No existe una organización con el CUIT ingresado'.",
    tags,
    roles: 'any',
    params: cuitParams,
    responses: {
      200: { description: 'La organización', schema: organizationView },
      404: {
        description: 'No existe',
        schema: errorBody,
        example: { code: 'ORGANIZATION_NOT_FOUND', message: messages.organizationByCuitNotFound },
      },
      502: {
        description: "Otra falla del servicio: 'Ocurrió un error, intente nuevamente'",
        schema: errorBody,
      },
    },
    handler: async ({ params, auth }) => {
      try {
        return {
          status: 200,
          body: organizationViewOf(await platformFor(auth).organizations.byCuit(params.cuit)),
        };
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('Organization not found')) {
          throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', messages.organizationByCuitNotFound);
        }
        // Spec 1 §8: any other failure shows the generic text.
        throw new HttpError(502, 'SERVICE_ERROR', apiMessages.unexpected);
      }
    },
  });

  table.add({
    method: 'get',
    path: '/api/organizations/:id',
    summary: 'Organización',
    description: "Para 'Información de la organización', 'Editar una organización' y las migas de pan.",
    tags,
    roles: 'any',
    params: organizationParams,
    responses: {
      200: { description: 'La organización', schema: organizationView },
      404: {
        description: "No existe: 'Ocurrió un error en un servicio de: OrganizationApi'",
        schema: errorBody,
      },
    },
    handler: async ({ params, auth }) => ({
      status: 200,
      body: organizationViewOf(
        await mustFind(platformFor(auth).organizations.byId(params.id), 'organizations'),
      ),
    }),
  });

  table.add({
    method: 'get',
    path: '/api/organizations/:id/users',
    summary: 'Usuarios asociados a una organización',
    description: 'Paginados (`offset`, `limit`), en el orden del servicio.',
    tags,
    roles: 'any',
    params: organizationParams,
    query: pageQuery,
    responses: {
      200: { description: 'La organización y una página de sus usuarios', schema: organizationUsersPage },
      404: { description: 'No existe la organización', schema: errorBody },
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      const organization = await mustFind(platform.organizations.byId(params.id), 'organizations');
      // As the organizations list: up to COUNTED users read at once, so the page says its total.
      const counted = query.offset + query.limit <= COUNTED;
      const users = await orEmpty(
        counted
          ? platform.organizations.users(params.id, 0, COUNTED + 1)
          : platform.organizations.users(params.id, query.offset, query.limit + 1),
      );
      const page = counted
        ? users.slice(query.offset, query.offset + query.limit)
        : users.slice(0, query.limit);
      return {
        status: 200,
        body: {
          organization: organizationHeaderOf(organization),
          items: page.map(organizationUserViewOf),
          offset: query.offset,
          limit: query.limit,
          ...countOf(counted ? users.length : null),
          hasMore: counted ? users.length > query.offset + query.limit : users.length > query.limit,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/organizations/:id/suborganizations',
    summary: 'Estudios asociados a una organización',
    description: 'Sus suborganizaciones de tipo ORG-FIRM.',
    tags,
    roles: 'any',
    params: organizationParams,
    responses: {
      200: { description: 'La organización y sus estudios', schema: organizationStudies },
      404: { description: 'No existe la organización', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const organization = await mustFind(platform.organizations.byId(params.id), 'organizations');
      const studies = await orEmpty(platform.suborganizations.ofOrganization(params.id, 'ORG-FIRM'));
      return {
        status: 200,
        body: { organization: organizationHeaderOf(organization), items: studies.map(studyViewOf) },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/catalog/organization-types',
    summary: 'Tipos de organización',
    description:
      "MAIN-ORG, TESTING-ORG, CUSTOMER-ORG. Vacía si el servicio falla ('No se encontraron tipos de organización').",
    tags: ['Catálogos'],
    roles: 'any',
    responses: {
      200: { description: 'Tipos', schema: z.object({ items: z.array(organizationTypeView) }) },
    },
    handler: async ({ auth }) => {
      const types = await orEmpty(platformFor(auth).organizations.types());
      return {
        status: 200,
        body: {
          items: types.map((t) => ({
            organizationTypeId: t.organizationTypeId,
            organizationTypeCode: t.organizationTypeCode,
            organizationTypeName: t.organizationTypeName,
          })),
        },
      };
    },
  });
}
