// Deliveries go only where the destination rules allow (issue 40, finding 4), checked at connect
// time: real HTTP to loopback receivers, names resolved by a table the test controls (never DNS),
// and a loopback trap that must never see a connection, whatever the address form, a name that
// resolves to it since the rule was saved (DNS rebinding), or a redirect to it. What a receiver
// answers is never kept: the alert says delivered or not.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { createAlertStore, openConsoleDb, type AlertRuleInput, type Db } from '@cgi/console-store';
import { ALERT_DELIVERY_REFUSED } from '@cgi/workflows/alerts';
import {
  checkWebhookDestination,
  parseAllowedHosts,
  serviceEndpointsOf,
  webhookDestinationMessages as said,
  type Lookup,
  type WebhookDestinationRules,
} from '@cgi/workflows/webhooks';
import type { Client } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveryMessages, createAlertActivities, DEFAULT_ALERT_CONFIG } from './activities';
import { postWebhook } from './webhook-post';

const PUBLIC_V4 = '93.184.216.34';

/** A loopback listener that counts connections and answers none: it must stay at 0. */
let trap: TcpServer;
let trapPort: number;
let trapConnections = 0;
/** A loopback receiver answering by path: /ok 200, /no 404 with a body, /caido 503, /redirige 302 to the trap. */
let receiver: Server;
let receiverPort: number;
const received: string[] = [];
let db: Db;

beforeAll(async () => {
  trap = createTcpServer((socket) => {
    trapConnections++;
    socket.destroy();
  });
  receiver = createHttpServer((req, res) => {
    received.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/ok') res.writeHead(200).end('gracias');
      else if (req.url === '/no') res.writeHead(404).end('detalle interno del receptor: tabla usuarios');
      else if (req.url === '/redirige')
        res.writeHead(302, { location: `http://127.0.0.1:${trapPort}/` }).end();
      else res.writeHead(503).end('mantenimiento de la base interna');
    });
  });
  await Promise.all([
    new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)),
  ]);
  trapPort = (trap.address() as AddressInfo).port;
  receiverPort = (receiver.address() as AddressInfo).port;
  db = await openConsoleDb({});
}, 120_000);

afterAll(async () => {
  receiver?.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => (trap ? trap.close(resolve) : resolve(undefined))),
    new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined))),
  ]);
  await db?.close();
});

