// The api's log holds no customer's e-mail, name or CUIT (issue 40, finding 5): every route of
// the OpenAPI document is called with personal values in its path, its query and its body, by a
// role that may and by one that may not, plus the paths no route answers (an unknown one, a
// method not declared, a malformed body, a page of the web app, the Temporal UI); then every log
// line of the run and the refusal record are searched for those values, as written and as a URL
// encodes them. Request lines name the route's pattern (`/api/users/by-email/:email`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDatabaseText } from '@cgi/test-support/database-text';
import { watchLogLines } from '../logger';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { loggedQuery, REDACTED, requestRoute } from './request-route';

const CUSTOMER = 'activo@demo.com.ar';
const STRANGER = 'zoe.quintanilla@privado.test';
const FIRST = 'Zoelinda';
const LAST = 'Quintanilla';
const CUIT = '27345678904';
const PASSWORD = 'ClaveSecreta9xQ';
const MARKERS = [CUSTOMER, STRANGER, FIRST, LAST, CUIT, PASSWORD];
/** An operation id as the console wrote them before pseudonyms: an e-mail in it. */
const OLD_ID = `sessions.revoke/${STRANGER}/abc123`;
const enc = encodeURIComponent;

/** A value for each path parameter the contract names. */
const PATH_VALUES: Record<string, string> = {
  email: CUSTOMER,
  cuit: CUIT,
  id: OLD_ID,
  key: STRANGER,
  type: 'identity.setPassword',
};

/** A value for each query parameter: a person's data where the parameter takes any. */
const QUERY_VALUES: Record<string, string> = {
  email: CUSTOMER,
  cuit: CUIT,
  actor: CUSTOMER,
  target: CUIT,
  related: `email:${STRANGER}`,
  requester: STRANGER,
  name: `${FIRST} ${LAST}`,
  search: LAST,
  client: FIRST,
  documentName: `${LAST}.pdf`,
  path: `/${FIRST}`,
  pageToken: STRANGER,
  status: 'failed',
  type: 'identity.setPassword',
  format: 'csv',
  period: '7d',
  wait: '0',
};

const BODIES: Record<string, unknown> = {
  '/api/operations': {
    type: 'identity.setPassword',
    input: { email: STRANGER, password: PASSWORD },
    reason: `Pedido de ${FIRST} ${LAST}`,
  },
  '/api/operations/validate': {
    type: 'identity.setPassword',
    input: { email: STRANGER, password: PASSWORD },
  },
  '/api/operations/{id}/reject': { reason: `Lo pidió ${FIRST} ${LAST}` },
  '/api/security/impersonation/cookie': { email: CUSTOMER },
  '/auth/dev/token': { email: STRANGER },
};

let api: ApiTestEnv;
const lines: string[] = [];
let stopWatching: () => void = () => undefined;

beforeAll(async () => {
  stopWatching = watchLogLines((line) => lines.push(line));
  // No worker: what is logged is the api's answer, not what an operation does afterwards.
  api = await startApiTestEnv({ withWorker: false, logRequests: true });
});

afterAll(async () => {
  stopWatching();
  await api?.stop();
});

/** The markers found in `text`, as written or as a URL or a form encodes them. */
function markersIn(text: string): string[] {
  const lower = text.toLowerCase();
  return MARKERS.filter((marker) =>
    [marker, enc(marker), marker.replace(/ /g, '+')].some((form) => lower.includes(form.toLowerCase())),
  );
}

