// Worker process entry: `tsx worker/src/main.ts`.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createRecordStream, createWorkerHeartbeats } from '@cgi/console-store';
import { createValueSealer } from '@cgi/workflows/codec';
import { Runtime } from '@temporalio/worker';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { workerConfigFromEnv } from './config';
import { startHeartbeat } from './heartbeat';
import { activityLogging } from './observability/activity-interceptor';
import { createWorkerLogger, sdkLogger } from './observability/logger';
import { startWorkerMetricsServer } from './observability/metrics-server';
import { createOperationMetrics } from './observability/operation-metrics';
import { createWorker } from './worker';
import { copyIntoRecordOnce } from './record/first-copy';
import { ensureRecordSchedules, ensureRecordStream } from './record/schedules';
import { ensureAlertEvaluator } from './alerts/evaluator';
import { classifyAddress } from '@cgi/workflows/webhooks';

/** Whether a listener's host is reachable only from this machine. */
const isLoopback = (host: string) => host === 'localhost' || classifyAddress(host) === 'loopback';

/** A free loopback port for the SDK's own exporter (only this process reads it). */
async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const config = workerConfigFromEnv(process.env);
const logger = createWorkerLogger(config.logLevel);
const registry = new Registry();
collectDefaultMetrics({ register: registry });
const sdkMetricsPort = config.metrics ? await freeLoopbackPort() : undefined;
Runtime.install({
  logger: sdkLogger(logger, config.sdkLogLevel),
  ...(sdkMetricsPort !== undefined
    ? {
        telemetryOptions: {
          metrics: {
            prometheus: { bindAddress: `127.0.0.1:${sdkMetricsPort}`, useSecondsForDurations: true },
          },
        },
      }
    : {}),
});

const { worker, connection, clientConnection, consoleDb, temporal, recordWriter, pseudonyms } =
  await createWorker(
    config,
    {
      // Activities in flight get 5 s to finish on SIGTERM (the launcher waits 10 s before SIGKILL).
      shutdownGraceTime: '5s',
      interceptors: { activity: [activityLogging(logger)] },
    },
    { operationMetrics: createOperationMetrics(registry) },
  );
const running = () => worker.getState() === 'RUNNING';
// The alerts' evaluator runs on this task queue; started here unless it runs already.
await ensureAlertEvaluator(temporal, worker.options.taskQueue).catch((error: unknown) =>
  logger.error({ error: String(error) }, 'alerts: the evaluator could not be started'),
);
// The record's daily purge and hourly catch-up; and, once, the copy of what ran before it.
await ensureRecordSchedules(temporal, worker.options.taskQueue).catch((error: unknown) =>
  logger.error({ error: String(error) }, 'record: its schedules could not be created'),
);
// The record's stream to the organization's audit store (it idles while no destination is set).
await ensureRecordStream(temporal, worker.options.taskQueue).catch((error: unknown) =>
  logger.error({ error: String(error) }, 'record: the stream could not be started'),
);
// Where the stream goes, if set before its settings were sealed (migration 023): who set it and its
// secret sealed now (SQL has not got the keys); nothing to do on every later start.
await createRecordStream(consoleDb, {
  sealer: createValueSealer(temporal.options.loadedDataConverter.payloadCodecs),
  pseudonyms,
})
  .sealOlderSettings()
  .then(
    ({ sealed }) => sealed > 0 && logger.info({ sealed }, "record: the stream's settings were sealed"),
    (error: unknown) =>
      logger.error(
        { error: String(error) },
        "record: the stream's settings could not be sealed (next start tries again)",
      ),
  );
void copyIntoRecordOnce({ db: consoleDb, writer: recordWriter, temporal, pseudonyms }).then(
  (copied) => copied && logger.info(copied, 'record: what Temporal held was copied into it'),
  (error: unknown) =>
    logger.error({ error: String(error) }, 'record: the first copy failed (next start tries again)'),
);

const heartbeat = startHeartbeat({
  heartbeats: createWorkerHeartbeats(consoleDb),
  identity: worker.options.identity,
  namespace: config.namespace,
  taskQueue: worker.options.taskQueue,
  running,
  logger,
});

const metricsServer = config.metrics
  ? await startWorkerMetricsServer({
      ...config.metrics,
      registry,
      sdkMetricsUrl: `http://127.0.0.1:${sdkMetricsPort}/metrics`,
      ready: running,
    })
  : undefined;
if (config.metrics && !config.metrics.bearerToken && !isLoopback(config.metrics.host))
  logger.warn(
    { host: config.metrics.host },
    'metrics listen beyond this machine without METRICS_BEARER_TOKEN: anyone who reaches them reads them',
  );

logger.info(
  {
    taskQueue: worker.options.taskQueue,
    namespace: config.namespace,
    temporal: config.temporalAddress,
    identity: worker.options.identity,
    ...(metricsServer && config.metrics
      ? {
          metrics: `http://${config.metrics.host.includes(':') ? `[${config.metrics.host}]` : config.metrics.host}:${metricsServer.port}/metrics`,
        }
      : {}),
  },
  'worker polling',
);
// Worker.run() installs its own SIGINT/SIGTERM handlers and drains in-flight tasks.
await worker.run();
await heartbeat.stop();
await Promise.allSettled([
  connection.close(),
  clientConnection.close(),
  consoleDb.close(),
  new Promise((resolve) => (metricsServer ? metricsServer.server.close(resolve) : resolve(undefined))),
]);
logger.info('worker stopped');
