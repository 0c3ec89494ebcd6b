import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../../messages';
import { emailPattern } from '../../core/validation';
import {
  subscriberAddUserInput,
  subscriberCreateInput,
  subscriberUserActionInput,
  userEditInput,
} from './contracts';

const valid = {
  subscriberNumber: '100001',
  email: 'nueva@demo.com.ar',
  firstName: 'Nueva',
  lastName: 'Usuaria',
  phone: '1155550000',
  userTypeCode: 'ORG-STAFF',
};

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('subscriberAddUserInput', () => {
  it('accepts a complete input and drops an empty phone', () => {
    expect(subscriberAddUserInput.parse(valid)).toEqual(valid);
    expect(subscriberAddUserInput.parse({ ...valid, phone: '' }).phone).toBeUndefined();
  });

  it('requires e-mail, names and permission with the spec text', () => {
    expect(errorsOf(subscriberAddUserInput, { subscriberNumber: '1' })).toEqual({
      email: messages.required,
      firstName: messages.required,
      lastName: messages.required,
      userTypeCode: messages.required,
    });
    expect(errorsOf(subscriberAddUserInput, { ...valid, firstName: '   ' })).toEqual({
      firstName: 'Este campo es requerido',
    });
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
      expect(errorsOf(subscriberAddUserInput, { ...valid, email }), email).toEqual({
        email: 'El email ingresado no es válido',
      });
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
    expect(errorsOf(subscriberAddUserInput, { ...valid, phone: '-5' })).toEqual({
      phone: 'Ingrese un teléfono válido',
    });
    expect(errorsOf(subscriberAddUserInput, { ...valid, phone: '11 5555' })).toEqual({
      phone: 'Ingrese un teléfono válido',
    });
  });

  it('refuses the DERIV-USER permission (user type id 2)', () => {
    expect(errorsOf(subscriberAddUserInput, { ...valid, userTypeCode: 'DERIV-USER' })).toEqual({
      userTypeCode: messages.required,
    });
  });
});

const createInput = (overrides: Record<string, unknown> = {}) => ({
  organizationId: 2,
  email: 'alta@demo.com.ar',
  subscriberNumber: '200001',
  subscriberName: 'Nuevo Estudio S.A.',
  maxUsers: '3',
  ...overrides,
});

describe('subscriberCreateInput', () => {
  it('accepts a complete input and reads max users from text', () => {
    expect(subscriberCreateInput.parse(createInput())).toEqual({ ...createInput(), maxUsers: 3 });
    expect(subscriberCreateInput.parse(createInput({ maxUsers: 5 })).maxUsers).toBe(5);
  });

  it('defaults max users to 1', () => {
    expect(subscriberCreateInput.parse(createInput({ maxUsers: undefined })).maxUsers).toBe(1);
  });

  it('requires every field with the spec texts', () => {
    expect(errorsOf(subscriberCreateInput, { organizationId: 2, maxUsers: 1 })).toEqual({
      email: messages.required,
      subscriberNumber: messages.required,
      subscriberName: messages.required,
    });
    expect(errorsOf(subscriberCreateInput, createInput({ subscriberName: '  ' }))).toEqual({
      subscriberName: 'Este campo es requerido',
    });
  });

  it("refuses a negative or non-numeric subscriber number with 'Ingrese un número valido'", () => {
    for (const subscriberNumber of ['-5', '12a', '1.5']) {
      expect(errorsOf(subscriberCreateInput, createInput({ subscriberNumber })), subscriberNumber).toEqual({
        subscriberNumber: 'Ingrese un número válido',
      });
    }
  });

  it('refuses max users that are not an integer above 0', () => {
    for (const maxUsers of ['0', '-1', '1.5', 'diez', 0, 2.5]) {
      expect(errorsOf(subscriberCreateInput, createInput({ maxUsers })), String(maxUsers)).toEqual({
        maxUsers: 'Ingrese un número válido',
      });
    }
  });

  it('refuses a malformed e-mail', () => {
    expect(errorsOf(subscriberCreateInput, createInput({ email: 'no-es-email' }))).toEqual({
      email: messages.invalidEmail,
    });
  });

  it('needs an existing organization id', () => {
    expect(errorsOf(subscriberCreateInput, createInput({ organizationId: undefined }))).toEqual({
      organizationId: 'Ocurrió un error. Intente cargar nuevamente la página',
    });
  });
});

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
