// Bulk elements over the embedded console database's socket, as the worker and the api use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { createBulkElements } from './bulk-elements';
import { openConsoleDb } from './db';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';
import { consoleDatabaseText } from '@cgi/test-support/database-text';
import { ownKeysElementProtection } from '@cgi/test-support/element-protection';

const protection = ownKeysElementProtection();

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

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: `Elemento ${i}`, payload: { n: i } }));

describe('bulk elements', () => {
  it('adds once, settles in one statement, counts and pages by status', async () => {
    const elements = createBulkElements(db, protection);
    await elements.add('declarations.unlock/1/a', many(12_000));
    await elements.add('declarations.unlock/1/a', many(12_000)); // again: nothing more
    expect(await elements.total('declarations.unlock/1/a')).toBe(12_000);
    const firstChunk = await elements.unsettled('declarations.unlock/1/a', 'declarations.unlock/1/a', 0, 500);
    expect(firstChunk).toHaveLength(500);
    expect(firstChunk[7]).toMatchObject({ ordinal: 7, key: 'k7', payload: { n: 7 }, status: 'pending' });
    await elements.settle(
      'declarations.unlock/1/a',
      'declarations.unlock/1/a',
      firstChunk.map((e) => ({
        ordinal: e.ordinal,
        status: e.ordinal % 10 === 0 ? 'failed' : 'done',
        error: e.ordinal % 10 === 0 ? 'HTTP 503' : null,
        detail: { ok: true },
      })),
    );
    expect(await elements.counts('declarations.unlock/1/a')).toEqual({
      total: 12_000,
      pending: 11_500,
      done: 450,
      skipped: 0,
      failed: 50,
    });
    const failedPage = await elements.page('declarations.unlock/1/a', { status: 'failed', limit: 20 });
    expect(failedPage.items.map((e) => e.ordinal)).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    const next = await elements.page('declarations.unlock/1/a', {
      status: 'failed',
      limit: 100,
      after: failedPage.next!,
    });
    expect(next.items).toHaveLength(30);
    expect(next.next).toBeNull();
    expect(await elements.find('declarations.unlock/1/a', 'k20')).toMatchObject({
      status: 'failed',
      error: 'HTTP 503',
    });
  });

  it('gives a retry run what did not take effect: pending, and failed in an earlier run', async () => {
    const elements = createBulkElements(db, protection);
    await elements.add('sessions.revokeAll/x/b', many(10));
    await elements.settle('sessions.revokeAll/x/b', 'sessions.revokeAll/x/b', [
      { ordinal: 0, status: 'done' },
      { ordinal: 1, status: 'failed', error: 'x' },
      { ordinal: 2, status: 'skipped', note: 'ya no estaba' },
    ]);
    // The same run does not take its own failures again (a crashed chunk re-runs only pending ones).
    const sameRun = await elements.unsettled('sessions.revokeAll/x/b', 'sessions.revokeAll/x/b', 0, 10);
    expect(sameRun.map((e) => e.ordinal)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    // Its retry shares the elements (the root id) and takes the failed one again.
    const retry = await elements.unsettled('sessions.revokeAll/x/b-r1', 'sessions.revokeAll/x/b-r1', 0, 10);
    expect(retry.map((e) => e.ordinal)).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps no key, label, payload, error or detail in clear, and reads rows written before as they are', async () => {
    const elements = createBulkElements(db, protection);
    const id = 'me.csvEnablement/t1.x/c';
    await elements.add(id, [
      {
        key: '27345678904',
        label: 'Estudio Quintanilla',
        payload: { rows: ['27345678904;MODQ;2026-01-01;'] },
      },
      { key: 'Ab', label: 'mayúsculas', payload: null },
      { key: 'ab', label: 'minúsculas', payload: null },
    ]);
    await elements.settle(id, id, [
      {
        ordinal: 0,
        status: 'failed',
        error: 'No existe una organización con el CUIT: 27345678904',
        detail: { failures: [{ value: '27345678904' }] },
      },
    ]);
    await elements.relabel(id, [{ ordinal: 0, label: 'Estudio Quintanilla (27345678904)' }]);
    const text = await consoleDatabaseText(db);
    for (const marker of ['27345678904', 'Quintanilla', 'mayúsculas']) expect(text).not.toContain(marker);
    expect(await elements.find(id, '27345678904')).toMatchObject({
      key: '27345678904',
      label: 'Estudio Quintanilla (27345678904)',
      payload: { rows: ['27345678904;MODQ;2026-01-01;'] },
      error: 'No existe una organización con el CUIT: 27345678904',
      detail: { failures: [{ value: '27345678904' }] },
    });
    // Keys that differ only in case stay two elements.
    expect((await elements.find(id, 'Ab'))?.label).toBe('mayúsculas');
    expect((await elements.find(id, 'ab'))?.label).toBe('minúsculas');
    expect(await elements.details(id, -1, 10)).toEqual([
      { ordinal: 0, detail: { failures: [{ value: '27345678904' }] } },
    ]);

    // A row as the code before sealing wrote it.
    await db.query(
      `insert into bulk_element (operation_id, ordinal, element_key, label, payload, status, error, detail)
       values ('viejo/1/a', 0, 'k-viejo', 'Etiqueta vieja', '{"n": 1}', 'failed', 'HTTP 503', '{"ok": true}')`,
    );
    expect(await elements.find('viejo/1/a', 'k-viejo')).toMatchObject({
      key: 'k-viejo',
      label: 'Etiqueta vieja',
      payload: { n: 1 },
      error: 'HTTP 503',
      detail: { ok: true },
    });
  });
});
