import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('shows sizes with their unit and a decimal comma', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(184_320)).toBe('180 KB');
    expect(formatBytes(2_411_724)).toBe('2,3 MB');
    expect(formatBytes(1_288_490_189)).toBe('1,2 GB');
    expect(formatBytes(1024)).toBe('1 KB');
  });

  it("shows '- -' when unknown", () => {
    expect(formatBytes(null)).toBe('- -');
    expect(formatBytes(-1)).toBe('- -');
  });
});
