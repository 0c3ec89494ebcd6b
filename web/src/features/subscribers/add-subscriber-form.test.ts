import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/lib/form-errors';
import { addSubscriberForm, emptyAddSubscriberValues } from './add-subscriber-form';

const filled = (overrides: Partial<typeof emptyAddSubscriberValues> = {}) => ({
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

  it('reads the operation input', () => {
    expect(addSubscriberForm.parse(filled({ maxUsers: '4' }))).toEqual({
      email: 'alta@demo.com.ar',
      subscriberNumber: '200001',
      subscriberName: 'Nuevo Estudio S.A.',
      maxUsers: 4,
    });
  });

  it('requires every field', () => {
    expect(fieldErrors(addSubscriberForm, { ...emptyAddSubscriberValues, maxUsers: '' })).toEqual({
      email: 'Este campo es requerido',
      subscriberNumber: 'Este campo es requerido',
      subscriberName: 'Este campo es requerido',
      maxUsers: 'Ingrese un número válido',
    });
  });

  it("says 'Ingrese un número valido' for a negative number or max users not above 0", () => {
    expect(fieldErrors(addSubscriberForm, filled({ subscriberNumber: '-1', maxUsers: '0' }))).toEqual({
      subscriberNumber: 'Ingrese un número válido',
      maxUsers: 'Ingrese un número válido',
    });
  });

  it("says 'El email ingresado no es valido' for a malformed e-mail", () => {
    expect(fieldErrors(addSubscriberForm, filled({ email: 'alta@' }))).toEqual({
      email: 'El email ingresado no es válido',
    });
  });
});
