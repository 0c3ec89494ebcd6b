// API process entry: `tsx api/src/main.ts`.
import { openConsoleDb } from '@cgi/console-store';
import { identitySecretsFromEnv } from '@cgi/platform/client';
import { collectDefaultMetrics } from 'prom-client';
import {
  consoleDataConverter,
  createPseudonyms,
  loadPayloadKeys,
  loadPseudonymKeys,
} from '@cgi/workflows/codec';
import { createApp } from './app';
import { createApiServer } from './http/server';
import { apiConfigFromEnv, ConfigError, isLoopbackHost, type ApiConfig } from './config';
import { createAuth } from './auth/setup';
import { loadOrCreateSharedKey } from './auth/shared-keys';
import { createGracefulShutdown } from './lifecycle/graceful-shutdown';
import { logger, setLogLevel } from './logger';
import { createApiMetrics } from './observability/metrics';
import { startMetricsServer } from './observability/metrics-server';
import { requestIdInterceptor } from './observability/temporal-interceptor';
import { createDbStore, importServiceAccountsFile } from './service-accounts/db-store';
import { createServiceAccounts } from './service-accounts/service-accounts';
import { connectTemporal } from './temporal/connection';

/** Requests in flight get this long to finish on SIGTERM (the launcher waits 10 s before SIGKILL). */
const SHUTDOWN_GRACE_MS = 8_000;

let config: ApiConfig;
try {
  config = apiConfigFromEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`api: no arranca: ${error.message}`);
  process.exit(1);
}
setLogLevel(config.logLevel);
const metrics = createApiMetrics();
collectDefaultMetrics({ register: metrics.registry });

const consoleDb = await openConsoleDb(config.consoleDatabase);
const imported = await importServiceAccountsFile(consoleDb, config.serviceAccounts.storePath);
if (imported > 0) logger.info('service accounts imported into the console database', { imported });

const { connection, client: temporal } = connectTemporal({
  address: config.temporal.address,
  namespace: config.temporal.namespace,
  interceptors: { workflow: [requestIdInterceptor(metrics)] },
  // Everything the api writes to Temporal (inputs, memos) is encrypted; the codec routes use the same codec.
  dataConverter: consoleDataConverter(await loadPayloadKeys(config.payloadKeys)),
});
const auth = await createAuth(
  config.auth,
  config.auth.mode === 'embedded'
    ? () => loadOrCreateSharedKey(consoleDb, 'dev-idp', { legacyKeyDir: `${config.dataDir}/dev-idp` })
    : undefined,
);
const shutdown = createGracefulShutdown({ graceMs: SHUTDOWN_GRACE_MS });
const { app, close } = createApp({
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
    devSignInOpenToNetwork: config.devSignInOpenToNetwork,
  },
  webDist: config.webDist,
  consoleDb,
  serviceAccounts: createServiceAccounts({
    store: createDbStore(consoleDb),
    signingKey: () =>
      loadOrCreateSharedKey(consoleDb, 'service-accounts', { legacyKeyDir: config.serviceAccounts.keyDir }),
  }),
  stepRetry: config.stepRetry,
  approvals: config.approvals,
  approvalHourMs: config.approvalHourMs,
  identitySecrets: identitySecretsFromEnv(process.env),
  draining: shutdown.draining,
  metrics,
  logRequests: true,
  temporalUiUpstream: config.temporal.uiUpstream,
  codecAllowedOrigins: config.temporal.codecAllowedOrigins,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  platformServiceKey: config.platformServiceKey,
  pseudonyms: createPseudonyms(await loadPseudonymKeys(config.pseudonymKeys)),
  webhookDestinations: config.webhookDestinations,
});

const server = createApiServer(app).listen(config.port, config.host, () => {
  console.log(
    `api listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (auth ${config.auth.mode}, ${config.environment})`,
  );
});
shutdown.track(server);
const metricsServer = config.metrics
  ? await startMetricsServer({ ...config.metrics, registry: metrics.registry })
  : undefined;
if (config.metrics && metricsServer) {
  const { host, bearerToken } = config.metrics;
  console.log(
    `api metrics on http://${host.includes(':') ? `[${host}]` : host}:${metricsServer.port}/metrics` +
      (bearerToken ? ' (bearer token required)' : ''),
  );
  if (!bearerToken && !isLoopbackHost(host))
    logger.warn(
      'metrics listen beyond this machine without METRICS_BEARER_TOKEN: anyone who reaches them reads them',
      {
        host,
      },
    );
}

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping: finishing requests in flight', { signal });
  void shutdown
    .drain(server)
    .then(() =>
      Promise.allSettled([
        // The refusal record's last lines first: it writes to the console database.
        close().then(() => consoleDb.close()),
        connection.close(),
        new Promise((resolve) => (metricsServer ? metricsServer.server.close(resolve) : resolve(undefined))),
      ]),
    )
    .finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
