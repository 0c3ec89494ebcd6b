// Where service accounts live: a small JSON file under DATA_DIR (embedded and single-node
// deployments), or memory (tests). Every request checks the account behind a token here, so
// a revocation takes effect at once; the file is re-read when another process changed it.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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
  put(record: ServiceAccountRecord): Promise<void>;
}

export function createMemoryStore(): ServiceAccountStore {
  const records = new Map<string, ServiceAccountRecord>();
  return {
    list: () => Promise.resolve([...records.values()].map((r) => ({ ...r }))),
    get: (id) => Promise.resolve(records.has(id) ? { ...records.get(id)! } : undefined),
    put: (record) => {
      records.set(record.id, { ...record });
      return Promise.resolve();
    },
  };
}

export function createFileStore(path: string): ServiceAccountStore {
  let cache: Map<string, ServiceAccountRecord> | undefined;
  let cachedMtime = -1;
  // Writes run one after the other so two revocations never lose each other.
  let writing: Promise<void> = Promise.resolve();

  async function load(): Promise<Map<string, ServiceAccountRecord>> {
    let mtime = 0;
    try {
      mtime = (await stat(path)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (cache && mtime === cachedMtime) return cache;
    let records: ServiceAccountRecord[] = [];
    if (mtime > 0)
      records = (JSON.parse(await readFile(path, 'utf8')) as { accounts: ServiceAccountRecord[] }).accounts;
    cache = new Map(records.map((r) => [r.id, r]));
    cachedMtime = mtime;
    return cache;
  }

  return {
    async list() {
      return [...(await load()).values()].map((r) => ({ ...r }));
    },
    async get(id) {
      const found = (await load()).get(id);
      return found ? { ...found } : undefined;
    },
    put(record) {
      writing = writing.then(async () => {
        const records = await load();
        records.set(record.id, { ...record });
        await mkdir(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify({ accounts: [...records.values()] }, null, 2), {
          mode: 0o600,
        });
        await rename(temporary, path);
        cachedMtime = (await stat(path)).mtimeMs;
      });
      return writing;
    },
  };
}
