// Business rejections decided inside a workflow (not by an activity).
import { ApplicationFailure } from '@temporalio/workflow';
import { BUSINESS_FAILURE_TYPE, type BusinessRejection } from './business-failure';

export function businessFailureInWorkflow(code: string, message: string): ApplicationFailure {
  return ApplicationFailure.create({
    type: BUSINESS_FAILURE_TYPE,
    message,
    nonRetryable: true,
    details: [{ code, message } satisfies BusinessRejection],
  });
}
