import { describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import {
  decideAddUser,
  isSelfDeactivation,
  newAccountNames,
  pickInvite,
  planUserEdit,
  shouldInviteNewSubscriberUser,
} from './decide';

const ORG = 10;
const account = (accountStatusCode: string) => ({ loginAccountId: 1, accountStatusCode });
const link = (userStatusCode: string, organizationId = ORG) => ({
  userId: 7,
  organizationId,
  userStatusCode,
});

describe('decideAddUser', () => {
  it('creates the link and invites a brand-new account', () => {
    expect(decideAddUser(null, [], ORG)).toEqual({
      kind: 'proceed',
      link: { kind: 'create' },
      sendInvite: true,
    });
  });

  it('keeps a waiting link of a waiting account and invites again', () => {
    const decision = decideAddUser(account('WAITING_VALIDATION'), [link('WAITING_VALIDATION')], ORG);
    expect(decision).toMatchObject({ kind: 'proceed', link: { kind: 'keep' }, sendInvite: true });
  });

  it('refuses when account and link are both active', () => {
    expect(decideAddUser(account('ACTIVE'), [link('ACTIVE')], ORG)).toEqual({
      kind: 'reject',
      code: 'USER_ALREADY_ACTIVE',
      message: messages.userAlreadyActive,
    });
  });

  it('refuses an active link whose account is still pending', () => {
    expect(decideAddUser(account('WAITING_VALIDATION'), [link('ACTIVE')], ORG)).toMatchObject({
      kind: 'reject',
      message: 'Usuario ya activo pero cuenta de mail en login account pendiente',
    });
  });

  it('refuses an e-mail active or waiting only in another organization', () => {
    expect(decideAddUser(account('ACTIVE'), [link('ACTIVE', 99)], ORG)).toMatchObject({
      kind: 'reject',
      message: 'El email que se quiere dar de alta ya existe para otra organización',
    });
    expect(decideAddUser(account('WAITING_VALIDATION'), [link('WAITING_VALIDATION', 99)], ORG)).toMatchObject(
      {
        kind: 'reject',
        code: 'EMAIL_IN_OTHER_ORGANIZATION',
      },
    );
  });

  it('ignores deleted links elsewhere and creates one here', () => {
    expect(decideAddUser(account('ACTIVE'), [link('DELETED', 99)], ORG)).toEqual({
      kind: 'proceed',
      link: { kind: 'create' },
      sendInvite: false,
    });
  });

  it('reopens a deleted link in this organization and invites a waiting account', () => {
    const decision = decideAddUser(account('WAITING_VALIDATION'), [link('DELETED')], ORG);
    expect(decision).toMatchObject({ kind: 'proceed', link: { kind: 'reopen' }, sendInvite: true });
  });

  it('does not invite an active account whose link is waiting', () => {
    expect(decideAddUser(account('ACTIVE'), [link('WAITING_VALIDATION')], ORG)).toMatchObject({
      kind: 'proceed',
      link: { kind: 'keep' },
      sendInvite: false,
    });
  });
});

describe('add subscriber decisions', () => {
  it('names a new account after the razón social and the subscriber number', () => {
    expect(newAccountNames({ subscriberName: ' Nuevo Estudio S.A. ', subscriberNumber: '200001' })).toEqual({
      firstName: 'Nuevo Estudio S.A.',
      lastName: 'Suscriptor 200001',
    });
  });

  it('invites only when the operation created the account', () => {
    expect(shouldInviteNewSubscriberUser(true)).toBe(true);
    expect(shouldInviteNewSubscriberUser(false)).toBe(false);
  });
});

const invite = (inviteId: number, subscriberRefId: string, userId: number) => ({
  inviteId,
  inviteData: { subscriberRefId, userId },
});

describe('isSelfDeactivation', () => {
  const target = { userId: 6, email: 'invitado@demo.com.ar' };

  it('matches the signed-in user by organization user id', () => {
    expect(isSelfDeactivation({ email: 'otro@consola.test', userId: 6 }, target)).toBe(true);
  });

  it('matches by e-mail, ignoring case and spaces', () => {
    expect(isSelfDeactivation({ email: ' Invitado@Demo.com.ar ', userId: null }, target)).toBe(true);
  });

  it('lets staff deactivate someone else', () => {
    expect(isSelfDeactivation({ email: 'soporte@consola.test', userId: 900002 }, target)).toBe(false);
    expect(isSelfDeactivation({ email: 'soporte@consola.test' }, target)).toBe(false);
  });
});

describe('pickInvite', () => {
  it("prefers the subscriber's invite, then the user's, else none", () => {
    const invites = [invite(3, '100009', 7), invite(2, '100001', 9), invite(1, '100005', 6)];
    expect(pickInvite(invites, '100001', 6)?.inviteId).toBe(2);
    expect(pickInvite(invites, '100002', 6)?.inviteId).toBe(1);
    expect(pickInvite(invites, '100002', 8)).toBeUndefined();
    expect(pickInvite([], '100001', 6)).toBeUndefined();
  });
});

describe('planUserEdit', () => {
  it('sends a name change to the login account only', () => {
    expect(planUserEdit({ userId: 4, firstName: 'Ana' })).toEqual({
      loginAccount: { firstName: 'Ana' },
      organizationUser: null,
    });
  });

  it('sends type, commercial type and status to the organization user only', () => {
    expect(planUserEdit({ userId: 4, userTypeCode: 'ORG-ADMIN', userStatusCode: 'SUSPENDED' })).toEqual({
      loginAccount: null,
      organizationUser: { userTypeCode: 'ORG-ADMIN', userStatusCode: 'SUSPENDED' },
    });
  });

  it('splits a mixed edit between both', () => {
    const plan = planUserEdit({ userId: 4, lastName: 'Pérez', commercialTypeCode: 'SUBSCRIBER' });
    expect(plan.loginAccount).toEqual({ lastName: 'Pérez' });
    expect(plan.organizationUser).toEqual({ commercialTypeCode: 'SUBSCRIBER' });
  });
});
