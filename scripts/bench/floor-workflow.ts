// The workflow scripts/bench-temporal-floor.ts runs: a given number of steps, each an activity
// that does nothing, so what the run costs is Temporal's and the worker's own share of a step.
import { proxyActivities } from '@temporalio/workflow';

const { step } = proxyActivities<{ step(index: number): Promise<number> }>({
  startToCloseTimeout: '30s',
});

export async function emptySteps(steps: number): Promise<void> {
  for (let index = 0; index < steps; index++) await step(index);
}
