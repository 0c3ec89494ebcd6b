// Where service accounts live: the console database (db-store.ts), shared by every api
// replica, or memory (tests, the OpenAPI generator). Every request checks the account behind a
// token here, so a revocation takes effect at once on every replica.

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
}

export interface ServiceAccountStore {
  list(): Promise<ServiceAccountRecord[]>;
  get(id: string): Promise<ServiceAccountRecord | undefined>;
  /**
   * Stores a new account unless an active one (not revoked, not expired at `record.createdAt`)
   * already has its name; false then. Atomic across replicas.
   */
  insertIfNameFree(record: ServiceAccountRecord): Promise<boolean>;
  /** Revokes once: an account revoked already keeps its first revocation. Undefined if none. */
  revoke(id: string, revokedBy: string, revokedAt: string): Promise<ServiceAccountRecord | undefined>;
}

export function createMemoryStore(): ServiceAccountStore {
  const records = new Map<string, ServiceAccountRecord>();
  return {
    list: () => Promise.resolve([...records.values()].map((r) => ({ ...r }))),
    get: (id) => Promise.resolve(records.has(id) ? { ...records.get(id)! } : undefined),
    insertIfNameFree: (record) => {
      const taken = [...records.values()].some(
        (r) => r.name === record.name && !r.revokedAt && r.expiresAt > record.createdAt,
      );
      if (!taken) records.set(record.id, { ...record });
      return Promise.resolve(!taken);
    },
    revoke: (id, revokedBy, revokedAt) => {
      const record = records.get(id);
      if (record && !record.revokedAt) Object.assign(record, { revokedAt, revokedBy });
      return Promise.resolve(record ? { ...record } : undefined);
    },
  };
}
