import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('login accounts service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  it('finds an account by e-mail whatever its case', async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail('  Activo@Demo.COM.ar ');
    expect(loginAccount).toMatchObject({
      email: demoFixtures.activeEmail,
      accountStatusCode: 'ACTIVE',
      accountStatus: { accountStatusCode: 'ACTIVE', accountStatusDesc: 'Activo' },
    });
    expect(loginAccount.organizationUsers).toHaveLength(1);
    expect((await t.client.loginAccounts.byId(loginAccount.loginAccountId)).loginAccount).toEqual(
      loginAccount,
    );
  });

  it("answers 404 'Verify LoginAccount email.' for an unknown e-mail", async () => {
    expect(await failureOf(t.client.loginAccounts.byEmail(demoFixtures.unknownEmail))).toEqual({
      status: 404,
      code: 'loginAccountNotFound',
      message: 'Verify LoginAccount email.',
    });
    expect(await failureOf(t.client.loginAccounts.byId(999_999))).toMatchObject({ status: 404 });
  });

  it('creates an account stored lower-cased and refuses the same e-mail in another case', async () => {
    const body = {
      accountExternalRefId: '4f1c8e1e-0000-4000-8000-000000000001',
      email: 'Nueva.Cuenta@Demo.com.ar',
      firstName: 'Nadia',
      lastName: 'Nueva',
      modificationUser: 'soporte@proveedor.com.ar',
      accountStatusCode: 'WAITING_VALIDATION' as const,
      loginAccountPhone: { phoneNumber: '1144443333', phoneNumberTypeCode: 'MOBILE' as const },
    };
    const { loginAccount } = await t.client.loginAccounts.create(body);
    expect(loginAccount).toMatchObject({
      email: 'nueva.cuenta@demo.com.ar',
      accountStatusCode: 'WAITING_VALIDATION',
      loginAccountPhone: body.loginAccountPhone,
      organizationUsers: [],
    });
    const duplicate = await failureOf(
      t.client.loginAccounts.create({ ...body, email: 'NUEVA.CUENTA@demo.com.ar' }),
    );
    expect(duplicate).toMatchObject({ status: 409, code: 'loginAccountAlreadyExists' });
  });

  it('updates only the names sent', async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(demoFixtures.collaboratorEmail);
    const { loginAccount: updated } = await t.client.loginAccounts.update({
      loginAccountId: loginAccount.loginAccountId,
      firstName: 'Carlos Alberto',
    });
    expect(updated).toMatchObject({ firstName: 'Carlos Alberto', lastName: loginAccount.lastName });
    expect(
      await failureOf(t.client.loginAccounts.update({ loginAccountId: 999_999, firstName: 'X' })),
    ).toMatchObject({
      status: 404,
    });
  });
});
