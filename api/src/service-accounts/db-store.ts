// Service accounts in the console database. Creating one takes a transaction-scoped advisory
// lock on its name, so two replicas asked for the same name at once create one account.
import { readFile, rename } from 'node:fs/promises';
import type { Db } from '@cgi/console-store';
import type { OwnershipEntry, ServiceAccountRecord, ServiceAccountStore } from './store';

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
  owners: { owner: string; assigned_at: string; assigned_by: string; reason: string | null }[] | null;
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
    owners: (row.owners ?? []).map((entry) => ({
      owner: entry.owner,
      assignedAt: iso(entry.assigned_at),
      assignedBy: entry.assigned_by,
      reason: entry.reason,
    })),
  };
}

/** An account with its owners, oldest first (one query, as every request with its token reads it). */
const selectSql = `select a.*, (
    select json_agg(json_build_object('owner', o.owner, 'assigned_at', o.assigned_at,
                                      'assigned_by', o.assigned_by, 'reason', o.reason) order by o.entry_id)
      from service_account_owners o where o.account_id = a.account_id
  ) as owners
  from service_accounts a`;

const insertOwnerSql = `insert into service_account_owners (account_id, owner, assigned_at, assigned_by, reason)
  values ($1, $2, $3, $4, $5)`;

const ownerParams = (id: string, entry: OwnershipEntry) => [
  id,
  entry.owner,
  entry.assignedAt,
  entry.assignedBy,
  entry.reason,
];

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
  async function get(id: string) {
    const [row] = await db.query<AccountRow>(`${selectSql} where a.account_id = $1`, [id]);
    return row ? recordOf(row) : undefined;
  }
  return {
    async list() {
      return (await db.query<AccountRow>(selectSql)).map(recordOf);
    },
    get,
    insertIfNameFree(record) {
      return db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('service-account:' || $1))", [record.name]);
        const taken = await tx.query(
          'select 1 from service_accounts where name = $1 and revoked_at is null and expires_at > $2',
          [record.name, record.createdAt],
        );
        if (taken.length > 0) return false;
        await tx.query(insertSql, insertParams(record));
        for (const entry of record.owners) await tx.query(insertOwnerSql, ownerParams(record.id, entry));
        return true;
      });
    },
    async revoke(id, revokedBy, revokedAt) {
      const [row] = await db.query<{ account_id: string }>(
        `update service_accounts
            set revoked_at = coalesce(revoked_at, $2), revoked_by = case when revoked_at is null then $3 else revoked_by end
          where account_id = $1
          returning account_id`,
        [id, revokedAt, revokedBy],
      );
      return row ? get(id) : undefined;
    },
    async transfer(id, entry) {
      const outcome = await db.transaction(async (tx) => {
        // One handover at a time per account: the latest owner read here is the one replaced.
        const [account] = await tx.query<{ revoked_at: Date | string | null }>(
          'select revoked_at from service_accounts where account_id = $1 for update',
          [id],
        );
        if (!account) return undefined;
        if (account.revoked_at !== null) return 'revoked' as const;
        const [latest] = await tx.query<{ owner: string }>(
          'select owner from service_account_owners where account_id = $1 order by entry_id desc limit 1',
          [id],
        );
        if (latest?.owner === entry.owner) return 'same' as const;
        await tx.query(insertOwnerSql, ownerParams(id, entry));
        return 'done' as const;
      });
      return outcome === 'done' ? get(id) : outcome;
    },
    async namesOwnedBy(person) {
      const rows = await db.query<{ name: string }>(
        `select distinct a.name from service_accounts a
           join service_account_owners o on o.account_id = a.account_id
          where o.owner = $1`,
        [person.trim().toLowerCase()],
      );
      return rows.map((row) => row.name);
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
  const { accounts } = JSON.parse(text) as { accounts: Omit<ServiceAccountRecord, 'owners'>[] };
  await db.transaction(async (tx) => {
    for (const record of accounts) {
      const inserted = await tx.query(
        `${insertSql} on conflict (account_id) do nothing returning account_id`,
        insertParams({ ...record, owners: [] }),
      );
      // Their creator owns them, as the migration that added owners decided for the others.
      if (inserted.length > 0 && record.createdBy.includes('@')) {
        await tx.query(
          insertOwnerSql,
          ownerParams(record.id, {
            owner: record.createdBy.trim().toLowerCase(),
            assignedAt: record.createdAt,
            assignedBy: record.createdBy,
            reason: null,
          }),
        );
      }
    }
  });
  await rename(path, `${path}.imported`);
  return accounts.length;
}
