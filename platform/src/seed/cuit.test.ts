import { describe, expect, it } from 'vitest';
import { cuitCheckDigit, formatCuit, isValidCuit, makeCuit } from './cuit';

describe('CUIT', () => {
  it('accepts well-known valid CUITs and rejects a wrong check digit', () => {
    // AFIP's own CUIT and a common example from its documentation.
    expect(isValidCuit('33693450239')).toBe(true);
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20123456780')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
    expect(isValidCuit('2012345678a')).toBe(false);
  });

  it('computes 0 for remainder 0 and has no digit for remainder 1', () => {
    expect(cuitCheckDigit('0000000000')).toBe(0);
    expect(cuitCheckDigit('1000100000')).toBeNull();
    expect(makeCuit(10, 100000)).toBeNull();
    expect(makeCuit(20, 12345678)).toBe('20123456786');
  });

  it('formats as XX-XXXXXXXX-X', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
  });
});
