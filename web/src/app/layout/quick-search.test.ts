import { describe, expect, it } from 'vitest';
import { quickSearchTarget } from './quick-search';

describe('quickSearchTarget', () => {
  it('jumps to a user by e-mail', () => {
    expect(quickSearchTarget(' ana@demo.com.ar ')).toEqual({
      to: '/users/$id',
      params: { id: 'ana@demo.com.ar' },
    });
  });

  it('tells a CUIT (11 digits, dashes allowed) from a subscriber number', () => {
    expect(quickSearchTarget('30-71234567-1')).toEqual({
      to: '/organizations',
      search: { cuit: '30712345671' },
    });
    expect(quickSearchTarget('100001')).toEqual({ to: '/subscribers/$id', params: { id: '100001' } });
  });

  it('searches organizations by name otherwise, and nothing when blank', () => {
    expect(quickSearchTarget('estudio demo')).toEqual({
      to: '/organizations',
      search: { name: 'ESTUDIO DEMO' },
    });
    expect(quickSearchTarget('   ')).toBeNull();
  });
});
