// SQL of the login-accounts family. E-mails are stored lower-cased; lookups go through the
// lower(email) index.
import type { AccountStatusCode, LoginAccount } from '../../client/types';
import type { Queryable } from '../../db/types';
import { iso, isoOrNull } from '../values';

interface LoginAccountRow {
  login_account_id: number;
  account_external_ref_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  phone_number_type_code: 'MOBILE' | null;
  modification_user: string | null;
  account_status_code: AccountStatusCode;
  account_status_desc: string;
  status_creation_date: Date;
  status_creation_user: string;
  status_modification_date: Date | null;
  status_modification_user: string | null;
  organization_users: { userId: number; organizationId: number }[];
}

const select = `
  select la.login_account_id, la.account_external_ref_id, la.email, la.first_name, la.last_name,
         la.phone_number, la.phone_number_type_code, la.modification_user,
         s.account_status_code, s.account_status_desc,
         la.status_creation_date, la.status_creation_user, la.status_modification_date, la.status_modification_user,
         coalesce((select json_agg(json_build_object('userId', ou.user_id, 'organizationId', ou.organization_id)
                                   order by ou.user_id)
                     from organization_user ou where ou.login_account_id = la.login_account_id), '[]'::json)
           as organization_users
    from login_account la
    join account_status s on s.account_status_id = la.account_status_id`;

function toLoginAccount(row: LoginAccountRow): LoginAccount {
  return {
    loginAccountId: row.login_account_id,
    accountExternalRefId: row.account_external_ref_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    modificationUser: row.modification_user,
    accountStatusCode: row.account_status_code,
    loginAccountPhone:
      row.phone_number && row.phone_number_type_code
        ? { phoneNumber: row.phone_number, phoneNumberTypeCode: row.phone_number_type_code }
        : null,
    accountStatus: {
      accountStatusCode: row.account_status_code,
      accountStatusDesc: row.account_status_desc,
      creationDate: iso(row.status_creation_date),
      creationUser: row.status_creation_user,
      modificationDate: isoOrNull(row.status_modification_date),
      modificationUser: row.status_modification_user,
    },
    organizationUsers: row.organization_users,
  };
}

export async function findByEmail(db: Queryable, email: string): Promise<LoginAccount | undefined> {
  const [row] = await db.query<LoginAccountRow>(`${select} where lower(la.email) = lower($1)`, [email]);
  return row && toLoginAccount(row);
}

export async function findById(db: Queryable, loginAccountId: number): Promise<LoginAccount | undefined> {
  const [row] = await db.query<LoginAccountRow>(`${select} where la.login_account_id = $1`, [loginAccountId]);
  return row && toLoginAccount(row);
}

/** Answers the new id, or null when the e-mail is taken. */
export async function insertLoginAccount(
  db: Queryable,
  a: {
    accountExternalRefId: string;
    email: string;
    firstName: string;
    lastName: string;
    modificationUser: string;
    accountStatusCode: AccountStatusCode;
    phone: { phoneNumber: string; phoneNumberTypeCode: 'MOBILE' } | null;
  },
): Promise<number | null> {
  const rows = await db.query<{ login_account_id: number }>(
    `insert into login_account (account_external_ref_id, email, first_name, last_name, phone_number,
                                phone_number_type_code, account_status_id, status_creation_user, modification_user)
     select $1, lower($2), $3, $4, $5, $6, s.account_status_id, $8, $8
       from account_status s where s.account_status_code = $7
     on conflict ((lower(email))) do nothing
     returning login_account_id`,
    [
      a.accountExternalRefId,
      a.email,
      a.firstName,
      a.lastName,
      a.phone?.phoneNumber ?? null,
      a.phone?.phoneNumberTypeCode ?? null,
      a.accountStatusCode,
      a.modificationUser,
    ],
  );
  return rows[0]?.login_account_id ?? null;
}

/** Changes only the names given; answers false when the account does not exist. */
export async function updateNames(
  db: Queryable,
  loginAccountId: number,
  changes: { firstName?: string; lastName?: string; modificationUser: string },
): Promise<boolean> {
  const rows = await db.query(
    `update login_account
        set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
            modification_date = now(), modification_user = $4
      where login_account_id = $1
      returning login_account_id`,
    [loginAccountId, changes.firstName ?? null, changes.lastName ?? null, changes.modificationUser],
  );
  return rows.length > 0;
}
