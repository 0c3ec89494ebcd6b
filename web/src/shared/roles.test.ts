import { contractOf } from '@cgi/workflows/contracts';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  CORE_ROLES,
  GLOBAL_NOTIFICATION_ROLES,
  canSeeMenu,
  decideRoute,
  isConsoleRole,
  MENU_ROLES,
  type MenuKey,
} from './roles';

const everyone: MenuKey[] = [
  'home',
  'organizations',
  'subscribers',
  'users',
  'me',
  'security',
  'storage.recycle',
];

/**
 * Expected visibility per role, written out from spec 1 §6 so a change to the matrix shows here.
 * Security tools: the first six roles (spec 1 §6), which only Admin and CustomerSupport use to
 * change anything; version control is the ME app maintainers' (/ME/feacture-flags).
 */
const securityTools: MenuKey[] = ['security.fileExtensions', 'security.cognito', 'security.userSessions'];
const expected: Record<string, MenuKey[]> = {
  ['CGI.Admin']: [
    ...everyone,
    'me.applicationInstances',
    'me.importCsv',
    'me.declarations',
    'me.featureFlags',
    'me.clientes',
    'me.eventanilla',
    'security.fileExtensions',
    'security.cognito',
    'security.userSessions',
    'globalNotification',
    'operations',
  ],
  ['CGI.CustomerSupport']: [
    ...everyone,
    'me.applicationInstances',
    'me.importCsv',
    'me.declarations',
    'me.clientes',
    'me.eventanilla',
    'security.fileExtensions',
    'security.cognito',
    'security.userSessions',
    'operations',
  ],
  ['CGI.CommercialAgent']: [...everyone, ...securityTools],
  ['CGI.ContentManagementRW']: [...everyone, ...securityTools],
  ['CGI.LegalCommOperator']: [...everyone, ...securityTools, 'me.clientes', 'me.eventanilla'],
  ['CGI.MeAppMaintainer']: [...everyone, ...securityTools, 'me.featureFlags'],
  ['CGI.GlobalNotificationAdmin']: [...everyone, 'globalNotification'],
  ['CGI.GlobalNotificationInfoOperator']: [...everyone, 'globalNotification'],
  ['CGI.GlobalNotificationReader']: [...everyone, 'globalNotification'],
};

const allKeys: MenuKey[] = [
  'home',
  'organizations',
  'subscribers',
  'users',
  'me',
  'me.applicationInstances',
  'me.importCsv',
  'me.declarations',
  'me.featureFlags',
  'me.clientes',
  'me.eventanilla',
  'security',
  'security.fileExtensions',
  'security.cognito',
  'security.userSessions',
  'storage',
  'storage.recycle',
  'globalNotification',
  'operations',
];

describe('menu visibility', () => {
  it('has the nine roles, the first six being the core ones', () => {
    expect(ALL_ROLES).toHaveLength(9);
    expect(CORE_ROLES).toHaveLength(6);
    expect(ALL_ROLES.every(isConsoleRole)).toBe(true);
    expect(isConsoleRole('ME.FirmAdmin')).toBe(false);
  });

  for (const [role, visible] of Object.entries(expected)) {
    it(`shows ${role} exactly its items`, () => {
      const shown = allKeys.filter((key) => canSeeMenu(key, [role]));
      expect(shown.sort()).toEqual([...new Set([...visible, 'storage'])].sort());
    });
  }

  it('shows an item when any of several roles allows it', () => {
    expect(canSeeMenu('globalNotification', ['CGI.CommercialAgent', 'CGI.GlobalNotificationReader'])).toBe(
      true,
    );
    expect(canSeeMenu('me.featureFlags', ['CGI.CustomerSupport', 'CGI.MeAppMaintainer'])).toBe(true);
  });

  it('shows nothing to a user without console roles', () => {
    expect(allKeys.filter((key) => canSeeMenu(key, ['ME.FirmAdmin']))).toEqual([]);
    expect(allKeys.filter((key) => canSeeMenu(key, []))).toEqual([]);
  });
});

