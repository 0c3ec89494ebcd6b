// The console's role names, the support roles, and which roles see each screen (spec 1 §6,
// spec 2 §2.1, §6). The web's menu and route gate read the screens' table; the api's routes
// behind those screens and the contracts of the operations a screen starts read the named lists
// below, taken from the same table, so one list decides what a role sees, reaches and starts. Browser-safe and small: the route gate reads it on the first
// page, which does not load the contracts.
import { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES, type CgiRole } from './operations/cgi-roles';

export { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES };
export type { CgiRole };

/** Global notifications' own three roles. */
export const GLOBAL_NOTIFICATION_ROLES = ALL_CGI_ROLES.filter((role) =>
  role.startsWith('CGI.GlobalNotification'),
) as readonly CgiRole[];

/** The first six roles: every area except global notifications (the security tools' readers). */
export const CORE_ROLES = ALL_CGI_ROLES.filter(
  (role) => !GLOBAL_NOTIFICATION_ROLES.includes(role),
) as readonly CgiRole[];

const supervisors = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

/** Menu items and the roles that see them (an item shows if any role of the user is listed). */
export const SCREEN_ROLES = {
  home: ALL_CGI_ROLES,
  organizations: ALL_CGI_ROLES,
  subscribers: ALL_CGI_ROLES,
  users: ALL_CGI_ROLES,
  me: ALL_CGI_ROLES,
  'me.applicationInstances': supervisors,
  // Each of these three screens starts one operation: its contract's start roles.
  'me.importCsv': supervisors,
  'me.declarations': supervisors,
  'me.featureFlags': ['CGI.Admin', 'CGI.MeAppMaintainer'],
  'me.clientes': ['CGI.Admin', 'CGI.CustomerSupport', 'CGI.LegalCommOperator'],
  'me.eventanilla': ['CGI.Admin', 'CGI.CustomerSupport', 'CGI.LegalCommOperator'],
  security: ALL_CGI_ROLES,
  // Spec 1 §6: the security sub-items for the first six roles. What the tools change is offered
  // to the roles of each operation's contract; the api enforces both.
  'security.fileExtensions': CORE_ROLES,
  'security.cognito': CORE_ROLES,
  'security.userSessions': CORE_ROLES,
  storage: ALL_CGI_ROLES,
  'storage.recycle': ALL_CGI_ROLES,
  globalNotification: ['CGI.Admin', ...GLOBAL_NOTIFICATION_ROLES],
  // Not in the spec (issue 5): support engineers inspect and retry operations.
  operations: OPERATIONS_SUPPORT_ROLES,
  // Issue 30: every role may be named an approver of some type (a bulk one's starters, by
  // default); the screen lists only what the api lets this person approve.
  approvals: ALL_CGI_ROLES,
  // Issue 30: administrators change who approves what.
  approvalPolicies: ['CGI.Admin'],
  // Issue 31: the alert rules are managed by administrators (the bell shows to the operations roles).
  alerts: ['CGI.Admin'],
} as const satisfies Record<string, readonly CgiRole[]>;

export type ScreenKey = keyof typeof SCREEN_ROLES;

/** ME/applicationInstances and an instance's detail (spec 2 §2.1); their operations start here. */
export const ME_INSTANCES_ROLES = SCREEN_ROLES['me.applicationInstances'];
/** The CSV enablement and the declarations unlock: their screens and their bulk operations. */
export const ME_BULK_ROLES = SCREEN_ROLES['me.importCsv'];
/** Version control (/ME/feacture-flags) and its publish and deprecate operations. */
export const VERSIONS_ROLES = SCREEN_ROLES['me.featureFlags'];
/** Who reads e-Ventanilla's subscriptions (changing a status is its contract's, narrower). */
export const EVENTANILLA_VIEW_ROLES = SCREEN_ROLES['me.eventanilla'];
/** Who reads the security tools' lists (changing them is their contracts', narrower). */
export const SECURITY_READ_ROLES = CORE_ROLES;
/** Who reads global notifications (writing them is narrower: see the notifications' contracts). */
export const NOTIFICATION_READER_ROLES = SCREEN_ROLES.globalNotification;
