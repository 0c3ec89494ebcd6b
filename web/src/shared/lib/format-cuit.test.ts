import { describe, expect, it } from 'vitest';
import { formatCuit } from './format';

describe('formatCuit', () => {
  it('shows 11 digits as XX-XXXXXXXX-X', () => {
    expect(formatCuit('30712345671')).toBe('30-71234567-1');
  });

  it("shows anything else as it is, and blanks as '- -'", () => {
    expect(formatCuit('30-71234567-1')).toBe('30-71234567-1');
    expect(formatCuit('')).toBe('- -');
    expect(formatCuit(null)).toBe('- -');
  });
});
