// Webhooks only where they belong (issue 40, finding 4), through the api and the real worker: a
// rule pointing into the network is refused when it is saved, with a 400 that says why in
// Spanish, whatever form the address takes; a name that resolves elsewhere after it was saved is
// refused when the delivery connects, and the alert says so without anything a receiver said.
// Names resolve through a table the test steers (never DNS), and a loopback trap must never
// see a connection: no traffic leaves this machine.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { TASK_QUEUE } from '@cgi/workflows';
import { ALERT_EVALUATOR_ID, EVALUATE_NOW_SIGNAL } from '@cgi/workflows/alerts';
import { webhookDestinationMessages as said, type Lookup } from '@cgi/workflows/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveryMessages } from '../../../worker/src/alerts/activities';
import { ensureAlertEvaluator } from '../../../worker/src/alerts/evaluator';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser } from '@cgi/test-support/operation-starts';

const PUBLIC_V4 = '93.184.216.34';

let api: ApiTestEnv;
let trap: Server;
let trapPort: number;
let trapConnections = 0;
let temporalAddress: string | undefined;
const answers = new Map<string, string[]>([
  ['hooks.example.com', [PUBLIC_V4]],
  ['intranet.example', ['10.0.0.5']],
  ['localhost', ['127.0.0.1', '::1']],
]);
const steered: Lookup = async (hostname) => {
  const addresses = answers.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

beforeAll(async () => {
  trap = createServer((socket) => {
    trapConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  api = await startApiTestEnv({
    stepRetry: FAST_RETRY,
    alerts: {
      evaluationIntervalMs: 300,
      delivery: { initialIntervalMs: 200, maximumIntervalMs: 400, maximumAttempts: 3 },
      webhookSecret: 'secreto-de-prueba-0123456789',
    },
    webhooks: { lookup: steered },
  });
  temporalAddress = (await sharedTestServices())?.temporalAddress;
  await ensureAlertEvaluator(api.env.temporal.client, TASK_QUEUE);
}, 240_000);

afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => (trap ? trap.close(resolve) : resolve(undefined)));
});

const rule = (webhookUrl: string | null, extra: Json = {}) => ({
  name: 'Hacia adentro',
  kind: 'failed',
  operationType: 'subscriber.addUser',
  webhookUrl,
  ...extra,
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('saving a rule', () => {
  it('refuses every destination of the finding with a 400 that says why, on create and on change; nothing is stored', async () => {
    const cases: [string, string][] = [
      ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', said.metadata],
      ['https://169.254.169.254/latest/meta-data/', said.metadata],
      ['http://metadata.google.internal/computeMetadata/v1/', said.metadata],
      [`https://[::1]:${trapPort}/`, said.loopback],
      [`https://0.0.0.0:${trapPort}/`, said.unspecified],
      [`https://2130706433:${trapPort}/`, said.loopback],
      [`https://0x7f.1:${trapPort}/`, said.loopback],
      [`https://0177.0.0.1:${trapPort}/`, said.loopback],
      [`https://0x7f000001:${trapPort}/`, said.loopback],
      [`https://[::ffff:127.0.0.1]:${trapPort}/`, said.loopback],
      ['https://[fe80::1]/', said.linkLocal],
      ['https://[fd00::1]/', said.uniqueLocal],
      ['https://100.64.0.1/', said.carrierGradeNat],
      ['https://10.1.2.3/', said.private],
      [`https://usuario:clave@hooks.example.com/`, said.userinfo],
      ['http://hooks.example.com/alertas', said.httpNotAllowed],
      [`https://intranet.example:${trapPort}/`, said.private],
      [`https://localhost:${trapPort}/`, said.loopback],
      ['https://no-existe.example/', said.unresolvable],
      // The console's own services: the platform, Temporal.
      [`${api.env.platformUrl}/organizations`, said.loopback],
      ...(temporalAddress
        ? [[`http://${temporalAddress}/api/v1/namespaces`, said.loopback] as [string, string]]
        : []),
    ];
    const before = (await api.call('/api/alert-rules')).body!.items.length as number;
    const existing = await api.call('/api/alert-rules', { method: 'POST', json: rule(null) });
    expect(existing.status).toBe(201);
    for (const [url, why] of cases) {
      const created = await api.call('/api/alert-rules', { method: 'POST', json: rule(url) });
      expect(created.status, url).toBe(400);
      expect(created.body, url).toMatchObject({
        code: 'VALIDATION',
        message: 'Revise los datos ingresados',
        fields: { webhookUrl: why },
      });
      const changed = await api.call(`/api/alert-rules/${existing.body!.id}`, {
        method: 'PUT',
        json: rule(url),
      });
      expect(changed.status, url).toBe(400);
      expect(changed.body!.fields.webhookUrl, url).toBe(why);
    }
    const after = (await api.call('/api/alert-rules')).body!.items as Json[];
    expect(after).toHaveLength(before + 1);
    expect(after.find((item) => item.id === existing.body!.id)!.webhookUrl).toBeNull();
    expect(trapConnections).toBe(0);
    await api.call(`/api/alert-rules/${existing.body!.id}`, { method: 'DELETE' });
  });

  it('accepts https to a name that resolves to public addresses', async () => {
    // Disabled: it never fires, so nothing is ever sent to the public address.
    const created = await api.call('/api/alert-rules', {
      method: 'POST',
      json: rule('https://hooks.example.com/alertas', { enabled: false }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body!.webhookUrl).toBe('https://hooks.example.com/alertas');
    await api.call(`/api/alert-rules/${created.body!.id}`, { method: 'DELETE' });
  });
});

describe('delivering', () => {
  it('refuses at connect time a name that resolves to this machine since the rule was saved; the alert says why, no status', async () => {
    answers.set('rebind.example', [PUBLIC_V4]);
    const created = await api.call('/api/alert-rules', {
      method: 'POST',
      json: rule(`https://rebind.example:${trapPort}/alertas`, { name: 'Renombrada' }),
    });
    // The name turns inward right after it was checked, before anything could fire.
    answers.set('rebind.example', ['127.0.0.1']);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ruleId = created.body!.id as string;

    const failed = await startAddUser(api, '999999', { tag: 'Webhook' });
    expect((await api.waitFor(failed)).status).toBe('failed');
    const evaluator = api.env.temporal.client.workflow.getHandle(ALERT_EVALUATOR_ID);
    const [alert] = await eventually(
      async () => {
        await evaluator.signal(EVALUATE_NOW_SIGNAL);
        const res = await api.call('/api/alerts?limit=200');
        return (res.body!.items as Json[]).filter((item) => item.ruleId === ruleId);
      },
      (alerts) => alerts[0]?.delivery === 'failed',
    );
    expect(alert).toMatchObject({
      operationId: failed,
      delivery: 'failed',
      deliveryAttempts: 1,
      deliveryError: alertDeliveryMessages.destinationRefused(said.loopback),
    });
    expect(alert!.deliveryError).not.toMatch(/HTTP|\d{3}|ECONN/);
    expect(trapConnections).toBe(0);
    await api.call(`/api/alert-rules/${ruleId}`, { method: 'DELETE' });
  }, 120_000);
});
