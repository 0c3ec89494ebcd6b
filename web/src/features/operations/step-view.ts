// What a step shows, apart from present.ts so the live progress (in the first page's bundle)
// does not bring date-fns along.
import type { Operation, OperationStep } from '../../shared/api/types';

/** A bulk step none of whose elements took effect, though the step itself ran to its end. */
export function allElementsFailed(step: OperationStep): boolean {
  return Boolean(
    step.counts &&
    step.counts.failed > 0 &&
    step.counts.done === 0 &&
    step.counts.failed + step.counts.skipped === step.counts.total,
  );
}

export type StepView = 'pending' | 'running' | 'done' | 'failed' | 'skipped' | 'notRun';

/**
 * What a step shows: a step still pending when the operation failed or was cancelled will not
 * run ('No se ejecutará'), and a bulk step whose every element failed is a failure, not done.
 */
export function stepViewOf(step: OperationStep, operation: Pick<Operation, 'status'>): StepView {
  if (step.status === 'pending' && (operation.status === 'failed' || operation.status === 'cancelled'))
    return 'notRun';
  if (step.status === 'done' && allElementsFailed(step)) return 'failed';
  return step.status;
}
