// SQL of the organizations family: organizations, their catalogues and organization users.
import type {
  Organization,
  OrganizationCommercialUserType,
  OrganizationType,
  OrganizationUser,
  OrganizationUserListItem,
  OrganizationUserType,
  UserStatusCode,
} from '../../client/types';
import type { Queryable } from '../../db/types';
import { iso } from '../values';

interface OrganizationRow {
  organization_id: number;
  organization_name: string;
  organization_legal_name: string;
  organization_cuit: string;
  organization_type_id: number;
  organization_max_access_count: number | null;
  is_active: boolean;
  creation_date: Date;
  creation_user: string;
  modification_user: string | null;
  organization_type_code: string;
  organization_type_name: string;
}

const organizationSelect = `
  select o.organization_id, o.organization_name, o.organization_legal_name, o.organization_cuit,
         o.organization_type_id, o.organization_max_access_count, o.is_active, o.creation_date,
         o.creation_user, o.modification_user, t.organization_type_code, t.organization_type_name
    from organization o join organization_type t on t.organization_type_id = o.organization_type_id`;

function toOrganization(row: OrganizationRow): Organization {
  return {
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    organizationLegalName: row.organization_legal_name,
    organizationCuit: row.organization_cuit,
    organizationTypeId: row.organization_type_id,
    organizationMaxAccessCount: row.organization_max_access_count,
    isActive: row.is_active,
    creationDate: iso(row.creation_date),
    creationUser: row.creation_user,
    modificationUser: row.modification_user,
    organizationType: {
      organizationTypeCode: row.organization_type_code,
      organizationTypeName: row.organization_type_name,
    },
  };
}

export async function findOrganization(
  db: Queryable,
  organizationId: number,
): Promise<Organization | undefined> {
  const [row] = await db.query<OrganizationRow>(`${organizationSelect} where o.organization_id = $1`, [
    organizationId,
  ]);
  return row && toOrganization(row);
}

export async function findOrganizationByCuit(db: Queryable, cuit: string): Promise<Organization | undefined> {
  const [row] = await db.query<OrganizationRow>(`${organizationSelect} where o.organization_cuit = $1`, [
    cuit,
  ]);
  return row && toOrganization(row);
}

/** The ids of the organizations with these CUITs, by CUIT (absent ones are left out). */
export async function findOrganizationIdsByCuit(
  db: Queryable,
  cuits: readonly string[],
): Promise<Map<string, number>> {
  if (cuits.length === 0) return new Map();
  const rows = await db.query<{ organization_cuit: string; organization_id: number }>(
    'select organization_cuit, organization_id from organization where organization_cuit = any($1)',
    [cuits],
  );
  return new Map(rows.map((row) => [row.organization_cuit.trim(), row.organization_id]));
}

/** LIKE pattern matching `text` anywhere, with the caller's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name and legal name match anywhere in upper(), through the trigram indexes of migration 020. */
export async function searchOrganizations(
  db: Queryable,
  q: { typeCode?: string; name?: string; legalName?: string; offset: number; limit: number },
): Promise<Organization[]> {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: (slot: string) => string, value: string) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (q.typeCode) add((p) => `t.organization_type_code = ${p}`, q.typeCode);
  if (q.name) add((p) => `upper(o.organization_name) like ${p}`, containsPattern(q.name));
  if (q.legalName) add((p) => `upper(o.organization_legal_name) like ${p}`, containsPattern(q.legalName));
  params.push(q.offset, q.limit);
  const rows = await db.query<OrganizationRow>(
    `${organizationSelect} where ${conditions.join(' and ') || 'true'}
     order by o.organization_id offset $${params.length - 1} limit $${params.length}`,
    params,
  );
  return rows.map(toOrganization);
}

export async function organizationTypeExists(db: Queryable, typeId: number): Promise<boolean> {
  const rows = await db.query('select 1 from organization_type where organization_type_id = $1', [typeId]);
  return rows.length > 0;
}

/** Changes only the fields given; answers false when the organization does not exist, null
 * when the new CUIT belongs to another organization. */
