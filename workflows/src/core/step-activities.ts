// The activities of an operation's steps, as a workflow calls them: a write is a normal
// activity (its result is recorded when it completes, so only the step in flight is ever
// repeated); a read on READ_ONLY_STEP_ACTIVITIES is a local activity, which runs inside the
// workflow task and saves the task and the activity round trip a normal one costs (in
// `subscriber.addUser`, 3 of 8 steps). Retries stay the step runner's, one attempt per call.
import {
  patched,
  workflowInfo,
  proxyActivities,
  proxyLocalActivities,
  type ActivityOptions,
  type LocalActivityOptions,
} from '@temporalio/workflow';
import { READ_ONLY_STEP_ACTIVITIES } from './read-only-activities';

/**
 * Marks the runs whose read steps are local activities (older runs scheduled every step as a
 * normal activity, and replay must issue the same commands).
 */
export const READ_STEPS_LOCAL = 'read-steps-local';

/**
 * Local step activities running now, per run (module state is per workflow in the sandbox; the
 * run id keeps it so even if it were not). While one runs, its workflow task stays open, and
 * the step runner holds its memo copy back (core/step-runner.ts): the task ends with one copy.
 */
const localInFlight = new Map<string, number>();

export function localStepsInFlight(): number {
  return localInFlight.get(workflowInfo().runId) ?? 0;
}

async function runLocal<R>(call: () => Promise<R>): Promise<R> {
  const run = workflowInfo().runId;
  localInFlight.set(run, (localInFlight.get(run) ?? 0) + 1);
  try {
    return await call();
  } finally {
    const left = (localInFlight.get(run) ?? 1) - 1;
    if (left > 0) localInFlight.set(run, left);
    else localInFlight.delete(run);
  }
}

export function proxyStepActivities<T extends object>(
  options: ActivityOptions & Pick<LocalActivityOptions, 'startToCloseTimeout'>,
): T {
  const remote = proxyActivities<Record<string, (...args: unknown[]) => Promise<unknown>>>(options);
  const local = proxyLocalActivities<Record<string, (...args: unknown[]) => Promise<unknown>>>({
    startToCloseTimeout: options.startToCloseTimeout,
    retry: { maximumAttempts: 1 },
  });
  return new Proxy({} as T, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      return (...args: unknown[]) =>
        READ_ONLY_STEP_ACTIVITIES.has(name) && patched(READ_STEPS_LOCAL)
          ? runLocal(() => local[name]!(...args))
          : remote[name]!(...args);
    },
  });
}
