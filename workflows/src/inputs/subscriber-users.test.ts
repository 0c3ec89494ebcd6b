import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { subscriberUserActionInput, userEditInput } from './subscriber-users';

function errorsOf(schema: typeof userEditInput | typeof subscriberUserActionInput, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('subscriberUserActionInput', () => {
  it('takes the subscriber number and the organization user id', () => {
    expect(subscriberUserActionInput.parse({ subscriberNumber: '100001', userId: 6 })).toEqual({
      subscriberNumber: '100001',
      userId: 6,
    });
  });

  it('refuses a missing user and a bad subscriber number', () => {
    expect(errorsOf(subscriberUserActionInput, { subscriberNumber: '-1' })).toEqual({
      subscriberNumber: messages.invalidNumber,
      userId: 'El usuario no existe',
    });
  });
});

describe('userEditInput', () => {
  it('keeps only the fields sent', () => {
    expect(userEditInput.parse({ userId: 4, firstName: ' Ana ' })).toEqual({ userId: 4, firstName: 'Ana' });
  });

  it('needs at least one changed field', () => {
    expect(errorsOf(userEditInput, { userId: 4, subscriberNumber: '100001' })).toEqual({
      _: messages.noChanges,
    });
  });

  it('refuses an empty name and the excluded user type (id 2, DERIV-USER)', () => {
    expect(errorsOf(userEditInput, { userId: 4, firstName: '  ', userTypeCode: 'DERIV-USER' })).toEqual({
      firstName: messages.required,
      userTypeCode: messages.required,
    });
  });

  it('never sets DELETED (that is the deactivation)', () => {
    expect(errorsOf(userEditInput, { userId: 4, userStatusCode: 'DELETED' })).toEqual({
      userStatusCode: messages.required,
    });
    expect(userEditInput.parse({ userId: 4, userStatusCode: 'SUSPENDED' }).userStatusCode).toBe('SUSPENDED');
  });
});
