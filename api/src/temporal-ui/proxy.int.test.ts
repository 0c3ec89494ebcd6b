// The Temporal UI door (/temporal) over real HTTP, in front of the real Temporal UI server of
// the shared dev server: every write route of Temporal's HTTP API (its openapiv2 document),
// for every console role and without a session, is refused and recorded with who and what,
// and nothing reaches the workflow; reading (the list, a history decoded through the codec)
// still works for the roles that may; the UI is told its write actions are off; and every
// answer carries the console's security headers.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import { ENCRYPTED_ENCODING } from '@cgi/workflows/codec';
import type { WorkflowHandle } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { apiMessages } from '../http/errors';
import { ROLE_ACCOUNT_PAIRS, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { WRITE_ACTION_FLAGS } from './settings';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;
let uiServer: string;
let namespace: string;
let idle: WorkflowHandle;
const secretEmail = `puerta.${randomUUID().slice(0, 8)}@demo.com.ar`;

/** Every route of Temporal's HTTP API that is not a GET, under /api/v1 where the UI server serves it. */
function temporalWriteRoutes(): { method: string; path: string; operation: string }[] {
  const require = createRequire(import.meta.url);
  const bridge = dirname(require.resolve('@temporalio/core-bridge/package.json'));
  const document = JSON.parse(
    readFileSync(join(bridge, 'sdk-core/crates/protos/protos/api_upstream/openapi/openapiv2.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, { operationId: string }>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'get')
        .map(([method, { operationId }]) => ({ method: method.toUpperCase(), path, operation: operationId })),
    );
}

/** A route with its parameters filled: the namespace and the idle workflow, 'x' for the rest. */
const concrete = (path: string) =>
  `/temporal${path}`
    .replace('{namespace}', namespace)
    .replace(
      /\{(execution|workflowExecution)\.workflowId\}|\{workflowId\}/,
      encodeURIComponent(idle.workflowId),
    )
    .replace(/\{[^}]+\}/g, 'x');

async function door(
  path: string,
  init: { method?: string; as?: string | null; headers?: Record<string, string>; body?: string } = {},
) {
  const headers = new Headers(init.headers);
  if (init.as) headers.set('authorization', `Bearer ${await api.tokenFor(init.as)}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${api.base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

const json = (text: string) => JSON.parse(text) as Json;

interface RefusalRow {
  status: number;
  code: string;
  reason: string;
  actor: string | null;
  method: string;
  route: string;
  request_id: string | null;
}

async function refusalsUnder(prefix: string, atLeast: number): Promise<RefusalRow[]> {
  const deadline = Date.now() + scaled(20_000);
  for (;;) {
    const rows = await api.env.consoleDb.query<RefusalRow>(
      'select status, code, reason, actor, method, route, request_id from refusals where route like $1',
      [`${prefix}%`],
    );
    if (rows.length >= atLeast || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function historyEvents(): Promise<Json[]> {
  const history = await idle.fetchHistory();
  return (history.events ?? []) as Json[];
}

beforeAll(async () => {
  const shared = await sharedTestServices();
  if (!shared?.temporalUiUrl) throw new Error('no Temporal UI: run this file through vitest.config.ts');
  uiServer = shared.temporalUiUrl;
  api = await startApiTestEnv();
  namespace = api.env.temporal.namespace ?? 'default';
  // The UI server comes up a moment after the frontend.
  const deadline = Date.now() + scaled(60_000);
  while (
    !(await fetch(`${uiServer}/temporal/api/v1/settings`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the Temporal UI at ${uiServer} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A workflow no worker runs: it stays open, so any write that got through would show in it.
  idle = await api.env.temporal.client.workflow.start('uiDoorIdle', {
    taskQueue: `ui-door-${randomUUID()}`,
    workflowId: `ui-door/${randomUUID()}`,
    args: [{ email: secretEmail }],
  });
}, scaled(120_000));

afterAll(async () => {
  await idle?.terminate('test over').catch(() => undefined);
  await api?.stop();
});

describe('every write through /temporal is refused and recorded', () => {
  const routes = temporalWriteRoutes();

  it("walks Temporal's HTTP write routes", () => {
    // The document lists them all; the ones the issue names must be among them.
    const operations = new Set(routes.map((route) => route.operation));
    for (const operation of [
      'TerminateWorkflowExecution2',
      'RequestCancelWorkflowExecution2',
      'SignalWorkflowExecution2',
      'SignalWithStartWorkflowExecution2',
      'ResetWorkflowExecution2',
      'StartWorkflowExecution2',
      'UpdateWorkflowExecution2',
      'StartBatchOperation2',
      'DeleteSchedule2',
      'CreateSchedule2',
      'PatchSchedule2',
      'UpdateNamespace2',
    ]) {
      expect(operations).toContain(operation);
    }
    expect(routes.length).toBeGreaterThan(60);
  });

  it('for every role and without a session: 403 or 401, recorded with who, what and the request id', async () => {
    const before = (await historyEvents()).length;
    const callers: { role: string; account: string | null }[] = [
      ...ROLE_ACCOUNT_PAIRS.map(([role, account]) => ({ role, account })),
      { role: 'sin sesión', account: null },
    ];
    const expected: { account: string | null; method: string; route: string; requestId: string }[] = [];
    for (const { role, account } of callers) {
      const reads = OPERATIONS_SUPPORT_ROLES.some((allowed) => allowed === role);
      const answers = await Promise.all(
        routes.map(async (route) => {
          const path = concrete(route.path);
          const answer = await door(path, { method: route.method, as: account, body: '{}' });
          return { route, path, answer };
        }),
      );
      for (const { route, path, answer } of answers) {
        const what = `${role} ${route.method} ${route.path}`;
        const body = json(answer.text);
        if (!account) {
          expect({ what, status: answer.status }).toEqual({ what, status: 401 });
        } else if (reads) {
          expect({ what, status: answer.status, body }).toEqual({
            what,
            status: 403,
            body: { code: 'TEMPORAL_UI_READ_ONLY', message: apiMessages.temporalUiReadOnly },
          });
        } else {
          expect({ what, status: answer.status, code: body.code }).toEqual({
            what,
            status: 403,
            code: 'FORBIDDEN',
          });
        }
        expect(answer.headers.get('x-frame-options'), what).toBe('DENY');
        const requestId = answer.headers.get('x-request-id');
        expect(requestId, what).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        // Recorded by Temporal's route words, never a value in the path (the workflow id).
        const recorded = path
          .split('?')[0]!
          .split('/')
          .map((segment) => (segment === '' || /^[a-z][a-z0-9-]{0,39}$/.test(segment) ? segment : ':param'))
          .join('/');
        expect(recorded, what).not.toContain(encodeURIComponent(idle.workflowId));
        expected.push({ account, method: route.method, route: recorded, requestId: requestId! });
      }
    }

    const rows = await refusalsUnder('/temporal/api/v1/', expected.length);
    const byRequest = new Map(rows.map((row) => [row.request_id, row]));
    for (const call of expected) {
      const row = byRequest.get(call.requestId);
      expect(row, `${call.account} ${call.method} ${call.route}`).toMatchObject({
        actor: call.account,
        method: call.method,
        route: call.route,
      });
    }

    // Nothing reached the workflow: no cancel request, signal, update, reset or end.
    const after = await historyEvents();
    expect(after.length).toBe(before);
    expect((await idle.describe()).status.name).toBe('RUNNING');
  });

  it('other methods and method overrides are refused too', async () => {
    const workflow = concrete('/api/v1/namespaces/{namespace}/workflows/{workflowId}');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await door(workflow, {
        method,
        as: 'soporte@consola.test',
        body: method === 'OPTIONS' ? undefined : '{}',
      });
      expect({ method, status: answer.status }).toEqual({ method, status: 403 });
    }
    const overridden = await door(`${workflow}/terminate`, {
      as: 'admin@consola.test',
      headers: { 'x-http-method-override': 'POST' },
    });
    expect(overridden.status).toBe(403);
    expect(json(overridden.text).code).toBe('TEMPORAL_UI_READ_ONLY');
    expect((await idle.describe()).status.name).toBe('RUNNING');
  });
});

describe('reading through /temporal', () => {
  const historyPath = () =>
    `/temporal/api/v1/namespaces/${namespace}/workflows/${encodeURIComponent(idle.workflowId)}/history`;

  it('lists and reads a history, decoded through the codec, for the roles that may; not for the rest', async () => {
    for (const [role, account] of ROLE_ACCOUNT_PAIRS) {
      const list = await door(`/temporal/api/v1/namespaces/${namespace}/workflows`, { as: account });
      const history = await door(historyPath(), { as: account });
      if (!OPERATIONS_SUPPORT_ROLES.some((allowed) => allowed === role)) {
        expect({ role, list: list.status, history: history.status }).toEqual({
          role,
          list: 403,
          history: 403,
        });
        continue;
      }
      expect({ role, list: list.status, history: history.status }).toEqual({ role, list: 200, history: 200 });
      const ids = (json(list.text).executions as Json[]).map((execution) => execution.execution.workflowId);
      expect(ids).toContain(idle.workflowId);
      expect(list.headers.get('cache-control')).toBe('no-store');

      // The history holds ciphertext; the codec gives it back to this role in clear.
      expect(history.text).not.toContain(secretEmail);
      const started = (json(history.text).history.events as Json[])[0]!
        .workflowExecutionStartedEventAttributes;
      const payloads = started.input.payloads as Json[];
      expect(Buffer.from(payloads[0]!.metadata.encoding as string, 'base64').toString()).toBe(
        ENCRYPTED_ENCODING,
      );
      const decoded = await api.call('/codec/decode', { method: 'POST', as: account, json: { payloads } });
      expect(decoded.status).toBe(200);
      const input = Buffer.from((decoded.body!.payloads as Json[])[0]!.data as string, 'base64').toString();
      expect(JSON.parse(input)).toEqual({ email: secretEmail });
    }
  });

  it('tells the UI its write actions are off, and leaves its auth and codec settings as the server has them', async () => {
    const upstream = (await (await fetch(`${uiServer}/temporal/api/v1/settings`)).json()) as Json;
    expect(upstream.DisableWriteActions).toBe(false);
    const answer = await door('/temporal/api/v1/settings', { as: 'soporte@consola.test' });
    expect(answer.status).toBe(200);
    const settings = json(answer.text);
    expect(settings.DisableWriteActions).toBe(true);
    for (const flag of WRITE_ACTION_FLAGS)
      expect({ flag, value: settings[flag] }).toEqual({ flag, value: true });
    expect(settings.Auth).toEqual(upstream.Auth);
    expect(settings.Codec).toEqual(upstream.Codec);
    expect(settings.Codec.Endpoint).toBe('/codec');
  });

  it("pages, assets and API answers carry the console's headers; a page's policy names its own inline script", async () => {
    const page = await door(`/temporal/namespaces/${namespace}/workflows`, {
      as: 'soporte@consola.test',
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    const asset = /src="(\/temporal\/_app\/[^"]+\.js)"|import\("(\/temporal\/_app\/[^"]+\.js)"\)/.exec(
      page.text,
    );
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toMatch(/^\/temporal\/_app\/.+\.js$/);
    const script = await door(assetPath!, { as: 'soporte@consola.test' });
    expect(script.status).toBe(200);
    const list = await door(`/temporal/api/v1/namespaces/${namespace}/workflows`, {
      as: 'soporte@consola.test',
    });
    const refused = await door('/temporal/api/v1/settings', { as: 'lector@consola.test' });
    for (const answer of [page, script, list, refused]) {
      const headers = answer.headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-xss-protection')).toBe('0');
    }
  });
});
