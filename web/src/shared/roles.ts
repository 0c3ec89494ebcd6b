// The role matrix of spec 1 §6 and spec 2 §2.1/§6: which menu items each role sees and
// which routes it may open. Everything that asks "may this user see X" asks this module.

export const ROLES = {
  admin: 'CGI.Admin',
  customerSupport: 'CGI.CustomerSupport',
  commercialAgent: 'CGI.CommercialAgent',
  contentManagement: 'CGI.ContentManagementRW',
  legalCommOperator: 'CGI.LegalCommOperator',
  meAppMaintainer: 'CGI.MeAppMaintainer',
  globalNotificationAdmin: 'CGI.GlobalNotificationAdmin',
  globalNotificationInfoOperator: 'CGI.GlobalNotificationInfoOperator',
  globalNotificationReader: 'CGI.GlobalNotificationReader',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

const { admin, customerSupport, commercialAgent, contentManagement, legalCommOperator, meAppMaintainer } =
  ROLES;

/** The first six roles: every area except global notifications. */
export const CORE_ROLES: readonly Role[] = [
  admin,
  customerSupport,
  commercialAgent,
  contentManagement,
  legalCommOperator,
  meAppMaintainer,
];

export const GLOBAL_NOTIFICATION_ROLES: readonly Role[] = [
  ROLES.globalNotificationAdmin,
  ROLES.globalNotificationInfoOperator,
  ROLES.globalNotificationReader,
];

/** The nine roles; holding at least one of them is required for a session. */
export const ALL_ROLES: readonly Role[] = [...CORE_ROLES, ...GLOBAL_NOTIFICATION_ROLES];

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
  'me.importCsv': [admin, customerSupport],
  'me.declarations': [admin, customerSupport],
  'me.featureFlags': [admin, meAppMaintainer],
  'me.clientes': [admin, customerSupport, legalCommOperator],
  'me.eventanilla': [admin, customerSupport, legalCommOperator],
  security: ALL_ROLES,
  // Spec 1 §6: the security sub-items for the first six roles. What the tools change is kept to
  // SECURITY_ACTION_ROLES (below); the api enforces both (SECURITY_READ_ROLES, SECURITY_ROLES).
  'security.fileExtensions': CORE_ROLES,
  'security.cognito': CORE_ROLES,
  'security.userSessions': CORE_ROLES,
  storage: ALL_ROLES,
  'storage.recycle': ALL_ROLES,
  globalNotification: [admin, ...GLOBAL_NOTIFICATION_ROLES],
  // Not in the spec (issue 5): support engineers inspect and retry operations.
  operations: [admin, customerSupport],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Who may use what the security tools change (add or remove extensions, reset a password,
 * impersonate, revoke sessions): support work, Admin and CustomerSupport. The spec names no
 * roles for it; the other core roles see the tools read-only.
 */
export const SECURITY_ACTION_ROLES: readonly Role[] = [admin, customerSupport];

/**
 * Who may open an operation in the Temporal UI (the api's OPERATIONS_SUPPORT_ROLES: its /temporal
 * proxy refuses everyone else), so 'Ver en Temporal' is offered to them only.
 */
export const TEMPORAL_UI_ROLES: readonly Role[] = [admin, customerSupport];

export function canOpenTemporal(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, TEMPORAL_UI_ROLES);
}

export function canUseSecurityActions(userRoles: readonly string[]): boolean {
  return hasAnyRole(userRoles, SECURITY_ACTION_ROLES);
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
  'import-cvs': [admin, customerSupport],
  applicationInstances: [admin, customerSupport],
  declarations: [admin, customerSupport],
  eventanilla: [admin, customerSupport, legalCommOperator],
  'feacture-flags': [admin, meAppMaintainer],
  clientes: [admin, customerSupport, legalCommOperator],
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
