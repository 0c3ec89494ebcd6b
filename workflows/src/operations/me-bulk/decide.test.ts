import { describe, expect, it } from 'vitest';
import type { CsvOrganizationFailure } from './activities';
import {
  chunks,
  csvBatches,
  csvBatchItems,
  CSV_MAX_FAILURES_KEPT,
  failuresToKeep,
  summarizeCsv,
  unlockItems,
} from './decide';

const row = (cuit: string, module = 'Storage') => `${cuit};${module};2024-01-01;`;
const failure = (cuit: string): CsvOrganizationFailure => ({ CUIT: cuit, failure: 'x', value: cuit });

describe('csvBatches', () => {
  it('keeps every row of an organization in one batch, in first-appearance order', () => {
    const rows = [
      row('20000000001'),
      row('20000000002'),
      row('20000000001', 'TaskMgmnt'),
      row('20000000003'),
    ];
    expect(csvBatches(rows, 2)).toEqual([
      {
        key: 'lote-1',
        from: 1,
        to: 2,
        rows: [row('20000000001'), row('20000000001', 'TaskMgmnt'), row('20000000002')],
      },
      { key: 'lote-2', from: 3, to: 3, rows: [row('20000000003')] },
    ]);
  });

  it('cuts 10,000 organizations into 40 batches of 250', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(String(20_000_000_000 + i)));
    const batches = csvBatches(rows);
    expect(batches).toHaveLength(40);
    expect(batches.every((batch) => batch.rows.length === 250)).toBe(true);
    expect(csvBatchItems(batches)[39]).toMatchObject({
      key: 'lote-40',
      label: 'Organizaciones 9751 a 10000',
      organizations: 250,
    });
  });
});

describe('summarizeCsv and failuresToKeep', () => {
  it('sums the batches into the service answer of the whole document', () => {
    const items = [
      {
        key: 'a',
        label: '',
        status: 'done' as const,
        startedAt: null,
        finishedAt: null,
        succeeded: 3,
        withErrors: 1,
        failures: [failure('1')],
      },
      {
        key: 'b',
        label: '',
        status: 'done' as const,
        startedAt: null,
        finishedAt: null,
        succeeded: 2,
        withErrors: 0,
        failures: [],
      },
    ];
    expect(summarizeCsv(items)).toEqual({
      totalProcessedOrgCount: 6,
      successfullyProcessedCount: 5,
      whithErrorProcessedCount: 1,
      failures: [failure('1')],
      failuresNotListed: 0,
    });
  });

  it('keeps at most CSV_MAX_FAILURES_KEPT failures; the rest are only counted', () => {
    const many = Array.from({ length: CSV_MAX_FAILURES_KEPT - 1 }, (_, i) => failure(String(i)));
    const items = [
      { key: 'a', label: '', status: 'done' as const, startedAt: null, finishedAt: null, failures: many },
    ];
    expect(failuresToKeep(items, [failure('x'), failure('y')])).toEqual([failure('x')]);
    const summary = summarizeCsv([{ ...items[0]!, succeeded: 0, withErrors: CSV_MAX_FAILURES_KEPT + 5 }]);
    expect(summary.failuresNotListed).toBe(6);
  });
});

describe('unlockItems and chunks', () => {
  it('labels each declaration with its client and description, or its id when not found', () => {
    expect(
      unlockItems([
        { declarationId: 'a'.repeat(24), locked: true, label: 'Cliente · DDJJ 2024' },
        { declarationId: 'b'.repeat(24), locked: false, label: null },
      ]).map((item) => [item.key, item.label, item.status]),
    ).toEqual([
      ['a'.repeat(24), 'Cliente · DDJJ 2024', 'pending'],
      ['b'.repeat(24), 'b'.repeat(24), 'pending'],
    ]);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
