// The activity every operation calls as it ends (workflows/src/core/outcome-record.ts): the whole
// run into the console's record (its request, decisions, steps and end, each stage once whatever
// the number of attempts), which the panel's outcomes are a view of, and into the worker's
// Prometheus counters when (and only when) this attempt wrote its end.
import { endedRunEntries, type RecordWriter } from '@cgi/console-store';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { OutcomeActivities } from '@cgi/workflows/outcome-record';
import type { OperationMetrics } from '../observability/operation-metrics';

export interface OutcomeRecord {
  writer: RecordWriter;
  pseudonyms: Pseudonyms;
}

/** Without a record (a worker the console's database is not given to) an outcome is not kept. */
export function createOutcomeActivities(
  record: OutcomeRecord | undefined,
  metrics?: OperationMetrics,
): OutcomeActivities {
  return {
    async recordOperationOutcome({ run, ...outcome }) {
      // Without a store every call counts: nothing can fail after the count, so none is retried.
      if (!record) {
        metrics?.ended(outcome);
        return;
      }
      const pseudonym = (value: string) => record.pseudonyms.of(value);
      const entries = endedRunEntries(outcome, run?.memo, run?.progress ?? undefined, {
        targetKey: outcome.targetKey,
        actorKey: run?.actorKey ?? (outcome.actor ? pseudonym(outcome.actor) : null),
        related: run?.related ?? [],
        pseudonym,
      });
      const stored = await record.writer.append(entries, 'worker');
      if (stored.some((entry) => entry.stage === 'ended')) metrics?.ended(outcome);
    },
  };
}
