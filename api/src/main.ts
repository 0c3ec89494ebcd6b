// API process entry: `tsx api/src/main.ts`.
import { Client, Connection } from '@temporalio/client';
import { createApp } from './app';
import { apiConfigFromEnv } from './config';
import { createAuth } from './auth/setup';
import { createServiceAccounts } from './service-accounts/service-accounts';
import { createFileStore } from './service-accounts/store';

const config = apiConfigFromEnv(process.env);
const connection = await Connection.connect({ address: config.temporal.address });
const temporal = new Client({ connection, namespace: config.temporal.namespace });
const auth = await createAuth(config.auth);
const { app } = createApp({
  temporal,
  namespace: config.temporal.namespace,
  temporalUiUrl: config.temporal.uiUrl,
  platformUrl: config.platformUrl,
  serviceBaseUrls: config.serviceBaseUrls,
  verifier: auth.verifier,
  devIssuer: auth.devIssuer,
  publicConfig: {
    authMode: config.auth.mode,
    signInUrl: config.auth.mode === 'embedded' ? '/auth/dev/sign-in' : config.auth.signInUrl,
    logoutUrl: config.auth.mode === 'embedded' ? '/login' : config.auth.logoutUrl,
    environment: config.environment,
    temporalUiUrl: config.temporal.uiUrl,
    userManualUrl: config.userManualUrl ?? null,
  },
  webDist: config.webDist,
  serviceAccounts: createServiceAccounts({
    keyDir: config.serviceAccounts.keyDir,
    store: createFileStore(config.serviceAccounts.storePath),
  }),
  stepRetry: config.stepRetry,
});

const server = app.listen(config.port, config.host, () => {
  console.log(`api listening on http://localhost:${config.port} (auth ${config.auth.mode})`);
});

function shutdown() {
  server.close(() => {
    void connection.close().finally(() => process.exit(0));
  });
  server.closeAllConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
