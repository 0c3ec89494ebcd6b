// The Mi Estudio instances reads: query keys and options shared by the routes' loaders and the
// pages, plus the organization lookup by CUIT of the search screen.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema';
import { api, unwrap } from '../../../shared/api/client';

type Schemas = components['schemas'];
export type MeOrganization = Schemas['MeOrganization'];
export type MeInstances = Schemas['MeInstances'];
export type MeInstance = Schemas['MeInstance'];
export type MeStatus = Schemas['MeStatus'];
export type MeAdminStatus = Schemas['MeAdminStatus'];
export type MeStorageStatus = Schemas['MeStorageStatus'];
export type MeFolder = Schemas['MeFolder'];

export const meKeys = {
  all: ['me-instances'] as const,
  instances: (organizationId: string) =>
    ['me-instances', 'organization', organizationId, 'instances'] as const,
  status: (organizationId: string) => ['me-instances', 'organization', organizationId, 'status'] as const,
  storage: (suborganizationId: string) =>
    ['me-instances', 'suborganization', suborganizationId, 'storage'] as const,
};

const id = (value: string) => Number(value);

/** GET /api/me/organizations/{id}/instances: 'Instancias de aplicación asociadas'. */
export const meInstancesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: meKeys.instances(organizationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/organizations/{organizationId}/instances', {
          params: { path: { organizationId: id(organizationId) } },
          signal,
        }),
      ),
  });

/** GET /api/me/organizations/{id}/status: 'Estado de Inicialización de Mi Estudio Versión Básica'. */
export const meStatusQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: meKeys.status(organizationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/organizations/{organizationId}/status', {
          params: { path: { organizationId: id(organizationId) } },
          signal,
        }),
      ),
  });

/** GET /api/me/suborganizations/{id}/storage-status: the storage initialisation status. */
export const meStorageQueryOptions = (suborganizationId: string) =>
  queryOptions({
    queryKey: meKeys.storage(suborganizationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/suborganizations/{suborganizationId}/storage-status', {
          params: { path: { suborganizationId: id(suborganizationId) } },
          signal,
        }),
      ),
  });

/** GET /api/me/organizations/by-cuit: the organization of a CUIT (404: none). */
export const findOrganizationByCuit = (cuit: string) =>
  unwrap(api.GET('/api/me/organizations/by-cuit', { params: { query: { cuit } } }));
