import { describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import { decideAddUser } from './decide';

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
