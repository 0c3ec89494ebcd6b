import { describe, expect, it } from 'vitest';
import {
  allowedTargets,
  canChangeStatus,
  EVENTANILLA_FILTER_STATUSES,
  EVENTANILLA_STATUSES,
  statusTone,
  studiesChip,
} from './decide';

describe('the manual status changes of spec 2 §4', () => {
  // target: allowed from, exactly as §4 lists them.
  const edges: [string, string][] = [
    ['DELEGATION-MISSING', 'WAITING-DELEGATION'],
    ['DELEGATION-ACCEPTED', 'WAITING-DELEGATION'],
    ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED'],
    ['DELEGATION-MISSING', 'DELEGATION-ACCEPTED'],
    ['ACTIVE-LOAD-FAIL-NO-AUTH', 'DELEGATION-ACCEPTED'],
    ['WAITING-DELEGATION', 'DELEGATION-MISSING'],
    ['DELEGATION-ACCEPTED', 'DELEGATION-MISSING'],
    ['DELEGATION-CANCEL-IN-PROGRESS', 'DISABLED'],
  ];

  it('allows exactly the eight edges and nothing else among the 64 pairs', () => {
    const allowed: [string, string][] = [];
    for (const from of EVENTANILLA_STATUSES) {
      for (const to of EVENTANILLA_STATUSES) if (canChangeStatus(from, to)) allowed.push([from, to]);
    }
    expect(new Set(allowed.map((e) => e.join('>')))).toEqual(new Set(edges.map((e) => e.join('>'))));
  });

  it('lists the targets reachable from each status in the menu order', () => {
    expect(allowedTargets('DELEGATION-MISSING')).toEqual(['WAITING-DELEGATION', 'DELEGATION-ACCEPTED']);
    expect(allowedTargets('WAITING-DELEGATION')).toEqual(['DELEGATION-ACCEPTED', 'DELEGATION-MISSING']);
    expect(allowedTargets('DELEGATION-CANCEL-IN-PROGRESS')).toEqual(['DISABLED']);
    expect(allowedTargets('ACTIVE-LOAD-SUCCESS')).toEqual([]);
    expect(allowedTargets('DISABLED')).toEqual([]);
    expect(allowedTargets('UNKNOWN')).toEqual([]);
  });

  it('never allows a status to itself or an unknown code', () => {
    for (const status of EVENTANILLA_STATUSES) expect(canChangeStatus(status, status)).toBe(false);
    expect(canChangeStatus('NOPE', 'DISABLED')).toBe(false);
    expect(canChangeStatus('DELEGATION-MISSING', 'NOPE')).toBe(false);
  });
});

describe('status filter and colours', () => {
  it('offers every status except the two ACTIVE-LOAD ones', () => {
    expect(EVENTANILLA_FILTER_STATUSES).toEqual([
      'DELEGATION-MISSING',
      'WAITING-DELEGATION',
      'DELEGATION-ACCEPTED',
      'ACTIVE-LOAD-FAIL-NO-AUTH',
      'DISABLED',
      'DELEGATION-CANCEL-IN-PROGRESS',
    ]);
  });

  it('colours missing grey, waiting and accepted green, disabled red', () => {
    expect(statusTone('DELEGATION-MISSING')).toBe('grey');
    expect(statusTone('WAITING-DELEGATION')).toBe('green');
    expect(statusTone('DELEGATION-ACCEPTED')).toBe('green');
    expect(statusTone('DISABLED')).toBe('red');
  });
});

describe("the '{n} Estudio(s)' chip", () => {
  it('is singular only for exactly one', () => {
    expect(studiesChip(1)).toBe('1 Estudio');
    expect(studiesChip(0)).toBe('0 Estudios');
    expect(studiesChip(2)).toBe('2 Estudios');
    expect(studiesChip(3)).toBe('3 Estudios');
  });
});
