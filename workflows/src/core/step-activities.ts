// The activities an operation's steps call: each one short platform call, run as a local
// activity in the runs that carry the STEPS_AS_LOCAL_ACTIVITIES patch.
//
// Why: as a normal activity, each step cost a round trip through the server (schedule, start,
// complete: three history events) and one more workflow task to hand its result back, each task
// an entry into the workflow sandbox on the worker and a persistence write on the server. An
// 8-step operation was 9 workflow tasks and about 67 events, and those, not the platform calls,
// were most of the CPU an operation cost. As local activities the steps run inside the workflow
// task that reached them, and the task ends at the step runner's next wait (a retry's backoff, the
// end of the operation) or at its heartbeat, which the SDK sends when 80 % of the task's timeout
// has passed.
//
// What stays the same: every attempt is still a call the step runner makes and records (the
// activity's own retries stay off); each call keeps its timeout and its Idempotency-Key (derived
// from the operation, the activity and its arguments, as for a normal activity: see
// worker/src/activity-calls.ts), so a replay after a worker crash repeats no effect. What
// changes: the progress copied into the memo, and a cancel request, reach the operation when the
// workflow task ends or heartbeats, not at every step. Long work (the bulk chunks, which
// heartbeat) stays on normal activities (core/bulk.ts).
import { patched, proxyActivities, proxyLocalActivities, type ActivityOptions } from '@temporalio/workflow';

/**
 * The workflow task timeout every operation is started with. While steps run as local
 * activities, the worker reports the task's commands so far (the progress in the memo) and
 * learns of a cancel request each time 80 % of it has passed: with 2 s, a slow step's progress
 * and a cancel reach the operation within about 1.6 s. A worker that dies mid-task is replaced
 * after as long. (Temporal's default is 10 s.)
 */
export const OPERATION_WORKFLOW_TASK_TIMEOUT = '2 seconds';

/** Marks the runs whose steps are local activities; older runs replay their normal activities. */
export const STEPS_AS_LOCAL_ACTIVITIES = 'steps-as-local-activities';

type Activities<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

export function stepActivities<T>(options: ActivityOptions): Activities<T> {
  const { startToCloseTimeout, retry } = options;
  const local = proxyLocalActivities<Record<string, (...args: unknown[]) => Promise<unknown>>>({
    startToCloseTimeout,
    retry,
  });
  const remote = proxyActivities<Record<string, (...args: unknown[]) => Promise<unknown>>>(options);
  return new Proxy({} as Activities<T>, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      // patched() answers the same for the whole run, whenever it is first asked.
      return (...args: unknown[]) =>
        patched(STEPS_AS_LOCAL_ACTIVITIES) ? local[name]!(...args) : remote[name]!(...args);
    },
  });
}
