import { describe, expect, it } from 'vitest';
import { hasFilters, operationDetailSearch, operationsSearch } from './search';

describe('operations URL state', () => {
  it('keeps valid filters and the page cursor', () => {
    expect(
      operationsSearch.parse({
        status: 'failed',
        type: 'subscriber.addUser',
        target: 100001,
        actor: 'soporte@consola.test',
        related: 'email:activo@demo.com.ar',
        from: '2026-11-01',
        to: '2026-11-30',
        cursor: 'eyJxIjoiYWJjIn0',
      }),
    ).toEqual({
      status: 'failed',
      type: 'subscriber.addUser',
      target: '100001',
      actor: 'soporte@consola.test',
      related: 'email:activo@demo.com.ar',
      from: '2026-11-01',
      to: '2026-11-30',
      cursor: 'eyJxIjoiYWJjIn0',
    });
  });

  it('drops what a hand-edited URL gets wrong instead of failing', () => {
    expect(
      operationsSearch.parse({
        status: 'roto',
        target: "1' OR 1=1",
        actor: '   ',
        related: "planet:1' OR 1=1",
        from: '30/11/2026',
        to: '2026-13-45',
        cursor: 'no es un token',
      }),
    ).toEqual({});
    expect(hasFilters({ cursor: 'x' })).toBe(false);
    expect(hasFilters({ target: '100001' })).toBe(true);
  });

  it('validates the detail deep links', () => {
    expect(operationDetailSearch.parse({ items: 'failed', item: 'subscriber.addUser/100001/ab' })).toEqual({
      items: 'failed',
      item: 'subscriber.addUser/100001/ab',
    });
    expect(operationDetailSearch.parse({ items: 'todo' })).toEqual({});
  });
});
