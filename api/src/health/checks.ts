// The checks of each dependency the api reports on: Temporal, the platform, the console
// database and the worker (by its heartbeat in the console database, or by Temporal's poller
// list when the api has no console database).
import type { Db, WorkerHeartbeats } from '@cgi/console-store';
import type { Client } from '@temporalio/client';
import type { Check } from './probes';

export function temporalCheck(client: () => Client, timeoutMs: number): Check {
  return async () => {
    const temporal = client();
    await temporal.connection.withDeadline(Date.now() + timeoutMs, () =>
      temporal.workflowService.getSystemInfo({}),
    );
    return undefined;
  };
}

export function platformCheck(platformUrl: string): Check {
  return async (signal) => {
    const response = await fetch(`${platformUrl.replace(/\/$/, '')}/health`, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return undefined;
  };
}

export function databaseCheck(db: Db): Check {
  return async () => {
    await db.query('select 1');
    return undefined;
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Up while some worker of the queue wrote a heartbeat within `windowMs`. */
export function heartbeatWorkerCheck(
  heartbeats: WorkerHeartbeats,
  queue: { namespace: string; taskQueue: string },
  windowMs: number,
): Check {
  return async () => {
    const liveness = await heartbeats.liveness(queue.namespace, queue.taskQueue, windowMs);
    if (liveness.freshestAgeMs === null) throw new Error('ningún worker registró latidos');
    if (liveness.live === 0)
      throw new Error(`ningún worker vivo: el último latido fue hace ${seconds(liveness.freshestAgeMs)}`);
    return `${liveness.live} worker(s); último latido hace ${seconds(liveness.freshestAgeMs)}`;
  };
}

/**
 * Without a console database: Temporal's poller list. Slower to notice a death (Temporal keeps
 * a dead poller listed for minutes), so only a fallback.
 */
export function pollerWorkerCheck(
  client: () => Client,
  queue: { namespace: string; taskQueue: string },
  timeoutMs: number,
): Check {
  return async () => {
    const temporal = client();
    const response = await temporal.connection.withDeadline(Date.now() + timeoutMs, () =>
      temporal.workflowService.describeTaskQueue({
        namespace: queue.namespace,
        taskQueue: { name: queue.taskQueue },
        taskQueueType: 1, // workflow task queue
      }),
    );
    const pollers = response.pollers?.length ?? 0;
    if (pollers === 0) throw new Error('ningún worker atiende la cola de tareas');
    return `${pollers} poller(s)`;
  };
}
