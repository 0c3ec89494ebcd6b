// The activity every operation calls as it ends (workflows/src/core/outcome-record.ts): its
// outcome into the console's database, once per run whatever the number of attempts.
import type { OperationOutcomes } from '@cgi/console-store';
import type { OutcomeActivities } from '@cgi/workflows/outcome-record';

/** Without a store (a worker the console's database is not given to) an outcome is not kept. */
export function createOutcomeActivities(outcomes: OperationOutcomes | undefined): OutcomeActivities {
  return {
    async recordOperationOutcome(outcome) {
      await outcomes?.record(outcome);
    },
  };
}