export async function updateOrganization(
  db: Queryable,
  organizationId: number,
  changes: {
    name?: string;
    legalName?: string;
    typeId?: number;
    maxAccessCount?: number;
    cuit?: string;
    modificationUser: string;
  },
): Promise<boolean | null> {
  if (changes.cuit) {
    const owner = await db.query<{ organization_id: number }>(
      'select organization_id from organization where organization_cuit = $1 and organization_id <> $2',
      [changes.cuit, organizationId],
    );
    if (owner.length > 0) return null;
  }
  const rows = await db.query(
    `update organization
        set organization_name = coalesce($2, organization_name),
            organization_legal_name = coalesce($3, organization_legal_name),
            organization_type_id = coalesce($4, organization_type_id),
            organization_max_access_count = coalesce($5, organization_max_access_count),
            organization_cuit = coalesce($6, organization_cuit),
            modification_date = now(),
            modification_user = $7
      where organization_id = $1
      returning organization_id`,
    [
      organizationId,
      changes.name ?? null,
      changes.legalName ?? null,
      changes.typeId ?? null,
      changes.maxAccessCount ?? null,
      changes.cuit ?? null,
      changes.modificationUser,
    ],
  );
  return rows.length > 0;
}

export function organizationTypes(db: Queryable): Promise<OrganizationType[]> {
  return db.query(
    `select organization_type_id as "organizationTypeId", organization_type_code as "organizationTypeCode",
            organization_type_name as "organizationTypeName"
       from organization_type order by organization_type_id`,
  );
}

export function userTypes(db: Queryable): Promise<OrganizationUserType[]> {
  return db.query(
    `select organization_user_type_id as "organizationUserTypeId",
            organization_user_type_code as "organizationUserTypeCode",
            organization_user_type_name as "organizationUserTypeName"
       from organization_user_type order by organization_user_type_id`,
  );
}

export function commercialUserTypes(db: Queryable): Promise<OrganizationCommercialUserType[]> {
  return db.query(
    `select organization_commercial_user_type_id as "organizationCommercialUserTypeId",
            organization_commercial_user_type_code as "organizationCommercialUserTypeCode",
            organization_commercial_user_type_name as "organizationCommercialUserTypeName"
       from organization_commercial_user_type order by organization_commercial_user_type_id`,
  );
}

interface OrganizationUserRow {
  user_id: number;
  login_account_id: number;
  organization_id: number;
  first_name: string;
  last_name: string;
  email: string;
  organization_user_type_id: number;
  organization_user_type_code: string;
  organization_user_type_name: string;
  organization_commercial_user_type_id: number | null;
  organization_commercial_user_type_code: string | null;
  organization_commercial_user_type_name: string | null;
  user_status_id: number;
  user_status_code: UserStatusCode;
  user_status_name: string;
  organization_name: string;
  organization_legal_name: string;
  organization_cuit: string;
  legacy_user_ref_id: string | null;
  start_date: Date;
}

const organizationUserSelect = `
  select ou.user_id, ou.login_account_id, ou.organization_id, la.first_name, la.last_name, la.email,
         t.organization_user_type_id, t.organization_user_type_code, t.organization_user_type_name,
         ct.organization_commercial_user_type_id, ct.organization_commercial_user_type_code,
         ct.organization_commercial_user_type_name,
         us.user_status_id, us.user_status_code, us.user_status_name,
         o.organization_name, o.organization_legal_name, o.organization_cuit,
         ou.legacy_user_ref_id, ou.start_date
    from organization_user ou
    join login_account la on la.login_account_id = ou.login_account_id
    join organization o on o.organization_id = ou.organization_id
    join organization_user_type t on t.organization_user_type_id = ou.organization_user_type_id
    left join organization_commercial_user_type ct
           on ct.organization_commercial_user_type_id = ou.organization_commercial_user_type_id
    join user_status us on us.user_status_id = ou.user_status_id`;

function toOrganizationUser(row: OrganizationUserRow): OrganizationUser {
  return {
    userId: row.user_id,
    loginAccountId: row.login_account_id,
    organizationId: row.organization_id,
    account: { firstName: row.first_name, lastName: row.last_name, email: row.email },
    type: {
      organizationUserTypeId: row.organization_user_type_id,
      organizationUserTypeCode: row.organization_user_type_code,
      organizationUserTypeName: row.organization_user_type_name,
    },
    commercialType:
      row.organization_commercial_user_type_code === null
        ? null
        : {
            organizationCommercialUserTypeId: row.organization_commercial_user_type_id ?? 0,
            organizationCommercialUserTypeCode: row.organization_commercial_user_type_code,
            organizationCommercialUserTypeName: row.organization_commercial_user_type_name ?? '',
          },
    status: {
      userStatusId: row.user_status_id,
      userStatusCode: row.user_status_code,
      userStatusName: row.user_status_name,
    },
    organization: {
      organizationName: row.organization_name,
      organizationLegalName: row.organization_legal_name,
      organizationCuit: row.organization_cuit,
    },
    legacyUserRefId: row.legacy_user_ref_id,
    startDate: iso(row.start_date),
  };
}

