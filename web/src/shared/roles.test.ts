import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  CORE_ROLES,
  GLOBAL_NOTIFICATION_ROLES,
  ROLES,
  canSeeMenu,
  canUseSecurityActions,
  decideRoute,
  isConsoleRole,
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
  [ROLES.admin]: [
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
  [ROLES.customerSupport]: [
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
  [ROLES.commercialAgent]: [...everyone, ...securityTools],
  [ROLES.contentManagement]: [...everyone, ...securityTools],
  [ROLES.legalCommOperator]: [...everyone, ...securityTools, 'me.clientes', 'me.eventanilla'],
  [ROLES.meAppMaintainer]: [...everyone, ...securityTools, 'me.featureFlags'],
  [ROLES.globalNotificationAdmin]: [...everyone, 'globalNotification'],
  [ROLES.globalNotificationInfoOperator]: [...everyone, 'globalNotification'],
  [ROLES.globalNotificationReader]: [...everyone, 'globalNotification'],
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
    expect(canSeeMenu('globalNotification', [ROLES.commercialAgent, ROLES.globalNotificationReader])).toBe(
      true,
    );
    expect(canSeeMenu('me.featureFlags', [ROLES.customerSupport, ROLES.meAppMaintainer])).toBe(true);
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
      expect(decideRoute(path, [ROLES.globalNotificationReader])).toEqual({ allowed: true });
    }
  });

  it('opens the security tools to the six core roles (spec 1 §6); their home is open', () => {
    for (const path of ['/security/file-extension', '/security/cognito', '/security/user-sessions/3']) {
      for (const role of CORE_ROLES) expect(decideRoute(path, [role])).toEqual({ allowed: true });
      for (const role of GLOBAL_NOTIFICATION_ROLES) {
        expect(decideRoute(path, [role])).toEqual({ allowed: false, redirectTo: '/home' });
      }
    }
    expect(canUseSecurityActions([ROLES.customerSupport])).toBe(true);
    expect(canUseSecurityActions([ROLES.admin])).toBe(true);
    for (const role of CORE_ROLES.filter((r) => r !== ROLES.admin && r !== ROLES.customerSupport)) {
      expect(canUseSecurityActions([role])).toBe(false);
    }
    expect(decideRoute('/security', [ROLES.commercialAgent])).toEqual({ allowed: true });
  });

  it('gates global notifications to Admin and the notification roles', () => {
    expect(decideRoute('/globalNotification', [ROLES.admin]).allowed).toBe(true);
    expect(decideRoute('/globalNotification/add', [ROLES.globalNotificationInfoOperator]).allowed).toBe(true);
    expect(decideRoute('/globalNotification', [ROLES.customerSupport])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
  });

  it('opens the operations screens to Admin and CustomerSupport only', () => {
    expect(decideRoute('/operations', [ROLES.admin])).toEqual({ allowed: true });
    expect(decideRoute('/operations/subscriber.addUser%2F100001%2Fab', [ROLES.customerSupport])).toEqual({
      allowed: true,
    });
    expect(decideRoute('/operations', [ROLES.commercialAgent])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
    expect(decideRoute('/operations', [ROLES.globalNotificationAdmin])).toEqual({
      allowed: false,
      redirectTo: '/home',
    });
  });

  it('sends each role from /ME to its area', () => {
    expect(decideRoute('/ME', [ROLES.admin])).toEqual({ allowed: true });
    expect(decideRoute('/ME', [ROLES.customerSupport])).toEqual({ allowed: true });
    expect(decideRoute('/ME', [ROLES.legalCommOperator])).toEqual({
      allowed: false,
      redirectTo: '/ME/eventanilla',
    });
    expect(decideRoute('/ME', [ROLES.meAppMaintainer])).toEqual({
      allowed: false,
      redirectTo: '/ME/feacture-flags',
    });
    expect(decideRoute('/ME', [ROLES.commercialAgent])).toEqual({ allowed: false, redirectTo: '/home' });
  });

  it('gates each ME sub-area', () => {
    expect(decideRoute('/ME/applicationInstances/5/instance', [ROLES.customerSupport]).allowed).toBe(true);
    expect(decideRoute('/ME/applicationInstances', [ROLES.legalCommOperator]).allowed).toBe(false);
    expect(decideRoute('/ME/feacture-flags', [ROLES.meAppMaintainer]).allowed).toBe(true);
    expect(decideRoute('/ME/feacture-flags', [ROLES.customerSupport]).allowed).toBe(false);
    expect(decideRoute('/ME/eventanilla/20123456789', [ROLES.legalCommOperator]).allowed).toBe(true);
    expect(decideRoute('/ME/declarations', [ROLES.meAppMaintainer]).allowed).toBe(false);
    expect(decideRoute('/ME/clientes', [ROLES.admin]).allowed).toBe(true);
    expect(decideRoute('/ME/unknown', [ROLES.admin])).toEqual({ allowed: false, redirectTo: '/home' });
  });

  it('gates the storage status of a study like ME/applicationInstances, and leaves its users screen open', () => {
    for (const role of ALL_ROLES) {
      const allowed = role === ROLES.admin || role === ROLES.customerSupport;
      expect(decideRoute('/suborganizations/1/statusStorage', [role]).allowed).toBe(allowed);
      expect(decideRoute('/suborganizations/1/users', [role]).allowed).toBe(true);
    }
  });
});
