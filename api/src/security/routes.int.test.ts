// The security tools over real HTTP with real tokens, in front of a real Temporal server,
// worker and platform: the nine-role matrix of every endpoint and operation type, the read
// endpoints with the spec's texts, and the operations (extensions, password, impersonation
// cookie, sessions) as the screens start them.
import { SECURITY_READ_ROLES, SECURITY_ROLES, securityMessages as m } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json, ROLE_ACCOUNT_PAIRS } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY });

async function operate(type: string, input: Json, options: { reason?: string; as?: string } = {}) {
  const started = await api.call('/api/operations', {
    method: 'POST',
    as: options.as,
    json: { type, input, ...(options.reason ? { reason: options.reason } : {}) },
  });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

/** One account per console role (api/src/auth/dev-idp/accounts.ts). */
const accounts: [string, string][] = ROLE_ACCOUNT_PAIRS;

const operationTypes = [
  'fileExtension.add',
  'fileExtension.remove',
  'identity.setPassword',
  'identity.impersonate',
  'sessions.revoke',
  'sessions.revokeAll',
];

describe('roles: the six core roles read (spec 1 §6); only Admin and CustomerSupport change anything', () => {
  it.each(accounts)('%s', async (role, email) => {
    const allowed = (SECURITY_ROLES as readonly string[]).includes(role);
    expect(allowed).toBe(role === 'CGI.Admin' || role === 'CGI.CustomerSupport');
    const reader = (SECURITY_READ_ROLES as readonly string[]).includes(role);
    expect(reader).toBe(!role.startsWith('CGI.GlobalNotification'));
    const reads = [
      await api.call('/api/security/file-extensions', { as: email }),
      await api.call('/api/security/identity/user?email=activo@demo.com.ar', { as: email }),
      await api.call('/api/security/login-accounts?email=activo@demo.com.ar', { as: email }),
      await api.call('/api/security/sessions/1', { as: email }),
    ];
    for (const read of reads) {
      if (reader) expect([200, 404]).toContain(read.status);
      else expect(read).toEqual({ status: 403, body: expect.objectContaining({ code: 'FORBIDDEN' }) });
    }
    const cookie = await api.call('/api/security/impersonation/cookie', {
      method: 'POST',
      as: email,
      json: { email: 'activo@demo.com.ar', appCode: 'ME', sealedToken: 'v1.nada' },
    });
    expect(cookie.status).toBe(allowed ? 400 : 403);
    // Starting: the role is checked before the input, so an empty input tells them apart.
    for (const type of operationTypes) {
      const started = await api.call('/api/operations', {
        method: 'POST',
        as: email,
        json: { type, input: {} },
      });
      expect([type, started.status]).toEqual([type, allowed ? 400 : 403]);
    }
  });

  it('the catalog marks impersonation, password reset and revoking every session high risk', async () => {
    const catalog = await api.call('/api/catalog/operation-types');
    const types = (catalog.body!.items ?? catalog.body) as Json[];
    const highRisk = Object.fromEntries(
      types.filter((t) => operationTypes.includes(t.type as string)).map((t) => [t.type, t.highRisk]),
    );
    expect(highRisk).toEqual({
      'fileExtension.add': false,
      'fileExtension.remove': false,
      'identity.setPassword': true,
      'identity.impersonate': true,
      'sessions.revoke': false,
      'sessions.revokeAll': true,
    });
  });
});

describe('file extensions', () => {
  const list = async () =>
    ((await api.call('/api/security/file-extensions')).body!.items as Json[]).map((i) => i.extension);

  it('lists the enabled ones; adds one lowercased; removes it', async () => {
    expect(await list()).toEqual(expect.arrayContaining(['.pdf', '.doc']));
    const added = await operate('fileExtension.add', { extension: ' .MP3 ' });
    expect(added.body).toMatchObject({
      status: 'completed',
      target: '.mp3',
      result: { message: m.extensionEnabled },
    });
    expect(await list()).toContain('.mp3');
    const removed = await operate('fileExtension.remove', { extension: '.mp3' });
    expect(removed.body).toMatchObject({ status: 'completed', result: { message: m.extensionDisabled } });
    expect(await list()).not.toContain('.mp3');
  });

  it.each([
    ['.exec', m.extensionNotAllowed],
    ['.', m.extensionRequired],
    ['', m.extensionRequired],
    ['pdf', m.extensionMalformed],
  ])('refuses %j with %s, starting nothing', async (extension, text) => {
    const refused = await operate('fileExtension.add', { extension });
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'VALIDATION', fields: { extension: text } }),
    });
  });

  it("answers a 404 of the service with 'Ocurrio un error en un servicio de: FileExtensions'", async () => {
    await api.injectFault('/file-extensions/all', 404, 1);
    expect(await api.call('/api/security/file-extensions')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Ocurrió un error en un servicio de: FileExtensions' },
    });
  });
});