export async function findOrganizationUser(
  db: Queryable,
  userId: number,
): Promise<OrganizationUser | undefined> {
  const [row] = await db.query<OrganizationUserRow>(`${organizationUserSelect} where ou.user_id = $1`, [
    userId,
  ]);
  return row && toOrganizationUser(row);
}

/** Organization users matching `where` (SQL over the aliases ou, la, o), by user id. */
export async function organizationUsersWhere(
  db: Queryable,
  where: string,
  params: readonly (string | number)[],
  /** Appended after the ordering (offset, limit). */
  tail = '',
): Promise<OrganizationUser[]> {
  const rows = await db.query<OrganizationUserRow>(
    `${organizationUserSelect} where ${where} order by ou.user_id ${tail}`,
    params,
  );
  return rows.map(toOrganizationUser);
}

/** The list form some screens read: the user plus its snake_case fields (spec 1 §3). */
export function toListForm(user: OrganizationUser): OrganizationUserListItem {
  return {
    ...user,
    user_id: user.userId,
    login_account_id: user.loginAccountId,
    login_account: {
      first_name: user.account.firstName,
      last_name: user.account.lastName,
      email: user.account.email,
    },
    organization_user_type_id: user.type.organizationUserTypeId,
    organization_commercial_user_type_id: user.commercialType?.organizationCommercialUserTypeId ?? null,
    user_status_id: user.status.userStatusId,
  };
}

export async function organizationUsersOfAccount(
  db: Queryable,
  loginAccountId: number,
): Promise<OrganizationUser[]> {
  const rows = await db.query<OrganizationUserRow>(
    `${organizationUserSelect} where ou.login_account_id = $1 order by ou.user_id`,
    [loginAccountId],
  );
  return rows.map(toOrganizationUser);
}

/** Ids behind the codes the console sends; undefined for an unknown code. */
export async function idOfCode(
  db: Queryable,
  catalogue: 'organization_user_type' | 'organization_commercial_user_type' | 'user_status',
  code: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `select ${catalogue}_id as id from ${catalogue} where ${catalogue}_code = $1`,
    [code],
  );
  return row?.id;
}

export async function loginAccountExists(db: Queryable, loginAccountId: number): Promise<boolean> {
  return (
    (await db.query('select 1 from login_account where login_account_id = $1', [loginAccountId])).length > 0
  );
}

/** Answers the new user id, or null when the account already has a user there. */
export async function insertOrganizationUser(
  db: Queryable,
  u: {
    loginAccountId: number;
    organizationId: number;
    typeId: number;
    commercialTypeId: number | null;
    statusId: number;
    creationUser: string;
  },
): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>(
    `insert into organization_user (login_account_id, organization_id, organization_user_type_id,
                                    organization_commercial_user_type_id, user_status_id, creation_user)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (login_account_id, organization_id) do nothing
     returning user_id`,
    [u.loginAccountId, u.organizationId, u.typeId, u.commercialTypeId, u.statusId, u.creationUser],
  );
  return rows[0]?.user_id ?? null;
}

/** Changes only the fields given; answers false when the user does not exist. */
export async function updateOrganizationUser(
  db: Queryable,
  userId: number,
  changes: { typeId?: number; commercialTypeId?: number; statusId?: number; modificationUser: string },
): Promise<boolean> {
  const rows = await db.query(
    `update organization_user
        set organization_user_type_id = coalesce($2, organization_user_type_id),
            organization_commercial_user_type_id = coalesce($3, organization_commercial_user_type_id),
            user_status_id = coalesce($4, user_status_id),
            modification_date = now(),
            modification_user = $5
      where user_id = $1
      returning user_id`,
    [
      userId,
      changes.typeId ?? null,
      changes.commercialTypeId ?? null,
      changes.statusId ?? null,
      changes.modificationUser,
    ],
  );
  return rows.length > 0;
}
