import { describe, expect, it } from 'vitest';
import { isSelfDeactivation, pickInvite, planUserEdit } from './decide';

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
