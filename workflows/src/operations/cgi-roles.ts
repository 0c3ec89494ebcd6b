// The console's nine role names and its support roles: the base of the contracts (contract.ts)
// and of the screens' table (../roles.ts), which both read them from here.
export const ALL_CGI_ROLES = [
  'CGI.Admin',
  'CGI.CustomerSupport',
  'CGI.CommercialAgent',
  'CGI.ContentManagementRW',
  'CGI.LegalCommOperator',
  'CGI.MeAppMaintainer',
  'CGI.GlobalNotificationAdmin',
  'CGI.GlobalNotificationInfoOperator',
  'CGI.GlobalNotificationReader',
] as const;

export type CgiRole = (typeof ALL_CGI_ROLES)[number];

/** Who may list, inspect, retry and cancel every operation (support engineers). */
export const OPERATIONS_SUPPORT_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;
