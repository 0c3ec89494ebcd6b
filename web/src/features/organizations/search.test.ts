import { describe, expect, it } from 'vitest';
import { organizationsQueryOptions } from './api/get-organizations';
import { cuitTyped, isCompleteCuit, nameQuery, organizationsSearch } from './search';

describe('Buscar por CUIT', () => {
  it('keeps digits only, at most 11', () => {
    expect(cuitTyped('30-71234567-1')).toBe('30712345671');
    expect(cuitTyped('307123456719999')).toBe('30712345671');
    expect(cuitTyped('abc')).toBe('');
  });

  it('enables the search only with exactly 11 digits', () => {
    expect(isCompleteCuit('30712345671')).toBe(true);
    expect(isCompleteCuit('3071234567')).toBe(false);
    expect(isCompleteCuit('30-71234567')).toBe(false);
  });
});

describe('name search', () => {
  it('is uppercased; blank is no search', () => {
    expect(nameQuery('  estudio demo ')).toBe('ESTUDIO DEMO');
    expect(nameQuery('   ')).toBeUndefined();
  });
});

describe('organizationsSearch', () => {
  it('keeps valid values as typed and drops the rest', () => {
    expect(
      organizationsSearch.parse({ name: ' demo ', types: ['CUSTOMER-ORG', 'TESTING-ORG'], offset: '50' }),
    ).toEqual({ name: 'demo', types: ['CUSTOMER-ORG', 'TESTING-ORG'], offset: 50 });
    // A CUIT comes back from the URL as a number; it is kept as its digits.
    expect(organizationsSearch.parse({ cuit: 30712345671 })).toEqual({ cuit: '30712345671' });
    expect(organizationsSearch.parse({ cuit: '123', offset: '-1', types: ['<x>'] })).toEqual({});
  });

  it('searches the name uppercased, and applies a type filter only to a name search', () => {
    expect(organizationsQueryOptions({ name: 'estudio demo' }).queryKey).toEqual([
      'organizations',
      'list',
      { name: 'ESTUDIO DEMO', types: undefined, offset: 0 },
    ]);
    expect(organizationsQueryOptions({ types: ['CUSTOMER-ORG'] }).queryKey[2]).toMatchObject({
      name: undefined,
      types: undefined,
    });
  });
});
