import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('writes white on dark colours and dark on light ones', () => {
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
    expect(readableTextOn('#fbbf24')).toBe('#18181b');
    expect(readableTextOn('#22c55e')).toBe('#18181b');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
