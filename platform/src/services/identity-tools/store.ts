// What impersonation needs to know about a user: account, active organization link, and for
// ME the instance access and role.
import type { Queryable } from '../../db/types';

export interface ImpersonatedUser {
  login_account_id: number;
  account_external_ref_id: string;
  email: string;
  first_name: string;
  last_name: string;
  user_id: number | null;
  organization_id: number | null;
  subscriber_ref_id: string | null;
}

export async function userByEmail(db: Queryable, email: string): Promise<ImpersonatedUser | undefined> {
  const [row] = await db.query<ImpersonatedUser>(
    `select la.login_account_id, la.account_external_ref_id, la.email, la.first_name, la.last_name,
            ou.user_id, ou.organization_id,
            (select s.subscriber_ref_id from subscriber_user su join subscriber s on s.subscriber_id = su.subscriber_id
              where su.user_id = ou.user_id order by s.subscriber_id limit 1) as subscriber_ref_id
       from login_account la
       left join lateral (select user_id, organization_id from organization_user
                           where login_account_id = la.login_account_id and user_status_id = 1
                           order by user_id limit 1) ou on true
      where lower(la.email) = lower($1)`,
    [email],
  );
  return row;
}

export async function applicationAccess(
  db: Queryable,
  userId: number,
  appCode: string,
): Promise<{ org_status: string; user_status: string; app_role_code: string | null } | undefined> {
  const [row] = await db.query<{ org_status: string; user_status: string; app_role_code: string | null }>(
    `select ai.org_app_access_status_code as org_status, a.user_app_access_status_code as user_status, r.app_role_code
       from user_app_access a
       join application_instance ai on ai.application_instance_id = a.application_instance_id
       left join user_app_role r on r.application_instance_id = a.application_instance_id and r.user_id = a.user_id
      where a.user_id = $1 and ai.app_code = $2
      order by (a.user_app_access_status_code = 'GRANTED') desc, a.user_app_access_id limit 1`,
    [userId, appCode],
  );
  return row;
}

export async function appExists(db: Queryable, appCode: string): Promise<boolean> {
  return (await db.query('select 1 from application where app_code = $1', [appCode])).length > 0;
}
