// The worker's per-type operation metrics after a known set of ended operations, as Prometheus
// scrapes them (GET /metrics over HTTP): each run counted once, also when its outcome activity
// runs again (a retry after a worker died past the insert), many at once.
import { createRecordWriter, openConsoleDb, type Db } from '@cgi/console-store';
import type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';
import { Registry } from 'prom-client';
import { testPseudonyms } from '@cgi/test-support/operations-env';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOutcomeActivities } from '../activities/outcomes';
import { startWorkerMetricsServer } from './metrics-server';
import { createOperationMetrics } from './operation-metrics';

let db: Db;
let server: Awaited<ReturnType<typeof startWorkerMetricsServer>> | undefined;
beforeAll(async () => {
  db = await openConsoleDb({});
});
afterAll(async () => {
  await new Promise((resolve) => (server ? server.server.close(resolve) : resolve(undefined)));
  await db?.close();
});

function outcome(i: number, type: string, status: OutcomeStatus, durationMs: number): OperationOutcome {
  const endedAt = new Date(Date.UTC(2026, 10, 27, 3, 0, 0) + i * 1_000);
  return {
    workflowId: `${type}/metricas/${i}`,
    runId: 'run',
    type,
    targetKey: 'k',
    target: null,
    actor: 'ana@consola.test',
    source: 'ui',
    status,
    failedStep: status === 'failed' ? 'sendInvite' : null,
    failedStepLabel: status === 'failed' ? 'Enviar la invitación' : null,
    errorCode: status === 'completed' ? null : 'X',
    startedAt: new Date(endedAt.getTime() - durationMs).toISOString(),
    endedAt: endedAt.toISOString(),
    durationMs,
    retries: 0,
    retryOf: null,
    elements: null,
  };
}

/** A metric's value from the text Prometheus reads. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

it('counts each ended operation once by type and ending, with its duration, on /metrics', async () => {
  const registry = new Registry();
  const activities = createOutcomeActivities(
    { writer: createRecordWriter(db, null), pseudonyms: testPseudonyms },
    createOperationMetrics(registry),
  );
  const known: OperationOutcome[] = [];
  const plan: [string, OutcomeStatus, number, number][] = [
    // type, status, how many, duration (ms)
    ['subscriber.addUser', 'completed', 7, 2_000],
    ['subscriber.addUser', 'failed', 3, 45_000],
    ['subscriber.addUser', 'cancelled', 1, 700],
    ['subscriber.deactivateUser', 'completed', 2, 90_000],
    ['subscriber.deactivateUser', 'rejected', 2, 600_000],
    ['subscriber.deactivateUser', 'expired', 1, 3_000_000],
  ];
  for (const [type, status, count, durationMs] of plan) {
    for (let i = 0; i < count; i++) known.push(outcome(known.length, type, status, durationMs));
  }
  // Every run's activity three times, all at once: two are the retries of a worker that died.
  await Promise.all([...known, ...known, ...known].map((o) => activities.recordOperationOutcome(o)));

  server = await startWorkerMetricsServer({ port: 0, host: '127.0.0.1', registry, ready: () => true });
  const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  for (const [type, status, count] of plan) {
    expect(valueOf(text, `console_operations_${status}_total{type="${type}"}`), `${type} ${status}`).toBe(
      count,
    );
  }
  expect(valueOf(text, 'console_operations_failed_total{type="subscriber.deactivateUser"}')).toBe(0);
  expect(valueOf(text, 'console_operations_completed_total{type="subscriber.deactivateUser"}')).toBe(2);
  // Durations: count and sum per type and ending, and the buckets they fall in.
  const addUser = 'type="subscriber.addUser",status="completed"';
  expect(valueOf(text, `console_operation_duration_seconds_count{${addUser}}`)).toBe(7);
  expect(valueOf(text, `console_operation_duration_seconds_sum{${addUser}}`)).toBeCloseTo(14, 6);
  expect(valueOf(text, `console_operation_duration_seconds_bucket{le="1",${addUser}}`)).toBe(0);
  expect(valueOf(text, `console_operation_duration_seconds_bucket{le="2.5",${addUser}}`)).toBe(7);
  const failedAddUser = 'type="subscriber.addUser",status="failed"';
  expect(valueOf(text, `console_operation_duration_seconds_bucket{le="30",${failedAddUser}}`)).toBe(0);
  expect(valueOf(text, `console_operation_duration_seconds_bucket{le="60",${failedAddUser}}`)).toBe(3);
  // The database holds each run once too.
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from operation_outcomes where workflow_id like '%/metricas/%'",
  );
  expect(row!.n).toBe(known.length);
});
