// The answer to a start is built from what the api gave Temporal, not read back from it: with
// no worker running (nothing moves), it must be the same view a read of the operation gives.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv();
  await api.env.stopWorker();
});

afterAll(async () => {
  await api?.stop();
});

async function startAndRead(json: Json) {
  const started = await api.call('/api/operations', { method: 'POST', as: 'admin@consola.test', json });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const read = await api.call(`/api/operations/${encodeURIComponent(started.body!.id as string)}`, {
    as: 'admin@consola.test',
  });
  expect(read.status).toBe(200);
  return { answer: started.body!, read: read.body! };
}

function expectSameView(answer: Json, read: Json) {
  // The start answers without waiting on anything but Temporal's own start: the target's name
  // (a platform lookup) comes with the first read, and the start says it has none yet.
  const { startedAt: answeredAt, targetName: answeredName, ...answered } = answer;
  const { startedAt: readAt, targetName: _readName, ...stored } = read;
  expect(answered).toEqual(stored);
  expect(answeredName).toBeNull();
  // This process's clock against the server's, on one machine: the same instant within the call.
  expect(Math.abs(Date.parse(answeredAt as string) - Date.parse(readAt as string))).toBeLessThan(2_000);
}

it('answers a started operation with the view a read gives: planned steps, memo, links', async () => {
  const { answer, read } = await startAndRead({
    type: 'subscriber.addUser',
    input: {
      subscriberNumber: '100003',
      email: `inicio.${randomUUID().slice(0, 8)}@demo.com.ar`,
      firstName: 'Inicio',
      lastName: 'Respuesta',
      userTypeCode: 'ORG-STAFF',
    },
  });
  expect(answer.status).toBe('running');
  expect((answer.steps as Json[]).every((step) => step.status === 'pending')).toBe(true);
  expectSameView(answer, read);
});

it('the same for a high-risk bulk operation (its reason, its bulk step)', async () => {
  const { loginAccount } = await api.env.platform.loginAccounts.byEmail('activo@demo.com.ar');
  const { answer, read } = await startAndRead({
    type: 'sessions.revokeAll',
    input: { loginAccountId: loginAccount.loginAccountId, email: 'activo@demo.com.ar' },
    reason: 'equipo robado',
  });
  expect(answer.reason).toBe('equipo robado');
  expectSameView(answer, read);
});
