// SQL of the global notification family.
import type {
  GlobalNotification,
  NotificationConditionGroup,
  NotificationType,
} from '../../client/global-notifications';
import type { Queryable } from '../../db/types';
import { iso, isoOrNull } from '../values';

interface NotificationRow {
  notification_id: number;
  notification_title: string;
  notification_text: string;
  validity_start_date: Date;
  validity_finish_date: Date | null;
  is_active: boolean;
  app_code: string;
  app_name: string;
  notification_type_id: number;
  notification_type_code: GlobalNotification['notificationTypeCode'];
  notification_type_desc: string;
  channels: GlobalNotification['communicationChannels'];
  related_notification_id: number | null;
  related_notification_title: string | null;
  groups: NotificationConditionGroup[];
  creation_date: Date;
  creation_user: string;
  modification_date: Date | null;
  modification_user: string | null;
}

const select = `
  select n.notification_id, n.notification_title, n.notification_text, n.validity_start_date,
         n.validity_finish_date, n.is_active, n.app_code, a.app_name, n.notification_type_id,
         t.notification_type_code, t.notification_type_desc, n.related_notification_id,
         r.notification_title as related_notification_title,
         coalesce((select json_agg(json_build_object('communicationChannelCode', c.communication_channel_code,
                                                     'communicationChannelDesc', c.communication_channel_desc)
                                   order by c.communication_channel_code desc)
                     from global_notification_channel nc
                     join communication_channel c on c.communication_channel_code = nc.communication_channel_code
                    where nc.notification_id = n.notification_id), '[]'::json) as channels,
         coalesce((select json_agg(json_build_object('suborganizationGroupId', g.suborganization_group_id,
                                                     'suborganizationGroupDesc', g.suborganization_group_desc,
                                                     'notificationConditionTypeId', ct.notification_condition_type_id,
                                                     'notificationConditionTypeDesc', ct.notification_condition_type_desc)
                                   order by nc.creation_date, g.suborganization_group_id)
                     from global_notification_condition nc
                     join suborganization_group g on g.suborganization_group_id = nc.suborganization_group_id
                     join notification_condition_type ct on ct.notification_condition_type_id = nc.notification_condition_type_id
                    where nc.notification_id = n.notification_id), '[]'::json) as groups,
         n.creation_date, n.creation_user, n.modification_date, n.modification_user
    from global_notification n
    join application a on a.app_code = n.app_code
    join notification_type t on t.notification_type_id = n.notification_type_id
    left join global_notification r on r.notification_id = n.related_notification_id`;

function toNotification(row: NotificationRow): GlobalNotification {
  return {
    notificationId: row.notification_id,
    id: row.notification_id,
    notificationTitle: row.notification_title,
    notificationText: row.notification_text,
    validityStartDate: iso(row.validity_start_date),
    validityFinishDate: isoOrNull(row.validity_finish_date),
    isActive: row.is_active,
    appCode: row.app_code,
    applicationCode: row.app_code,
    applicationName: row.app_name,
    notificationTypeId: row.notification_type_id,
    notificationTypeCode: row.notification_type_code,
    notificationTypeDesc: row.notification_type_desc,
    communicationChannels: row.channels,
    relatedNotificationId: row.related_notification_id,
    relatedNotificationTitle: row.related_notification_title,
    destinationExclusions: { suborganizationGroups: row.groups },
    creationDate: iso(row.creation_date),
    creationUser: row.creation_user,
    modificationDate: isoOrNull(row.modification_date),
    modificationUser: row.modification_user,
  };
}

export async function list(
  db: Queryable,
  filter: { id?: number; appCodes?: string[] },
): Promise<GlobalNotification[]> {
  const rows = await db.query<NotificationRow>(
    `${select}
      where ($1::int is null or n.notification_id = $1)
        and ($2::text[] is null or n.app_code = any($2))
      order by n.validity_start_date desc, n.notification_id desc`,
    [filter.id ?? null, filter.appCodes ?? null],
  );
  return rows.map(toNotification);
}

export async function find(db: Queryable, id: number): Promise<GlobalNotification | undefined> {
  return (await list(db, { id }))[0];
}

