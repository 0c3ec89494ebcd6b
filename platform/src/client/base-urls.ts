// Per-service base URLs: each family can point at the reference platform or at the
// provider's own service (SERVICE_URL_<FAMILY>), per environment.
import { baseUrlsFor, familyPrefixes, type ServiceBaseUrls, type ServiceFamily } from './http';

export const serviceUrlEnvNames: Record<ServiceFamily, string> = {
  subscribers: 'SERVICE_URL_SUBSCRIBERS',
  organizations: 'SERVICE_URL_ORGANIZATIONS',
  loginAccounts: 'SERVICE_URL_LOGIN_ACCOUNTS',
  authentication: 'SERVICE_URL_AUTHENTICATION',
  invites: 'SERVICE_URL_INVITES',
  products: 'SERVICE_URL_PRODUCTS',
  eventLog: 'SERVICE_URL_EVENT_LOG',
};

export function resolveServiceBaseUrls(
  platformUrl: string,
  env: Record<string, string | undefined> = {},
): ServiceBaseUrls {
  const urls = baseUrlsFor(platformUrl);
  for (const family of Object.keys(familyPrefixes) as ServiceFamily[]) {
    const override = env[serviceUrlEnvNames[family]];
    if (override) urls[family] = override.replace(/\/$/, '');
  }
  return urls;
}
