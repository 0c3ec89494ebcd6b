// Alerts end to end (issue 31): rules made through the api, the evaluator workflow run by the real
// worker on the real Temporal server, outcomes in the console's PGlite, and a real HTTP receiver
// for the webhooks. Every kind fires once for its condition and not for others; a receiver down
// for a while gets each alert once after it comes back; the signature verifies; a bulk failure
// fires once, for the bulk.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TASK_QUEUE } from '@cgi/workflows';
import { ALERT_EVALUATOR_ID, EVALUATE_NOW_SIGNAL } from '@cgi/workflows/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveryMessages } from '../../../worker/src/alerts/activities';
import { ensureAlertEvaluator } from '../../../worker/src/alerts/evaluator';
import { verifySignature } from '../../../worker/src/alerts/webhook';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser as startAddUserOf, startDeactivation } from '@cgi/test-support/operation-starts';
import { scaled } from '@cgi/test-support/slowdown';

const SECRET = 'secreto-de-prueba-0123456789';
const RULE_SECRET = 'secreto-propio-de-la-regla-42';

interface Received {
  body: string;
  signature: string | undefined;
  key: string | undefined;
  status: number;
}

/** A webhook receiver that answers 503 while down and 200 once up, and keeps every request. */
async function startReceiver() {
  const requests: Received[] = [];
  let up = true;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const status = req.url === '/rechaza' ? 400 : up ? 200 : 503;
      requests.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-consola-signature'] as string | undefined,
        key: req.headers['idempotency-key'] as string | undefined,
        status,
      });
      res.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    setUp(value: boolean) {
      up = value;
    },
    /** The accepted deliveries whose path is `path`, by idempotency key. */
    accepted: () => requests.filter((request) => request.status === 200),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let api: ApiTestEnv;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** How far the time-based rules' clock runs ahead of the real one. */
let clockAheadMs = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  api = await startApiTestEnv({
    stepRetry: FAST_RETRY,
    approvals: true,
    alerts: {
      evaluationIntervalMs: 300,
      delivery: { initialIntervalMs: 200, maximumIntervalMs: 800, maximumAttempts: 12 },
      webhookSecret: SECRET,
      consoleUrl: 'https://consola.example.com',
      now: () => new Date(Date.now() + clockAheadMs),
    },
    // The receiver, and a port nobody listens on, allowed as an administrator allows a receiver
    // on the internal network (ALERT_WEBHOOK_ALLOWED_HOSTS).
    webhooks: { allowedHosts: `${new URL(receiver.url).host},127.0.0.1:1` },
  });
  await ensureAlertEvaluator(api.env.temporal.client, TASK_QUEUE);
}, scaled(240_000));

afterAll(async () => {
  await api?.stop();
  await receiver?.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await wait(150);
  }
}

/** Evaluations that surely looked at everything written so far. */
async function evaluations(count = 3) {
  const evaluator = api.env.temporal.client.workflow.getHandle(ALERT_EVALUATOR_ID);
  for (let i = 0; i < count; i++) {
    await evaluator.signal(EVALUATE_NOW_SIGNAL);
    await wait(400);
  }
}

async function createRule(rule: Json): Promise<string> {
  const res = await api.call('/api/alert-rules', { method: 'POST', json: rule });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body!.id as string;
}

async function alertsOf(ruleId: string, as = 'admin@consola.test'): Promise<Json[]> {
  const res = await api.call('/api/alerts?limit=200', { as });
  expect(res.status).toBe(200);
  return (res.body!.items as Json[]).filter((alert) => alert.ruleId === ruleId);
}

const startAddUser = (subscriberNumber: string) => startAddUserOf(api, subscriberNumber, { tag: 'Alerta' });