describe('identity tools', () => {
  it('shows the Atributo/Valor rows of a user, or says it does not exist', async () => {
    const found = await api.call('/api/security/identity/user?email=espera@demo.com.ar');
    expect(found.status).toBe(200);
    expect(found.body!.attributes).toEqual(
      expect.arrayContaining([
        { name: 'UserStatus', value: 'FORCE_CHANGE_PASSWORD' },
        { name: 'email', value: 'espera@demo.com.ar' },
      ]),
    );
    expect(await api.call('/api/security/identity/user?email=nadie@demo.com.ar')).toEqual({
      status: 404,
      body: { code: 'IDENTITY_USER_NOT_FOUND', message: 'El usuario no existe en Cognito!' },
    });
  });

  it('sets a password: the policy is enforced, and the clear text is nowhere in the operation', async () => {
    const weak = await operate(
      'identity.setPassword',
      { email: 'espera@demo.com.ar', password: 'sinmayus1' },
      { reason: 'pedido del usuario' },
    );
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: m.passwordHint } } });
    const noReason = await operate('identity.setPassword', {
      email: 'espera@demo.com.ar',
      password: 'Valida2025x',
    });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'REASON_REQUIRED' } });

    const clear = 'Valida2025xYz';
    const done = await operate(
      'identity.setPassword',
      { email: 'espera@demo.com.ar', password: clear },
      { reason: 'pedido del usuario' },
    );
    expect(done.body).toMatchObject({ status: 'completed', result: { message: m.passwordSaved } });
    expect(done.body!.input).toEqual({ email: 'espera@demo.com.ar', encryptedPassword: '••••••' });
    const id = done.body!.id as string;
    const views = [
      done.body,
      (await api.call(`/api/operations/${encodeURIComponent(id)}`)).body,
      (await api.call(`/api/operations/${encodeURIComponent(id)}/log`)).body,
      (await api.call(`/api/operations?target=espera@demo.com.ar`)).body,
    ];
    for (const view of views) expect(JSON.stringify(view)).not.toContain(clear);
    const history = await api.env.temporal.client.workflow.getHandle(id).fetchHistory();
    const text = JSON.stringify(history, (key, value: unknown) => {
      if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
      if (key === 'data' && typeof value === 'string') return Buffer.from(value, 'base64').toString('utf8');
      return value;
    });
    // The history holds only ciphertext of the codec (api/src/codec/codec.int.test.ts reads it with the CLI).
    expect(text).not.toContain('encryptedPassword');
    expect(text).not.toContain(clear);
    const { user } = await api.env.platform.authentication.getUser('espera@demo.com.ar');
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('impersonates with a reason; the api sets the 12-hour shared cookie only for who started it', async () => {
    const done = await operate(
      'identity.impersonate',
      { email: 'activo@demo.com.ar', mode: 'me' },
      { reason: 'ver lo que ve el usuario' },
    );
    expect(done.body).toMatchObject({
      status: 'completed',
      reason: 'ver lo que ve el usuario',
      result: { impersonatedBy: 'admin@consola.test', email: 'activo@demo.com.ar', appCode: 'ME' },
    });
    const result = done.body!.result as Json;
    const claim = { email: 'activo@demo.com.ar', appCode: 'ME', sealedToken: result.sealedToken };
    const response = await fetch(`${api.base}/api/security/impersonation/cookie`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await api.tokenFor('admin@consola.test')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(claim),
    });
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^platform_token=eyJ/);
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('HttpOnly');

    const other = await api.call('/api/security/impersonation/cookie', {
      method: 'POST',
      as: 'soporte@consola.test',
      json: claim,
    });
    expect(other).toMatchObject({ status: 400, body: { message: m.impersonationInternalError } });

    // The sealed token is shown back only to who started it; a support engineer reading the
    // operation (detail, long poll, event stream) sees the rest of the result without it.
    const path = `/api/operations/${encodeURIComponent(done.body!.id as string)}`;
    const asStarter = await api.call(path);
    expect((asStarter.body!.result as Json).sealedToken).toBe(result.sealedToken);
    for (const read of [path, `${path}?wait=1`]) {
      const asSupport = await api.call(read, { as: 'soporte@consola.test' });
      expect(asSupport.status).toBe(200);
      expect(asSupport.body!.result).toMatchObject({ impersonatedBy: 'admin@consola.test', appCode: 'ME' });
      expect(JSON.stringify(asSupport.body)).not.toContain(String(result.sealedToken));
    }
    const stream = await fetch(`${api.base}${path}/events`, {
      headers: { authorization: `Bearer ${await api.tokenFor('soporte@consola.test')}` },
    });
    const events = await stream.text();
    expect(events).toContain('impersonatedBy');
    expect(events).not.toContain(String(result.sealedToken));
  });
});

