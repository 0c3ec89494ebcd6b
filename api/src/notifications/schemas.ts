// Schemas of the global notification read endpoints (spec 2 §2.10, §3).
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

export const notificationView = z
  .object({
    notificationId: z.number().int(),
    notificationTitle: z.string(),
    notificationText: z.string(),
    validityStartDate: z.string(),
    validityFinishDate: z.string().nullable(),
    isActive: z.boolean(),
    appCode: z.string(),
    applicationName: z.string(),
    notificationTypeCode: z.string(),
    notificationTypeDesc: z.string(),
    communicationChannels: z.array(
      z.object({ communicationChannelCode: z.string(), communicationChannelDesc: z.string() }),
    ),
    relatedNotificationId: z.number().int().nullable(),
    relatedNotificationTitle: z.string().nullable(),
    /** Every condition; the card shows the first group (spec 2 §2.10). */
    suborganizationGroups: z.array(
      z.object({
        suborganizationGroupId: z.number().int(),
        suborganizationGroupDesc: z.string(),
        notificationConditionTypeId: z.number().int(),
        notificationConditionTypeDesc: z.string(),
      }),
    ),
    /** The active SERVICE_SUSPENSION linked to it (a blocking maintenance), for the edit form. */
    linkedSuspension: z
      .object({
        notificationId: z.number().int(),
        validityStartDate: z.string(),
        validityFinishDate: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi('GlobalNotification');

export type NotificationView = z.infer<typeof notificationView>;

export const notificationList = z
  .object({ items: z.array(notificationView) })
  .openapi('GlobalNotificationList');

export const notificationIdParams = z.object({
  notificationId: z.coerce
    .number({ error: 'Notificación inválida' })
    .int({ error: 'Notificación inválida' })
    .positive({ error: 'Notificación inválida' })
    .max(DB_INTEGER_MAX, { error: 'Notificación inválida' })
    .openapi({ param: { name: 'notificationId', in: 'path' }, example: 1 }),
});

export const notificationFormOptions = z
  .object({
    /** The types the caller may create (the info operator: ADVERTISEMENT and INFORMATION). */
    types: z.array(z.object({ notificationTypeCode: z.string(), notificationTypeDesc: z.string() })),
    conditionTypes: z.array(
      z.object({ notificationConditionTypeId: z.number().int(), notificationConditionTypeDesc: z.string() }),
    ),
    studyGroups: z.array(
      z.object({ suborganizationGroupId: z.number().int(), suborganizationGroupDesc: z.string() }),
    ),
  })
  .openapi('GlobalNotificationFormOptions');