describe('rules through the api', () => {
  it('refuses what is not a rule, in Spanish, and only administrators manage them', async () => {
    const bad = await api.call('/api/alert-rules', {
      method: 'POST',
      json: { name: '', kind: 'waiting', operationType: 'no.existe', webhookUrl: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body!.fields).toMatchObject({
      name: 'Este campo es requerido',
      operationType: 'Tipo de operación desconocido',
      webhookUrl: 'Indique una dirección https://',
    });
    const rate = await api.call('/api/alert-rules', {
      method: 'POST',
      json: { name: 'Tasa', kind: 'failureRate', minutes: 10 },
    });
    expect(rate.status).toBe(400);
    expect(rate.body!.fields).toMatchObject({ ratePercent: 'Este campo es requerido' });
    const support = await api.call('/api/alert-rules', {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { name: 'x', kind: 'failed' },
    });
    expect(support.status).toBe(403);
    expect((await api.call('/api/alerts', { as: 'soporte@consola.test' })).status).toBe(200);
    expect((await api.call('/api/alerts', { as: 'comercial@consola.test' })).status).toBe(403);

    const id = await createRule({
      name: 'Provisoria',
      kind: 'runningLong',
      minutes: 5,
      webhookSecret: RULE_SECRET,
    });
    const listed = await api.call('/api/alert-rules');
    const rule = (listed.body!.items as Json[]).find((item) => item.id === id)!;
    expect(rule).toMatchObject({
      name: 'Provisoria',
      hasWebhookSecret: true,
      minutes: 5,
      createdBy: 'admin@consola.test',
    });
    expect(JSON.stringify(listed.body)).not.toContain(RULE_SECRET);
    const changed = await api.call(`/api/alert-rules/${id}`, {
      method: 'PUT',
      json: { name: 'Cambiada', kind: 'runningLong', minutes: 7, enabled: false },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: 'Cambiada', minutes: 7, enabled: false, hasWebhookSecret: true },
    });
    expect((await api.call(`/api/alert-rules/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.call(`/api/alert-rules/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('evaluation and delivery', () => {
  it(
    'a failure fires its rule once, not a rule of another type; the webhook, down then up, gets it once, signed',
    async () => {
      receiver.setUp(false);
      const addUserRule = await createRule({
        name: 'Altas que fallan',
        kind: 'failed',
        operationType: 'subscriber.addUser',
        webhookUrl: `${receiver.url}/altas`,
      });
      const otherType = await createRule({
        name: 'Ediciones',
        kind: 'failed',
        operationType: 'organization.edit',
      });
      const ownSecret = await createRule({
        name: 'Con secreto propio',
        kind: 'failed',
        operationType: 'subscriber.addUser',
        webhookUrl: `${receiver.url}/propio`,
        webhookSecret: RULE_SECRET,
      });

      const failed = await startAddUser('999999');
      const completed = await startAddUser('100003');
      expect((await api.waitFor(failed)).status).toBe('failed');
      expect((await api.waitFor(completed)).status).toBe('completed');
      await evaluations();

      const fired = await eventually(
        () => alertsOf(addUserRule),
        (alerts) => alerts.length >= 1,
      );
      expect(fired).toHaveLength(1);
      expect(fired[0]).toMatchObject({ operationId: failed, kind: 'failed', read: false });
      expect(fired[0]!.text).toMatch(
        /^Falló «Añadir un usuario al suscriptor» en el paso «.+»\. Regla «Altas que fallan»\.$/,
      );
      expect(await alertsOf(otherType)).toEqual([]);

      // The receiver is down: attempts are refused and retried; none accepted.
      await eventually(
        async () => receiver.requests.filter((r) => r.status === 503).length,
        (n) => n >= 4,
      );
      expect(receiver.accepted()).toEqual([]);
      const pending = (await alertsOf(addUserRule))[0]!;
      expect(pending.delivery).toBe('pending');
      expect(pending.deliveryError).toBe(alertDeliveryMessages.notDelivered);

      receiver.setUp(true);
      await eventually(
        () => alertsOf(addUserRule),
        (alerts) => alerts[0]?.delivery === 'delivered',
      );
      await eventually(
        () => alertsOf(ownSecret),
        (alerts) => alerts[0]?.delivery === 'delivered',
      );
      await evaluations();
      await wait(1_500);
      const accepted = receiver.accepted();
      const keys = accepted.map((r) => r.key);
      // Each alert accepted exactly once, every attempt of it under the same key.
      expect(accepted).toHaveLength(2);
      expect(new Set(keys).size).toBe(2);
      const toAltas = receiver.requests.filter((r) => JSON.parse(r.body).alert.rule.id === addUserRule);
      expect(new Set(toAltas.map((r) => r.key))).toEqual(new Set([`consola-alerta-${fired[0]!.id}`]));
      expect(new Set(toAltas.map((r) => r.body)).size).toBe(1);

      for (const request of accepted) {
        const body = JSON.parse(request.body) as Json;
        const secret = body.alert.rule.id === ownSecret ? RULE_SECRET : SECRET;
        expect(verifySignature(request.body, secret, request.signature)).toBe(true);
        expect(verifySignature(request.body, 'otro-secreto-cualquiera', request.signature)).toBe(false);
        expect(verifySignature(`${request.body} `, secret, request.signature)).toBe(false);
        expect(body.text).toMatch(
          /^Falló «Añadir un usuario al suscriptor».* https:\/\/consola\.example\.com\/operations\//,
        );
        expect(body.alert).toMatchObject({
          kind: 'failed',
          operation: { id: failed, type: 'subscriber.addUser' },
        });
      }
      // Nothing more fires for the same failure.
      expect(await alertsOf(addUserRule)).toHaveLength(1);
      await api.call(`/api/alert-rules/${addUserRule}`, { method: 'DELETE' });
      await api.call(`/api/alert-rules/${ownSecret}`, { method: 'DELETE' });
      await api.call(`/api/alert-rules/${otherType}`, { method: 'DELETE' });
    },
    scaled(120_000),
  );

  it(
    'a delivery that finally fails shows as failed; a 4xx is not retried',
    async () => {
      const unreachable = await createRule({
        name: 'Receptor que no está',
        kind: 'failed',
        operationType: 'subscriber.addUser',
        webhookUrl: 'http://127.0.0.1:1/alertas',
      });
      const refusing = await createRule({
        name: 'Receptor que rechaza',
        kind: 'failed',
        operationType: 'subscriber.addUser',
        webhookUrl: `${receiver.url}/rechaza`,
      });
      const failed = await startAddUser('999999');
      await api.waitFor(failed);
      await evaluations();
      const [refused] = await eventually(
        () => alertsOf(refusing),
        (alerts) => alerts[0]?.delivery === 'failed',
      );
      // Not delivered, and nothing of what the receiver answered.
      expect(refused).toMatchObject({
        deliveryError: alertDeliveryMessages.notDelivered,
        deliveryAttempts: 1,
      });
      const [gaveUp] = await eventually(
        () => alertsOf(unreachable),
        (alerts) => alerts[0]?.delivery === 'failed',
        60_000,
      );
      expect(gaveUp!.deliveryError).toBe(alertDeliveryMessages.notDelivered);
      expect(gaveUp!.deliveryAttempts).toBe(12);
      expect(receiver.requests.filter((r) => r.status === 400)).toHaveLength(1);
      await api.call(`/api/alert-rules/${unreachable}`, { method: 'DELETE' });
      await api.call(`/api/alert-rules/${refusing}`, { method: 'DELETE' });
    },
    scaled(120_000),
  );

  it(
    'a bulk retry whose elements fail fires once, for the bulk',
    async () => {
      const rule = await createRule({ name: 'Cualquier fallo', kind: 'failed' });
      const failures = [
        await startAddUser('999999'),
        await startAddUser('999999'),
        await startAddUser('999999'),
      ];
      for (const id of failures) expect((await api.waitFor(id)).status).toBe('failed');
      await evaluations();
      const before = await eventually(
        () => alertsOf(rule),
        (alerts) => alerts.length >= 3,
      );
      expect(before.map((alert) => alert.operationId).sort()).toEqual([...failures].sort());

      const bulk = await api.call('/api/operations', {
        method: 'POST',
        json: {
          type: 'operations.bulkRetry',
          input: { ids: failures },
          reason: 'Reintento de las altas fallidas',
        },
      });
      expect(bulk.status, JSON.stringify(bulk.body)).toBe(202);
      const bulkId = bulk.body!.id as string;
      expect((await api.waitFor(bulkId)).status).toBe('failed');
      await evaluations();
      const after = await eventually(
        () => alertsOf(rule),
        (alerts) => alerts.length > 3,
      );
      await evaluations();
      const fresh = (await alertsOf(rule)).filter((alert) => !failures.includes(alert.operationId));
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({ operationId: bulkId, operationType: 'operations.bulkRetry' });
      expect(fresh[0]!.text).toContain('3 de 3 elementos fallaron');
      expect(after.length).toBe(4);
      await api.call(`/api/alert-rules/${rule}`, { method: 'DELETE' });
    },
    scaled(120_000),
  );

  it(
    'a failure rate above its threshold fires once; under it, it re-arms',
    async () => {
      const rule = await createRule({
        name: 'Tasa de altas',
        kind: 'failureRate',
        operationType: 'subscriber.addUser',
        minutes: 60,
        ratePercent: 95,
        minEnded: 2,
      });
      const lowRule = await createRule({
        name: 'Tasa de ediciones',
        kind: 'failureRate',
        operationType: 'organization.edit',
        minutes: 60,
        ratePercent: 1,
      });
      // Until now in this file: more failures than successes of addUser, but some completed.
      const completed = await startAddUser('100003');
      await api.waitFor(completed);
      await evaluations();
      expect(await alertsOf(rule)).toEqual([]);
      // Raising the rule's threshold down to 50 % makes the current rate cross it: once.
      await api.call(`/api/alert-rules/${rule}`, {
        method: 'PUT',
        json: {
          name: 'Tasa de altas',
          kind: 'failureRate',
          operationType: 'subscriber.addUser',
          minutes: 60,
          ratePercent: 50,
          minEnded: 2,
        },
      });
      await evaluations();
      const fired = await eventually(
        () => alertsOf(rule),
        (alerts) => alerts.length >= 1,
      );
      await evaluations();
      expect(await alertsOf(rule)).toHaveLength(1);
      expect(fired[0]).toMatchObject({
        operationId: null,
        listFilter: { type: 'subscriber.addUser', status: 'failed' },
      });
      expect(fired[0]!.text).toMatch(
        /^«Añadir un usuario al suscriptor»: fallaron \d+ de \d+ operaciones terminadas en los últimos 60 minutos \(.+ %, umbral 50 %\)\./,
      );
      expect(await alertsOf(lowRule)).toEqual([]);
      // Under the threshold again (raised to 99 %), then over it (back to 50 %): a second alert.
      const put = (ratePercent: number) =>
        api.call(`/api/alert-rules/${rule}`, {
          method: 'PUT',
          json: {
            name: 'Tasa de altas',
            kind: 'failureRate',
            operationType: 'subscriber.addUser',
            minutes: 60,
            ratePercent,
            minEnded: 2,
          },
        });
      await put(99);
      await evaluations();
      await put(50);
      await evaluations();
      expect(
        await eventually(
          () => alertsOf(rule),
          (alerts) => alerts.length >= 2,
        ),
      ).toHaveLength(2);
      await api.call(`/api/alert-rules/${rule}`, { method: 'DELETE' });
      await api.call(`/api/alert-rules/${lowRule}`, { method: 'DELETE' });
    },
    scaled(120_000),
  );

  it(
    'an operation running longer than N fires once; one waiting for approval longer than N fires its own rule once',
    async () => {
      const running = await createRule({
        name: 'Altas lentas',
        kind: 'runningLong',
        operationType: 'subscriber.addUser',
        minutes: 30,
      });
      const waiting = await createRule({
        name: 'Aprobaciones demoradas',
        kind: 'waiting',
        waitingStatus: 'awaitingApproval',
        minutes: 30,
      });
      const scheduled = await createRule({
        name: 'Programadas demoradas',
        kind: 'waiting',
        waitingStatus: 'scheduled',
        minutes: 30,
      });

      await api.injectDelay('/invites/createOrgStaffRegistrationUserInvite', 15_000, 1);
      const slow = await startAddUser('100003');
      const request = await startDeactivation(api, { reason: 'Baja pedida por el titular' });
      expect(request.view).toMatchObject({ status: 'awaitingApproval' });
      const awaiting = request.id;
      await api.waitFor(
        slow,
        (view) => view.status === 'running' && view.steps?.some((s: Json) => s.status === 'running'),
      );

      // Not yet 30 minutes: nothing.
      await evaluations();
      expect(await alertsOf(running)).toEqual([]);
      expect(await alertsOf(waiting)).toEqual([]);

      // Half an hour later, for the rules' clock.
      clockAheadMs = 31 * 60_000;
      await evaluations(4);
      const slowAlerts = await eventually(
        () => alertsOf(running),
        (alerts) => alerts.length >= 1,
      );
      const waitAlerts = await eventually(
        () => alertsOf(waiting),
        (alerts) => alerts.length >= 1,
      );
      await evaluations();
      expect((await alertsOf(running)).map((a) => a.operationId)).toEqual([slow]);
      expect((await alertsOf(waiting)).map((a) => a.operationId)).toEqual([awaiting]);
      expect(await alertsOf(scheduled)).toEqual([]);
      expect(slowAlerts[0]!.text).toMatch(
        /^«Añadir un usuario al suscriptor» lleva más de 30 minutos en curso \(desde el .+\)\. Regla «Altas lentas»\.$/,
      );
      expect(waitAlerts[0]!.text).toMatch(/^«.+» espera aprobación hace más de 30 minutos/);
      clockAheadMs = 0;

      // The bell: per person; marking read changes only the reader's count.
      const admin = await api.call('/api/alerts/unread-count');
      const support = await api.call('/api/alerts/unread-count', { as: 'soporte@consola.test' });
      expect(admin.body!.unread).toBeGreaterThanOrEqual(2);
      const read = await api.call('/api/alerts/read', { method: 'POST', json: { ids: [slowAlerts[0]!.id] } });
      expect(read).toMatchObject({ status: 200, body: { marked: 1, unread: admin.body!.unread - 1 } });
      expect((await alertsOf(running))[0]!.read).toBe(true);
      expect((await api.call('/api/alerts/unread-count', { as: 'soporte@consola.test' })).body!.unread).toBe(
        support.body!.unread,
      );
      const all = await api.call('/api/alerts/read', {
        method: 'POST',
        as: 'soporte@consola.test',
        json: {},
      });
      expect(all.body).toMatchObject({ unread: 0 });
      expect((await alertsOf(running, 'soporte@consola.test'))[0]!.read).toBe(true);
      for (const id of [running, waiting, scheduled])
        await api.call(`/api/alert-rules/${id}`, { method: 'DELETE' });
      // It ends here, not under the next test's rules (a failed addition would fire them).
      await api.waitFor(slow, undefined, 60_000);
    },
    scaled(120_000),
  );

  it(
    'the evaluator continues as new and goes on evaluating (a second one at once fires nothing twice)',
    async () => {
      const rule = await createRule({
        name: 'Tras continuar',
        kind: 'failed',
        operationType: 'subscriber.addUser',
      });
      const client = api.env.temporal.client;
      const second = await client.workflow.start('alertEvaluator', {
        workflowId: `${ALERT_EVALUATOR_ID}-prueba`,
        taskQueue: TASK_QUEUE,
        args: [{ ticksPerRun: 2 }],
      });
      const firstRun = second.firstExecutionRunId;
      await eventually(
        async () => (await client.workflow.getHandle(second.workflowId, firstRun).describe()).status.name,
        (status) => status === 'CONTINUED_AS_NEW',
      );
      const failed = await startAddUser('999999');
      await api.waitFor(failed);
      await evaluations();
      await wait(1_000);
      expect((await alertsOf(rule)).map((alert) => alert.operationId)).toEqual([failed]);
      await client.workflow.getHandle(second.workflowId).terminate('fin de la prueba');
      await api.call(`/api/alert-rules/${rule}`, { method: 'DELETE' });
    },
    scaled(120_000),
  );
});
