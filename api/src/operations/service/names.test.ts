import { describe, expect, it } from 'vitest';
import type { ServiceContext } from './context';
import { createNames, type TargetNameMemo } from './names';

/** Names whose lookups are counted; 'caído' stands for a platform that does not answer. */
function countedNames() {
  const asked: string[] = [];
  const ctx = {
    names: {
      of: () => Promise.resolve(null),
      ofTarget: (_type: string, target: string) => {
        asked.push(target);
        return Promise.resolve(target === 'caído' ? null : `Nombre ${target}`);
      },
    },
  } as unknown as ServiceContext;
  return { asked, names: createNames(ctx) };
}

const row = (target: string) => ({ type: 'subscriber.addUser', target, targetName: null });

describe('withTargetNames across the pages of an export', () => {
  it('asks for each target once per memo, an unanswered one too, and names every row', async () => {
    const { asked, names } = countedNames();
    const memo: TargetNameMemo = new Map();
    const first = await names.withTargetNames([row('200001'), row('caído'), row('200001')], memo);
    const second = await names.withTargetNames([row('caído'), row('200001'), row('200002')], memo);
    expect(first.map((view) => view.targetName)).toEqual(['Nombre 200001', null, 'Nombre 200001']);
    expect(second.map((view) => view.targetName)).toEqual([null, 'Nombre 200001', 'Nombre 200002']);
    expect(asked.sort()).toEqual(['200001', '200002', 'caído']);
  });

  it('without a memo (a page of the list) asks the shared cache for every row', async () => {
    const { asked, names } = countedNames();
    await names.withTargetNames([row('200001'), row('200001')]);
    expect(asked).toEqual(['200001', '200001']);
  });
});
