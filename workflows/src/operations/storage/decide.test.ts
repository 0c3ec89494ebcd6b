import { describe, expect, it } from 'vitest';
import { restoreItems, wasInBin } from './decide';

const docs = [
  { documentId: 'a'.repeat(24), name: 'balance.pdf', absolutePath: '/Clientes/balance.pdf' },
  { documentId: 'b'.repeat(24), name: null, absolutePath: null },
];

describe('restoreItems', () => {
  it('labels each document with its name and path, or its id when it is no longer in the bin', () => {
    expect(restoreItems(docs).map((item) => [item.key, item.label, item.status])).toEqual([
      ['a'.repeat(24), 'balance.pdf (/Clientes/balance.pdf)', 'pending'],
      ['b'.repeat(24), 'b'.repeat(24), 'pending'],
    ]);
  });
});

describe('wasInBin', () => {
  it('tells the documents found in the bin from the others', () => {
    expect(wasInBin(docs, 'a'.repeat(24))).toBe(true);
    expect(wasInBin(docs, 'b'.repeat(24))).toBe(false);
    expect(wasInBin(docs, 'c'.repeat(24))).toBe(false);
  });
});
