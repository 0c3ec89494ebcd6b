// The alert store's invariant: a rule fires once per subject, however many evaluations try at
// once; read state is each reader's own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { createAlertStore, type AlertRuleInput } from './alerts';
import { openConsoleDb } from './db';
import { scaled } from '@cgi/test-support/slowdown';

let db: Db;
beforeAll(async () => {
  db = await openConsoleDb({});
}, scaled(120_000));
afterAll(() => db?.close());

const rule: AlertRuleInput = {
  name: 'Fallos',
  kind: 'failed',
  operationType: null,
  minutes: null,
  waitingStatus: null,
  ratePercent: null,
  minEnded: null,
  webhookUrl: 'https://chat.example.com/hook',
  enabled: true,
};

it('fires once per rule and subject when 20 evaluations fire it at once', async () => {
  const store = createAlertStore(db);
  const created = await store.createRule(rule, 'admin@consola.test');
  const alert = { operationId: 'op-1', operationType: 'subscriber.addUser', listFilter: null, text: 'Falló' };
  const fired = await Promise.all(Array.from({ length: 20 }, () => store.fire(created, 'op-1/run-1', alert)));
  expect(fired.filter((id) => id !== null)).toHaveLength(1);
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from alerts where rule_id = $1', [
    created.id,
  ]);
  expect(row!.n).toBe(1);
  expect(await store.pendingDeliveries()).toEqual([fired.find((id) => id !== null)]);
  // Another subject, and the same subject for another rule, fire.
  expect(await store.fire(created, 'op-2/run-1', alert)).not.toBeNull();
  const other = await store.createRule({ ...rule, webhookUrl: null }, 'admin@consola.test');
  const otherId = await store.fire(other, 'op-1/run-1', alert);
  expect(otherId).not.toBeNull();
  expect((await store.getAlert(otherId!))!.delivery).toBe('none');
});

it('keeps read state per reader, also when marked many times at once', async () => {
  const store = createAlertStore(db);
  const before = await store.unreadCount('soporte@consola.test');
  expect(before).toBeGreaterThanOrEqual(3);
  const marked = await Promise.all(Array.from({ length: 10 }, () => store.markRead('soporte@consola.test')));
  expect(marked.reduce((sum, n) => sum + n, 0)).toBe(before);
  expect(await store.unreadCount('soporte@consola.test')).toBe(0);
  expect(await store.unreadCount('admin@consola.test')).toBe(before);
});
