// Endpoints of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17): the
// subscriptions list with its filters, a CUIT's detail with its history and studies, the client
// names for the filter, and the studies of a client CUIT. Status changes are operations
// (eventanilla.changeStatus through POST /api/operations), never a route here.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import {
  allowedTargets,
  EVENTANILLA_STATUS_CHANGE_ROLES,
  EVENTANILLA_VIEW_ROLES,
  eventanillaMessages,
  statusLabel,
} from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import {
  clientDetail,
  cuitParams,
  eventanillaClients,
  eventanillaDetail,
  eventanillaList,
  eventanillaListQuery,
} from './schemas';

/** §2.1 / §6: who sees e-Ventanilla and clientes. */
/** The legal communications service answers at most this many rows per search. */
const SERVICE_MAX = 1000;
const LEGAL_SERVICE = 'LegalCommunicationsApi';
const FIRMS_SERVICE = 'FirmsCustomersApi';

const canChange = (auth: AuthContext) =>
  EVENTANILLA_STATUS_CHANGE_ROLES.some((role) => auth.roles.includes(role));

/** §8: a service's 404 is 'Ocurrió un error en un servicio de: {service}'; others its code. */
function serviceFailure(error: unknown, service: string): never {
  if (error instanceof PlatformError) {
    throw new HttpError(
      502,
      'SERVICE_ERROR',
      error.isNotFound || !error.body.codeMessageLanguage
        ? eventanillaMessages.serviceNotFound(service)
        : eventanillaMessages.serviceCode(error.body.codeMessageLanguage),
    );
  }
  throw error;
}

