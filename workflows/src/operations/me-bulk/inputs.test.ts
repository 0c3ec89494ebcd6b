import { describe, expect, it } from 'vitest';
import { declarationsUnlockInput, isIsoDate, meCsvEnablementInput, parseEnablementRow } from './contracts';

describe('me.csvEnablement input', () => {
  it('accepts normalized rows and refuses anything the document check would refuse', () => {
    expect(parseEnablementRow('30712345671;Storage;2024-01-01;')).toEqual({
      cuit: '30712345671',
      module: 'Storage',
      startDate: '2024-01-01',
      finishDate: null,
    });
    for (const bad of [
      '3071234567;Storage;2024-01-01;',
      '30712345671;=1+1;2024-01-01;',
      '30712345671;Storage;2024-02-30;',
      '30712345671;Storage;2024-01-02;2024-01-01',
      '30712345671;Storage;2024-01-01',
    ]) {
      expect(parseEnablementRow(bad)).toBeNull();
    }
    expect(
      meCsvEnablementInput.safeParse({
        fileName: 'a.csv',
        rows: ['30712345671;Storage;2024-01-01;2099-12-31'],
      }).success,
    ).toBe(true);
    expect(meCsvEnablementInput.safeParse({ fileName: 'a.csv', rows: [] }).success).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });
});

describe('declarations.unlock input', () => {
  it("says 'No seleccionaste ninguna declaracion para desbloquear' for an empty selection and drops repeats", () => {
    const empty = declarationsUnlockInput.safeParse({ suborganizationId: 1, declarationIds: [] });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('No seleccionaste ninguna declaración para desbloquear');
    const ok = declarationsUnlockInput.parse({
      suborganizationId: 1,
      declarationIds: ['a'.repeat(24), 'a'.repeat(24)],
    });
    expect(ok.declarationIds).toEqual(['a'.repeat(24)]);
  });
});
