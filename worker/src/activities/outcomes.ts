// The activity every operation calls as it ends (workflows/src/core/outcome-record.ts): its
// outcome into the console's database, once per run whatever the number of attempts, and into
// the worker's Prometheus counters when (and only when) this attempt wrote it.
import type { OperationOutcomes } from '@cgi/console-store';
import type { OutcomeActivities } from '@cgi/workflows/outcome-record';
import type { OperationMetrics } from '../observability/operation-metrics';

/** Without a store (a worker the console's database is not given to) an outcome is not kept. */
export function createOutcomeActivities(
  outcomes: OperationOutcomes | undefined,
  metrics?: OperationMetrics,
): OutcomeActivities {
  return {
    async recordOperationOutcome(outcome) {
      // Without a store every call counts: nothing can fail after the count, so none is retried.
      const recorded = outcomes ? await outcomes.record(outcome) : true;
      if (recorded) metrics?.ended(outcome);
    },
  };
}
