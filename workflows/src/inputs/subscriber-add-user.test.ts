import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { emailPattern } from './validation';
import { subscriberAddUserInput } from './subscriber-add-user';

const valid = {
  subscriberNumber: '100001',
  email: 'nueva@demo.com.ar',
  firstName: 'Nueva',
  lastName: 'Usuaria',
  phone: '1155550000',
  userTypeCode: 'ORG-STAFF',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = subscriberAddUserInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('subscriberAddUserInput', () => {
  it('accepts a complete input and drops an empty phone', () => {
    expect(subscriberAddUserInput.parse(valid)).toEqual(valid);
    expect(subscriberAddUserInput.parse({ ...valid, phone: '' }).phone).toBeUndefined();
  });

  it('requires e-mail, names and permission with the spec text', () => {
    expect(errorsOf({ subscriberNumber: '1' })).toEqual({
      email: messages.required,
      firstName: messages.required,
      lastName: messages.required,
      userTypeCode: messages.required,
    });
    expect(errorsOf({ ...valid, firstName: '   ' })).toEqual({ firstName: 'Este campo es requerido' });
  });

  it('rejects malformed e-mails', () => {
    for (const email of [
      'sin-arroba',
      'a@b',
      'a@b.c',
      `${'x'.repeat(65)}@demo.com`,
      'a@-demo.com',
      'a@demo.c0m',
    ]) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: 'El email ingresado no es valido' });
    }
  });

  it('accepts the limits of the e-mail pattern', () => {
    expect(emailPattern.test(`${'x'.repeat(64)}@demo.com.ar`)).toBe(true);
    expect(emailPattern.test(`a@${'d'.repeat(63)}.com`)).toBe(true);
    expect(emailPattern.test(`a@${'d'.repeat(64)}.com`)).toBe(false);
    expect(emailPattern.test(`a@demo.${'a'.repeat(63)}`)).toBe(true);
    expect(emailPattern.test(`a@demo.${'a'.repeat(64)}`)).toBe(false);
  });

  it('rejects a non-numeric or negative phone', () => {
    expect(errorsOf({ ...valid, phone: '-5' })).toEqual({ phone: 'Ingrese un telefono valido' });
    expect(errorsOf({ ...valid, phone: '11 5555' })).toEqual({ phone: 'Ingrese un telefono valido' });
  });

  it('refuses the DERIV-USER permission (user type id 2)', () => {
    expect(errorsOf({ ...valid, userTypeCode: 'DERIV-USER' })).toEqual({ userTypeCode: messages.required });
  });
});
