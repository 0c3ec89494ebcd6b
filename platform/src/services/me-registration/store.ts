// SQL the ME registration service needs beyond the authorization and storage stores.
import type { MeAdminUserStatus } from '../../client/me-registration';
import type { Queryable } from '../../db/types';

export async function firstStudyOf(db: Queryable, organizationId: number): Promise<number | undefined> {
  const [row] = await db.query<{ suborganization_id: number }>(
    `select s.suborganization_id from suborganization s
       join suborganization_type t on t.suborganization_type_id = s.suborganization_type_id
      where s.organization_id = $1 and t.suborganization_type_code = 'ORG-FIRM'
      order by s.is_active desc, s.suborganization_id limit 1`,
    [organizationId],
  );
  return row?.suborganization_id;
}

export async function insertStudy(
  db: Queryable,
  s: { organizationId: number; name: string; legalName: string; cuit: string; user: string },
): Promise<number> {
  const [row] = await db.query<{ suborganization_id: number }>(
    `insert into suborganization (organization_id, suborganization_type_id, suborganization_name,
                                  suborganization_legal_name, suborganization_cuit, avatar_color, creation_user)
     values ($1, 1, $2, $3, $4, '#1E88E5', $5) returning suborganization_id`,
    [s.organizationId, s.name, s.legalName, s.cuit, s.user],
  );
  return row!.suborganization_id;
}

export async function activeAdminsOf(
  db: Queryable,
  organizationId: number,
): Promise<{ user_id: number; first_name: string; last_name: string }[]> {
  return db.query(
    `select ou.user_id, la.first_name, la.last_name
       from organization_user ou
       join login_account la on la.login_account_id = ou.login_account_id
      where ou.organization_id = $1 and ou.organization_user_type_id = 3 and ou.user_status_id = 1
      order by ou.user_id`,
    [organizationId],
  );
}

export async function hasSubscriber(db: Queryable, organizationId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from subscriber where organization_id = $1 limit 1', [organizationId])).length >
    0
  );
}

/** Every non-deleted ORG-ADMIN of the organization with what ME needs of each. */
export async function adminStatuses(
  db: Queryable,
  organizationId: number,
  suborganizationId: number | null,
  instanceId: number | null,
): Promise<MeAdminUserStatus[]> {
  return db.query<MeAdminUserStatus>(
    `select ou.user_id as "userId", la.first_name as "firstName", la.last_name as "lastName", la.email,
            ou.legacy_user_ref_id as "legacyUserRefId", us.user_status_code = 'ACTIVE' as "isActive",
            exists(select 1 from suborganization_staff st
                    where st.suborganization_id = $2 and st.user_id = ou.user_id) as "suborganizationStaffExits",
            ou.legacy_user_ref_id is not null as "userExist",
            a.user_app_access_id is not null as "userstatusAccessMEExist",
            a.user_app_access_status_code as "userAppAccessStatusCode",
            exists(select 1 from user_app_role r
                    where r.application_instance_id = $3 and r.user_id = ou.user_id) as "userGrantedRole",
            exists(select 1 from system_directory d
                    where d.suborganization_id = $2 and d.user_id = ou.user_id
                      and not d.is_deleted and d.status_code = 'ACTIVE') as "userSystemDefinedDirStorageExist"
       from organization_user ou
       join login_account la on la.login_account_id = ou.login_account_id
       join user_status us on us.user_status_id = ou.user_status_id
       left join user_app_access a on a.application_instance_id = $3 and a.user_id = ou.user_id
      where ou.organization_id = $1 and ou.organization_user_type_id = 3 and us.user_status_code <> 'DELETED'
      order by ou.user_id`,
    [organizationId, suborganizationId, instanceId],
  );
}

/** Answers false when another account already has the e-mail. */
export async function changeAccountEmail(
  db: Queryable,
  loginAccountId: number,
  email: string,
  user: string,
): Promise<boolean> {
  const taken = await db.query(
    'select 1 from login_account where lower(email) = lower($1) and login_account_id <> $2',
    [email, loginAccountId],
  );
  if (taken.length > 0) return false;
  const [account] = await db.query<{ account_external_ref_id: string }>(
    `update login_account set email = lower($2), modification_date = now(), modification_user = $3
      where login_account_id = $1 returning account_external_ref_id`,
    [loginAccountId, email, user],
  );
  // The identity user follows, so signing in with the new address works.
  await db.query(
    `update identity_user set username = lower($2), email = lower($2), email_verified = false, modification_date = now()
      where id_cognito::text = $1`,
    [account!.account_external_ref_id, email],
  );
  return true;
}
