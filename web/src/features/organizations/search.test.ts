import { describe, expect, it } from 'vitest';
import { cuitTyped, isCompleteCuit, nameQuery, validateOrganizationsSearch } from './search';

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

describe('validateOrganizationsSearch', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      validateOrganizationsSearch({ name: 'demo', types: 'CUSTOMER-ORG,TESTING-ORG', offset: '50' }),
    ).toEqual({
      name: 'DEMO',
      types: ['CUSTOMER-ORG', 'TESTING-ORG'],
      offset: 50,
    });
    expect(validateOrganizationsSearch({ cuit: '30712345671' })).toEqual({ cuit: '30712345671' });
    expect(validateOrganizationsSearch({ cuit: '123', offset: '-1', types: ['<x>'] })).toEqual({});
  });

  it('applies a type filter only to a name search', () => {
    expect(validateOrganizationsSearch({ types: 'CUSTOMER-ORG' })).toEqual({});
  });
});
