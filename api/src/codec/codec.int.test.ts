// The payload codec end to end: operations run through the api, their histories read with the
// real `temporal` CLI hold only ciphertext, the console still shows them decoded, and the
// codec-server endpoints answer the Temporal UI's and the CLI's requests for the roles that may.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { ENCRYPTED_ENCODING, generatePayloadKey, PayloadEncryptionCodec } from '@cgi/workflows/codec';
import { defaultPayloadConverter } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPassword, developmentIdentitySecrets } from '@cgi/platform/client';
import { resolveTemporalCli } from '@cgi/test-support/operations-env';
import { PRODUCT_COOKIE } from '../auth/dev-idp/routes';
import {
  FAST_RETRY,
  ROLE_ACCOUNT_PAIRS,
  startApiTestEnv,
  TEMPORAL_UI_ORIGIN,
  type ApiTestEnv,
  type Json,
} from '@cgi/test-support/api-env';
import { payloadsFromJson, payloadsToJson, type PayloadsJson } from './proto-json';
import { scaled } from '@cgi/test-support/slowdown';

const run = promisify(execFile);
let api: ApiTestEnv;
let cli: string;

beforeAll(async () => {
  [api, cli] = await Promise.all([startApiTestEnv({ stepRetry: FAST_RETRY }), resolveTemporalCli()]);
});

afterAll(async () => {
  await api?.stop();
});

const enc = encodeURIComponent;
const text = (base64: string | undefined) => Buffer.from(base64 ?? '', 'base64').toString('latin1');

