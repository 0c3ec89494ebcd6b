// Service accounts in the console database. Creating one takes a transaction-scoped advisory
// lock on its name, so two replicas asked for the same name at once create one account.
import { readFile, rename } from 'node:fs/promises';
import type { Db } from '@cgi/console-store';
import type { ServiceAccountRecord, ServiceAccountStore } from './store';

interface AccountRow {
  account_id: string;
  name: string;
  description: string | null;
  roles: string[];
  created_at: Date | string;
  created_by: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  revoked_by: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function recordOf(row: AccountRow): ServiceAccountRecord {
  return {
    id: row.account_id,
    name: row.name,
    description: row.description,
    roles: [...row.roles],
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
    revokedBy: row.revoked_by,
  };
}

const insertSql = `insert into service_accounts
  (account_id, name, description, roles, created_at, created_by, expires_at, revoked_at, revoked_by)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

function insertParams(record: ServiceAccountRecord) {
  return [
    record.id,
    record.name,
    record.description,
    record.roles,
    record.createdAt,
    record.createdBy,
    record.expiresAt,
    record.revokedAt,
    record.revokedBy,
  ];
}

export function createDbStore(db: Db): ServiceAccountStore {
  return {
    async list() {
      return (await db.query<AccountRow>('select * from service_accounts')).map(recordOf);
    },
    async get(id) {
      const [row] = await db.query<AccountRow>('select * from service_accounts where account_id = $1', [id]);
      return row ? recordOf(row) : undefined;
    },
    insertIfNameFree(record) {
      return db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('service-account:' || $1))", [record.name]);
        const taken = await tx.query(
          'select 1 from service_accounts where name = $1 and revoked_at is null and expires_at > $2',
          [record.name, record.createdAt],
        );
        if (taken.length > 0) return false;
        await tx.query(insertSql, insertParams(record));
        return true;
      });
    },
    async revoke(id, revokedBy, revokedAt) {
      const [row] = await db.query<AccountRow>(
        `update service_accounts
            set revoked_at = coalesce(revoked_at, $2), revoked_by = case when revoked_at is null then $3 else revoked_by end
          where account_id = $1
          returning *`,
        [id, revokedAt, revokedBy],
      );
      return row ? recordOf(row) : undefined;
    },
  };
}

/**
 * Brings the accounts an earlier version kept in `DATA_DIR/service-accounts/accounts.json` into
 * the database (once: the file is renamed `.imported`), so their tokens keep working.
 */
export async function importServiceAccountsFile(db: Db, path: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const { accounts } = JSON.parse(text) as { accounts: ServiceAccountRecord[] };
  await db.transaction(async (tx) => {
    for (const record of accounts)
      await tx.query(`${insertSql} on conflict (account_id) do nothing`, insertParams(record));
  });
  await rename(path, `${path}.imported`);
  return accounts.length;
}