export function types(db: Queryable): Promise<NotificationType[]> {
  return db.query<NotificationType>(
    `select notification_type_id as "notificationTypeId", notification_type_code as "notificationTypeCode",
            notification_type_desc as "notificationTypeDesc"
       from notification_type order by notification_type_id`,
  );
}

export async function typeIdOf(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db.query<{ notification_type_id: number }>(
    'select notification_type_id from notification_type where notification_type_code = $1',
    [code],
  );
  return row?.notification_type_id;
}

export async function appExists(db: Queryable, appCode: string): Promise<boolean> {
  return (await db.query('select 1 from application where app_code = $1', [appCode])).length > 0;
}

/** Another active notification of the same application and type whose validity overlaps. */
export async function overlaps(
  db: Queryable,
  n: { appCode: string; typeId: number; start: string; finish: string | null; exceptId: number | null },
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from global_notification
      where is_active and app_code = $1 and notification_type_id = $2 and notification_id <> coalesce($3, 0)
        and validity_start_date < coalesce($5::timestamptz, 'infinity')
        and coalesce(validity_finish_date, 'infinity') > $4::timestamptz
      limit 1`,
    [n.appCode, n.typeId, n.exceptId, n.start, n.finish],
  );
  return rows.length > 0;
}

export interface NotificationFields {
  title: string;
  text: string;
  start: string;
  finish: string | null;
  isActive: boolean;
  appCode: string;
  typeId: number;
  relatedId: number | null;
}

export async function insert(db: Queryable, n: NotificationFields, user: string): Promise<number> {
  const [row] = await db.query<{ notification_id: number }>(
    `insert into global_notification (notification_title, notification_text, validity_start_date,
                                      validity_finish_date, is_active, app_code, notification_type_id,
                                      related_notification_id, creation_user)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning notification_id`,
    [n.title, n.text, n.start, n.finish, n.isActive, n.appCode, n.typeId, n.relatedId, user],
  );
  return row!.notification_id;
}

export async function update(db: Queryable, id: number, n: NotificationFields, user: string): Promise<void> {
  await db.query(
    `update global_notification
        set notification_title = $2, notification_text = $3, validity_start_date = $4, validity_finish_date = $5,
            is_active = $6, app_code = $7, notification_type_id = $8, related_notification_id = $9,
            modification_date = now(), modification_user = $10
      where notification_id = $1`,
    [id, n.title, n.text, n.start, n.finish, n.isActive, n.appCode, n.typeId, n.relatedId, user],
  );
}

/** A deleted notification takes the suspensions linked to it along. */
export async function deactivateRelated(db: Queryable, id: number, user: string): Promise<void> {
  await db.query(
    `update global_notification set is_active = false, modification_date = now(), modification_user = $2
      where related_notification_id = $1 and is_active`,
    [id, user],
  );
}

export async function channelsExist(db: Queryable, codes: readonly string[]): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from communication_channel where communication_channel_code = any($1)',
    [codes],
  );
  return row!.n === new Set(codes).size;
}

export async function setChannels(db: Queryable, id: number, codes: readonly string[]): Promise<void> {
  await db.query('delete from global_notification_channel where notification_id = $1', [id]);
  for (const code of new Set(codes)) {
    await db.query(
      'insert into global_notification_channel (notification_id, communication_channel_code) values ($1, $2)',
      [id, code],
    );
  }
}

export async function conditionTypeExists(db: Queryable, typeId: number): Promise<boolean> {
  return (
    (
      await db.query('select 1 from notification_condition_type where notification_condition_type_id = $1', [
        typeId,
      ])
    ).length > 0
  );
}

export async function groupExists(db: Queryable, groupId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from suborganization_group where suborganization_group_id = $1', [groupId]))
      .length > 0
  );
}

export async function upsertCondition(
  db: Queryable,
  c: { notificationId: number; typeId: number; groupId: number },
): Promise<void> {
  await db.query(
    `insert into global_notification_condition (notification_id, notification_condition_type_id, suborganization_group_id)
     values ($1, $2, $3)
     on conflict (notification_id, suborganization_group_id) do update
       set notification_condition_type_id = excluded.notification_condition_type_id`,
    [c.notificationId, c.typeId, c.groupId],
  );
}
