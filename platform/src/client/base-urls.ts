// Per-service base URLs: each family can point at the reference platform or at the
// provider's own service, per environment (QA, UAT, DEV, PROD; UAT by default).
import { baseUrlsFor, familyPrefixes, type ServiceBaseUrls, type ServiceFamily } from './http';

export const consoleEnvironments = ['QA', 'UAT', 'DEV', 'PROD'] as const;
export type ConsoleEnvironment = (typeof consoleEnvironments)[number];
export const defaultEnvironment: ConsoleEnvironment = 'UAT';

/** `SERVICE_URL_<FAMILY>`; `SERVICE_URL_<FAMILY>_<ENVIRONMENT>` wins over it. */
export const serviceUrlEnvNames: Record<ServiceFamily, string> = {
  subscribers: 'SERVICE_URL_SUBSCRIBERS',
  organizations: 'SERVICE_URL_ORGANIZATIONS',
  loginAccounts: 'SERVICE_URL_LOGIN_ACCOUNTS',
  authentication: 'SERVICE_URL_AUTHENTICATION',
  invites: 'SERVICE_URL_INVITES',
  products: 'SERVICE_URL_PRODUCTS',
  eventLog: 'SERVICE_URL_EVENT_LOG',
  suborganizations: 'SERVICE_URL_SUBORGANIZATIONS',
  storage: 'SERVICE_URL_STORAGE',
  meRegistration: 'SERVICE_URL_ME_REGISTRATION',
  authorization: 'SERVICE_URL_AUTHORIZATION',
  globalNotifications: 'SERVICE_URL_GLOBAL_NOTIFICATIONS',
  versions: 'SERVICE_URL_VERSIONS',
  fileExtensions: 'SERVICE_URL_FILE_EXTENSIONS',
  identityTools: 'SERVICE_URL_IDENTITY_TOOLS',
  sessions: 'SERVICE_URL_SESSIONS',
  declarations: 'SERVICE_URL_DECLARATIONS',
  legalCommunications: 'SERVICE_URL_LEGAL_COMMUNICATIONS',
  firmsCustomers: 'SERVICE_URL_FIRMS_CUSTOMERS',
  legacyUsers: 'SERVICE_URL_LEGACY_USERS',
};

export function isConsoleEnvironment(value: string | undefined): value is ConsoleEnvironment {
  return (consoleEnvironments as readonly (string | undefined)[]).includes(value);
}

/** Base URL of every family: the platform at `platformUrl` unless the environment variables
 * name another host for the family. `environment` defaults to `CONSOLE_ENVIRONMENT`, then UAT. */
export function resolveServiceBaseUrls(
  platformUrl: string,
  env: Record<string, string | undefined> = {},
  environment?: ConsoleEnvironment,
): ServiceBaseUrls {
  const current =
    environment ??
    (isConsoleEnvironment(env.CONSOLE_ENVIRONMENT) ? env.CONSOLE_ENVIRONMENT : defaultEnvironment);
  const urls = baseUrlsFor(platformUrl);
  for (const family of Object.keys(familyPrefixes) as ServiceFamily[]) {
    const name = serviceUrlEnvNames[family];
    const override = env[`${name}_${current}`] || env[name];
    if (override) urls[family] = override.replace(/\/$/, '');
  }
  return urls;
}
