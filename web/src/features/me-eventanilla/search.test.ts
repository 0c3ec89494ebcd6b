import { describe, expect, it } from 'vitest';
import { cuitTypingError, isSearchableCuit } from './cuit';
import { subscriptionsQueryOptions } from './api/get-subscriptions';
import { chipsOf, eventanillaSearch, withoutChip } from './search';

describe('eventanillaSearch', () => {
  it('keeps a valid CUIT, clients, status codes and the ascending order; asks only for offered statuses', () => {
    const search = eventanillaSearch.parse({
      cuit: '30715001019',
      client: ['Agro Pampa', ' Agro Pampa ', ''],
      status: ['DISABLED', 'ACTIVE-LOAD-SUCCESS', 'no es un estado'],
      order: 'asc',
    });
    expect(search).toEqual({
      cuit: '30715001019',
      client: ['Agro Pampa'],
      status: ['DISABLED', 'ACTIVE-LOAD-SUCCESS'],
      order: 'asc',
    });
    // Spec 2 §4: the filter does not offer ACTIVE-LOAD-SUCCESS; the list is not asked for it.
    expect(subscriptionsQueryOptions(search).queryKey[3]).toMatchObject({ status: ['DISABLED'] });
  });

  it('drops what a hand-edited URL got wrong', () => {
    expect(
      eventanillaSearch.parse({ cuit: '30-71500101-9', client: 3, status: 'activo', order: 'x' }),
    ).toEqual({
      cuit: undefined,
      client: undefined,
      status: undefined,
      order: undefined,
    });
    expect(eventanillaSearch.parse({ status: 'DISABLED' }).status).toEqual(['DISABLED']);
  });
});

describe('chips', () => {
  it('shows one chip per value and removes one at a time', () => {
    const search = { cuit: '30715001019', client: ['A', 'B'], status: ['DISABLED'] };
    expect(chipsOf(search).map((c) => `${c.kind}:${c.value}`)).toEqual([
      'cuit:30715001019',
      'client:A',
      'client:B',
      'status:DISABLED',
    ]);
    expect(withoutChip(search, { kind: 'client', value: 'A' })).toEqual({ ...search, client: ['B'] });
    expect(withoutChip(search, { kind: 'status', value: 'DISABLED' })).toEqual({
      ...search,
      status: undefined,
    });
    expect(withoutChip(search, { kind: 'cuit', value: '30715001019' }).cuit).toBeUndefined();
  });
});

describe('CUIT typing rule (spec 2 §5)', () => {
  it('complains about non-digits or more than 11 characters, searches only at 11 digits', () => {
    expect(cuitTypingError('3071')).toBeUndefined();
    expect(cuitTypingError('30-71')).toBe('El CUIT debe contener 11 numeros, sin guiones');
    expect(cuitTypingError('307150010191')).toBe('El CUIT debe contener 11 numeros, sin guiones');
    expect(isSearchableCuit('3071500101')).toBe(false);
    expect(isSearchableCuit('30715001019')).toBe(true);
  });
});
