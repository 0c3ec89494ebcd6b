// 'Publicar una nueva versión' and 'Deprecar' end to end: real Temporal dev server, real worker,
// real platform on PGlite with the demo seed (MOBILE-ANDROID 2.5.1 active, 2.4.0 deprecated).
import { demoFixtures as f } from '@cgi/platform';
import { versionsMessages } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation } from '@cgi/test-support/run-operation';
import { createVersionsActivities } from './versions';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const maintainer = { email: 'mantenimiento@consola.test', userId: 900006 };
const FAST = { maxAttempts: 2, initialBackoffMs: 20, maxBackoffMs: 20 };
const ANDROID = f.activeVersion.appPlatformCode;

const publish = (appVersionCode: string, appVersionDesc: string | null = null, retry?: object) =>
  runOperation(env, {
    type: 'versions.publish',
    workflowType: 'versionsPublish',
    target: `${ANDROID} ${appVersionCode}`,
    input: { appPlatformCode: ANDROID, appVersionCode, appVersionDesc },
    actor: maintainer,
    ...(retry ? { retry: retry as never } : {}),
  });

const deprecate = (appVersionCode: string, appPlatformCode = ANDROID) =>
  runOperation(env, {
    type: 'versions.deprecate',
    workflowType: 'versionsDeprecate',
    target: `${appPlatformCode} ${appVersionCode}`,
    input: { appPlatformCode, appVersionCode },
    actor: maintainer,
  });

const active = async () =>
  (await env.platform.versions.list({ appCode: 'ME', appPlatformCode: ANDROID })).activeVersions.map(
    (v) => v.appVersionCode,
  );

describe('versions.publish', () => {
  it('publishes a version on a platform; the same code again is refused', async () => {
    const outcome = await publish('9.0.0', 'Mejoras de rendimiento');
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Publicación exitosa',
      appVersionCode: '9.0.0',
      deprecationDate: null,
    });
    expect(await active()).toContain('9.0.0');

    const duplicate = await publish('9.0.0');
    expect(duplicate.progress.error).toEqual({
      code: 'VERSION_EXISTS',
      message: versionsMessages.alreadyExists,
    });
  });

  it("refuses republishing a deprecated version ('La versión fue deprecada')", async () => {
    const outcome = await publish(f.deprecatedVersion.appVersionCode);
    expect(outcome.progress.error).toEqual({
      code: 'VERSION_DEPRECATED',
      message: 'La versión fue deprecada',
    });
  });

  it('retries a call that fails for a moment', async () => {
    await injectFault(env, '/versions/addAppVersionRTEnviroments', 503, 1);
    const outcome = await publish('9.1.0', null, FAST);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.steps[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("takes its own earlier write (same release date) for done, anyone else's for a duplicate", async () => {
    const activities = createVersionsActivities(env.platform);
    const releaseDate = '2026-01-02T03:04:05.678Z';
    const args = {
      appPlatformCode: ANDROID,
      appVersionCode: '9.1.5',
      appVersionDesc: null,
      releaseDate,
      actorEmail: maintainer.email,
    };
    // The first call took effect but its answer was lost; the step calls again.
    await activities.publishAppVersion(args);
    await expect(activities.publishAppVersion(args)).resolves.toMatchObject({ appVersionCode: '9.1.5' });
    await expect(
      activities.publishAppVersion({ ...args, releaseDate: '2026-01-02T03:04:06.000Z' }),
    ).rejects.toThrow('La versión ya existe');

    const deprecationDate = '2026-01-03T00:00:00.000Z';
    const deprecation = { ...args, deprecationDate };
    await activities.deprecateAppVersion(deprecation);
    await expect(activities.deprecateAppVersion(deprecation)).resolves.toMatchObject({
      deprecationDate,
    });
    await expect(
      activities.deprecateAppVersion({ ...deprecation, deprecationDate: '2026-01-04T00:00:00.000Z' }),
    ).rejects.toThrow('La versión fue deprecada');
  });

  it("answers 'Ocurrió un error al publicar la versión' when the service keeps failing", async () => {
    await injectFault(env, '/versions/addAppVersionRTEnviroments', 500, 2);
    const outcome = await publish('9.2.0', null, FAST);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error al publicar la versión');
    expect(await active()).not.toContain('9.2.0');
  });
});

describe('versions.deprecate', () => {
  it('deprecates an active version; deprecating it again is refused', async () => {
    await publish('9.3.0');
    const outcome = await deprecate('9.3.0');
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Versión deprecada con éxito',
      deprecationDate: expect.any(String),
    });
    expect(await active()).not.toContain('9.3.0');
    const again = await deprecate('9.3.0');
    expect(again.progress.error?.message).toBe('La versión fue deprecada');
  });

  it('says the version does not exist for an unknown code', async () => {
    const outcome = await deprecate('0.0.0-nada');
    expect(outcome.progress.error).toEqual({ code: 'VERSION_NOT_FOUND', message: 'La versión no existe' });
  });
});
