import { describe, expect, it } from 'vitest';
import { formatInstanceDate } from './dates';

describe('formatInstanceDate', () => {
  it("shows d/M/yyyy without padding, or 'Fecha no definida'", () => {
    expect(formatInstanceDate('2024-04-01T12:00:00.000Z')).toBe('01/04/2024');
    expect(formatInstanceDate('2099-12-31T00:00:00.000Z')).toBe('31/12/2099');
    expect(formatInstanceDate(null)).toBe('Fecha no definida');
    expect(formatInstanceDate('nunca')).toBe('Fecha no definida');
  });
});
