// SQL of the authorization family. The ME registration service writes through it too.
import type {
  AppModule,
  AppParameterValue,
  AppRole,
  ApplicationInstance,
  InstanceAppModule,
  NotificationConditionType,
  OrgAppAccessStatusCode,
  UserAppAccess,
  UserAppAccessStatusCode,
  UserAppRole,
} from '../../client/authorization';
import type { Queryable } from '../../db/types';
import { iso, isoOrNull } from '../values';

interface InstanceRow {
  application_instance_id: number;
  app_code: string;
  org_app_access_status_code: OrgAppAccessStatusCode;
  base_application_instance: boolean;
  active_app_user_count: number;
  active_external_app_user_count: number;
  access_start_date: Date;
  access_finish_date: Date | null;
  organization_id: number;
  base_suborganization_id: number | null;
  suborganization_name: string | null;
  suborganization_cuit: string | null;
  app_modules: (Omit<InstanceAppModule, 'startDate' | 'finishDate'> & {
    startDate: string;
    finishDate: string | null;
  })[];
  app_parameters: (Omit<AppParameterValue, 'parameter_num_value'> & {
    parameter_num_value: number | string;
  })[];
}

const instanceSelect = `
  select ai.application_instance_id, ai.app_code, ai.org_app_access_status_code, ai.base_application_instance,
         ai.active_external_app_user_count, ai.access_start_date, ai.access_finish_date, ai.organization_id,
         ai.base_suborganization_id, s.suborganization_name, s.suborganization_cuit,
         (select count(*) from user_app_access a
           where a.application_instance_id = ai.application_instance_id
             and a.user_app_access_status_code = 'GRANTED'
             and a.access_start_date <= now()
             and (a.access_finish_date is null or a.access_finish_date >= now()))::int as active_app_user_count,
         coalesce((select json_agg(json_build_object(
                     'appModule', m.app_module_code, 'appModuleCode', m.app_module_code,
                     'appModuleName', m.app_module_name, 'appModuleId', m.app_module_id,
                     'startDate', im.start_date, 'finishDate', im.finish_date,
                     'subscriptionTypeRefCode', im.subscription_type_ref_code) order by m.app_module_id)
                     from application_instance_module im join app_module m on m.app_module_id = im.app_module_id
                    where im.application_instance_id = ai.application_instance_id), '[]'::json) as app_modules,
         coalesce((select json_agg(json_build_object(
                     'app_parameter_code', p.app_parameter_code, 'app_parameter_desc', p.app_parameter_desc,
                     'parameter_num_value', ip.parameter_num_value,
                     'product_parameter_ref_code', ip.product_parameter_ref_code) order by p.app_parameter_code)
                     from application_instance_parameter ip
                     join app_parameter p on p.app_parameter_code = ip.app_parameter_code
                    where ip.application_instance_id = ai.application_instance_id), '[]'::json) as app_parameters
    from application_instance ai
    left join suborganization s on s.suborganization_id = ai.base_suborganization_id`;

function toInstance(row: InstanceRow): ApplicationInstance {
  return {
    applicationInstanceId: row.application_instance_id,
    appCode: row.app_code,
    orgAppAccessStatusCode: row.org_app_access_status_code,
    baseApplicationInstance: row.base_application_instance,
    activeAppUserCount: row.active_app_user_count,
    activeExternalAppUserCount: row.active_external_app_user_count,
    accessStartDate: iso(row.access_start_date),
    accessFinishDate: isoOrNull(row.access_finish_date),
    organizationId: row.organization_id,
    baseSuborganizationId: row.base_suborganization_id,
    suborganizationName: row.suborganization_name,
    suborganizationCuit: row.suborganization_cuit,
    appModules: row.app_modules.map((m) => ({
      ...m,
      startDate: iso(m.startDate),
      finishDate: isoOrNull(m.finishDate),
    })),
    appParameters: row.app_parameters.map((p) => ({
      ...p,
      parameter_num_value: Number(p.parameter_num_value),
    })),
  };
}

export async function findInstance(db: Queryable, id: number): Promise<ApplicationInstance | undefined> {
  const [row] = await db.query<InstanceRow>(`${instanceSelect} where ai.application_instance_id = $1`, [id]);
  return row && toInstance(row);
}