export function registerMeEventanillaRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['e-Ventanilla y clientes'];

  table.add({
    method: 'get',
    path: '/api/me/eventanilla',
    summary: 'e-Ventanilla: suscripciones de comunicación',
    description:
      'Suscripciones por CUIT filtradas por CUIT (`cuit`), clientes (`client`, repetible) y estados (`status`, ' +
      'repetible), ordenadas por fecha de estado (`order`, por defecto descendente), con los cambios de estado ' +
      'permitidos de cada una.',
    tags,
    roles: EVENTANILLA_VIEW_ROLES,
    query: eventanillaListQuery,
    responses: {
      200: { description: 'Las suscripciones', schema: eventanillaList },
      502: { description: "'Ocurrió un error en un servicio de: …'", schema: errorBody },
    },
    handler: async ({ query, auth }) => {
      let rows;
      try {
        rows = await platformFor(auth).legalCommunications.search({
          cuitCliente: query.cuit,
          customerSuborganizationName: query.client,
          subscriptionStatus: query.status as never,
        });
      } catch (error) {
        serviceFailure(error, LEGAL_SERVICE);
      }
      const items = rows.map((row) => ({
        communicationSubscriptionVEId: row.communicationSubscriptionVEId,
        cuit: row.cuitDestinatario,
        status: row.subscriptionStatus,
        statusDesc: row.subscriptionStatusDesc || statusLabel(row.subscriptionStatus),
        lastStatusChangeDate: row.lastStatusChangeDate,
        operator: row.eventActionUser,
        clients: row.customerSuborganizationNames,
        allowedStatusChanges: allowedTargets(row.subscriptionStatus),
      }));
      const sign = query.order === 'asc' ? 1 : -1;
      items.sort(
        (a, b) =>
          sign * (Date.parse(a.lastStatusChangeDate) - Date.parse(b.lastStatusChangeDate)) ||
          a.communicationSubscriptionVEId - b.communicationSubscriptionVEId,
      );
      return {
        status: 200,
        body: {
          items,
          total: items.length,
          truncated: rows.length >= SERVICE_MAX,
          canChangeStatus: canChange(auth),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/eventanilla/clients',
    summary: "e-Ventanilla: clientes para 'Buscar por cliente'",
    description: 'Los nombres de los clientes que usan alguna suscripción, sin repetir, en orden alfabético.',
    tags,
    roles: EVENTANILLA_VIEW_ROLES,
    responses: {
      200: { description: 'Los clientes', schema: eventanillaClients },
      502: { description: "'Ocurrió un error en un servicio de: …'", schema: errorBody },
    },
    handler: async ({ auth }) => {
      let rows;
      try {
        rows = await platformFor(auth).legalCommunications.search({});
      } catch (error) {
        serviceFailure(error, LEGAL_SERVICE);
      }
      const names = [...new Set(rows.flatMap((row) => row.customerSuborganizationNames))];
      return { status: 200, body: { items: names.sort((a, b) => a.localeCompare(b, 'es')) } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/eventanilla/:cuit',
    summary: 'e-Ventanilla: información del CUIT',
    description: "Detalles, 'Estudios asociados' e 'Historial estados' (el más reciente primero) de un CUIT.",
    tags,
    roles: EVENTANILLA_VIEW_ROLES,
    params: cuitParams,
    responses: {
      200: { description: 'La suscripción del CUIT', schema: eventanillaDetail },
      404: { description: "'No se encontró la suscripción de comunicación'", schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      let detail;
      try {
        detail = await platformFor(auth).legalCommunications.detail(params.cuit);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'NOT_FOUND', eventanillaMessages.subscriptionNotFound);
        }
        serviceFailure(error, LEGAL_SERVICE);
      }
      return {
        status: 200,
        body: {
          communicationSubscriptionVEId: detail.communicationSubscriptionVEId,
          cuit: detail.cuitDestinatario,
          status: detail.subscriptionStatus,
          statusDesc: detail.subscriptionStatusDesc || statusLabel(detail.subscriptionStatus),
          lastStatusChangeDate: detail.lastStatusChangeDate,
          operator: detail.eventActionUser,
          allowedStatusChanges: allowedTargets(detail.subscriptionStatus),
          canChangeStatus: canChange(auth),
          history: detail.statusHistory.map((entry) => ({
            status: entry.status,
            statusDesc: entry.statusDesc || statusLabel(entry.status),
            date: entry.date,
            operator: entry.operator,
          })),
          studies: detail.customerSuborgCommSubscriptionsVEList.map((study) => ({
            firmSuborganizationId: study.firmSuborganizationId,
            firmSuborganizationName: study.firmSuborganizationName,
            firmSuborganizationCuit: study.firmSuborganizationCuit,
            firmSuborganizationAvatar: study.firmSuborganizationAvatar,
            firmSuborganizationLogoPictureURL: study.firmSuborganizationLogoPictureURL,
            customerSuborganizationLegalName: study.customerSuborganizationLegalName,
            isServiceEnabled: study.isServiceEnabled,
            orgAppAccessStatusCode: study.orgAppAccessStatusCode,
            applicationInstanceId: study.applicationInstanceId,
          })),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me/clientes/:cuit',
    summary: 'Clientes: estudios asociados a un CUIT',
    description:
      "'Datos del Cliente' y 'Estudios Asociados': los estudios que tienen al CUIT como cliente, con su " +
      "organización. Sin estudios, `client` es null ('No se encontraron estudios asociados').",
    tags,
    roles: EVENTANILLA_VIEW_ROLES,
    params: cuitParams,
    responses: {
      200: { description: 'El cliente y sus estudios', schema: clientDetail },
      502: { description: "'Ocurrió un error en un servicio de: …'", schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      let links;
      try {
        links = await platformFor(auth).firmsCustomers.firmsOfCustomer(params.cuit);
      } catch (error) {
        serviceFailure(error, FIRMS_SERVICE);
      }
      const first = links[0];
      return {
        status: 200,
        body: {
          cuit: params.cuit,
          client: first
            ? {
                name: first.customerSuborganizationName,
                avatar: first.customerSuborganizationAvatar,
                logoUrl: first.logoPictureURL ?? first.customerSuborganizationLogo ?? null,
              }
            : null,
          studies: links.map((link) => ({
            firmSuborganizationId: link.firmSuborganizationId,
            firmSuborganizationName: link.firmSuborganizationName,
            firmSuborganizationCuit: link.firmSuborganizationCuit,
            firmSuborganizationAvatar: link.firmSuborganizationAvatar,
            firmSuborganizationLogoPictureURL: link.firmSuborganizationLogoPictureURL,
            organizationName: link.organizationName,
            organizationCuit: link.organizationCuit,
          })),
        },
      };
    },
  });
}
