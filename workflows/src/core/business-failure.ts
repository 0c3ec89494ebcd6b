// Business rejections: activities throw them as non-retryable ApplicationFailures whose
// details carry a stable code and the spec's Spanish text.
import { ApplicationFailure } from '@temporalio/common';
import { applicationFailureOf } from './failure-causes';

export const BUSINESS_FAILURE_TYPE = 'BusinessRule';

export interface BusinessRejection {
  code: string;
  message: string;
}

export function businessFailure(code: string, message: string): ApplicationFailure {
  return ApplicationFailure.create({
    type: BUSINESS_FAILURE_TYPE,
    message,
    nonRetryable: true,
    details: [{ code, message } satisfies BusinessRejection],
  });
}

export function asBusinessRejection(error: unknown): BusinessRejection | undefined {
  const failure = applicationFailureOf(error, BUSINESS_FAILURE_TYPE);
  if (!failure) return undefined;
  return (
    (failure.details?.[0] as BusinessRejection | undefined) ?? {
      code: 'BUSINESS_RULE',
      message: failure.message,
    }
  );
}
