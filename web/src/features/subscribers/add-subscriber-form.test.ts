import { describe, expect, it } from 'vitest';
import {
  emptyAddSubscriberValues,
  serverAddSubscriberErrors,
  validateAddSubscriber,
  type AddSubscriberValues,
} from './add-subscriber-form';

const filled = (overrides: Partial<AddSubscriberValues> = {}): AddSubscriberValues => ({
  email: 'alta@demo.com.ar',
  subscriberNumber: '200001',
  subscriberName: 'Nuevo Estudio S.A.',
  maxUsers: '1',
  ...overrides,
});

describe('add subscriber form', () => {
  it('starts with max users 1', () => {
    expect(emptyAddSubscriberValues.maxUsers).toBe('1');
  });

  it('builds the operation input', () => {
    expect(validateAddSubscriber(filled({ maxUsers: '4' }), 2)).toEqual({
      ok: true,
      input: {
        organizationId: 2,
        email: 'alta@demo.com.ar',
        subscriberNumber: '200001',
        subscriberName: 'Nuevo Estudio S.A.',
        maxUsers: 4,
      },
    });
  });

  it('requires every field', () => {
    expect(validateAddSubscriber({ ...emptyAddSubscriberValues, maxUsers: '' }, 2)).toEqual({
      ok: false,
      errors: {
        email: 'Este campo es requerido',
        subscriberNumber: 'Este campo es requerido',
        subscriberName: 'Este campo es requerido',
        maxUsers: 'Ingrese un número valido',
      },
    });
  });

  it("says 'Ingrese un número valido' for a negative number or max users not above 0", () => {
    const result = validateAddSubscriber(filled({ subscriberNumber: '-1', maxUsers: '0' }), 2);
    expect(result).toEqual({
      ok: false,
      errors: { subscriberNumber: 'Ingrese un número valido', maxUsers: 'Ingrese un número valido' },
    });
  });

  it("says 'El email ingresado no es valido' for a malformed e-mail", () => {
    expect(validateAddSubscriber(filled({ email: 'alta@' }), 2)).toMatchObject({
      errors: { email: 'El email ingresado no es valido' },
    });
  });

  it('reports a missing organization as a form error with the spec text', () => {
    expect(validateAddSubscriber(filled(), Number.NaN)).toEqual({
      ok: false,
      errors: {},
      formError: 'Ocurrió un error. Intente cargar nuevamente la página',
    });
  });

  it("reads the API's field errors", () => {
    expect(
      serverAddSubscriberErrors({ 'input.subscriberNumber': 'Ingrese un número valido', other: 'x' }),
    ).toEqual({
      subscriberNumber: 'Ingrese un número valido',
    });
  });
});
