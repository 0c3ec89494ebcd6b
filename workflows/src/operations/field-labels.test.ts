import { describe, expect, it } from 'vitest';
import { operationContracts } from './catalog';

/** A whole input of each bulk operation, as a script would send it. */
const sampleInputs: Record<string, Record<string, unknown>> = {
  'me.csvEnablement': {
    fileName: 'alta.csv',
    rows: ['30712345671;TaskMgmnt;2026-01-30;', '30712345671;MyCalendar;2026-01-30;2099-12-31'],
  },
  'declarations.unlock': { suborganizationId: 1, declarationIds: ['a1b2c3d4e5f60718293a4b5c'] },
  'storage.restoreDocuments': { studyId: 1, documentIds: ['d0c000000000000000000001'] },
  'operations.bulkRetry': { ids: ['versions.deprecate/x/1'] },
};

describe('field labels of the operation detail', () => {
  const withElements = operationContracts.filter((contract) => contract.elements);

  it.each(withElements.map((contract) => [contract.type, contract] as const))(
    '%s: every field of its run input has a Spanish label (never the raw key on screen)',
    (type, contract) => {
      const sample = sampleInputs[type];
      if (!sample) return expect.unreachable(`no sample input for ${type}: add one`);
      const input = contract.input.parse(sample) as Record<string, unknown>;
      const runInput = contract.elements!.runInput(input as never);
      expect(Object.keys(contract.inputFields ?? {})).toEqual(expect.arrayContaining(Object.keys(runInput)));
    },
  );

  it("labels the CSV enablement's counts with the details dialog's texts", () => {
    const csv = operationContracts.find((contract) => contract.type === 'me.csvEnablement')!;
    expect(csv.resultFields).toMatchObject({
      totalProcessedOrgCount: 'Organizaciones procesadas',
      successfullyProcessedCount: 'Procesadas con éxito',
      whithErrorProcessedCount: 'Procesadas con errores',
    });
  });
});
