import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { expect, it } from 'vitest';
import { businessFailure } from './business-failure';
import { outcomeOf, progressOfEnding } from './outcome-record';
import { initialProgress, type OperationProgress } from './progress';
import { OPERATION_FAILED_TYPE } from './step-runner';

const run = {
  workflowId: 'subscriber.addUser/100001/abc',
  runId: 'run-1',
  startTime: new Date('2026-11-20T12:00:00Z'),
  memo: { type: 'subscriber.addUser', target: '100001', actor: 'ana@consola.test', source: 'ui' as const },
  targetKey: '100001',
};

function failedProgress(): OperationProgress {
  const progress = initialProgress([
    { key: 'check', label: 'Verificar' },
    { key: 'sendInvite', label: 'Enviar la invitación de registro' },
  ]);
  progress.steps[0]!.status = 'done';
  progress.steps[0]!.attempts = 1;
  progress.steps[1]!.status = 'failed';
  progress.steps[1]!.attempts = 5;
  progress.error = { code: 'STEP_FAILED', message: 'Ocurrió un error' };
  return progress;
}

it('a failed run names its failing step, its code, its retries and its duration', () => {
  const error = ApplicationFailure.create({ type: OPERATION_FAILED_TYPE, details: [failedProgress()] });
  const outcome = outcomeOf(run, {
    status: 'failed',
    progress: progressOfEnding(undefined, error),
    error,
    endedAt: new Date('2026-11-20T12:00:16Z'),
  });
  expect(outcome).toMatchObject({
    type: 'subscriber.addUser',
    status: 'failed',
    failedStep: 'sendInvite',
    failedStepLabel: 'Enviar la invitación de registro',
    errorCode: 'STEP_FAILED',
    retries: 4,
    durationMs: 16_000,
    elements: null,
  });
});

it('a run that waited for its time or an approval lasts from its first step, not from its request', () => {
  const progress = failedProgress();
  // Requested at 12:00, scheduled for 13:00: its first step started then, and it failed 16 s later.
  progress.steps[0]!.startedAt = '2026-11-20T13:00:00.000Z';
  progress.steps[1]!.startedAt = '2026-11-20T13:00:05.000Z';
  const error = ApplicationFailure.create({ type: OPERATION_FAILED_TYPE, details: [progress] });
  const outcome = outcomeOf(run, {
    status: 'failed',
    progress: progressOfEnding(undefined, error),
    error,
    endedAt: new Date('2026-11-20T13:00:16Z'),
  });
  expect(outcome.durationMs).toBe(16_000);
  expect(outcome.startedAt).toBe('2026-11-20T12:00:00.000Z');
});

it('a rejection outside the runner keeps its business code; a cancel reads CANCELLED', () => {
  const rejected = businessFailure('SUBSCRIBER_NOT_FOUND', 'No existe');
  expect(
    outcomeOf(run, { status: 'failed', progress: undefined, error: rejected, endedAt: new Date() }).errorCode,
  ).toBe('SUBSCRIBER_NOT_FOUND');
  const cancelled = new CancelledFailure('cancelada');
  const outcome = outcomeOf(run, {
    status: 'cancelled',
    progress: undefined,
    error: cancelled,
    endedAt: new Date(),
  });
  expect(outcome).toMatchObject({ status: 'cancelled', errorCode: 'CANCELLED', failedStep: null });
});

it('a completed bulk run carries its element counts and no error', () => {
  const progress = initialProgress([{ key: 'revoke', label: 'Cerrar las sesiones' }]);
  progress.steps[0]!.status = 'done';
  progress.steps[0]!.attempts = 1;
  progress.steps[0]!.counts = { total: 30, pending: 0, done: 28, skipped: 1, failed: 1 };
  const outcome = outcomeOf(run, {
    status: 'completed',
    progress: progressOfEnding(progress, undefined),
    endedAt: new Date(),
  });
  expect(outcome).toMatchObject({
    status: 'completed',
    errorCode: null,
    failedStep: null,
    retries: 0,
    elements: { total: 30, done: 28, skipped: 1, failed: 1 },
  });
});

it('an approval rejected or expired is recorded as such, not as a failure, and names no failing step', () => {
  for (const [code, status] of [
    ['APPROVAL_REJECTED', 'rejected'],
    ['APPROVAL_EXPIRED', 'expired'],
  ] as const) {
    const progress = initialProgress([{ key: 'deactivate', label: 'Dar de baja' }]);
    progress.error = { code, message: 'Terminó en su aprobación' };
    const error = ApplicationFailure.create({ type: OPERATION_FAILED_TYPE, details: [progress] });
    const outcome = outcomeOf(run, {
      status: 'failed',
      progress: progressOfEnding(undefined, error),
      error,
      endedAt: new Date('2026-11-20T12:00:05Z'),
    });
    expect(outcome).toMatchObject({ status, errorCode: code, failedStep: null, failedStepLabel: null });
  }
  // The same codes on a completed or cancelled run change nothing.
  const cancelled = initialProgress([{ key: 'deactivate', label: 'Dar de baja' }]);
  cancelled.error = { code: 'APPROVAL_REJECTED', message: '' };
  expect(outcomeOf(run, { status: 'cancelled', progress: cancelled, endedAt: new Date() }).status).toBe(
    'cancelled',
  );
});
