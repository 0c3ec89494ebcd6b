// Endpoints of the area — Notificaciones globales (spec 2 §2.10, §6, §7): the list, one
// notification for the edit form, and the form's options. Writes go through POST
// /api/operations; the operations' contracts (workflows/src/operations/notifications) refuse
// there what the form refuses: a type the caller's role may not manage and an overlap.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type GlobalNotification, type PlatformClient } from '@cgi/platform/client';
import {
  CREATABLE_NOTIFICATION_TYPES,
  manageableNotificationTypes,
  NOTIFICATION_APP_CODE,
  NOTIFICATION_READER_ROLES,
  NOTIFICATION_WRITER_ROLES,
  notificationMessages,
} from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import {
  notificationFormOptions,
  notificationIdParams,
  notificationList,
  notificationView,
  type NotificationView,
} from './schemas';

const TAGS = ['Notificaciones globales'];

function viewOf(n: GlobalNotification, all: readonly GlobalNotification[]): NotificationView {
  const suspension = all.find(
    (s) =>
      s.isActive &&
      s.relatedNotificationId === n.notificationId &&
      s.notificationTypeCode === 'SERVICE_SUSPENSION',
  );
  return {
    notificationId: n.notificationId,
    notificationTitle: n.notificationTitle,
    notificationText: n.notificationText,
    validityStartDate: n.validityStartDate,
    validityFinishDate: n.validityFinishDate,
    isActive: n.isActive,
    appCode: n.appCode,
    applicationName: n.applicationName,
    notificationTypeCode: n.notificationTypeCode,
    notificationTypeDesc: n.notificationTypeDesc,
    communicationChannels: n.communicationChannels,
    relatedNotificationId: n.relatedNotificationId,
    relatedNotificationTitle: n.relatedNotificationTitle,
    suborganizationGroups: n.destinationExclusions.suborganizationGroups,
    linkedSuspension: suspension
      ? {
          notificationId: suspension.notificationId,
          validityStartDate: suspension.validityStartDate,
          validityFinishDate: suspension.validityFinishDate,
        }
      : null,
  };
}

/** A failed read of the notification service (spec 2 §8: 'Global Notification'). */
function serviceFailure(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(
    error instanceof PlatformError && error.isNotFound ? 404 : 502,
    'NOTIFICATION_SERVICE',
    notificationMessages.serviceFailed,
  );
}

export function registerNotificationsRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);

  const meNotifications = (auth: AuthContext) =>
    platformFor(auth)
      .globalNotifications.list({ appCodes: [NOTIFICATION_APP_CODE] })
      .catch(serviceFailure);

  table.add({
    method: 'get',
    path: '/api/global-notifications',
    summary: 'Notificaciones globales',
    description:
      'Todas las notificaciones (de todas las aplicaciones, activas o no), la de inicio más reciente primero, ' +
      'con sus canales, la notificación relacionada y los grupos de estudios excluidos.',
    tags: TAGS,
    roles: NOTIFICATION_READER_ROLES,
    responses: { 200: { description: 'Las notificaciones', schema: notificationList } },
    handler: async ({ auth }) => {
      const all = await platformFor(auth).globalNotifications.list().catch(serviceFailure);
      return { status: 200, body: { items: all.map((n) => viewOf(n, all)) } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/global-notifications/form-options',
    summary: 'Opciones del formulario de notificación',
    description:
      'Los tipos que el rol puede crear (el operador de información: Publicidad e Información), los tipos de ' +
      'condición y los grupos de estudios.',
    tags: TAGS,
    roles: NOTIFICATION_WRITER_ROLES,
    responses: { 200: { description: 'Opciones', schema: notificationFormOptions } },
    handler: async ({ auth }) => {
      const platform = platformFor(auth);
      const manageable = manageableNotificationTypes(auth.roles);
      const [types, conditionTypes, groups] = await Promise.all([
        platform.globalNotifications.types().catch(serviceFailure),
        orEmpty(platform.authorization.notificationConditionTypes()),
        orEmpty(platform.suborganizations.groups()),
      ]);
      return {
        status: 200,
        body: {
          types: types
            .filter(
              (t) =>
                (CREATABLE_NOTIFICATION_TYPES as readonly string[]).includes(t.notificationTypeCode) &&
                manageable.includes(t.notificationTypeCode),
            )
            .map((t) => ({
              notificationTypeCode: t.notificationTypeCode,
              notificationTypeDesc: t.notificationTypeDesc,
            })),
          conditionTypes: conditionTypes.map((c) => ({
            notificationConditionTypeId: c.notification_condition_type_id,
            notificationConditionTypeDesc: c.notification_condition_type_desc,
          })),
          studyGroups: groups.map((g) => ({
            suborganizationGroupId: g.suborganizationGroupId,
            suborganizationGroupDesc: g.suborganizationGroupDesc,
          })),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/global-notifications/:notificationId',
    summary: 'Una notificación global de Mi Estudio',
    description:
      "Para el formulario 'Editar notificación': la notificación y su suspensión relacionada, si la tiene.",
    tags: TAGS,
    roles: NOTIFICATION_READER_ROLES,
    params: notificationIdParams,
    responses: {
      200: { description: 'La notificación', schema: notificationView },
      404: {
        description: "No existe: 'Ocurrió un error en un servicio de: Global Notification'",
        schema: errorBody,
      },
    },
    handler: async ({ params, auth }) => {
      const all = await meNotifications(auth);
      const found = all.find((n) => n.notificationId === params.notificationId);
      if (!found) throw new HttpError(404, 'NOTIFICATION_NOT_FOUND', notificationMessages.serviceFailed);
      return { status: 200, body: viewOf(found, all) };
    },
  });
}
