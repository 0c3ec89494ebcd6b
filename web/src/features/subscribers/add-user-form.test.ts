import { describe, expect, it } from 'vitest';
import { messages } from '@cgi/workflows/inputs';
import { emptyAddUserValues, serverFieldErrors, validateAddUser, type AddUserValues } from './add-user-form';

const createValues = (overrides: Partial<AddUserValues> = {}): AddUserValues => ({
  email: 'ana.perez@example.com',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '',
  userTypeCode: 'ORG-STAFF',
  ...overrides,
});

describe('validateAddUser', () => {
  it('accepts a complete form, trimming and omitting an empty phone', () => {
    const result = validateAddUser(createValues({ firstName: '  Ana ' }), '1001');
    expect(result).toEqual({
      ok: true,
      input: {
        subscriberNumber: '1001',
        email: 'ana.perez@example.com',
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: undefined,
        userTypeCode: 'ORG-STAFF',
      },
    });
  });

  it('flags every required field of an empty form', () => {
    expect(validateAddUser(emptyAddUserValues, '1001')).toEqual({
      ok: false,
      errors: {
        email: messages.required,
        firstName: messages.required,
        lastName: messages.required,
        userTypeCode: messages.required,
      },
    });
  });

  it('rejects a malformed e-mail with its own message', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'ana@example.c', `${'a'.repeat(65)}@example.com`]) {
      expect(validateAddUser(createValues({ email }), '1001')).toEqual({
        ok: false,
        errors: { email: messages.invalidEmail },
      });
    }
  });

  it('accepts a numeric phone and rejects anything else', () => {
    expect(validateAddUser(createValues({ phone: '1145678901' }), '1001').ok).toBe(true);
    for (const phone of ['-1', '11 4567', 'abc', '+54']) {
      expect(validateAddUser(createValues({ phone }), '1001')).toEqual({
        ok: false,
        errors: { phone: messages.invalidPhone },
      });
    }
  });

  it('rejects the excluded and unknown permissions', () => {
    expect(validateAddUser(createValues({ userTypeCode: 'DERIV-USER' }), '1001')).toEqual({
      ok: false,
      errors: { userTypeCode: messages.required },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps the API fields, with or without the input prefix, and ignores others', () => {
    expect(serverFieldErrors({ 'input.email': 'x', phone: 'y', subscriberNumber: 'z' })).toEqual({
      email: 'x',
      phone: 'y',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
