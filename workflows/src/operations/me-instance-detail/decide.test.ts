import { describe, expect, it } from 'vitest';
import {
  accessStatusLabel,
  enableableModules,
  nextAccessStatus,
  planModuleDisable,
  planModuleEnable,
  planModuleUpdate,
  planRoleAssignment,
  splitInstanceUsers,
} from './decide';

const now = new Date('2025-06-30T12:00:00Z');
const period = { startDate: '2025-06-30T03:00:00.000Z', finishDate: null };
const module = (
  appModuleCode: string,
  finishDate: string | null,
  startDate = '2024-04-01T12:00:00.000Z',
) => ({
  appModuleCode,
  startDate,
  finishDate,
});

describe('planModuleEnable', () => {
  it('creates a module never on the instance, updates one on it, and does nothing for the same period', () => {
    expect(planModuleEnable(undefined, period)).toBe('create');
    expect(planModuleEnable(module('TaskMgmnt', '2025-01-31T12:00:00Z'), period)).toBe('update');
    expect(planModuleEnable(module('TaskMgmnt', null, '2025-06-30T03:00:00Z'), period)).toBe('unchanged');
  });
});

describe('planModuleUpdate', () => {
  it('needs the module on the instance and skips an unchanged period', () => {
    expect(planModuleUpdate(undefined, period)).toBe('missing');
    expect(planModuleUpdate(module('Storage', null), period)).toBe('update');
    expect(planModuleUpdate(module('Storage', null, period.startDate), period)).toBe('unchanged');
    expect(
      planModuleUpdate(module('Storage', '2026-01-01T02:59:59.999Z', period.startDate), {
        ...period,
        finishDate: '2026-01-01T02:59:59.999Z',
      }),
    ).toBe('unchanged');
  });
});

describe('planModuleDisable', () => {
  it('disables a running module and leaves an ended one', () => {
    expect(planModuleDisable(undefined, now)).toBe('missing');
    expect(planModuleDisable(module('Storage', null), now)).toBe('disable');
    expect(planModuleDisable(module('Storage', '2099-12-31T00:00:00Z'), now)).toBe('disable');
    expect(planModuleDisable(module('TaskMgmnt', '2025-01-31T12:00:00Z'), now)).toBe('alreadyDisabled');
  });
});

describe('planRoleAssignment', () => {
  it('grants a first role, replaces another and leaves the same one', () => {
    expect(planRoleAssignment(null, 'ME.FirmStaff')).toEqual({ kind: 'grant' });
    expect(planRoleAssignment('ME.FirmAdmin', 'ME.FirmStaff')).toEqual({
      kind: 'replace',
      previousRoleCode: 'ME.FirmAdmin',
    });
    expect(planRoleAssignment('ME.FirmStaff', 'ME.FirmStaff')).toEqual({ kind: 'unchanged' });
  });

  it('grants the held role again to a user without an access record, who is not associated yet', () => {
    expect(planRoleAssignment('ME.FirmStaff', 'ME.FirmStaff', false)).toEqual({ kind: 'grant' });
    expect(planRoleAssignment('ME.FirmStaff', 'ME.FirmStaff', true)).toEqual({ kind: 'unchanged' });
  });
});

describe('nextAccessStatus', () => {
  it('revokes GRANTED and grants anything else', () => {
    expect(nextAccessStatus('GRANTED')).toBe('REVOKED');
    expect(nextAccessStatus('REVOKED')).toBe('GRANTED');
    expect(nextAccessStatus('SUSPENDED')).toBe('GRANTED');
    expect(nextAccessStatus(null)).toBe('GRANTED');
  });
});

describe('enableableModules', () => {
  it('offers modules not on the instance plus ended ones, in catalogue order', () => {
    const catalogue = ['OrgFirmMgmnt', 'FirmCustomer', 'TaskMgmnt', 'InstantMessage'].map(
      (appModuleCode) => ({
        appModuleCode,
      }),
    );
    const onInstance = [
      module('OrgFirmMgmnt', null),
      module('FirmCustomer', '2099-12-31T00:00:00Z'),
      module('TaskMgmnt', '2025-01-31T12:00:00Z'),
    ];
    expect(enableableModules(catalogue, onInstance, now).map((m) => m.appModuleCode)).toEqual([
      'TaskMgmnt',
      'InstantMessage',
    ]);
    expect(enableableModules(catalogue.slice(0, 2), onInstance, now)).toEqual([]);
  });
});

describe('splitInstanceUsers (spec 2 §4)', () => {
  it('associates users with a role and an access record; the rest are not associated', () => {
    const users = [1, 2, 3, 4].map((userId) => ({ userId }));
    const roles = [
      { userId: 1, appRoleCode: 'ME.FirmAdmin' },
      { userId: 2, appRoleCode: 'ME.FirmStaff' },
    ];
    const accesses = [
      { userId: 1, userAppAccessStatusCode: 'GRANTED' },
      { userId: 3, userAppAccessStatusCode: 'REVOKED' },
    ];
    const split = splitInstanceUsers(users, roles, accesses);
    expect(
      split.associated.map((a) => [a.user.userId, a.role.appRoleCode, a.access.userAppAccessStatusCode]),
    ).toEqual([[1, 'ME.FirmAdmin', 'GRANTED']]);
    expect(
      split.notAssociated.map((n) => [
        n.user.userId,
        n.role?.appRoleCode ?? null,
        n.access?.userAppAccessStatusCode ?? null,
      ]),
    ).toEqual([
      [2, 'ME.FirmStaff', null],
      [3, null, 'REVOKED'],
      [4, null, null],
    ]);
  });
});

describe('accessStatusLabel (spec 2 §4)', () => {
  it('labels the known codes and shows unknown ones raw', () => {
    expect(accessStatusLabel('GRANTED')).toBe('Acceso habilitado');
    expect(accessStatusLabel('REVOKED')).toBe('Acceso revocado');
    expect(accessStatusLabel('WAITING_VALIDATION')).toBe('Esperando validación');
    expect(accessStatusLabel('ACTIVE')).toBe('Activo');
    expect(accessStatusLabel('PAUSED')).toBe('PAUSED');
  });
});
