// SQL of the identity-provider users (authentication service).
import type { IdentityUser } from '../../client/types';
import type { Queryable } from '../../db/types';
import { iso } from '../values';

interface IdentityUserRow {
  id_cognito: string;
  username: string;
  enabled: boolean;
  user_status: string;
  email: string | null;
  email_verified: boolean;
  creation_date: Date;
  modification_date: Date;
}

/** Answers null when the username is taken (case-insensitively). */
export async function insertIdentityUser(
  db: Queryable,
  u: { idCognito: string; username: string; passwordHash: string; email: string | null },
): Promise<string | null> {
  const rows = await db.query<{ username: string }>(
    `insert into identity_user (id_cognito, username, password_hash, user_status, email)
     values ($1, $2, $3, 'FORCE_CHANGE_PASSWORD', $4)
     on conflict ((lower(username))) do nothing
     returning username`,
    [u.idCognito, u.username, u.passwordHash, u.email],
  );
  return rows[0]?.username ?? null;
}

export async function findIdentityUser(db: Queryable, username: string): Promise<IdentityUser | undefined> {
  const [row] = await db.query<IdentityUserRow>(
    `select id_cognito, username, enabled, user_status, email, email_verified, creation_date, modification_date
       from identity_user where lower(username) = lower($1)`,
    [username],
  );
  if (!row) return undefined;
  const attributes = [{ Name: 'sub', Value: row.id_cognito }];
  if (row.email) {
    attributes.push(
      { Name: 'email', Value: row.email },
      { Name: 'email_verified', Value: String(row.email_verified) },
    );
  }
  return {
    Username: row.username,
    Enabled: row.enabled,
    UserCreateDate: iso(row.creation_date),
    UserLastModifiedDate: iso(row.modification_date),
    UserStatus: row.user_status,
    UserAttributes: attributes,
  };
}

/** Sets a permanent password; answers the user, or undefined when there is none. */
export async function setPassword(
  db: Queryable,
  username: string,
  passwordHash: string,
): Promise<IdentityUser | undefined> {
  const rows = await db.query(
    `update identity_user set password_hash = $2, user_status = 'CONFIRMED', modification_date = now()
      where lower(username) = lower($1) returning username`,
    [username, passwordHash],
  );
  return rows.length > 0 ? findIdentityUser(db, username) : undefined;
}