describe('route access', () => {
  it('opens the common areas to any signed-in user', () => {
    for (const path of [
      '/home',
      '/organizations',
      '/subscribers/1/users',
      '/users/a@b.c',
      '/security',
      '/storage/recycle/3',
    ]) {
      expect(decideRoute(path, ['CGI.GlobalNotificationReader'])).toEqual({ allowed: true });
    }
  });

  it('opens the security tools to the six core roles (spec 1 §6); their home is open', () => {
    for (const path of ['/security/file-extension', '/security/cognito', '/security/user-sessions/3']) {
      for (const role of CORE_ROLES) expect(decideRoute(path, [role])).toEqual({ allowed: true });
      for (const role of GLOBAL_NOTIFICATION_ROLES) {
        expect(decideRoute(path, [role])).toEqual({ allowed: false, redirectTo: '/home' });
      }
    }
    expect(decideRoute('/security', ['CGI.CommercialAgent'])).toEqual({ allowed: true });
  });

  it('gates global notifications to Admin and the notification roles', () => {
    expect(decideRoute('/globalNotification', ['CGI.Admin']).allowed).toBe(true);
    expect(decideRoute('/globalNotification/add', ['CGI.GlobalNotificationInfoOperator']).allowed).toBe(true);
    expect(decideRoute('/globalNotification', ['CGI.CustomerSupport'])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
  });

  it('opens the approvals record to Admin and CustomerSupport only; the pending approvals to everyone', () => {
    expect(decideRoute('/approvals/record', ['CGI.Admin'])).toEqual({ allowed: true });
    expect(decideRoute('/approvals/record', ['CGI.CustomerSupport'])).toEqual({ allowed: true });
    for (const role of ['CGI.CommercialAgent', 'CGI.GlobalNotificationAdmin'])
      expect(decideRoute('/approvals/record', [role])).toEqual({ allowed: false, redirectTo: '/home' });
    expect(decideRoute('/approvals', ['CGI.CommercialAgent'])).toEqual({ allowed: true });
  });

  it('opens the operations screens to Admin and CustomerSupport only', () => {
    expect(decideRoute('/operations', ['CGI.Admin'])).toEqual({ allowed: true });
    expect(decideRoute('/operations/subscriber.addUser%2F100001%2Fab', ['CGI.CustomerSupport'])).toEqual({
      allowed: true,
    });
    expect(decideRoute('/operations', ['CGI.CommercialAgent'])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
    expect(decideRoute('/operations', ['CGI.GlobalNotificationAdmin'])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
  });

  it('sends each role from /ME to its area', () => {
    expect(decideRoute('/ME', ['CGI.Admin'])).toEqual({ allowed: true });
    expect(decideRoute('/ME', ['CGI.CustomerSupport'])).toEqual({ allowed: true });
    expect(decideRoute('/ME', ['CGI.LegalCommOperator'])).toEqual({
      allowed: false,
      redirectTo: '/ME/eventanilla',
    });
    expect(decideRoute('/ME', ['CGI.MeAppMaintainer'])).toEqual({
      allowed: false,
      redirectTo: '/ME/feacture-flags',
    });
    expect(decideRoute('/ME', ['CGI.CommercialAgent'])).toEqual({ allowed: false, redirectTo: '/home' });
  });

  it('gates each ME sub-area', () => {
    expect(decideRoute('/ME/applicationInstances/5/instance', ['CGI.CustomerSupport']).allowed).toBe(true);
    expect(decideRoute('/ME/applicationInstances', ['CGI.LegalCommOperator']).allowed).toBe(false);
    expect(decideRoute('/ME/feacture-flags', ['CGI.MeAppMaintainer']).allowed).toBe(true);
    expect(decideRoute('/ME/feacture-flags', ['CGI.CustomerSupport']).allowed).toBe(false);
    expect(decideRoute('/ME/eventanilla/20123456789', ['CGI.LegalCommOperator']).allowed).toBe(true);
    expect(decideRoute('/ME/declarations', ['CGI.MeAppMaintainer']).allowed).toBe(false);
    expect(decideRoute('/ME/clientes', ['CGI.Admin']).allowed).toBe(true);
    expect(decideRoute('/ME/unknown', ['CGI.Admin'])).toEqual({ allowed: false, redirectTo: '/home' });
  });

  it('gates the storage status of a study like ME/applicationInstances, and leaves its users screen open', () => {
    for (const role of ALL_ROLES) {
      const allowed = role === 'CGI.Admin' || role === 'CGI.CustomerSupport';
      expect(decideRoute('/suborganizations/1/statusStorage', [role]).allowed).toBe(allowed);
      expect(decideRoute('/suborganizations/1/users', [role]).allowed).toBe(true);
    }
  });

  it("opens the screens that only start one operation to that contract's start roles", () => {
    const screens = {
      'me.importCsv': 'me.csvEnablement',
      'me.declarations': 'declarations.unlock',
      'me.featureFlags': 'versions.publish',
      operations: 'operations.bulkRetry',
    } as const;
    for (const [menu, type] of Object.entries(screens)) {
      expect([...MENU_ROLES[menu as MenuKey]].sort(), menu).toEqual(
        [...(contractOf(type)?.access.start ?? [])].sort(),
      );
    }
  });
});