async function operate(type: string, input: Json, reason?: string): Promise<Json> {
  const started = await api.call('/api/operations', {
    method: 'POST',
    json: { type, input, ...(reason ? { reason } : {}) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const done = await api.waitFor(started.body!.id as string);
  expect(done.status, JSON.stringify(done.error)).toBe('completed');
  return done;
}

/** `temporal workflow show -o json`, as an engineer would run it (optionally with the codec server). */
async function show(id: string, codec?: { token: string }): Promise<Json> {
  const args = ['workflow', 'show', '-w', id, '-o', 'json', '--address', api.env.temporal.address];
  args.push('--namespace', api.env.temporal.namespace ?? 'default');
  if (codec) args.push('--codec-endpoint', `${api.base}/codec`, '--codec-auth', `Bearer ${codec.token}`);
  const { stdout } = await run(cli, args, { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Json;
}

interface FoundPayload {
  path: string;
  encoding: string;
  data: string;
}

/** Every Payload in a history (proto JSON: base64 metadata and data), with where it sits. */
function payloadsOf(value: unknown, path = ''): FoundPayload[] {
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  if (node.metadata && typeof node.metadata.encoding === 'string') {
    return [{ path, encoding: text(node.metadata.encoding), data: text(node.data) }];
  }
  return Object.entries(node).flatMap(([key, child]) => payloadsOf(child, `${path}.${key}`));
}

describe('histories hold only ciphertext', () => {
  const email = `cifrado.${randomUUID().slice(0, 8)}@demo.com.ar`;
  const password = 'Cifrada2026xYz';
  const ops: Record<string, Json> = {};

  beforeAll(async () => {
    ops.setPassword = await operate(
      'identity.setPassword',
      { email: 'espera@demo.com.ar', password },
      'pedido del usuario',
    );
    ops.impersonate = await operate(
      'identity.impersonate',
      { email: 'activo@demo.com.ar', mode: 'me' },
      'ver lo que ve el usuario',
    );
    ops.addUser = await operate('subscriber.addUser', {
      subscriberNumber: '100003',
      email,
      firstName: 'Cifra',
      lastName: 'Do',
      userTypeCode: 'ORG-STAFF',
    });
  }, scaled(180_000));

  it(
    '`temporal workflow show` finds no readable input, result, memo, progress or activity payload',
    async () => {
      const supportToken = await api.tokenFor('soporte@consola.test');
      for (const [name, op] of Object.entries(ops)) {
        const history = await show(op.id as string);
        const payloads = payloadsOf(history.events);
        expect(payloads.length, name).toBeGreaterThan(10);

        // What the secrets are, read through the codec server as support would.
        const decoded = payloadsOf((await show(op.id as string, { token: supportToken })).events)
          .filter((p) => !p.path.includes('searchAttributes'))
          .map((p) => p.data)
          .join('\n');
        const sealedTokens = decoded.match(/v1\.[A-Za-z0-9_-]{20,}/g) ?? [];
        const ciphertext = /"encryptedPassword":"([^"]+)"/.exec(decoded)?.[1];
        const secrets = [
          'espera@demo.com.ar',
          'activo@demo.com.ar',
          email,
          '100003',
          password,
          'encryptedPassword',
          // A signed token's opening ({"alg": or {"typ":), not base64 JSON's three bytes 'eyJ'
          // alone: those turned up by chance in an encrypted payload's random bytes.
          'eyJhbGci',
          'eyJ0eXAi',
          ...sealedTokens,
          ...(ciphertext ? [ciphertext] : []),
        ];
        // The codec server gives back the input whole: its ciphertext opens to the password sent.
        if (name === 'setPassword')
          expect(decryptPassword(ciphertext ?? '', developmentIdentitySecrets.identityClientId)).toBe(
            password,
          );
        if (name === 'impersonate')
          expect(sealedTokens.length, 'sealed tokens in the result').toBeGreaterThan(0);
        if (name === 'addUser') expect(decoded).toContain(email);

        for (const payload of payloads) {
          const where = `${name} ${payload.path}`;
          // Search attributes stay plain: Temporal's visibility filters on them.
          if (payload.path.includes('.searchAttributes.')) continue;
          // A local activity's marker carries the SDK core's own bookkeeping (seq, attempt, times) plain.
          if (/markerRecordedEventAttributes\.details\.data\.payloads/.test(payload.path)) {
            expect(JSON.parse(payload.data), where).toHaveProperty('activity_type');
          } else if (/markerRecordedEventAttributes\.details\.patch-data\.payloads/.test(payload.path)) {
            // A patch marker names a branch of the workflow code (patched('…')), never data.
            expect(Object.keys(JSON.parse(payload.data) as object).sort(), where).toEqual([
              'deprecated',
              'id',
            ]);
          } else {
            expect(payload.encoding, where).toBe(ENCRYPTED_ENCODING);
          }
          for (const secret of secrets)
            expect(payload.data, `${where} holds ${secret}`).not.toContain(secret);
        }
        // Nor anywhere else in the history outside the search attributes (failure messages are
        // encrypted too; an identity operation's id names its e-mail, an add-user's does not).
        const { events } = history as { events: Json[] };
        const withoutSearchAttributes = JSON.stringify(events, (key, value: unknown) =>
          key === 'searchAttributes' ? undefined : value,
        );
        for (const secret of [password, 'encryptedPassword', email, ...sealedTokens]) {
          expect(withoutSearchAttributes, `${name}: ${secret}`).not.toContain(secret);
        }
      }
    },
    scaled(120_000),
  );

  it('the console still shows the operations decoded', async () => {
    const addUser = (await api.call(`/api/operations/${enc(ops.addUser!.id as string)}`)).body!;
    expect(addUser.input).toMatchObject({ email, subscriberNumber: '100003' });
    expect(addUser.result.message).toBe('Usuario agregado con éxito.');
    expect(addUser.steps.every((s: Json) => s.status === 'done')).toBe(true);
    const setPassword = (await api.call(`/api/operations/${enc(ops.setPassword!.id as string)}`)).body!;
    expect(setPassword.input).toEqual({ email: 'espera@demo.com.ar', encryptedPassword: '••••••' });
    const impersonate = (await api.call(`/api/operations/${enc(ops.impersonate!.id as string)}`)).body!;
    expect(impersonate.result).toMatchObject({
      email: 'activo@demo.com.ar',
      impersonatedBy: 'admin@consola.test',
    });
    // The list reads memos straight from visibility: decoded there too.
    const list = (await api.call(`/api/operations?target=100003&type=subscriber.addUser`)).body!;
    const row = (list.items as Json[]).find((item) => item.id === ops.addUser!.id);
    expect(row).toMatchObject({ target: '100003', actor: 'admin@consola.test', stepsDone: 8, stepsTotal: 8 });
  });

  it('answers the Temporal UI’s own request: cookie, X-Namespace, history payloads as proto JSON', async () => {
    const history = await show(ops.addUser!.id as string);
    const started = history.events[0].workflowExecutionStartedEventAttributes;
    const body: PayloadsJson = started.input;
    expect(text(body.payloads[0]!.metadata!.encoding)).toBe(ENCRYPTED_ENCODING);
    const request = (cookie?: string) =>
      fetch(`${api.base}/codec/decode?preserveStorageRefs=true`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-namespace': api.env.temporal.namespace ?? 'default',
          ...(cookie ? { cookie: `${PRODUCT_COOKIE}=${cookie}` } : {}),
        },
        body: JSON.stringify(body),
      });

    const answer = await request(await api.tokenFor('soporte@consola.test'));
    expect(answer.status).toBe(200);
    const [payload] = payloadsFromJson((await answer.json()) as PayloadsJson);
    expect(defaultPayloadConverter.fromPayload(payload!)).toMatchObject({
      input: { email, subscriberNumber: '100003' },
      actor: { email: 'admin@consola.test' },
    });

    expect((await request()).status).toBe(401);
    expect((await request('no-es-un-token')).status).toBe(401);
    expect((await request(await api.tokenFor('lector@consola.test'))).status).toBe(403);
  });
});

describe('codec endpoints', () => {
  const plain = () => payloadsToJson([defaultPayloadConverter.toPayload({ email: 'x@demo.com.ar' })]);

  it.each(ROLE_ACCOUNT_PAIRS)('%s', async (role, account) => {
    const allowed = role === 'CGI.Admin' || role === 'CGI.CustomerSupport';
    for (const direction of ['encode', 'decode']) {
      const res = await api.call(`/codec/${direction}`, { method: 'POST', as: account, json: plain() });
      expect(res.status, `${direction} as ${role}`).toBe(allowed ? 200 : 403);
    }
  });

  it('refuses a call without a session', async () => {
    const res = await api.call('/codec/decode', { method: 'POST', token: null, json: plain() });
    expect(res).toMatchObject({ status: 401, body: { code: 'TOKEN_MISSING' } });
  });

  it('encodes, decodes, never encrypts twice, and passes plain payloads through', async () => {
    const encoded = (await api.call('/codec/encode', { method: 'POST', json: plain() })).body as PayloadsJson;
    expect(text(encoded.payloads[0]!.metadata!.encoding)).toBe(ENCRYPTED_ENCODING);
    expect(text(encoded.payloads[0]!.data)).not.toContain('x@demo.com.ar');
    const again = (await api.call('/codec/encode', { method: 'POST', json: encoded })).body as PayloadsJson;
    expect(again).toEqual(encoded);
    const decoded = (await api.call('/codec/decode', { method: 'POST', json: encoded })).body as PayloadsJson;
    expect(decoded).toEqual(plain());
    const passed = (await api.call('/codec/decode', { method: 'POST', json: plain() })).body as PayloadsJson;
    expect(passed).toEqual(plain());
  });

  it('says why a payload cannot be decrypted: altered, unknown key, not Payloads', async () => {
    const encoded = (await api.call('/codec/encode', { method: 'POST', json: plain() })).body as PayloadsJson;
    const data = Buffer.from(encoded.payloads[0]!.data!, 'base64');
    data[data.length - 1] = data[data.length - 1]! ^ 0xff;
    const tampered = { payloads: [{ ...encoded.payloads[0], data: data.toString('base64') }] };
    const altered = await api.call('/codec/decode', { method: 'POST', json: tampered });
    expect(altered).toMatchObject({ status: 400, body: { code: 'PAYLOAD_TAMPERED' } });

    const foreign = new PayloadEncryptionCodec([generatePayloadKey('otra')]);
    const other = payloadsToJson(await foreign.encode([defaultPayloadConverter.toPayload('hola')]));
    const unknown = await api.call('/codec/decode', { method: 'POST', json: other });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'PAYLOAD_UNKNOWN_KEY' });
    expect(unknown.body!.message).toMatch(
      /^El dato se cifró con la clave "otra-[0-9a-f]+", que no está configurada/,
    );

    const notPayloads = await api.call('/codec/decode', { method: 'POST', json: { payloads: 'x' } });
    expect(notPayloads.status).toBe(400);
  });

  it('lets a Temporal UI on another origin call with the staff cookie (CORS), and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.base}/codec/decode`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-namespace',
        },
      });
    const allowed = await preflight(TEMPORAL_UI_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEMPORAL_UI_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-namespace');
    const foreign = await preflight('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const answer = await fetch(`${api.base}/codec/decode`, {
      method: 'POST',
      headers: {
        origin: TEMPORAL_UI_ORIGIN,
        'content-type': 'application/json',
        'x-namespace': api.env.temporal.namespace ?? 'default',
        cookie: `${PRODUCT_COOKIE}=${await api.tokenFor('admin@consola.test')}`,
      },
      body: JSON.stringify(plain()),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(TEMPORAL_UI_ORIGIN);
  });
});
