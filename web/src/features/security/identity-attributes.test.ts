import { describe, expect, it } from 'vitest';
import { identityAttributeName, identityAttributeValue } from './identity-attributes';

describe('identity attributes in Spanish (spec 2 §2.13)', () => {
  it('names the provider keys in Spanish', () => {
    expect(identityAttributeName('Username')).toBe('Usuario');
    expect(identityAttributeName('Enabled')).toBe('Habilitado');
    expect(identityAttributeName('UserStatus')).toBe('Estado de la cuenta');
    expect(identityAttributeName('email_verified')).toBe('Email verificado');
  });
  it('shows flags, states and dates in words, never codes', () => {
    expect(identityAttributeValue('Enabled', 'true')).toBe('Sí');
    expect(identityAttributeValue('email_verified', 'false')).toBe('No');
    expect(identityAttributeValue('UserStatus', 'CONFIRMED')).toBe('Confirmada');
    expect(identityAttributeValue('UserStatus', 'FORCE_CHANGE_PASSWORD')).toBe('Debe cambiar la contraseña');
    expect(identityAttributeValue('UserCreateDate', '2024-04-01T00:00:00.000Z')).toBe('01/04/2024');
    expect(identityAttributeValue('email', '')).toBe('- -');
  });
});
