import { messages } from '@cgi/workflows/inputs';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/lib/form-errors';
import { addUserForm, emptyAddUserValues, type AddUserValues } from './add-user-form';

const createValues = (overrides: Partial<AddUserValues> = {}): AddUserValues => ({
  email: 'ana.perez@example.com',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '',
  userTypeCode: 'ORG-STAFF',
  ...overrides,
});

describe('Añadir un usuario al suscriptor', () => {
  it('accepts a complete form, trimming and omitting an empty phone', () => {
    expect(addUserForm.parse(createValues({ firstName: '  Ana ' }))).toEqual({
      email: 'ana.perez@example.com',
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: undefined,
      userTypeCode: 'ORG-STAFF',
    });
  });

  it('flags every required field of an empty form', () => {
    expect(fieldErrors(addUserForm, emptyAddUserValues)).toEqual({
      email: messages.required,
      firstName: messages.required,
      lastName: messages.required,
      userTypeCode: messages.required,
    });
  });

  it('rejects a malformed e-mail with its own message', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'ana@example.c', `${'a'.repeat(65)}@example.com`]) {
      expect(fieldErrors(addUserForm, createValues({ email })), email).toEqual({
        email: messages.invalidEmail,
      });
    }
  });

  it('accepts a numeric phone and rejects anything else', () => {
    expect(fieldErrors(addUserForm, createValues({ phone: '1145678901' }))).toEqual({});
    for (const phone of ['-1', '11 4567', 'abc', '+54']) {
      expect(fieldErrors(addUserForm, createValues({ phone })), phone).toEqual({
        phone: messages.invalidPhone,
      });
    }
  });

  it('rejects the excluded and unknown permissions', () => {
    expect(fieldErrors(addUserForm, createValues({ userTypeCode: 'DERIV-USER' as 'ORG-STAFF' }))).toEqual({
      userTypeCode: messages.required,
    });
  });
});
