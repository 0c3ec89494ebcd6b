// What each contract carries for the others to read: a sample input its own schema accepts as it
// is (no field it would strip), and the screen whose roles include everyone who may start it.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SCREEN_ROLES } from '../roles';
import { operationContracts } from './catalog';
import { DOCUMENTATION_SAMPLE_VALUES, type SampleValues } from './sample-values';

const personal: SampleValues = {
  ...DOCUMENTATION_SAMPLE_VALUES,
  email: 'zoe.quintanilla@privado.test',
  firstName: 'Zoelinda',
  lastName: 'Quintanilla',
  id: 999_999,
  day: (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10),
};

/** The keys an object schema (behind pipes and transforms) declares. */
function declaredKeys(schema: z.ZodType): string[] | null {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; shape?: object } }).def;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return declaredKeys(def.in);
  return null;
}

describe('every contract carries a sample input', () => {
  for (const contract of operationContracts) {
    it(`${contract.type}: its schema accepts it, with the documentation's values and a test's`, () => {
      for (const values of [DOCUMENTATION_SAMPLE_VALUES, personal]) {
        const sample = contract.sample(values);
        const parsed = contract.input.safeParse(sample);
        expect(parsed.error?.issues ?? [], JSON.stringify(sample)).toEqual([]);
        const keys = declaredKeys(contract.input);
        expect(keys, 'an object schema').not.toBeNull();
        expect(Object.keys(sample).filter((key) => !keys!.includes(key))).toEqual([]);
      }
    });
  }
});

describe("every contract's screen shows to whoever may start it", () => {
  for (const contract of operationContracts.filter((c) => c.screen)) {
    it(`${contract.type} → ${contract.screen}`, () => {
      const seeing: readonly string[] = SCREEN_ROLES[contract.screen!];
      expect(contract.access.start.filter((role) => !seeing.includes(role))).toEqual([]);
    });
  }
  it('only the undo, started from another operation, names no screen', () => {
    expect(operationContracts.filter((c) => !c.screen).map((c) => c.type)).toEqual(['operation.undo']);
  });
});
