import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../client';
import { demoFixtures } from '../../seed';
import { developmentSettings } from '../settings';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('authentication service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  it('creates an identity user, keeps only a hash of the password, and refuses the same username', async () => {
    const created = await t.client.authentication.createBaseAccount({
      username: 'nuevo@demo.com.ar',
      password: 'Xk9#temporal',
    });
    expect(created.cognitoUser.User.Username).toBe('nuevo@demo.com.ar');
    expect(created.cognitoUser.idCognito).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.platform.db.query<{ password_hash: string }>(
      'select password_hash from identity_user where username = $1',
      ['nuevo@demo.com.ar'],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain('Xk9#temporal');

    expect(
      await failureOf(
        t.client.authentication.createBaseAccount({
          username: 'NUEVO@demo.com.ar',
          password: 'Xk9#temporal',
        }),
      ),
    ).toEqual({
      status: 409,
      code: 'UsernameExistsException',
      message: 'User account already exists',
    });
  });

  it('refuses a password shorter than the policy', async () => {
    expect(
      await failureOf(
        t.client.authentication.createBaseAccount({ username: 'corto@demo.com.ar', password: 'A1' }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'InvalidPasswordException',
    });
  });

  it('looks up identity users, seeded or new, or answers 404', async () => {
    const { user } = await t.client.authentication.getUser(demoFixtures.waitingEmail);
    expect(user).toMatchObject({
      Username: demoFixtures.waitingEmail,
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      Enabled: true,
    });
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: demoFixtures.waitingEmail });
    const { loginAccount } = await t.client.loginAccounts.byEmail(demoFixtures.waitingEmail);
    expect(user.UserAttributes).toContainEqual({ Name: 'sub', Value: loginAccount.accountExternalRefId });

    expect(await failureOf(t.client.authentication.getUser('nadie@demo.com.ar'))).toMatchObject({
      status: 404,
      code: 'UserNotFoundException',
    });
  });

  it('sets a password sent encrypted with the client id, confirming the user; enforces the policy', async () => {
    const encrypted = (password: string) => encryptPassword(password, developmentSettings.identityClientId);
    const { user } = await t.client.authentication.setPassword(
      demoFixtures.waitingEmail,
      encrypted('Nueva2025x'),
    );
    expect(user).toMatchObject({ Username: demoFixtures.waitingEmail, UserStatus: 'CONFIRMED' });
    const [row] = await t.platform.db.query<{ password_hash: string }>(
      'select password_hash from identity_user where username = $1',
      [demoFixtures.waitingEmail],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);

    for (const weak of ['corta1A', 'sinmayuscula1', 'SINMINUSCULA1', 'SinNumeros']) {
      expect(
        await failureOf(t.client.authentication.setPassword(demoFixtures.waitingEmail, encrypted(weak))),
      ).toMatchObject({
        status: 400,
        code: 'InvalidPasswordException',
      });
    }
    expect(
      await failureOf(t.client.authentication.setPassword(demoFixtures.waitingEmail, 'Nueva2025x')),
    ).toMatchObject({
      status: 400,
      code: 'validationError',
    });
    expect(
      await failureOf(
        t.client.authentication.setPassword(
          demoFixtures.waitingEmail,
          encryptPassword('Nueva2025x', 'otro-cliente'),
        ),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(t.client.authentication.setPassword('nadie@demo.com.ar', encrypted('Nueva2025x'))),
    ).toMatchObject({
      status: 404,
      code: 'UserNotFoundException',
    });
  });
});
