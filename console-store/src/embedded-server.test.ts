// The embedded console database asks for its password (issue 40): with it a process works as
// against a PostgreSQL server (many connections and transactions at once, through the gate),
// without it or with a wrong one it is refused before any statement; and the password file is
// made once, the owner's alone, whoever asks first.
import { mkdtemp, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '@cgi/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsoleDb } from './db';
import {
  consoleDbPasswordPath,
  loadOrCreateConsoleDbPassword,
  withoutPassword,
  withPassword,
} from './embedded-password';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';

const PASSWORD = 'la-contraseña-de-la-prueba';
let server: EmbeddedConsoleDb;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'console-db-password-'));
  server = await startEmbeddedConsoleDb({ port: 0, password: 'x9Yk2-secreto' });
});
afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const refusal = (url: string) =>
  openDb({ databaseUrl: url }).then(
    async (db) => {
      await db.close();
      return 'admitted';
    },
    (error: unknown) => String(error),
  );

describe('the embedded console database', () => {
  it('refuses a connection without its password or with a wrong one', async () => {
    expect(server.url).toMatch(/^postgres:\/\/console:x9Yk2-secreto@127\.0\.0\.1:\d+\/console$/);
    const bare = withoutPassword(server.url);
    expect(bare).not.toContain('x9Yk2');
    expect(await refusal(bare)).not.toBe('admitted');
    expect(await refusal(withPassword(bare, 'x9Yk2-secret'))).toMatch(/password authentication failed/);
    expect(await refusal(withPassword(bare, ''))).not.toBe('admitted');
    expect(await refusal(server.url)).toBe('admitted');
  });

  it('serves 20 connections with their transactions at once through the gate', async () => {
    const db = await openConsoleDb({ url: server.url });
    try {
      await db.exec('create table if not exists gate_check (n integer not null)');
      const clients = await Promise.all(Array.from({ length: 4 }, () => openConsoleDb({ url: server.url })));
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          clients[i % clients.length]!.transaction(async (tx) => {
            await tx.query('insert into gate_check (n) values ($1)', [i]);
            await tx.query('insert into gate_check (n) values ($1)', [i + 100]);
          }),
        ),
      );
      await Promise.all(clients.map((client) => client.close()));
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from gate_check');
      expect(row?.n).toBe(40);
    } finally {
      await db.close();
    }
  });

  it('keeps each query whole among many connections at once, in and out of transactions', async () => {
    // PGlite has one backend: without turns, one connection's Bind could name another's
    // statement ("unnamed prepared statement does not exist", or the other's result).
    const clients = await Promise.all(Array.from({ length: 6 }, () => openConsoleDb({ url: server.url })));
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          const client = clients[i % clients.length]!;
          if (i % 10 === 0) {
            return client.transaction(async (tx) => {
              const [a] = await tx.query<{ n: number }>('select $1::int as n', [i]);
              const [b] = await tx.query<{ n: number; t: string }>('select $1::int + 0 as n, $2::text as t', [
                i,
                `x${i}`,
              ]);
              return a!.n === i && b!.n === i && b!.t === `x${i}` ? i : -1;
            });
          }
          const [row] = await client.query<{ n: number; t: string }>('select $1::int as n, $2::text as t', [
            i,
            `t${i}`,
          ]);
          return row!.n === i && row!.t === `t${i}` ? i : -1;
        }),
      );
      expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i));
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });

  it("takes a URL without a password with the data folder's file, as a process started alone does", async () => {
    const path = consoleDbPasswordPath(dataDir);
    await writeFile(path, 'x9Yk2-secreto\n', { mode: 0o600 });
    const db = await openConsoleDb({ url: withoutPassword(server.url), passwordFile: path });
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    await db.close();
    await rm(path);
  });
});

describe('the password file in the data folder', () => {
  it("is made once, 0600, whoever asks first, and a looser one is made the owner's alone", async () => {
    const path = consoleDbPasswordPath(join(dataDir, 'nuevo'));
    const passwords = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateConsoleDbPassword(path)));
    expect(new Set(passwords).size).toBe(1);
    expect(passwords[0]!.length).toBeGreaterThanOrEqual(40);
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    await chmod(path, 0o644);
    expect(await loadOrCreateConsoleDbPassword(path)).toBe(passwords[0]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    // The database started with it answers that password only.
    const own = await startEmbeddedConsoleDb({ port: 0, password: passwords[0]! });
    try {
      expect(await refusal(own.url)).toBe('admitted');
      expect(await refusal(withPassword(withoutPassword(own.url), PASSWORD))).toMatch(
        /password authentication failed/,
      );
    } finally {
      await own.close();
    }
  });
});