export async function instancesOfOrganization(
  db: Queryable,
  organizationId: number,
  appCode: string,
): Promise<ApplicationInstance[]> {
  const rows = await db.query<InstanceRow>(
    `${instanceSelect} where ai.organization_id = $1 and ai.app_code = $2
      order by ai.base_application_instance desc, ai.application_instance_id`,
    [organizationId, appCode],
  );
  return rows.map(toInstance);
}

export async function insertInstance(
  db: Queryable,
  i: {
    appCode: string;
    organizationId: number;
    baseSuborganizationId: number;
    start: string;
    finish: string | null;
    user: string;
  },
): Promise<number> {
  const [row] = await db.query<{ application_instance_id: number }>(
    `insert into application_instance (app_code, organization_id, base_suborganization_id, org_app_access_status_code,
                                       base_application_instance, access_start_date, access_finish_date, creation_user)
     values ($1, $2, $3, 'GRANTED', true, $4, $5, $6)
     returning application_instance_id`,
    [i.appCode, i.organizationId, i.baseSuborganizationId, i.start, i.finish, i.user],
  );
  return row!.application_instance_id;
}

/** Re-initialisation: the instance is granted again for the new window. */
export async function renewInstance(
  db: Queryable,
  id: number,
  i: { baseSuborganizationId: number; start: string; finish: string | null; user: string },
): Promise<void> {
  await db.query(
    `update application_instance
        set base_suborganization_id = $2, access_start_date = $3, access_finish_date = $4,
            org_app_access_status_code = 'GRANTED', modification_date = now(), modification_user = $5
      where application_instance_id = $1`,
    [id, i.baseSuborganizationId, i.start, i.finish, i.user],
  );
}

export function modules(db: Queryable, appCode: string): Promise<AppModule[]> {
  return db.query<AppModule>(
    `select app_module_id as "appModuleId", app_module_code as "appModuleCode", app_module_name as "appModuleName",
            app_code as "appCode"
       from app_module where app_code = $1 order by app_module_id`,
    [appCode],
  );
}

export async function moduleIdOf(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db.query<{ app_module_id: number }>(
    'select app_module_id from app_module where app_module_code = $1',
    [code],
  );
  return row?.app_module_id;
}

/** Every module's id by its code (a short catalogue). */
export async function moduleIds(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ app_module_code: string; app_module_id: number }>(
    'select app_module_code, app_module_id from app_module',
  );
  return new Map(rows.map((row) => [row.app_module_code, row.app_module_id]));
}

/** Each organization's first instance of the application, the one instancesOfOrganization lists first. */
export async function baseInstanceIdsOfOrganizations(
  db: Queryable,
  organizationIds: readonly number[],
  appCode: string,
): Promise<Map<number, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db.query<{ organization_id: number; application_instance_id: number }>(
    `select distinct on (organization_id) organization_id, application_instance_id
       from application_instance
      where organization_id = any($1) and app_code = $2
      order by organization_id, base_application_instance desc, application_instance_id`,
    [organizationIds, appCode],
  );
  return new Map(rows.map((row) => [row.organization_id, row.application_instance_id]));
}

/**
 * Adds the modules to their instances or sets their period, in one statement (the CSV
 * enablement): the same outcome as insertInstanceModule, then updateInstanceModule, per module.
 */
export async function upsertInstanceModules(
  db: Queryable,
  changes: readonly { instanceId: number; moduleId: number; start: string; finish: string | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `insert into application_instance_module (application_instance_id, app_module_id, start_date, finish_date)
     select c.instance_id, c.module_id, c.start_date::timestamptz, nullif(c.finish_date, '')::timestamptz
       from unnest($1::int[], $2::int[], $3::text[], $4::text[]) as c(instance_id, module_id, start_date, finish_date)
     on conflict (application_instance_id, app_module_id) do update
        set start_date = least(excluded.start_date, coalesce(excluded.finish_date, excluded.start_date)),
            finish_date = excluded.finish_date`,
    [
      changes.map((c) => c.instanceId),
      changes.map((c) => c.moduleId),
      changes.map((c) => c.start),
      changes.map((c) => c.finish ?? ''),
    ],
  );
}

export async function instanceModule(
  db: Queryable,
  instanceId: number,
  moduleCode: string,
): Promise<InstanceAppModule | undefined> {
  const instance = await findInstance(db, instanceId);
  return instance?.appModules.find((m) => m.appModuleCode === moduleCode);
}

