// Where service accounts live: the console database (db-store.ts), shared by every api
// replica, or memory (tests, the OpenAPI generator). Every request checks the account behind a
// token here, so a revocation takes effect at once on every replica.

/** One owner of an account (issue 40): a person, since when, who handed it over and why. */
export interface OwnershipEntry {
  /** The person's e-mail, in lower case. */
  owner: string;
  assignedAt: string;
  assignedBy: string;
  reason: string | null;
}

export interface ServiceAccountRecord {
  /** Also the `jti` of its token. */
  id: string;
  name: string;
  description: string | null;
  roles: string[];
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  /**
   * Every owner it ever had, oldest first; the last is its owner now. All of them are the people
   * behind it: none approves what it requested (its token outlives a handover).
   */
  owners: OwnershipEntry[];
}

export interface ServiceAccountStore {
  list(): Promise<ServiceAccountRecord[]>;
  get(id: string): Promise<ServiceAccountRecord | undefined>;
  /**
   * Stores a new account and its first owners (`record.owners`) unless an active one (not
   * revoked, not expired at `record.createdAt`) already has its name; false then. Atomic across
   * replicas.
   */
  insertIfNameFree(record: ServiceAccountRecord): Promise<boolean>;
  /** Revokes once: an account revoked already keeps its first revocation. Undefined if none. */
  revoke(id: string, revokedBy: string, revokedAt: string): Promise<ServiceAccountRecord | undefined>;
  /**
   * Appends a new owner, unless the account is revoked or already theirs ('revoked', 'same');
   * undefined if there is no such account.
   */
  transfer(id: string, entry: OwnershipEntry): Promise<ServiceAccountRecord | 'revoked' | 'same' | undefined>;
  /** The names of every account this person owns or ever owned (what they may not approve for). */
  namesOwnedBy(person: string): Promise<string[]>;
}

const copy = (record: ServiceAccountRecord): ServiceAccountRecord => ({
  ...record,
  roles: [...record.roles],
  owners: record.owners.map((entry) => ({ ...entry })),
});

export function createMemoryStore(): ServiceAccountStore {
  const records = new Map<string, ServiceAccountRecord>();
  return {
    list: () => Promise.resolve([...records.values()].map(copy)),
    get: (id) => Promise.resolve(records.has(id) ? copy(records.get(id)!) : undefined),
    insertIfNameFree: (record) => {
      const taken = [...records.values()].some(
        (r) => r.name === record.name && !r.revokedAt && r.expiresAt > record.createdAt,
      );
      if (!taken) records.set(record.id, copy(record));
      return Promise.resolve(!taken);
    },
    revoke: (id, revokedBy, revokedAt) => {
      const record = records.get(id);
      if (record && !record.revokedAt) Object.assign(record, { revokedAt, revokedBy });
      return Promise.resolve(record ? copy(record) : undefined);
    },
    transfer: (id, entry) => {
      const record = records.get(id);
      if (!record) return Promise.resolve(undefined);
      if (record.revokedAt) return Promise.resolve('revoked' as const);
      if (record.owners.at(-1)?.owner === entry.owner) return Promise.resolve('same' as const);
      record.owners.push({ ...entry });
      return Promise.resolve(copy(record));
    },
    namesOwnedBy: (person) =>
      Promise.resolve(
        [...records.values()]
          .filter((r) => r.owners.some((entry) => entry.owner === person.trim().toLowerCase()))
          .map((r) => r.name),
      ),
  };
}
