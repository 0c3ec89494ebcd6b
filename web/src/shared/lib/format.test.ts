import { describe, expect, it } from 'vitest';
import { formatDate, orBlank } from './format';

describe('formatDate', () => {
  it('shows dd/mm/yyyy, zero-padded (issue 43)', () => {
    expect(formatDate('2024-07-03')).toBe('03/07/2024');
    expect(formatDate('2024-12-25T10:00:00Z')).toBe('25/12/2024');
    expect(formatDate('2099-12-31T00:00:00.000Z')).toBe('31/12/2099');
  });

  it("shows '- -' for blanks and unreadable dates", () => {
    expect(formatDate(null)).toBe('- -');
    expect(formatDate(undefined)).toBe('- -');
    expect(formatDate('')).toBe('- -');
    expect(formatDate('not a date')).toBe('- -');
  });
});

describe('orBlank', () => {
  it("shows '- -' only for missing or empty values", () => {
    expect(orBlank(null)).toBe('- -');
    expect(orBlank(undefined)).toBe('- -');
    expect(orBlank('  ')).toBe('- -');
    expect(orBlank(0)).toBe('0');
    expect(orBlank('Ana')).toBe('Ana');
  });
});