async function send(method: string, path: string, as: string | null, body?: unknown, raw?: string) {
  const token = as ? await api.tokenFor(as) : undefined;
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(raw !== undefined
        ? { 'content-type': path.includes('csv') ? 'text/csv' : 'application/json' }
        : body !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

describe('what a request line says of a request', () => {
  const request = (url: string, extra: Json = {}) =>
    ({ url, originalUrl: url, method: 'GET', ...extra }) as never;

  it("names Express's pattern, else the contract's, else the route words of a mount's path", () => {
    expect(
      requestRoute(
        request(`/api/users/by-email/${CUSTOMER}`, { route: { path: '/api/users/by-email/:email' } }),
      ),
    ).toBe('/api/users/by-email/:email');
    const contract = (path: string) =>
      path.startsWith('/api/users/by-email/') ? '/api/users/by-email/:email' : undefined;
    expect(requestRoute(request(`/api/users/by-email/${CUSTOMER}?x=1`), contract)).toBe(
      '/api/users/by-email/:email',
    );
    expect(
      requestRoute(request(`/temporal/api/v1/namespaces/default/workflows/${enc(OLD_ID)}/cancel`), contract),
    ).toBe('/temporal/api/v1/namespaces/default/workflows/:param/cancel');
    expect(requestRoute(request(`/api/usuarios/${CUSTOMER}`))).toBe('/api/usuarios/:param');
    expect(requestRoute(request(`/${CUIT}`))).toBe('/…');
    expect(requestRoute(request(`/ME/clientes/${CUIT}`))).toBe('/…');
    expect(requestRoute(request('/'))).toBe('/');
  });

  it('shows the values of paging, periods, statuses and types, and redacts every other', () => {
    const query = loggedQuery(
      request(
        `/api/operations?pageSize=50&status=failed&actor=${enc(CUSTOMER)}&related=${enc(`email:${STRANGER}`)}` +
          `&type=${enc(STRANGER)}&${enc(CUSTOMER)}=1&from=2026-01-01T00:00:00.000Z`,
      ),
    );
    expect(query).toEqual({
      pageSize: '50',
      status: 'failed',
      actor: REDACTED,
      related: REDACTED,
      // A listed parameter whose value is not a plain code is redacted too.
      type: REDACTED,
      from: '2026-01-01T00:00:00.000Z',
      '…': '1 more',
    });
    expect(loggedQuery(request('/api/operations'))).toBeUndefined();
  });
});

describe("the api's log of a run that calls every route with personal values", () => {
  it('holds none of them, nor does the refusal record', async () => {
    const document = (await api.call('/api/openapi.json')).body!;
    let calls = 0;
    for (const [template, operations] of Object.entries(document.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Not logged (an orchestrator's probes), and down here: this run has no worker.
        if (template.startsWith('/api/health')) continue;
        const parameters = (operation.parameters ?? []) as Json[];
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
          enc(PATH_VALUES[name] ?? '100003'),
        );
        const query = new URLSearchParams();
        for (const parameter of parameters.filter((p) => p.in === 'query')) {
          query.set(parameter.name as string, QUERY_VALUES[parameter.name as string] ?? '1');
        }
        const url = query.size ? `${path}?${query}` : path;
        const body = method === 'get' || method === 'delete' ? undefined : (BODIES[template] ?? {});
        const raw = template.includes('csv-enablement') ? `${CUIT};MODQ;2026-01-01;` : undefined;
        for (const as of ['admin@consola.test', 'lector@consola.test', null]) {
          const status = await send(method.toUpperCase(), url, as, body, raw);
          expect(status, `${method} ${url} as ${as}`).toBeLessThan(500);
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(250);

    // What no route answers: an unknown path, an undeclared method, a malformed body, the web
    // app's page of a client, the Temporal UI's page of an operation.
    expect(await send('GET', `/api/usuarios/${enc(CUSTOMER)}`, 'admin@consola.test')).toBe(404);
    expect(await send('DELETE', `/api/users/by-email/${enc(CUSTOMER)}`, 'admin@consola.test')).toBe(405);
    const malformed = `{"reason": "Lo pidió ${STRANGER}`;
    expect(
      await send('POST', `/api/operations/${enc(OLD_ID)}/retry`, 'admin@consola.test', undefined, malformed),
    ).toBe(400);
    await send('GET', `/ME/clientes/${CUIT}?email=${enc(CUSTOMER)}`, null);
    await send('GET', `/temporal/namespaces/default/workflows/${enc(OLD_ID)}/history`, 'admin@consola.test');
    await send(
      'POST',
      `/temporal/api/v1/namespaces/default/workflows/${enc(OLD_ID)}/cancel`,
      'admin@consola.test',
      {},
    );

    // Written asynchronously: the last lines are there once a request after them is.
    await send('GET', '/api/catalog/operation-types?fin=1', 'admin@consola.test');
    await expect
      .poll(() =>
        lines.some((line) => line.includes('GET /api/catalog/operation-types') && line.includes('fin')),
      )
      .toBe(true);
    const log = lines.join('');
    expect(markersIn(log)).toEqual([]);
    expect(log).toContain('"fin":"[redacted]"');
    expect(log).toContain('GET /api/users/by-email/:email 200');
    expect(log).toContain('GET /api/users/by-email/:email 401');
    expect(log).toContain('DELETE /api/users/by-email/:email 405');
    expect(log).toContain('"route":"/api/operations/:id/retry"');

    // The refusals of this run are recorded under the route's pattern.
    await expect
      .poll(async () => (await consoleDatabaseText(api.env.consoleDb)).includes('/api/users/by-email/:email'))
      .toBe(true);
    expect(markersIn(await consoleDatabaseText(api.env.consoleDb))).toEqual([]);
  }, 300_000);
});
