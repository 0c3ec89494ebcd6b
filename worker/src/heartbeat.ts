// The worker's liveness signal: its row in the console database, stamped every `everyMs` while
// it polls (the api's health reads it). A clean stop removes the row; a killed worker's row goes
// stale within seconds, which is how the api tells a dead worker from a live one.
import { hostname } from 'node:os';
import type { WorkerHeartbeats } from '@cgi/console-store';
import type { Logger } from 'pino';

export const HEARTBEAT_EVERY_MS = 2_000;
/** Rows of workers gone this long are deleted when a worker starts. */
const PRUNE_AFTER_MS = 24 * 3_600_000;

export function startHeartbeat(options: {
  heartbeats: WorkerHeartbeats;
  identity: string;
  namespace: string;
  taskQueue: string;
  /** Beats only while this holds (the worker polls). */
  running: () => boolean;
  logger: Logger;
  everyMs?: number;
}): { stop(): Promise<void> } {
  const worker = {
    identity: options.identity,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    host: hostname(),
    pid: process.pid,
    startedAt: new Date(),
  };
  let failing = false;
  let beating: Promise<void> = Promise.resolve();
  const beat = async () => {
    if (!options.running()) return;
    try {
      await options.heartbeats.beat(worker);
      if (failing) options.logger.info('heartbeat written again');
      failing = false;
    } catch (error) {
      // Once per outage, not every two seconds.
      if (!failing) options.logger.warn({ error: (error as Error).message }, 'heartbeat not written');
      failing = true;
    }
  };
  void options.heartbeats.prune(PRUNE_AFTER_MS).catch(() => undefined);
  const timer = setInterval(() => {
    beating = beating.then(beat);
  }, options.everyMs ?? HEARTBEAT_EVERY_MS);
  beating = beat();
  return {
    async stop() {
      clearInterval(timer);
      await beating;
      await options.heartbeats.remove(worker.identity).catch(() => undefined);
    },
  };
}
