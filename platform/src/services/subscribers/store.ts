// SQL of the subscribers family. Rows come back in the service's snake_case shape.
import type { Queryable } from '../../db/types';
import type { Subscriber, SubscriberStatus, SubscriberUser } from '../../client/types';
import { iso, isoOrNull } from '../values';

interface SubscriberRow extends Omit<Subscriber, 'creation_date' | 'modification_date'> {
  creation_date: Date;
  modification_date: Date | null;
}

const subscriberColumns = `s.subscriber_id, s.subscriber_ref_id, s.subscriber_name, s.subscriber_status_id,
  s.subscriber_max_user_count, s.creation_date, s.creation_user, s.modification_date, s.modification_user,
  s.organization_id`;

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    ...row,
    creation_date: iso(row.creation_date),
    modification_date: isoOrNull(row.modification_date),
  };
}

export async function statuses(db: Queryable): Promise<SubscriberStatus[]> {
  return db.query<SubscriberStatus>(
    'select subscriber_status_id, subscriber_status_code, subscriber_status_desc from subscriber_status order by 1',
  );
}

export async function findSubscriber(
  db: Queryable,
  by: { refId: string } | { id: number },
): Promise<Subscriber | undefined> {
  const [column, value] = 'refId' in by ? ['subscriber_ref_id', by.refId] : ['subscriber_id', by.id];
  const rows = await db.query<SubscriberRow>(
    `select ${subscriberColumns} from subscriber s where s.${column} = $1`,
    [value],
  );
  return rows[0] && toSubscriber(rows[0]);
}

export async function subscribersOfOrganization(
  db: Queryable,
  organizationId: number,
  offset: number,
  limit: number,
) {
  const rows = await db.query<SubscriberRow>(
    `select ${subscriberColumns} from subscriber s where s.organization_id = $1
     order by s.subscriber_id offset $2 limit $3`,
    [organizationId, offset, limit],
  );
  return rows.map(toSubscriber);
}

export async function subscribersOfUser(db: Queryable, userId: number, offset: number, limit: number) {
  const rows = await db.query<SubscriberRow>(
    `select ${subscriberColumns} from subscriber_user su join subscriber s on s.subscriber_id = su.subscriber_id
     where su.user_id = $1 order by s.subscriber_id offset $2 limit $3`,
    [userId, offset, limit],
  );
  return rows.map(toSubscriber);
}

interface SubscriberUserRow extends Omit<SubscriberUser, 'creation_date' | 'login_account'> {
  creation_date: Date;
  first_name: string;
  last_name: string;
  email: string;
}

export async function usersOfSubscriber(
  db: Queryable,
  subscriberId: number,
  offset: number,
  limit: number,
): Promise<SubscriberUser[]> {
  const rows = await db.query<SubscriberUserRow>(
    `select su.user_id, su.subscriber_id, ou.user_status_id, su.creation_user, su.creation_date,
            ou.login_account_id, la.first_name, la.last_name, la.email, ou.organization_id,
            ou.organization_user_type_id, ou.organization_commercial_user_type_id, us.user_status_code
       from subscriber_user su
       join organization_user ou on ou.user_id = su.user_id
       join login_account la on la.login_account_id = ou.login_account_id
       join user_status us on us.user_status_id = ou.user_status_id
      where su.subscriber_id = $1
      order by su.creation_date, su.user_id
      offset $2 limit $3`,
    [subscriberId, offset, limit],
  );
  return rows.map(({ first_name, last_name, email, creation_date, ...rest }) => ({
    ...rest,
    creation_date: iso(creation_date),
    login_account: { first_name, last_name, email },
  }));
}

export async function organizationIdByCuit(db: Queryable, cuit: string): Promise<number | null> {
  const rows = await db.query<{ organization_id: number }>(
    'select organization_id from organization where organization_cuit = $1',
    [cuit],
  );
  return rows[0]?.organization_id ?? null;
}

/** Answers the new id, or null when the subscriber number is taken. */
export async function insertSubscriber(
  db: Queryable,
  s: {
    refId: string;
    name: string;
    statusId: number;
    maxUserCount: number | null;
    organizationId: number | null;
    creationUser: string;
    creationDate: string;
  },
): Promise<number | null> {
  const rows = await db.query<{ subscriber_id: number }>(
    `insert into subscriber (subscriber_ref_id, subscriber_name, subscriber_status_id, subscriber_max_user_count,
                             organization_id, creation_user, creation_date)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (subscriber_ref_id) do nothing
     returning subscriber_id`,
    [s.refId, s.name, s.statusId, s.maxUserCount, s.organizationId, s.creationUser, s.creationDate],
  );
  return rows[0]?.subscriber_id ?? null;
}

export async function organizationUserExists(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from organization_user where user_id = $1', [userId]);
  return rows.length > 0;
}

/** Answers false when the user was already assigned. */
export async function insertAssignment(
  db: Queryable,
  a: { subscriberId: number; userId: number; creationUser: string; creationDate: string },
): Promise<boolean> {
  const rows = await db.query(
    `insert into subscriber_user (subscriber_id, user_id, creation_user, creation_date) values ($1, $2, $3, $4)
     on conflict (subscriber_id, user_id) do nothing returning user_id`,
    [a.subscriberId, a.userId, a.creationUser, a.creationDate],
  );
  return rows.length > 0;
}

/** Answers false when there was no such assignment. */
export async function deleteAssignment(
  db: Queryable,
  subscriberId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db.query(
    'delete from subscriber_user where subscriber_id = $1 and user_id = $2 returning user_id',
    [subscriberId, userId],
  );
  return rows.length > 0;
}

/** Whether assigning the user would exceed the subscriber's limit: only users with status 1
 * (ACTIVE) or 5 (WAITING_VALIDATION) count, the user being assigned included. Locks the
 * subscriber row so two assignments cannot both take the last place. */
export async function wouldExceedCapacity(
  db: Queryable,
  subscriberId: number,
  userId: number,
): Promise<boolean> {
  const [subscriber] = await db.query<{ subscriber_max_user_count: number | null }>(
    'select subscriber_max_user_count from subscriber where subscriber_id = $1 for update',
    [subscriberId],
  );
  const max = subscriber?.subscriber_max_user_count ?? null;
  if (max === null) return false;
  const [row] = await db.query<{ counts: boolean; active: number; assigned: boolean }>(
    `select (select user_status_id in (1, 5) from organization_user where user_id = $2) as counts,
            (select count(*)::int from subscriber_user su join organization_user ou on ou.user_id = su.user_id
              where su.subscriber_id = $1 and ou.user_status_id in (1, 5)) as active,
            exists(select 1 from subscriber_user where subscriber_id = $1 and user_id = $2) as assigned`,
    [subscriberId, userId],
  );
  return Boolean(row?.counts) && !row?.assigned && row!.active >= max;
}
