// Global notification service (spec 2 §7 "Global notification service"). The server keeps the
// rules the console checks too: finish after start, and no two active notifications of one
// application and type with overlapping validity ('Ya existe una notificación').
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, dateInput, id, listOf } from '../values';
import * as store from './store';

const fields = {
  notificationTitle: z.string().trim().min(1),
  notificationText: z.string().trim().min(1),
  communicationChannelCodes: z.array(z.string().min(1)),
  validityStartDate: dateInput,
  validityFinishDate: dateInput.nullable(),
  isActive: z.boolean(),
  appCode: z.string().min(1),
  notificationTypeCode: z.string().min(1),
  relatedNotificationId: id.nullish(),
};

const createInput = z.object({
  ...fields,
  validityFinishDate: fields.validityFinishDate.default(null),
  isActive: fields.isActive.default(true),
  creationUser: z.string().min(1).optional(),
});

const updateInput = z.object({
  notificationId: id,
  ...Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])),
  modificationUser: z.string().min(1).optional(),
}) as z.ZodType<
  { notificationId: number; modificationUser?: string } & Partial<{
    [K in keyof typeof fields]: z.output<(typeof fields)[K]>;
  }>
>;

function invalid(detail: string) {
  return fail(400, errors.validation, `${errors.validation.message}: ${detail}`);
}

async function checked(
  tx: Queryable,
  n: {
    title: string;
    text: string;
    channels: string[];
    start: string;
    finish: string | null;
    isActive: boolean;
    appCode: string;
    typeCode: string;
    relatedId: number | null;
  },
  exceptId: number | null,
): Promise<store.NotificationFields> {
  const typeId = await store.typeIdOf(tx, n.typeCode);
  if (typeId === undefined) throw invalid(`notificationTypeCode '${n.typeCode}'`);
  if (!(await store.appExists(tx, n.appCode))) throw invalid(`appCode '${n.appCode}'`);
  if (!(await store.channelsExist(tx, n.channels))) throw invalid('communicationChannelCodes');
  if (n.finish !== null && n.finish <= n.start)
    throw invalid('validityFinishDate must be after validityStartDate');
  if (n.relatedId !== null && !(await store.find(tx, n.relatedId)))
    throw fail(404, errors.notificationNotFound);
  if (n.isActive && (await store.overlaps(tx, { ...n, typeId, exceptId })))
    throw fail(409, errors.notificationOverlap);
  return { ...n, typeId };
}

export function globalNotificationRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.globalNotifications,
    routes: [
      {
        method: 'POST',
        path: '/addGlobalNotificationEAuthz',
        status: 201,
        handle: async (req) => {
          const input = parse(createInput, req.body);
          return db.transaction(async (tx) => {
            const notification = await checked(
              tx,
              {
                title: input.notificationTitle,
                text: input.notificationText,
                channels: input.communicationChannelCodes,
                start: input.validityStartDate,
                finish: input.validityFinishDate,
                isActive: input.isActive,
                appCode: input.appCode,
                typeCode: input.notificationTypeCode,
                relatedId: input.relatedNotificationId ?? null,
              },
              null,
            );
            const notificationId = await store.insert(tx, notification, input.creationUser ?? consoleUser);
            await store.setChannels(tx, notificationId, input.communicationChannelCodes);
            return { notificationId };
          });
        },
      },
      {
        method: 'POST',
        path: '/addEntityGroupGlobalNotificationEAuthz',
        status: 201,
        handle: async (req) => {
          const input = parse(
            z.object({ notificationId: id, notificationConditionType: id, suborganizationGroupId: id }),
            req.body,
          );
          return db.transaction(async (tx) => {
            if (!(await store.find(tx, input.notificationId))) throw fail(404, errors.notificationNotFound);
            if (!(await store.conditionTypeExists(tx, input.notificationConditionType))) {
              throw invalid('notificationConditionType');
            }
            if (!(await store.groupExists(tx, input.suborganizationGroupId)))
              throw invalid('suborganizationGroupId');
            await store.upsertCondition(tx, {
              notificationId: input.notificationId,
              typeId: input.notificationConditionType,
              groupId: input.suborganizationGroupId,
            });
            return input;
          });
        },
      },
      {
        method: 'GET',
        path: '/getAllGlobalNotificationEAuthz',
        handle: async (req) => {
          const q = parse(
            z.object({ id: id.optional(), appCodes: listOf(z.string().min(1)).optional() }),
            req.query,
          );
          return store.list(db, { id: q.id, appCodes: q.appCodes });
        },
      },
      { method: 'GET', path: '/getAllNotificationTypesEAuthz', handle: () => store.types(db) },
      {
        method: 'PATCH',
        path: '/updateGlobalNotificationEAuthz',
        handle: async (req) => {
          const input = parse(updateInput, req.body);
          const user = input.modificationUser ?? consoleUser;
          return db.transaction(async (tx) => {
            const current = await store.find(tx, input.notificationId);
            if (!current) throw fail(404, errors.notificationNotFound);
            const channels =
              input.communicationChannelCodes ??
              current.communicationChannels.map((c) => c.communicationChannelCode);
            const notification = await checked(
              tx,
              {
                title: input.notificationTitle ?? current.notificationTitle,
                text: input.notificationText ?? current.notificationText,
                channels,
                start: input.validityStartDate ?? current.validityStartDate,
                finish:
                  input.validityFinishDate === undefined
                    ? current.validityFinishDate
                    : input.validityFinishDate,
                isActive: input.isActive ?? current.isActive,
                appCode: input.appCode ?? current.appCode,
                typeCode: input.notificationTypeCode ?? current.notificationTypeCode,
                relatedId:
                  input.relatedNotificationId === undefined
                    ? current.relatedNotificationId
                    : input.relatedNotificationId,
              },
              input.notificationId,
            );
            await store.update(tx, input.notificationId, notification, user);
            if (input.communicationChannelCodes) await store.setChannels(tx, input.notificationId, channels);
            if (!notification.isActive) await store.deactivateRelated(tx, input.notificationId, user);
            return store.find(tx, input.notificationId);
          });
        },
      },
    ],
  };
}
