// How every operation meets a slow or refusing platform (worker/src/activity-calls.ts): a
// create delayed past its activity's timeout leaves exactly one effect, a permanent refusal
// ends the operation at its first attempt with the spec's text, and the event log keeps one
// line per event. Real Temporal, worker and platform, started through the api.
import { randomUUID } from 'node:crypto';
import { runWithCallContext } from '@cgi/platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  // Enough attempts for a retry to outlast a 12-second stall.
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 8, initialBackoffMs: 1000, maxBackoffMs: 2000 } });
});

afterAll(async () => {
  await api?.stop();
});

const addUser = (email: string) =>
  api.call('/api/operations', {
    method: 'POST',
    json: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100003',
        email,
        firstName: 'Lenta',
        lastName: 'Respuesta',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });

const step = (op: Json, key: string) => (op.steps as Json[]).find((s) => s.key === key)!;

describe('a slow downstream', () => {
  it(
    'a registration invite delayed 12 s past its 10 s activity is sent once',
    async () => {
      const email = `lenta.${randomUUID().slice(0, 8)}@demo.com.ar`;
      await api.injectDelay('/invites/createOrgStaffRegistrationUserInvite', 12_000, 1);
      const started = await addUser(email);
      expect(started.status).toBe(202);
      const done = await api.waitFor(started.body!.id as string, undefined, 120_000);
      expect(done.status, JSON.stringify(done.steps)).toBe('completed');
      // The first attempt timed out and at least one more was needed.
      expect(step(done, 'sendInvite').attempts).toBeGreaterThan(1);
      const invites = (
        await api.env.platform.invites.search({
          destinationEmail: [email],
          inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
          inviteStatusCode: ['ACTIVE'],
        })
      ).flatMap((entry) => entry.invites);
      expect(invites).toHaveLength(1);
      expect(invites[0]?.inviteId).toBe(done.result?.inviteId);
    },
    scaled(150_000),
  );
});

describe('a permanent refusal', () => {
  it('a 400 from the service fails the step at its first attempt with the spec text', async () => {
    await api.injectFault('/login-accounts/loginAccountCreate', 400, 1);
    const started = await addUser(`rechazo.${randomUUID().slice(0, 8)}@demo.com.ar`);
    const failed = await api.waitFor(started.body!.id as string);
    expect(failed.status).toBe('failed');
    expect(failed.error?.message).toBe('Ocurrió un error. Intente nuevamente');
    expect(step(failed, 'createLoginAccount')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a 503 is still retried, and the operation completes', async () => {
    await api.injectFault('/login-accounts/loginAccountCreate', 503, 1);
    const started = await addUser(`transitorio.${randomUUID().slice(0, 8)}@demo.com.ar`);
    const done = await api.waitFor(started.body!.id as string, undefined, 60_000);
    expect(done.status).toBe('completed');
    expect(step(done, 'createLoginAccount').attempts).toBe(2);
  });
});

describe('idempotency keys at the service', () => {
  it('writes one event-log line however many times the same local activity repeats it', async () => {
    const transactionId = `prueba/eventos/${randomUUID().slice(0, 8)}`;
    const push = () =>
      runWithCallContext({ keyScope: `${transactionId}#local#7` }, () =>
        api.env.platform.eventLog.push({
          transactionId,
          processName: 'prueba',
          logType: 'NOTIFY',
          eventText: 'Paso: completado',
        }),
      );
    await push();
    await push();
    await Promise.all([push(), push(), push()].map((p) => p.catch(() => undefined)));
    expect(await api.env.platform.eventLog.ofTransaction(transactionId)).toHaveLength(1);
  });
});
