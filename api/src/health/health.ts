// The api's view of its dependencies, three ways: the full report (/api/health), readiness (may
// this replica take traffic: Temporal and the console database answer, and it is not shutting
// down) and liveness (the process answers). Every dependency is probed at once, each with its
// own deadline, so a report takes at most PROBE_TIMEOUT_MS whatever is down; concurrent
// requests share one round of probes, and a round is reused for REUSE_MS.
import { createWorkerHeartbeats, type Db } from '@cgi/console-store';
import type { Client } from '@temporalio/client';
import {
  databaseCheck,
  heartbeatWorkerCheck,
  platformCheck,
  pollerWorkerCheck,
  temporalCheck,
} from './checks';
import { probe, type Check, type ComponentState } from './probes';

export const PROBE_TIMEOUT_MS = 1_500;
const REUSE_MS = 500;
/** A worker heartbeats every 2 s; three missed beats and it counts as gone. */
export const WORKER_HEARTBEAT_WINDOW_MS = 6_000;

export type ComponentName = 'temporal' | 'database' | 'platform' | 'worker';

export interface HealthDeps {
  temporal: () => Client;
  namespace: string;
  taskQueue: string;
  platformUrl: string;
  /** The console database; without it the worker is judged by Temporal's poller list. */
  consoleDb?: Db;
  /** True once the api is shutting down: it stops being ready while it drains requests. */
  draining?: () => boolean;
  /** How old the freshest heartbeat may be (default WORKER_HEARTBEAT_WINDOW_MS). */
  workerWindowMs?: number;
}

export interface Report {
  status: 'up' | 'down';
  checkedAt: string;
  components: Partial<Record<ComponentName | 'api', ComponentState & { required: boolean }>>;
}

export function createHealth(deps: HealthDeps) {
  const queue = { namespace: deps.namespace, taskQueue: deps.taskQueue };
  const checks: Partial<Record<ComponentName, Check>> = {
    temporal: temporalCheck(deps.temporal, PROBE_TIMEOUT_MS),
    platform: platformCheck(deps.platformUrl),
    worker: deps.consoleDb
      ? heartbeatWorkerCheck(
          createWorkerHeartbeats(deps.consoleDb),
          queue,
          deps.workerWindowMs ?? WORKER_HEARTBEAT_WINDOW_MS,
        )
      : pollerWorkerCheck(deps.temporal, queue, PROBE_TIMEOUT_MS),
    ...(deps.consoleDb ? { database: databaseCheck(deps.consoleDb) } : {}),
  };
  // Without these the api cannot serve its purpose; the platform and the worker are reported
  // but do not take a replica out of rotation (operations wait for a worker in Temporal).
  const required = new Set<ComponentName>(['temporal', 'database']);

  let last: { at: number; components: Report['components'] } | undefined;
  let inFlight: Promise<Report['components']> | undefined;

  async function probeAll(): Promise<Report['components']> {
    const names = Object.keys(checks) as ComponentName[];
    const states = await Promise.all(names.map((name) => probe(checks[name]!, PROBE_TIMEOUT_MS)));
    return Object.fromEntries(
      names.map((name, i) => [name, { ...states[i]!, required: required.has(name) }]),
    );
  }

  async function components(): Promise<Report['components']> {
    if (last && Date.now() - last.at < REUSE_MS) return last.components;
    inFlight ??= probeAll()
      .then((result) => {
        last = { at: Date.now(), components: result };
        return result;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  const apiState = (): ComponentState & { required: boolean } =>
    deps.draining?.()
      ? { status: 'down', detail: 'deteniéndose', latencyMs: 0, required: true }
      : { status: 'up', latencyMs: 0, required: true };

  return {
    /** Every component; up only when all are. */
    async report(): Promise<Report> {
      const all = { api: apiState(), ...(await components()) };
      const up = Object.values(all).every((c) => c.status === 'up');
      return { status: up ? 'up' : 'down', checkedAt: new Date().toISOString(), components: all };
    },

    /** The required components only; up when all of them are. */
    async readiness(): Promise<Report> {
      const all = { api: apiState(), ...(await components()) };
      const needed = Object.fromEntries(Object.entries(all).filter(([, state]) => state.required));
      const up = Object.values(needed).every((c) => c.status === 'up');
      return { status: up ? 'up' : 'down', checkedAt: new Date().toISOString(), components: needed };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
