// The role matrix of spec 1 §6 and spec 2 §2.1/§6: which menu items each role sees and
// which routes it may open. Everything that asks "may this user see X" asks this module. The
// roles of each screen are the workflows package's table (@cgi/workflows/roles), which the api's
// routes and the contracts of the operations those screens start read too; what an operation's
// button offers is asked of its contract (shared/operation-contracts), never of a list here.
// The route gate runs on the first page, which does not load the contracts.
import {
  ALL_CGI_ROLES,
  CORE_ROLES,
  GLOBAL_NOTIFICATION_ROLES,
  OPERATIONS_SUPPORT_ROLES,
  SCREEN_ROLES,
  type CgiRole,
  type ScreenKey,
} from '@cgi/workflows/roles';

export type Role = CgiRole;

/** The nine roles (the contracts' ALL_CGI_ROLES); holding at least one of them is required for a session. */
export const ALL_ROLES: readonly Role[] = ALL_CGI_ROLES;

export { CORE_ROLES, GLOBAL_NOTIFICATION_ROLES };

export function isConsoleRole(role: string): role is Role {
  return (ALL_ROLES as readonly string[]).includes(role);
}

/** Menu items and the roles that see them (an item shows if any role of the user is listed). */
export const MENU_ROLES = SCREEN_ROLES;

/**
 * Who may open an operation in the Temporal UI (the contracts' OPERATIONS_SUPPORT_ROLES: the api's
 * /temporal proxy refuses everyone else), so 'Ver en Temporal' is offered to them only.
 */
export function canOpenTemporal(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, OPERATIONS_SUPPORT_ROLES);
}

export type MenuKey = ScreenKey;

/** 'Registro de aprobaciones' (issue 31): the api's OPERATIONS_SUPPORT_ROLES, like the operations list. */
export function canSeeApprovalRecord(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, OPERATIONS_SUPPORT_ROLES);
}

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

/** Where ME's home sends a role that cannot see the instances, in order. */
const ME_LANDINGS: readonly (readonly [MenuKey, string])[] = [
  ['me.eventanilla', '/ME/eventanilla'],
  ['me.featureFlags', '/ME/feacture-flags'],
];

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
  // The approvals record shows every person's requests: the roles that read every operation.
  if (area === 'approvals' && sub === 'record') {
    return canSeeApprovalRecord(userRoles) ? allow : toHome;
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
    // ME's home is the instances list; a role that cannot see it lands on its first ME screen.
    if (hasAnyRole(userRoles, MENU_ROLES['me.applicationInstances'])) return allow;
    const first = ME_LANDINGS.find(([key]) => hasAnyRole(userRoles, MENU_ROLES[key]));
    return first ? { allowed: false, redirectTo: first[1] } : toHome;
  }
  const allowed = ME_ROUTE_ROLES[sub];
  return allowed && hasAnyRole(userRoles, allowed) ? allow : toHome;
}
