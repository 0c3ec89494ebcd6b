export { createApp, type AppDeps } from './app';
export { createAuth } from './auth/setup';
export { apiConfigFromEnv } from './config';
export { devAccounts, findDevAccount } from './auth/dev-idp/accounts';
export { createDevIssuer, claimsFor } from './auth/dev-idp/issuer';
export { loadOrCreateDevKey } from './auth/dev-idp/keys';
