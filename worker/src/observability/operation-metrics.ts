// Prometheus metrics per operation type (issue 31), for those who watch the console in Grafana
// (deploy/grafana/operations-dashboard.json): how many operations ended, by how they ended, and
// how long they took. Counted where the outcome is recorded, once per run: an activity retried
// (a worker killed after the insert) finds its row and counts nothing. Started operations are
// the api's console_operations_started_total.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { OutcomeStatus } from '@cgi/workflows/outcome-record';

/** From a second to a day: operations wait on people and on retries, not only on machines. */
const DURATION_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1_800, 3_600, 4 * 3_600, 24 * 3_600];

export function createOperationMetrics(registry: Registry) {
  const ended = (status: OutcomeStatus, help: string) =>
    new Counter({
      name: `console_operations_${status}_total`,
      help,
      labelNames: ['type'] as const,
      registers: [registry],
    });
  const counters: Record<OutcomeStatus, Counter<'type'>> = {
    completed: ended('completed', 'Operations that completed, by operation type'),
    failed: ended('failed', 'Operations that failed (terminated and timed out included), by operation type'),
    cancelled: ended(
      'cancelled',
      'Operations cancelled (a withdrawn approval request included), by operation type',
    ),
    rejected: ended('rejected', 'Operations whose approval was rejected (no step ran), by operation type'),
    expired: ended('expired', 'Operations whose approval expired (no step ran), by operation type'),
  };
  const duration = new Histogram({
    name: 'console_operation_duration_seconds',
    help: 'Time from an operation start to its end, by operation type and how it ended',
    labelNames: ['type', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    /** One ended operation (call once per run). */
    ended(outcome: { type: string; status: OutcomeStatus; durationMs: number }): void {
      counters[outcome.status].inc({ type: outcome.type });
      duration.observe({ type: outcome.type, status: outcome.status }, outcome.durationMs / 1_000);
    },
  };
}

export type OperationMetrics = ReturnType<typeof createOperationMetrics>;