/** A resolver the test steers: each name answers what `answers` holds for it now. */
function steeredLookup(answers: Map<string, string[]>): Lookup {
  return async (hostname) => {
    const addresses = answers.get(hostname);
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const message = { body: '{"text":"prueba"}', headers: { 'content-type': 'application/json' } };

describe('postWebhook: refused before any byte leaves', () => {
  it('refuses every form of a loopback address, a private name and userinfo; the trap sees nothing', async () => {
    const answers = new Map([
      ['localhost', ['127.0.0.1', '::1']],
      ['intranet.example', ['10.0.0.5']],
      ['mixto.example', [PUBLIC_V4, '127.0.0.1']],
    ]);
    const rules: WebhookDestinationRules = {
      allowedHosts: [],
      ownServices: [],
      lookup: steeredLookup(answers),
    };
    const urls = [
      `http://127.0.0.1:${trapPort}/`,
      `https://127.0.0.1:${trapPort}/`,
      `https://2130706433:${trapPort}/`,
      `https://0x7f.1:${trapPort}/`,
      `https://0177.0.0.1:${trapPort}/`,
      `https://[::ffff:127.0.0.1]:${trapPort}/`,
      `https://[::1]:${trapPort}/`,
      `https://0.0.0.0:${trapPort}/`,
      `https://localhost:${trapPort}/`,
      `https://intranet.example:${trapPort}/`,
      // One public and one loopback address: refused, and the public one is never tried.
      `https://mixto.example:${trapPort}/`,
      `https://usuario:clave@localhost:${trapPort}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
    ];
    for (const url of urls) {
      const result = await postWebhook(url, message, rules);
      expect(result.outcome, url).toBe('refused');
    }
    expect(trapConnections).toBe(0);
  });

  it('refuses at connect time a name that resolved to a public address when the rule was saved (DNS rebinding)', async () => {
    const answers = new Map([['rebind.example', [PUBLIC_V4]]]);
    const rules: WebhookDestinationRules = {
      allowedHosts: [],
      ownServices: [],
      lookup: steeredLookup(answers),
    };
    const url = `https://rebind.example:${trapPort}/alertas`;
    // When the rule is saved, the name is public: accepted.
    expect(await checkWebhookDestination(url, rules)).toBeNull();
    // By the delivery it resolves to this machine: the socket's own lookup refuses it.
    answers.set('rebind.example', ['127.0.0.1']);
    expect(await postWebhook(url, message, rules)).toEqual({
      outcome: 'refused',
      refusal: { reason: 'loopback', message: said.loopback },
    });
    answers.set('rebind.example', ['::ffff:169.254.169.254']);
    expect(await postWebhook(url, message, rules)).toMatchObject({ refusal: { reason: 'metadata' } });
    answers.set('rebind.example', ['fd00::5']);
    expect(await postWebhook(url, message, rules)).toMatchObject({ refusal: { reason: 'uniqueLocal' } });
    expect(trapConnections).toBe(0);
  });

  it("refuses the console's own services on an allow-listed host", async () => {
    const rules: WebhookDestinationRules = {
      allowedHosts: parseAllowedHosts('127.0.0.1'),
      ownServices: serviceEndpointsOf([`127.0.0.1:${trapPort}`]),
    };
    expect(await postWebhook(`http://127.0.0.1:${trapPort}/api/v1/namespaces`, message, rules)).toMatchObject(
      {
        outcome: 'refused',
        refusal: { reason: 'ownService' },
      },
    );
    expect(trapConnections).toBe(0);
  });
});

describe('postWebhook: an allow-listed receiver', () => {
  const rules = (): WebhookDestinationRules => ({
    allowedHosts: parseAllowedHosts(`127.0.0.1:${receiverPort}, receptor.intranet:${receiverPort}`),
    ownServices: [],
    lookup: steeredLookup(new Map([['receptor.intranet', ['127.0.0.1']]])),
  });

  it('gets the POST, by address or by its allow-listed name', async () => {
    expect(await postWebhook(`http://127.0.0.1:${receiverPort}/ok`, message, rules())).toEqual({
      outcome: 'delivered',
    });
    expect(await postWebhook(`http://receptor.intranet:${receiverPort}/ok`, message, rules())).toEqual({
      outcome: 'delivered',
    });
    // Another port of the same host is not on the list.
    expect(await postWebhook(`http://127.0.0.1:${trapPort}/ok`, message, rules())).toMatchObject({
      outcome: 'refused',
    });
    expect(trapConnections).toBe(0);
  });

  it('keeps nothing of the answer but delivered or not, and follows no redirect', async () => {
    const before = received.length;
    const redirected = await postWebhook(`http://127.0.0.1:${receiverPort}/redirige`, message, rules());
    expect(redirected).toEqual({ outcome: 'notAccepted', final: true });
    expect(trapConnections).toBe(0);
    expect(await postWebhook(`http://127.0.0.1:${receiverPort}/no`, message, rules())).toEqual({
      outcome: 'notAccepted',
      final: true,
    });
    expect(await postWebhook(`http://127.0.0.1:${receiverPort}/caido`, message, rules())).toEqual({
      outcome: 'notAccepted',
      final: false,
    });
    expect(received.slice(before)).toEqual(['/redirige', '/no', '/caido']);
    // Nobody listens on a port that was just freed: no answer.
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable: WebhookDestinationRules = {
      ...rules(),
      allowedHosts: parseAllowedHosts(`127.0.0.1:${closedPort}`),
    };
    expect(await postWebhook(`http://127.0.0.1:${closedPort}/`, message, unreachable)).toEqual({
      outcome: 'noAnswer',
    });
  });
});

describe('deliverAlert: what the alert shows', () => {
  const ruleInput = (webhookUrl: string): AlertRuleInput => ({
    name: 'Entregas',
    kind: 'failed',
    operationType: null,
    minutes: null,
    waitingStatus: null,
    ratePercent: null,
    minEnded: null,
    webhookUrl,
    webhookSecret: 'secreto-de-prueba-0123456789',
    enabled: true,
  });

  async function alertTo(webhookUrl: string) {
    const store = createAlertStore(db);
    // Stored straight, as a rule saved before the destination rules existed would be.
    const rule = await store.createRule(ruleInput(webhookUrl), 'admin@consola.test');
    const id = await store.fire(rule, `op-${rule.id}/run`, {
      operationId: `op-${rule.id}`,
      operationType: 'subscriber.addUser',
      listFilter: null,
      text: 'Falló',
    });
    return { store, id: id! };
  }

  const activities = (destinations: WebhookDestinationRules) =>
    createAlertActivities({
      store: createAlertStore(db),
      // Delivery never reads Temporal's visibility.
      temporal: undefined as unknown as Client,
      config: { ...DEFAULT_ALERT_CONFIG, destinations },
    });

  it('a rule to Temporal-like loopback stored before: refused, said why, no status, nothing sent', async () => {
    const { store, id } = await alertTo(`http://127.0.0.1:${trapPort}/api/v1/namespaces`);
    const failure = await activities({ allowedHosts: [], ownServices: [] })
      .deliverAlert(id)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect((failure as ApplicationFailure).type).toBe(ALERT_DELIVERY_REFUSED);
    expect((failure as ApplicationFailure).nonRetryable).toBe(true);
    const alert = await store.getAlert(id);
    expect(alert).toMatchObject({
      delivery: 'pending',
      deliveryAttempts: 1,
      deliveryError: alertDeliveryMessages.destinationRefused(said.loopback),
    });
    expect(alert!.deliveryError).toBe(
      'la consola no envía a esa dirección. El webhook no puede apuntar a este mismo equipo (loopback)',
    );
    expect(trapConnections).toBe(0);
  });

  it("a receiver's 404 and 503 show as not delivered, without their status or body", async () => {
    const allowed: WebhookDestinationRules = {
      allowedHosts: parseAllowedHosts(`127.0.0.1:${receiverPort}`),
      ownServices: [],
    };
    for (const [path, retryable] of [
      ['/no', false],
      ['/caido', true],
    ] as const) {
      const { store, id } = await alertTo(`http://127.0.0.1:${receiverPort}${path}`);
      const failure = (await activities(allowed)
        .deliverAlert(id)
        .catch((error: unknown) => error)) as ApplicationFailure;
      expect(failure).toBeInstanceOf(ApplicationFailure);
      expect(failure.nonRetryable).toBe(!retryable);
      expect(failure.message).toBe(alertDeliveryMessages.notDelivered);
      const alert = await store.getAlert(id);
      expect(alert!.deliveryError).toBe('el receptor no confirmó que la recibió');
      expect(JSON.stringify(alert)).not.toMatch(/404|503|HTTP|detalle interno|mantenimiento/);
    }
    const { store, id } = await alertTo(`http://127.0.0.1:${receiverPort}/ok`);
    await activities(allowed).deliverAlert(id);
    expect(await store.getAlert(id)).toMatchObject({ delivery: 'delivered', deliveryError: null });
  });
});