describe('sessions', () => {
  it('finds the account by e-mail, or says it was not found', async () => {
    const found = await api.call('/api/security/login-accounts?email=activo@demo.com.ar');
    expect(found.body).toMatchObject({ email: 'activo@demo.com.ar', loginAccountId: expect.any(Number) });
    expect(await api.call('/api/security/login-accounts?email=nadie@demo.com.ar')).toEqual({
      status: 404,
      body: { code: 'LOGIN_ACCOUNT_NOT_FOUND', message: 'No se encontró el usuario ingresado.' },
    });
    await api.injectFault('/login-accounts/loginAccountByEmail', 500, 1);
    expect(await api.call('/api/security/login-accounts?email=activo@demo.com.ar')).toMatchObject({
      status: 502,
      body: { message: 'Ocurrió un error. Intente nuevamente' },
    });
  });

  it('lists the sessions with their device type; removes one, then all', async () => {
    const { loginAccountId } = (await api.call('/api/security/login-accounts?email=activo@demo.com.ar'))
      .body!;
    const sessions = async () => (await api.call(`/api/security/sessions/${loginAccountId}`)).body!;
    const listed = await sessions();
    expect(listed.account).toEqual({ loginAccountId, email: 'activo@demo.com.ar' });
    const items = listed.items as Json[];
    expect(items.map((i) => i.deviceTypeLabel).sort()).toEqual([
      'Computadora de escritorio',
      'Dispositivo celular',
      'Dispositivo celular',
      'Dispositivo no definido',
    ]);
    expect(items.find((i) => i.deviceType === 'desktop')).toMatchObject({
      browser: { name: 'Chrome', version: '126.0.6478.127', language: 'es-419' },
      location: { city: 'Ciudad Autónoma de Buenos Aires', region: 'Buenos Aires', country: 'Argentina' },
      ip: '200.45.67.89',
    });

    await api.injectFault(`/sessions/reportUserActivityESessions/${loginAccountId}`, 500, 1);
    expect(await api.call(`/api/security/sessions/${loginAccountId}`)).toMatchObject({
      status: 502,
      body: { message: 'Ocurrió un error al obtener las sesiones' },
    });

    const one = await operate('sessions.revoke', {
      loginAccountId,
      email: 'activo@demo.com.ar',
      uuidDeviceSession: items[0]!.uuidDeviceSession,
    });
    expect(one.body).toMatchObject({ status: 'completed', result: { message: 'Sesión eliminada' } });
    expect((await sessions()).items).toHaveLength(3);

    const all = await operate(
      'sessions.revokeAll',
      { loginAccountId, email: 'activo@demo.com.ar' },
      { reason: 'equipo robado' },
    );
    expect(all.body).toMatchObject({ status: 'completed', result: { revoked: 3 } });
    expect((await api.elementsOf(all.body!.id as string)).map((i) => i.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
    // 'uuidDeviceSession not exists' is simply no sessions.
    expect((await sessions()).items).toEqual([]);
  });
});
