// The role matrix of spec 1 §6 and spec 2 §2.1/§6: which menu items each role sees and
// which routes it may open. Everything that asks "may this user see X" asks this module. The
// role names are the contracts' (@cgi/workflows/roles); what an operation's button offers is
// asked of its contract (shared/operation-contracts), never of a list here. The route gate runs
// on the first page, which does not load the contracts: the screens that only start one
// operation list its contract's roles here, and roles.test.ts fails if the two part.
import { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES, type CgiRole } from '@cgi/workflows/roles';

export type Role = CgiRole;

const admin: Role = 'CGI.Admin';
const customerSupport: Role = 'CGI.CustomerSupport';
const legalCommOperator: Role = 'CGI.LegalCommOperator';
const meAppMaintainer: Role = 'CGI.MeAppMaintainer';

/** The nine roles (the contracts' ALL_CGI_ROLES); holding at least one of them is required for a session. */
export const ALL_ROLES: readonly Role[] = ALL_CGI_ROLES;

/** Global notifications' own three roles. */
export const GLOBAL_NOTIFICATION_ROLES: readonly Role[] = ALL_ROLES.filter((role) =>
  role.startsWith('CGI.GlobalNotification'),
);

/** The first six roles: every area except global notifications. */
export const CORE_ROLES: readonly Role[] = ALL_ROLES.filter(
  (role) => !GLOBAL_NOTIFICATION_ROLES.includes(role),
);

export function isConsoleRole(role: string): role is Role {
  return (ALL_ROLES as readonly string[]).includes(role);
}

/** Menu items and the roles that see them (an item shows if any role of the user is listed). */
export const MENU_ROLES = {
  home: ALL_ROLES,
  organizations: ALL_ROLES,
  subscribers: ALL_ROLES,
  users: ALL_ROLES,
  me: ALL_ROLES,
  'me.applicationInstances': [admin, customerSupport],
  // Each of these three screens starts one operation: its contract's start roles.
  'me.importCsv': [admin, customerSupport],
  'me.declarations': [admin, customerSupport],
  'me.featureFlags': [admin, meAppMaintainer],
  'me.clientes': [admin, customerSupport, legalCommOperator],
  'me.eventanilla': [admin, customerSupport, legalCommOperator],
  security: ALL_ROLES,
  // Spec 1 §6: the security sub-items for the first six roles. What the tools change is offered
  // to the roles of each operation's contract; the api enforces both (SECURITY_READ_ROLES, the gate).
  'security.fileExtensions': CORE_ROLES,
  'security.cognito': CORE_ROLES,
  'security.userSessions': CORE_ROLES,
  storage: ALL_ROLES,
  'storage.recycle': ALL_ROLES,
  globalNotification: [admin, ...GLOBAL_NOTIFICATION_ROLES],
  // Not in the spec (issue 5): support engineers inspect and retry operations.
  operations: OPERATIONS_SUPPORT_ROLES,
  // Issue 30: every role may be named an approver of some type (a bulk one's starters, by
  // default); the screen lists only what the api lets this person approve.
  approvals: ALL_ROLES,
  // Issue 30: administrators change who approves what.
  approvalPolicies: [admin],
  // Issue 31: the alert rules are managed by administrators (the bell shows to the operations roles).
  alerts: [admin],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Who may open an operation in the Temporal UI (the contracts' OPERATIONS_SUPPORT_ROLES: the api's
 * /temporal proxy refuses everyone else), so 'Ver en Temporal' is offered to them only.
 */
export function canOpenTemporal(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, OPERATIONS_SUPPORT_ROLES);
}

export type MenuKey = keyof typeof MENU_ROLES;

export function hasAnyRole(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  return userRoles.some((role) => (allowed as readonly string[]).includes(role));
}

export function canSeeMenu(key: MenuKey, userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, MENU_ROLES[key]);
}

/**
 * ME routes by role (spec 2 §2.1). Where §2.1 and the menu lists of §6 disagree (clientes is
 * listed in the menu for CustomerSupport and LegalCommOperator but routed only for Admin),
 * the route admits the union, so no visible menu item leads to a redirect.
 */
export const ME_ROUTE_ROLES: Record<string, readonly Role[]> = {
  'import-cvs': MENU_ROLES['me.importCsv'],
  applicationInstances: MENU_ROLES['me.applicationInstances'],
  declarations: MENU_ROLES['me.declarations'],
  eventanilla: MENU_ROLES['me.eventanilla'],
  'feacture-flags': MENU_ROLES['me.featureFlags'],
  clientes: MENU_ROLES['me.clientes'],
};

/** Security tools by route segment (/security itself is the area's home, open to every role). */
const SECURITY_ROUTE_MENU: Record<string, MenuKey> = {
  'file-extension': 'security.fileExtensions',
  cognito: 'security.cognito',
  'user-sessions': 'security.userSessions',
};

export type RouteDecision = { allowed: true } | { allowed: false; redirectTo: string };

const allow: RouteDecision = { allowed: true };
const toHome: RouteDecision = { allowed: false, redirectTo: '/home' };

/** Gate of the authenticated routes; common areas are open to any signed-in user. */
export function decideRoute(pathname: string, userRoles: readonly string[]): RouteDecision {
  const segments = pathname.split('/').filter(Boolean);
  const [area, sub] = segments;
  if (area === 'globalNotification') {
    return hasAnyRole(userRoles, MENU_ROLES.globalNotification) ? allow : toHome;
  }
  if (area === 'security' && sub !== undefined) {
    const key = SECURITY_ROUTE_MENU[sub];
    if (key) return hasAnyRole(userRoles, MENU_ROLES[key]) ? allow : toHome;
  }
  if (area === 'operations') {
    return hasAnyRole(userRoles, MENU_ROLES.operations) ? allow : toHome;
  }
  if (area === 'approvals' && sub === 'policies') {
    return hasAnyRole(userRoles, MENU_ROLES.approvalPolicies) ? allow : toHome;
  }
  if (area === 'alerts') {
    return hasAnyRole(userRoles, MENU_ROLES.alerts) ? allow : toHome;
  }
  // The storage status of a study is reached only from ME/applicationInstances (spec 2 §2.3,
  // §2.6), so it admits the same roles; the study's other screens are common areas.
  if (area === 'suborganizations' && segments[2] === 'statusStorage') {
    return hasAnyRole(userRoles, ME_ROUTE_ROLES.applicationInstances!) ? allow : toHome;
  }
  if (area !== 'ME') return allow;
  if (sub === undefined) {
    if (hasAnyRole(userRoles, [admin, customerSupport])) return allow;
    if (hasAnyRole(userRoles, [legalCommOperator])) return { allowed: false, redirectTo: '/ME/eventanilla' };
    if (hasAnyRole(userRoles, [meAppMaintainer])) return { allowed: false, redirectTo: '/ME/feacture-flags' };
    return toHome;
  }
  const allowed = ME_ROUTE_ROLES[sub];
  return allowed && hasAnyRole(userRoles, allowed) ? allow : toHome;
}