/** Answers false when the module is already on the instance. */
export async function insertInstanceModule(
  db: Queryable,
  m: {
    instanceId: number;
    moduleId: number;
    start: string;
    finish: string | null;
    subscriptionTypeRefCode: string | null;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into application_instance_module (application_instance_id, app_module_id, start_date, finish_date,
                                              subscription_type_ref_code)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning app_module_id`,
    [m.instanceId, m.moduleId, m.start, m.finish, m.subscriptionTypeRefCode],
  );
  return rows.length > 0;
}

/** Sets the period; a finish before the start pulls the start back with it (disabling a
 * module that began today sets its end to yesterday). Answers false when it is not there. */
export async function updateInstanceModule(
  db: Queryable,
  m: { instanceId: number; moduleId: number; start?: string; finish: string | null },
): Promise<boolean> {
  const rows = await db.query(
    `update application_instance_module
        set start_date = least(coalesce($3, start_date), coalesce($4, coalesce($3, start_date))),
            finish_date = $4
      where application_instance_id = $1 and app_module_id = $2
      returning app_module_id`,
    [m.instanceId, m.moduleId, m.start ?? null, m.finish],
  );
  return rows.length > 0;
}

export async function parameterExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from app_parameter where app_parameter_code = $1', [code])).length > 0;
}

export async function upsertParameter(
  db: Queryable,
  p: {
    instanceId: number;
    code: string;
    value: number;
    productRef: string | null;
    subscriptionRef: string | null;
  },
): Promise<AppParameterValue> {
  await db.query(
    `insert into application_instance_parameter (application_instance_id, app_parameter_code, parameter_num_value,
                                                 product_parameter_ref_code, subscription_type_ref_code)
     values ($1, $2, $3, coalesce($4, (select product_parameter_ref_code from app_parameter where app_parameter_code = $2)), $5)
     on conflict (application_instance_id, app_parameter_code) do update
       set parameter_num_value = excluded.parameter_num_value,
           product_parameter_ref_code = coalesce($4, application_instance_parameter.product_parameter_ref_code),
           subscription_type_ref_code = excluded.subscription_type_ref_code`,
    [p.instanceId, p.code, p.value, p.productRef, p.subscriptionRef],
  );
  const instance = await findInstance(db, p.instanceId);
  return instance!.appParameters.find((x) => x.app_parameter_code === p.code)!;
}

export function roles(db: Queryable, appCode: string): Promise<AppRole[]> {
  return db.query<AppRole>(
    `select app_role_code as "appRoleCode", app_role_name as "appRoleName", app_code as "appCode"
       from app_role where app_code = $1 order by app_role_code`,
    [appCode],
  );
}

export async function roleExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from app_role where app_role_code = $1', [code])).length > 0;
}

const roleSelect = `
  select r.user_id as "userId", r.app_role_code as "appRoleCode", ar.app_role_name as "appRoleName",
         r.application_instance_id as "applicationInstanceId", ai.base_suborganization_id as "baseSuborganizationId"
    from user_app_role r
    join app_role ar on ar.app_role_code = r.app_role_code
    join application_instance ai on ai.application_instance_id = r.application_instance_id`;

export function userRoles(db: Queryable, instanceId: number, appCode: string): Promise<UserAppRole[]> {
  return db.query<UserAppRole>(
    `${roleSelect} where r.application_instance_id = $1 and ai.app_code = $2 order by r.user_id`,
    [instanceId, appCode],
  );
}

export async function roleOf(
  db: Queryable,
  instanceId: number,
  userId: number,
): Promise<UserAppRole | undefined> {
  const [row] = await db.query<UserAppRole>(
    `${roleSelect} where r.application_instance_id = $1 and r.user_id = $2`,
    [instanceId, userId],
  );
  return row;
}

/** Grants or replaces the user's role on the instance. */
export async function setRole(
  db: Queryable,
  r: { instanceId: number; userId: number; roleCode: string; suborganizationId: number | null; user: string },
): Promise<void> {
  await db.query(
    `insert into user_app_role (application_instance_id, user_id, app_role_code, suborganization_id, creation_user)
     values ($1, $2, $3, $4, $5)
     on conflict (application_instance_id, user_id) do update
       set app_role_code = excluded.app_role_code, suborganization_id = excluded.suborganization_id`,
    [r.instanceId, r.userId, r.roleCode, r.suborganizationId, r.user],
  );
}

interface AccessRow {
  user_app_access_id: number;
  user_id: number;
  user_app_access_status_code: UserAppAccessStatusCode;
  application_instance_id: number;
  base_suborganization_id: number | null;
  access_start_date: Date;
  access_finish_date: Date | null;
}

const accessSelect = `
  select a.user_app_access_id, a.user_id, a.user_app_access_status_code, a.application_instance_id,
         ai.base_suborganization_id, a.access_start_date, a.access_finish_date
    from user_app_access a
    join application_instance ai on ai.application_instance_id = a.application_instance_id`;

function toAccess(row: AccessRow): UserAppAccess {
  return {
    userAppAccessId: row.user_app_access_id,
    userId: row.user_id,
    userAppAccessStatusCode: row.user_app_access_status_code,
    applicationInstanceId: row.application_instance_id,
    baseSuborganizationId: row.base_suborganization_id,
    accessStartDate: iso(row.access_start_date),
    accessFinishtDate: isoOrNull(row.access_finish_date),
  };
}

export async function accessesOfInstance(
  db: Queryable,
  instanceId: number,
  appCode: string,
): Promise<UserAppAccess[]> {
  const rows = await db.query<AccessRow>(
    `${accessSelect} where a.application_instance_id = $1 and ai.app_code = $2 order by a.user_id`,
    [instanceId, appCode],
  );
  return rows.map(toAccess);
}

export async function findAccess(db: Queryable, accessId: number): Promise<UserAppAccess | undefined> {
  const [row] = await db.query<AccessRow>(`${accessSelect} where a.user_app_access_id = $1`, [accessId]);
  return row && toAccess(row);
}

export async function updateAccess(
  db: Queryable,
  a: {
    accessId: number;
    status: UserAppAccessStatusCode;
    start: string;
    finish: string | null;
    user: string;
  },
): Promise<boolean> {
  const rows = await db.query(
    `update user_app_access
        set user_app_access_status_code = $2, access_start_date = $3, access_finish_date = $4,
            modification_date = now(), modification_user = $5
      where user_app_access_id = $1 returning user_app_access_id`,
    [a.accessId, a.status, a.start, a.finish, a.user],
  );
  return rows.length > 0;
}

/** Grants the user access to the instance (creating the record or re-granting it); a null
 * start means the transaction's now(), so the access counts as active at once. */
export async function grantAccess(
  db: Queryable,
  a: { instanceId: number; userId: number; start: string | null; finish: string | null; user: string },
): Promise<void> {
  await db.query(
    `insert into user_app_access (application_instance_id, user_id, user_app_access_status_code, access_start_date,
                                  access_finish_date)
     values ($1, $2, 'GRANTED', coalesce($3::timestamptz, now()), $4)
     on conflict (application_instance_id, user_id) do update
       set user_app_access_status_code = 'GRANTED', access_start_date = excluded.access_start_date,
           access_finish_date = excluded.access_finish_date, modification_date = now(), modification_user = $5`,
    [a.instanceId, a.userId, a.start, a.finish, a.user],
  );
}

/**
 * A role grants the app (spec 2 §4: a user is associated with a role and an access record), so
 * a user given a role without an access record gets one, GRANTED from now to the instance's end.
 * An access already there, revoked included, is left as it is. Answers whether it created one.
 */
export async function ensureAccessForRole(
  db: Queryable,
  a: { instanceId: number; userId: number },
): Promise<boolean> {
  const rows = await db.query(
    `insert into user_app_access (application_instance_id, user_id, user_app_access_status_code, access_start_date,
                                  access_finish_date)
     select ai.application_instance_id, $2, 'GRANTED', now(), ai.access_finish_date
       from application_instance ai where ai.application_instance_id = $1
     on conflict (application_instance_id, user_id) do nothing
     returning user_app_access_id`,
    [a.instanceId, a.userId],
  );
  return rows.length > 0;
}

export function conditionTypes(db: Queryable): Promise<NotificationConditionType[]> {
  return db.query<NotificationConditionType>(
    `select notification_condition_type_id, notification_condition_type_desc
       from notification_condition_type order by notification_condition_type_id`,
  );
}
