import { describe, expect, it } from 'vitest';
import { cuitState } from './cuit';

describe('cuitState', () => {
  it('is valid at exactly 11 digits and says why while typing anything else', () => {
    expect(cuitState('30712345671')).toEqual({ valid: true, message: null });
    expect(cuitState('3071234')).toEqual({ valid: false, message: null });
    expect(cuitState('')).toEqual({ valid: false, message: null });
    expect(cuitState('30-7123')).toEqual({
      valid: false,
      message: 'El CUIT debe contener 11 numeros, sin guiones',
    });
    expect(cuitState('307123456712')).toEqual({
      valid: false,
      message: 'El CUIT debe contener 11 numeros, sin guiones',
    });
  });
});
