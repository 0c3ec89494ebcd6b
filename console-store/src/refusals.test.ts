// The refusal record over the embedded console database, reached through its socket exactly
// as the api reaches it (PostgreSQL wire protocol), with several writers at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from './db';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';
import { createRefusalLog, type Refusal } from './refusals';

let server: EmbeddedConsoleDb;
let writers: Db[];

beforeAll(async () => {
  server = await startEmbeddedConsoleDb({ port: 0 });
  writers = await Promise.all([openConsoleDb({ url: server.url }), openConsoleDb({ url: server.url })]);
});
afterAll(async () => {
  await Promise.all(writers.map((db) => db.close()));
  await server.close();
});

const refusal = (overrides: Partial<Refusal> = {}): Refusal => ({
  occurredAt: new Date(),
  status: 403,
  code: 'FORBIDDEN',
  reason: 'No tiene permiso para realizar esta acción',
  actor: 'lectura@consola.test',
  method: 'POST',
  route: '/api/operations',
  operationType: 'versions.deprecate',
  action: 'start',
  sourceAddress: '127.0.0.1',
  ...overrides,
});

describe('refusal record', () => {
  it('keeps every refusal written by two processes at once, newest first, paged', async () => {
    const [a, b] = writers.map((db) => createRefusalLog(db, { flushEveryMs: 5 }));
    for (let i = 0; i < 150; i++) {
      a!.record(refusal({ actor: `a${i}@consola.test` }));
      b!.record(refusal({ actor: `b${i}@consola.test`, status: 401, code: 'UNAUTHENTICATED' }));
    }
    await Promise.all([a!.close(), b!.close()]);
    const reader = createRefusalLog(writers[0]!);
    const seen: string[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await reader.list({}, { limit: 100, before });
      seen.push(...page.items.map((r) => r.actor ?? ''));
      if (page.next === null) break;
      before = page.next;
    }
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    const unauthenticated = await reader.list({ status: 401 }, { limit: 500 });
    expect(unauthenticated.items).toHaveLength(150);
    expect(unauthenticated.items.every((r) => r.code === 'UNAUTHENTICATED')).toBe(true);
  });

  it('filters by actor and operation type and keeps the fields it was given', async () => {
    const log = createRefusalLog(writers[1]!, { flushEveryMs: 5 });
    log.record(
      refusal({ actor: 'soporte@consola.test', operationType: 'notification.create', action: 'retry' }),
    );
    await log.flush();
    const { items } = await log.list(
      { actor: 'soporte@consola.test', operationType: 'notification.create' },
      { limit: 10 },
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 403,
      action: 'retry',
      route: '/api/operations',
      sourceAddress: '127.0.0.1',
    });
  });

  it('drops and counts what exceeds its bound instead of growing without limit', async () => {
    const log = createRefusalLog(writers[0]!, { flushEveryMs: 60_000, maxPending: 10 });
    for (let i = 0; i < 25; i++) log.record(refusal({ actor: `flood${i}@consola.test` }));
    expect(log.dropped).toBe(15);
    await log.close();
    const { items } = await log.list({}, { limit: 1000 });
    expect(items.filter((r) => r.actor?.startsWith('flood'))).toHaveLength(10);
  });
});
