// Business rejections: activities throw them as non-retryable ApplicationFailures whose
// details carry a stable code and the spec's Spanish text.
import { ApplicationFailure } from '@temporalio/common';

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
  let current: unknown = error;
  // Walk ActivityFailure → ApplicationFailure chains.
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof ApplicationFailure && current.type === BUSINESS_FAILURE_TYPE) {
      const detail = current.details?.[0] as BusinessRejection | undefined;
      return detail ?? { code: 'BUSINESS_RULE', message: current.message };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
