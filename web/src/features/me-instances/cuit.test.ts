import { describe, expect, it } from 'vitest';
import { isValidCuit, showsCuitError } from './cuit';

describe('CUIT search rule', () => {
  it('accepts exactly 11 digits and flags non-digits or more than 11 characters while typing', () => {
    expect(isValidCuit('30712345671')).toBe(true);
    expect(isValidCuit('3071234567')).toBe(false);
    expect(isValidCuit('30-71234567-1')).toBe(false);
    expect(showsCuitError('3071')).toBe(false);
    expect(showsCuitError('30-7')).toBe(true);
    expect(showsCuitError('307123456712')).toBe(true);
  });
});
