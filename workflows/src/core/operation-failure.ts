// What a failed operation (a run that ended with an OperationFailed failure) tells whoever
// awaited it: the api reading a closed run, a retry reading the run it continues, a bulk retry
// reading its children.
import { ApplicationFailure } from '@temporalio/common';
import { causesOf, describeError } from './failure-causes';
import type { OperationProgress } from './progress';
import { OPERATION_FAILED_TYPE } from './step-runner';

/** The final progress an operation's failure carries in its details, when it carries one. */
export function failedOperationProgress(error: unknown): OperationProgress | undefined {
  for (const cause of causesOf(error)) {
    if (cause instanceof ApplicationFailure && cause.type === OPERATION_FAILED_TYPE) {
      const progress = cause.details?.[0] as OperationProgress | undefined;
      if (progress) return progress;
    }
  }
  return undefined;
}

/**
 * "Ocurrió un error. Intente nuevamente (Asignar el usuario al suscriptor: HTTP 503)": the
 * outcome and, when it says more, the failed step and its error. The frozen bulk-retry
 * workflow (bulk-retry/legacy.ts) writes this text into its progress: keep it as it is.
 */
export function operationFailureText(error: unknown): string {
  for (const cause of causesOf(error)) {
    if (cause instanceof ApplicationFailure && cause.type === OPERATION_FAILED_TYPE) {
      const progress = cause.details?.[0] as OperationProgress | undefined;
      const failed = progress?.steps.find((s) => s.status === 'failed');
      const outcome = progress?.error?.message ?? cause.message;
      return failed?.error && failed.error !== outcome
        ? `${outcome} (${failed.label}: ${failed.error})`
        : outcome;
    }
  }
  return describeError(error);
}
