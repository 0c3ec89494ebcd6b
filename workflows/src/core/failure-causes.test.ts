import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { businessFailure, asBusinessRejection } from './business-failure';
import { causesOf, describeError } from './failure-causes';
import { failedOperationProgress, operationFailureText } from './operation-failure';
import type { OperationProgress } from './progress';
import { OPERATION_FAILED_TYPE } from './step-runner';

function wrappedInActivity(cause: Error): ActivityFailure {
  return new ActivityFailure(
    'Activity task failed',
    'assignUser',
    'a1',
    RetryState.NON_RETRYABLE_FAILURE,
    undefined,
    cause,
  );
}

const failedProgress: OperationProgress = {
  steps: [
    {
      key: 'assign',
      label: 'Asignar el usuario al suscriptor',
      status: 'failed',
      attempts: 3,
      error: 'HTTP 503',
    },
  ],
  error: { code: 'STEP_FAILED', message: 'Ocurrió un error. Intente nuevamente' },
} as OperationProgress;

describe('the walk of an error’s causes', () => {
  it('lists the error and its causes, outermost first', () => {
    const inner = new Error('HTTP 503');
    const outer = wrappedInActivity(inner);
    expect(causesOf(outer)).toEqual([outer, inner]);
    expect(causesOf(undefined)).toEqual([]);
  });

  it('stops at five links even when a cause points back at itself', () => {
    const loop = new Error('a') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(causesOf(loop)).toHaveLength(5);
  });

  it('describes an error by its innermost message', () => {
    expect(describeError(wrappedInActivity(new Error('HTTP 503')))).toBe('HTTP 503');
    expect(describeError('texto')).toBe('texto');
  });

  it('finds a business rejection behind the activity failure', () => {
    const rejection = asBusinessRejection(wrappedInActivity(businessFailure('DUPLICATE', 'Ya existe')));
    expect(rejection).toEqual({ code: 'DUPLICATE', message: 'Ya existe' });
    expect(asBusinessRejection(new Error('otro'))).toBeUndefined();
  });

  it('reads a failed operation’s progress and says which step failed', () => {
    const failure = ApplicationFailure.create({
      type: OPERATION_FAILED_TYPE,
      message: 'falló',
      details: [failedProgress],
    });
    const outer = new Error('Workflow execution failed', { cause: failure });
    expect(failedOperationProgress(outer)).toBe(failedProgress);
    expect(operationFailureText(outer)).toBe(
      'Ocurrió un error. Intente nuevamente (Asignar el usuario al suscriptor: HTTP 503)',
    );
    expect(failedOperationProgress(new Error('x'))).toBeUndefined();
    expect(operationFailureText(wrappedInActivity(new Error('HTTP 502')))).toBe('HTTP 502');
  });
});
