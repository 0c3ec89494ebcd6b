// Runs one operation workflow to its end in tests and answers its progress, completed or not.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  OPERATION_CANCELLED_CODE,
  TASK_QUEUE,
  type OperationActor,
  type OperationEnvelope,
  type OperationProgress,
  type StepRetryPolicy,
} from '@cgi/workflows';
import { WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { OperationsTestEnv } from './operations-env';

export interface OperationOutcome {
  ok: boolean;
  id: string;
  progress: OperationProgress;
}

export async function runOperation(
  env: OperationsTestEnv,
  options: {
    type: string;
    workflowType: string;
    target: string;
    input: unknown;
    actor: OperationActor;
    /** A retry: the id of the run it continues (its own id is `<that id>-r1`). */
    resumeFrom?: string;
    retry?: StepRetryPolicy;
  },
): Promise<OperationOutcome> {
  const id = options.resumeFrom
    ? `${options.resumeFrom}-r1`
    : `${options.type}/${options.target}/${randomUUID().slice(0, 8)}`;
  const envelope: OperationEnvelope<unknown> = {
    input: options.input,
    actor: options.actor,
    source: 'api',
    ...(options.resumeFrom ? { resumeFrom: options.resumeFrom } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
  };
  const handle = await env.temporal.client.workflow.start(options.workflowType, {
    taskQueue: TASK_QUEUE,
    workflowId: id,
    args: [envelope],
  });
  let outcome: OperationOutcome;
  try {
    outcome = { ok: true, id, progress: (await handle.result()) as OperationProgress };
  } catch (error) {
    if (!(error instanceof WorkflowFailedError && error.cause instanceof ApplicationFailure)) throw error;
    outcome = { ok: false, id, progress: error.cause.details?.[0] as OperationProgress };
  }
  await expectMemoOfEnd(handle, outcome.progress);
  await expectLogOfEnd(env, outcome);
  return outcome;
}

/**
 * The event log is written in batches (core/step-runner.ts): whatever the ending, the lines
 * waiting when the operation ended were written, so its last line is the one the end wrote.
 */
async function expectLogOfEnd(env: OperationsTestEnv, outcome: OperationOutcome): Promise<void> {
  const lines = (await env.platform.eventLog.ofTransaction(outcome.id)).map((entry) => entry.eventText);
  const last = lines.at(-1) ?? '';
  const failedStep = outcome.progress.steps.find((step) => step.status === 'failed');
  const ending = outcome.ok
    ? 'Operación completada'
    : outcome.progress.error?.code === OPERATION_CANCELLED_CODE
      ? outcome.progress.error.message
      : `${failedStep?.label}:`;
  if (!last.startsWith(ending)) {
    throw new Error(`${outcome.id}: the event log ends with "${last}", not with "${ending}…"`);
  }
}

/**
 * What every operation promises its readers (the api reads the memo, never the worker): the
 * memo's last copy is the progress the operation ended with, and the memo is written no more
 * often than workflow tasks complete (a task's changes reach Temporal together: one copy).
 */
async function expectMemoOfEnd(handle: WorkflowHandle, progress: OperationProgress): Promise<void> {
  const { memo } = await handle.describe();
  if (!isDeepStrictEqual((memo as { progress?: unknown } | undefined)?.progress, progress)) {
    throw new Error(`${handle.workflowId}: the memo's progress is not the one the operation ended with`);
  }
  const { events } = await handle.fetchHistory();
  const count = (key: keyof NonNullable<typeof events>[number]) =>
    (events ?? []).filter((e) => e[key]).length;
  const writes = count('workflowPropertiesModifiedEventAttributes');
  const tasks = count('workflowTaskCompletedEventAttributes');
  if (writes > tasks) {
    throw new Error(
      `${handle.workflowId}: ${writes} memo writes in ${tasks} workflow tasks (at most one each)`,
    );
  }
}

export const stepStatuses = (progress: OperationProgress) =>
  Object.fromEntries(progress.steps.map((step) => [step.key, step.status]));

/** Arms the platform's fault hook: the next `times` calls to `path` answer `status`. */
export async function injectFault(env: OperationsTestEnv, path: string, status: number, times: number) {
  const response = await fetch(`${env.platformUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, status, times }),
  });
  if (!response.ok) throw new Error(`POST /__faults: HTTP ${response.status}`);
}
