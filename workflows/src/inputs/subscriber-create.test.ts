import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { subscriberCreateInput } from './subscriber-create';

const createInput = (overrides: Record<string, unknown> = {}) => ({
  organizationId: 2,
  email: 'alta@demo.com.ar',
  subscriberNumber: '200001',
  subscriberName: 'Nuevo Estudio S.A.',
  maxUsers: '3',
  ...overrides,
});

function errorsOf(input: unknown): Record<string, string> {
  const result = subscriberCreateInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('subscriberCreateInput', () => {
  it('accepts a complete input and reads max users from text', () => {
    expect(subscriberCreateInput.parse(createInput())).toEqual({ ...createInput(), maxUsers: 3 });
    expect(subscriberCreateInput.parse(createInput({ maxUsers: 5 })).maxUsers).toBe(5);
  });

  it('defaults max users to 1', () => {
    expect(subscriberCreateInput.parse(createInput({ maxUsers: undefined })).maxUsers).toBe(1);
  });

  it('requires every field with the spec texts', () => {
    expect(errorsOf({ organizationId: 2, maxUsers: 1 })).toEqual({
      email: messages.required,
      subscriberNumber: messages.required,
      subscriberName: messages.required,
    });
    expect(errorsOf(createInput({ subscriberName: '  ' }))).toEqual({
      subscriberName: 'Este campo es requerido',
    });
  });

  it("refuses a negative or non-numeric subscriber number with 'Ingrese un número valido'", () => {
    for (const subscriberNumber of ['-5', '12a', '1.5']) {
      expect(errorsOf(createInput({ subscriberNumber })), subscriberNumber).toEqual({
        subscriberNumber: 'Ingrese un número valido',
      });
    }
  });

  it('refuses max users that are not an integer above 0', () => {
    for (const maxUsers of ['0', '-1', '1.5', 'diez', 0, 2.5]) {
      expect(errorsOf(createInput({ maxUsers })), String(maxUsers)).toEqual({
        maxUsers: 'Ingrese un número valido',
      });
    }
  });

  it('refuses a malformed e-mail', () => {
    expect(errorsOf(createInput({ email: 'no-es-email' }))).toEqual({ email: messages.invalidEmail });
  });

  it('needs an existing organization id', () => {
    expect(errorsOf(createInput({ organizationId: undefined }))).toEqual({
      organizationId: 'Ocurrió un error. Intente cargar nuevamente la página',
    });
  });
});
