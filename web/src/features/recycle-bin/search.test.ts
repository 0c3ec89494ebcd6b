import { describe, expect, it } from 'vitest';
import { activeFilters, isValidPath, recycleSearch, withoutFilter } from './search';

describe('recycleSearch', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      recycleSearch.parse({
        name: ' balance ',
        from: '2025-01-01',
        to: '2025-02-28',
        path: '/A/b.pdf',
        offset: '25',
      }),
    ).toEqual({ name: 'balance', from: '2025-01-01', to: '2025-02-28', path: '/A/b.pdf', offset: 25 });
    expect(
      recycleSearch.parse({ path: 'sin-barra', from: '2025-13-01', to: '2025-01-01', offset: -1 }),
    ).toEqual({});
  });

  it('needs both ends of the period and puts them in order', () => {
    expect(recycleSearch.parse({ from: '2025-01-01' })).toEqual({});
    expect(recycleSearch.parse({ from: '2025-03-01', to: '2025-01-01' })).toMatchObject({
      from: '2025-01-01',
      to: '2025-03-01',
    });
  });
});

describe('filter chips', () => {
  const search = { name: 'acta', from: '2025-01-01', to: '2025-01-31', path: '/X', offset: 25 };

  it('lists the active filters in the order they show', () => {
    expect(activeFilters(search)).toEqual(['path', 'period', 'name']);
    expect(activeFilters({})).toEqual([]);
  });

  it('removes one filter and starts the list over', () => {
    expect(withoutFilter(search, 'period')).toEqual({
      name: 'acta',
      path: '/X',
      from: undefined,
      to: undefined,
    });
    expect(withoutFilter(search, 'name').offset).toBeUndefined();
  });

  it('accepts paths that start with /', () => {
    expect(isValidPath(' /Estudio/a.pdf')).toBe(true);
    expect(isValidPath('Estudio/a.pdf')).toBe(false);
  });
});
