// Test fixture, never registered by the console's worker: workflows whose failures carry a
// person's data at every level Temporal records one (an activity's failure and its cause, a
// child workflow's failure, the workflow's own failure with details, a failed workflow task), so
// a test can prove the data converter every console worker uses leaves none of it readable.
import { ApplicationFailure, executeChild, proxyActivities, workflowInfo } from '@temporalio/workflow';

export interface FailureLevelsActivities {
  failWithPersonalData(email: string): Promise<void>;
}

const { failWithPersonalData } = proxyActivities<FailureLevelsActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 2, initialInterval: '10 ms' },
});

export async function childFailsWithPersonalData(email: string): Promise<void> {
  try {
    await failWithPersonalData(email);
  } catch (error) {
    throw ApplicationFailure.create({
      message: `El hijo no pudo avisar a ${email}`,
      type: 'ChildFixture',
      nonRetryable: true,
      details: [{ email }],
      cause: error as Error,
    });
  }
}

export async function failsWithPersonalData(email: string): Promise<void> {
  try {
    await failWithPersonalData(email);
  } catch {
    try {
      await executeChild(childFailsWithPersonalData, {
        args: [email],
        workflowId: `${workflowInfo().workflowId}-child`,
      });
    } catch (childFailure) {
      throw ApplicationFailure.create({
        message: `La operación de ${email} falló`,
        type: 'ParentFixture',
        nonRetryable: true,
        details: [{ email }],
        cause: childFailure as Error,
      });
    }
  }
}

/** Not a Temporal failure: the SDK fails the workflow task (and retries it) instead of the workflow. */
export async function workflowTaskFailsWithPersonalData(email: string): Promise<void> {
  throw new TypeError(`La tarea de ${email} no puede seguir`);
}
