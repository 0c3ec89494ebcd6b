// Bulk operations through the api: the elements page (filtered by status, a page at a time,
// with counts), a deep link to one element, who may read them, and a cancel that stops at the
// next element and says exactly which took effect. Real Temporal, worker, platform and console
// database; sessions inserted straight into the platform's database (no service creates them).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;
let loginAccountId: number;
const enc = encodeURIComponent;

beforeAll(async () => {
  // Slower services and few calls at once, so a cancel lands while sessions are being revoked.
  api = await startApiTestEnv({ latencyMs: 100, bulkConcurrency: 2 });
  ({
    loginAccount: { loginAccountId },
  } = await api.env.platform.loginAccounts.byEmail('activo@demo.com.ar'));
});

afterAll(async () => {
  await api?.stop();
});

async function openSessions(count: number): Promise<void> {
  const db = api.env.platformDb;
  for (let i = 0; i < count; i++) {
    await db.query(
      `insert into device_session (uuid_device_session, login_account_id, device_model, agent_name, agent_version,
         agent_language, city, region, country, ip, creation_date, last_activity_date)
       values ($1::uuid, $2, $3, 'Chrome', '126', 'es-AR', 'Rosario', 'Santa Fe', 'Argentina', '10.0.0.1', now(), now())`,
      [randomUUID(), loginAccountId, `Windows 10 #${i}`],
    );
  }
}

const stillOpen = async () =>
  (await api.env.platform.sessions.ofAccount(loginAccountId).catch(() => [])).length;

const revokeAll = (as = 'soporte@consola.test') =>
  api.call('/api/operations', {
    method: 'POST',
    as,
    json: {
      type: 'sessions.revokeAll',
      input: { loginAccountId, email: 'activo@demo.com.ar' },
      reason: 'equipo robado',
    },
  });

describe('a bulk operation through the api', () => {
  it(
    'cancelled half-way: stops at the next element and says exactly which took effect',
    async () => {
      await openSessions(300);
      const total = await stillOpen();
      const started = await revokeAll();
      expect(started.status).toBe(202);
      const id = started.body!.id as string;
      await api.waitFor(
        id,
        (view) => ((view.steps as Json[]).find((s) => s.key === 'revoke')?.counts?.done ?? 0) >= 10,
      );
      expect((await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST' })).status).toBe(202);
      const ended = await api.waitFor(id, undefined, 60_000);
      expect(ended.status).toBe('cancelled');

      const revoke = (ended.steps as Json[]).find((s) => s.key === 'revoke')!;
      const counts = revoke.counts as Json;
      expect(counts.total).toBe(total);
      expect(counts.pending).toBeGreaterThan(0);
      expect(counts.done + counts.pending).toBe(total);
      // Exactly what the counts say took effect: the done ones are revoked, the pending ones open.
      expect(await stillOpen()).toBe(counts.pending);
      const pending = await api.elementsOf(id, 'pending');
      expect(pending).toHaveLength(counts.pending);
      const open = new Set(
        (await api.env.platform.sessions.ofAccount(loginAccountId)).map((s) => s.uuidDeviceSession),
      );
      expect(pending.every((element) => open.has(element.key))).toBe(true);

      // Its retry processes only what did not take effect.
      const retried = await api.call(`/api/operations/${enc(id)}/retry`, {
        method: 'POST',
        json: { reason: 'terminar lo que quedó' },
      });
      expect(retried.status).toBe(202);
      const finished = await api.waitFor(retried.body!.id as string, undefined, 60_000);
      expect(finished.status).toBe('completed');
      expect(await stillOpen()).toBe(0);
      const all = await api.elementsOf(retried.body!.id as string);
      expect(all.filter((e) => e.settledBy === id)).toHaveLength(counts.done);
      expect(all.filter((e) => e.settledBy === retried.body!.id)).toHaveLength(counts.pending);
    },
    scaled(120_000),
  );

  it(
    'pages the elements by status, links to one, and shows them only to who may read the operation',
    async () => {
      await openSessions(12);
      const started = await revokeAll();
      const id = started.body!.id as string;
      const done = await api.waitFor(id, undefined, 60_000);
      expect(done.status).toBe('completed');

      const first = await api.call(`/api/operations/${enc(id)}/elements?pageSize=5`);
      expect(first.status).toBe(200);
      expect(first.body!.items).toHaveLength(5);
      expect(first.body!.counts).toMatchObject({ total: 12, done: 12, pending: 0 });
      expect(first.body!.next).toBe(4);
      const second = await api.call(`/api/operations/${enc(id)}/elements?pageSize=5&after=4`);
      expect((second.body!.items as Json[])[0]!.ordinal).toBe(5);
      expect((await api.call(`/api/operations/${enc(id)}/elements?status=failed`)).body!.items).toEqual([]);

      const one = (first.body!.items as Json[])[2]!;
      const linked = await api.call(`/api/operations/${enc(id)}/elements/${enc(one.key as string)}`);
      expect(linked).toMatchObject({ status: 200, body: { key: one.key, status: 'done', label: one.label } });
      expect((await api.call(`/api/operations/${enc(id)}/elements/${enc('no-existe')}`)).status).toBe(404);

      // Someone who neither started it nor supports operations does not see its elements.
      const foreign = await api.call(`/api/operations/${enc(id)}/elements`, { as: 'comercial@consola.test' });
      expect(foreign.status).toBe(403);
      expect((await api.call(`/api/operations/${enc(id)}/elements?status=otro`)).status).toBe(400);
    },
    scaled(120_000),
  );

  it(
    'says in Spanish why an element failed; the service’s own words only in its technical detail',
    async () => {
      await openSessions(2);
      const open = await stillOpen();
      // The sessions service answers 500 to every revocation: each element fails after its attempts.
      await api.injectFault('/sessions/revokeSessionDeviceEAuth', 500, 1000);
      let ended: Json;
      try {
        const started = await revokeAll();
        expect(started.status).toBe(202);
        ended = await api.waitFor(started.body!.id as string, undefined, 90_000);
      } finally {
        await api.clearFaults();
      }
      expect(ended.status).toBe('failed');
      const failed = await api.elementsOf(ended.id as string, 'failed');
      expect(failed).toHaveLength(open);
      for (const element of failed) {
        expect(element.error).toBe('El servicio de sesiones no respondió (error interno)');
        expect(element.technicalError).toMatch(/^sessions \/revokeSessionDeviceEAuth → 500: Request failed/);
        expect(element.detail ?? {}).not.toHaveProperty('technicalError');
      }
      // Nothing else staff read of it holds the engine's words.
      expect(JSON.stringify({ steps: ended.steps, error: ended.error })).not.toMatch(
        /→|revokeSessionDeviceEAuth|Request failed/,
      );
      const one = await api.call(
        `/api/operations/${enc(ended.id as string)}/elements/${enc(failed[0]!.key as string)}`,
      );
      expect(one.body).toMatchObject({ error: failed[0]!.error, technicalError: failed[0]!.technicalError });
    },
    scaled(150_000),
  );
});
