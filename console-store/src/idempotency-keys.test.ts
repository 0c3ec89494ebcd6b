// Idempotency-Key bindings over the embedded console database's socket, as the api uses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from './db';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';
import { callerKeyOf, createIdempotencyKeys } from './idempotency-keys';

let server: EmbeddedConsoleDb;
let db: Db;

beforeAll(async () => {
  server = await startEmbeddedConsoleDb({ port: 0 });
  db = await openConsoleDb({ url: server.url });
});
afterAll(async () => {
  await db.close();
  await server.close();
});

const use = (n: number) => ({
  operationType: n % 2 ? 'subscriber.addUser' : 'versions.deprecate',
  inputHash: `hash-${n}`,
  operationId: `op/${n}`,
});

describe('idempotency keys', () => {
  it('binds a key once among 40 concurrent claims, and every claim sees that binding', async () => {
    const keys = createIdempotencyKeys(db);
    const bindings = await Promise.all(
      Array.from({ length: 40 }, (_, n) => keys.claim('ana@consola.test', 'clave-1', use(n))),
    );
    expect(bindings.filter((binding) => binding.created)).toHaveLength(1);
    const winner = bindings.find((binding) => binding.created)!;
    for (const binding of bindings) {
      expect({ ...binding, created: true }).toEqual(winner);
    }
    expect(await keys.find('ana@consola.test', 'clave-1')).toEqual({
      operationType: winner.operationType,
      inputHash: winner.inputHash,
      operationId: winner.operationId,
    });
  });

  it('scopes a key to its caller, and keeps neither in clear', async () => {
    const keys = createIdempotencyKeys(db);
    const ana = await keys.claim('ana@consola.test', 'alta-bruno', use(1));
    const luis = await keys.claim('luis@consola.test', 'alta-bruno', use(2));
    expect([ana.created, luis.created]).toEqual([true, true]);
    const rows = await db.query<Record<string, unknown>>('select * from idempotency_keys');
    expect(JSON.stringify(rows)).not.toMatch(/alta-bruno|ana@|luis@/);
    expect(rows.map((row) => row.caller_key)).toContain(callerKeyOf('ana@consola.test', 'alta-bruno'));
  });

  it('releases a key only for the operation it names', async () => {
    const keys = createIdempotencyKeys(db);
    await keys.claim('ana@consola.test', 'clave-2', use(3));
    await keys.release('ana@consola.test', 'clave-2', 'op/otra');
    expect((await keys.find('ana@consola.test', 'clave-2'))?.operationId).toBe('op/3');
    await keys.release('ana@consola.test', 'clave-2', 'op/3');
    expect(await keys.find('ana@consola.test', 'clave-2')).toBeUndefined();
    expect((await keys.claim('ana@consola.test', 'clave-2', use(4))).created).toBe(true);
  });
});
