import { describe, expect, it } from 'vitest';
import { newAccountNames, shouldInviteNewSubscriberUser } from './decide';

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
