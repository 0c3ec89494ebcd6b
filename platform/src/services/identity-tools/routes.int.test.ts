// Contract tests of the security tools: identity tools (job login, impersonation), device
// sessions and the legacy users lookup (one platform for the three families).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures as f } from '../../seed';
import { developmentSettings } from '../settings';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const jobToken = async () => (await t.client.identityTools.jobLogin(developmentSettings.jobKey)).jwt2;

describe('identity tools', () => {
  it('logs the job user in with the job key only', async () => {
    const { jwt2, expiresIn } = await t.client.identityTools.jobLogin(developmentSettings.jobKey);
    expect(claimsOf(jwt2)).toMatchObject({ typ: 'job' });
    expect(expiresIn).toBe(3600);
    expect(await failureOf(t.client.identityTools.jobLogin('wrong'))).toEqual({
      status: 401,
      code: 'NotAuthorizedException',
      message: 'Incorrect job key',
    });
  });

  it("notifies a user with a 302 carrying the user's jwt2, then trades it for a jwt3 with the ME roles", async () => {
    const job = await jobToken();
    const raw = await fetch(`${t.platform.url}/identity-tools/notifyUserEAuth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${job}` },
      body: JSON.stringify({ email: f.activeEmail, appCode: 'ME' }),
    });
    expect(raw.status).toBe(302);
    expect(raw.headers.get('location')).toBe('/?appCode=ME');

    const notified = await t.client.identityTools.notifyUser({ email: f.activeEmail, appCode: 'ME' }, job);
    expect(notified).toMatchObject({ expiresIn: 43_200, appCode: 'ME', email: f.activeEmail });
    expect(claimsOf(notified.jwt2)).toMatchObject({ typ: 'jwt2', email: f.activeEmail });

    const { jwt3 } = await t.client.identityTools.generateJwt3({ appCode: 'ME', jwt2: notified.jwt2 });
    expect(claimsOf(jwt3)).toMatchObject({
      typ: 'jwt3',
      applicationData: {
        applicationCode: 'ME',
        permissionData: {
          appRoles: ['ME.FirmAdmin'],
          orgAppAccessStatusCode: 'GRANTED',
          userAppAccessStatusCode: 'GRANTED',
        },
      },
      loginAccountData: { firstName: 'Ana', lastName: 'Activa', subscriberRefId: '100001' },
      idpData: { email: f.activeEmail },
    });
  });

  it('names the api whose data is missing, and refuses bad tokens', async () => {
    const job = await jobToken();
    const notify = (email: string, appCode = 'ME') =>
      failureOf(t.client.identityTools.notifyUser({ email, appCode }, job));
    expect(await notify('nadie@demo.com.ar')).toMatchObject({
      status: 409,
      code: 'impersonationDataError',
      api: 'loginAccountByEmail',
    });
    expect(await notify(f.waitingEmail)).toMatchObject({
      api: 'getUserOrganizationByLoginAccountCorpEntities',
    });
    expect(await notify(f.staffSupportEmail)).toMatchObject({ api: 'getUserApplicationInstanceEAuthz' });
    // The subscriber portal needs no ME instance: the same user gets a signed jwt2 for it.
    const portal = await t.client.identityTools.notifyUser(
      { email: f.staffSupportEmail, appCode: 'SUBSCRIBER-PORTAL' },
      job,
    );
    expect(portal).toMatchObject({ appCode: 'SUBSCRIBER-PORTAL', email: f.staffSupportEmail });
    expect(portal.jwt2).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await notify(f.activeEmail, 'NOPE')).toMatchObject({ status: 400 });

    expect(
      await failureOf(t.client.identityTools.notifyUser({ email: f.activeEmail, appCode: 'ME' }, 'garbage')),
    ).toMatchObject({
      status: 401,
      message: 'Invalid or expired token',
    });
    expect(await failureOf(t.client.identityTools.generateJwt3({ appCode: 'ME', jwt2: job }))).toMatchObject({
      status: 401,
    });
  });
});

describe('sessions service', () => {
  it("lists a user's open sessions, most recent first, in the session shape", async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(f.sessionsEmail);
    const sessions = await t.client.sessions.ofAccount(loginAccount.loginAccountId);
    expect(sessions.map((s) => s.clientArchInfo.deviceModel)).toEqual([
      'Samsung SM-A546E Android 14',
      'iPhone 14 iPhone OS 17.5',
      'Windows 10',
      null,
    ]);
    expect(sessions[0]).toEqual({
      uuidDeviceSession: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: f.sessionsEmail,
      loginAccountId: loginAccount.loginAccountId,
      clientArchInfo: { deviceModel: 'Samsung SM-A546E Android 14' },
      clientAgentInfo: { name: 'Mi Estudio App', version: '2.5.1', language: 'es-AR' },
      clientLocalizationInfo: {
        city: 'Rosario',
        region: 'Santa Fe',
        country: 'Argentina',
        ip: '181.47.12.34',
      },
      creationDate: expect.any(String),
      lastActivityDate: expect.any(String),
    });
    expect(sessions[3]!.clientAgentInfo).toEqual({ name: null, version: null, language: null });
  });

  it("answers 404 'uuidDeviceSession not exists' when there are no sessions", async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(f.collaboratorEmail);
    expect(await failureOf(t.client.sessions.ofAccount(loginAccount.loginAccountId))).toEqual({
      status: 404,
      code: 'deviceSessionNotFound',
      message: 'uuidDeviceSession not exists',
    });
  });

  it('revokes one session at a time; a repeat succeeds, an unknown one is 404', async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(f.sessionsEmail);
    const [first] = await t.client.sessions.ofAccount(loginAccount.loginAccountId);
    const revoked = await t.client.sessions.revoke(first!.uuidDeviceSession);
    expect(revoked).toEqual({ uuidDeviceSession: first!.uuidDeviceSession, revokedDate: expect.any(String) });
    expect(await t.client.sessions.revoke(first!.uuidDeviceSession)).toEqual(revoked);
    expect(await t.client.sessions.ofAccount(loginAccount.loginAccountId)).toHaveLength(3);
    expect(await failureOf(t.client.sessions.revoke('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      message: 'uuidDeviceSession not exists',
    });
    expect(await failureOf(t.client.sessions.revoke('nope'))).toMatchObject({ status: 400 });
  });
});

describe('legacy users service', () => {
  it("answers a user's subscriber number by e-mail", async () => {
    expect(await t.client.legacyUsers.subscriberByEmail(f.activeEmail)).toEqual({
      subscriptionNumber: f.subscriberWithRoom,
      subscriberId: 1,
      subscriberName: 'Estudio Contable Demo S.R.L.',
    });
    expect(await failureOf(t.client.legacyUsers.subscriberByEmail(f.waitingEmail))).toMatchObject({
      status: 404,
      message: 'Usuario no posee suscriptor asignado',
    });
    expect(await failureOf(t.client.legacyUsers.subscriberByEmail('nadie@demo.com.ar'))).toMatchObject({
      status: 404,
      message: 'Verify LoginAccount email.',
    });
  });
});
