// 'Control de versiones de la aplicación Mi Estudio' over real HTTP with real tokens, in front of
// a real Temporal server, worker and platform: the versions per platform, versions.publish and
// versions.deprecate with their texts, and the nine-role matrix (CGI.Admin, CGI.MeAppMaintainer).
import { demoFixtures as f } from '@cgi/platform';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, ROLE_ACCOUNTS, type Json } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'mantenimiento@consola.test' });

const ACCOUNTS: Record<string, string> = ROLE_ACCOUNTS;
const MAINTAINERS = ['CGI.Admin', 'CGI.MeAppMaintainer'];
const ANDROID = f.activeVersion.appPlatformCode;

async function operate(type: string, input: Json) {
  const started = await api.call('/api/operations', { method: 'POST', json: { type, input } });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

const activeOn = async (platform: string) =>
  (
    ((await api.call('/api/versions')).body!.platforms as Json[]).find((p) => p.appPlatformCode === platform)!
      .activeVersions as Json[]
  ).map((v) => v.appVersionCode as string);

describe('versions', () => {
  it('lists every platform with its active versions, newest first, deprecated ones left out', async () => {
    const res = await api.call('/api/versions');
    expect(res.status).toBe(200);
    expect(res.body!.appCode).toBe('ME');
    const platforms = res.body!.platforms as Json[];
    expect(platforms.length).toBeGreaterThanOrEqual(2);
    const android = platforms.find((p) => p.appPlatformCode === ANDROID)!;
    expect(android.appPlatformName).toEqual(expect.any(String));
    const codes = (android.activeVersions as Json[]).map((v) => v.appVersionCode);
    expect(codes).toContain(f.activeVersion.appVersionCode);
    expect(codes).not.toContain(f.deprecatedVersion.appVersionCode);
    const dates = (android.activeVersions as Json[]).map((v) => Date.parse(v.releaseDate as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("answers 'Ocurrió un error al obtener las versiones' when the service fails", async () => {
    await api.injectFault('/versions/getAllAppPlatformRTEnviroments', 500, 1);
    expect(await api.call('/api/versions')).toEqual({
      status: 502,
      body: { code: 'SERVICE_ERROR', message: 'Ocurrió un error al obtener las versiones' },
    });
  });

  it("publishes: 'Publicación exitosa'; the same code on the same platform: 'La versión ya existe'", async () => {
    const done = await operate('versions.publish', {
      appPlatformCode: ANDROID,
      appVersionCode: '7.0.0',
      appVersionDesc: 'Nueva pantalla de inicio',
    });
    expect(done.body).toMatchObject({ status: 'completed', result: { message: 'Publicación exitosa' } });
    expect((await activeOn(ANDROID))[0]).toBe('7.0.0');
    const duplicate = await operate('versions.publish', {
      appPlatformCode: ANDROID,
      appVersionCode: '7.0.0',
    });
    expect(duplicate.body).toMatchObject({ status: 'failed', error: { message: 'La versión ya existe' } });
    // Another platform may have the same code.
    const other = ((await api.call('/api/versions')).body!.platforms as Json[]).find(
      (p) => p.appPlatformCode !== ANDROID,
    )!;
    const elsewhere = await operate('versions.publish', {
      appPlatformCode: other.appPlatformCode,
      appVersionCode: '7.0.0',
    });
    expect(elsewhere.body).toMatchObject({ status: 'completed' });
  });

  it("refuses republishing a deprecated version: 'La versión fue deprecada'", async () => {
    const res = await operate('versions.publish', {
      appPlatformCode: ANDROID,
      appVersionCode: f.deprecatedVersion.appVersionCode,
    });
    expect(res.body).toMatchObject({ status: 'failed', error: { message: 'La versión fue deprecada' } });
  });

  it("requires the code ('Ingrese la nueva versión') and the platform", async () => {
    const res = await operate('versions.publish', { appPlatformCode: ANDROID, appVersionCode: '  ' });
    expect(res.status).toBe(400);
    expect(res.body!.fields).toMatchObject({ appVersionCode: 'Ingrese la nueva versión' });
    const noPlatform = await operate('versions.publish', { appVersionCode: '1.0.0' });
    expect(noPlatform.body!.fields).toMatchObject({ appPlatformCode: 'Seleccione la plataforma' });
  });

  it('refuses a platform the version service does not know', async () => {
    const res = await operate('versions.publish', {
      appPlatformCode: 'MOBILE-NOKIA',
      appVersionCode: '1.0.0',
    });
    expect(res.body).toMatchObject({
      status: 'failed',
      error: { message: 'La plataforma seleccionada no existe' },
    });
  });

  it("answers 'Ocurrió un error al publicar la versión' when the service keeps failing", async () => {
    await api.injectFault('/versions/addAppVersionRTEnviroments', 500, 5);
    const res = await operate('versions.publish', { appPlatformCode: ANDROID, appVersionCode: '7.9.9' });
    await api.clearFaults();
    expect(res.body).toMatchObject({ error: { message: 'Ocurrió un error al publicar la versión' } });
  });

  it("deprecates: 'Versión deprecada con éxito'; the version leaves the active list; failures have their text", async () => {
    await operate('versions.publish', { appPlatformCode: ANDROID, appVersionCode: '7.1.0' });
    const done = await operate('versions.deprecate', { appPlatformCode: ANDROID, appVersionCode: '7.1.0' });
    expect(done.body).toMatchObject({
      status: 'completed',
      result: { message: 'Versión deprecada con éxito' },
    });
    expect(await activeOn(ANDROID)).not.toContain('7.1.0');

    await api.injectFault('/versions/updateAppVersionRTEnviroments', 500, 5);
    const failed = await operate('versions.deprecate', { appPlatformCode: ANDROID, appVersionCode: '7.0.0' });
    await api.clearFaults();
    expect(failed.body).toMatchObject({ error: { message: 'Ocurrió un error al deprecar la versión' } });
    expect(await activeOn(ANDROID)).toContain('7.0.0');
  });
});

describe('roles (spec 2 §2.1: ME/feacture-flags)', () => {
  for (const [role, email] of Object.entries(ACCOUNTS)) {
    const allowed = MAINTAINERS.includes(role);
    it(`${role}: ${allowed ? 'may' : 'may not'} see, publish and deprecate versions`, async () => {
      expect((await api.call('/api/versions', { as: email })).status).toBe(allowed ? 200 : 403);
      for (const type of ['versions.publish', 'versions.deprecate']) {
        // The role is checked before the input: an allowed role reaches validation (400).
        const start = await api.call('/api/operations', {
          method: 'POST',
          as: email,
          json: { type, input: { appPlatformCode: ANDROID, appVersionCode: '' } },
        });
        expect([type, start.status]).toEqual([type, allowed ? 400 : 403]);
      }
    });
  }
});
