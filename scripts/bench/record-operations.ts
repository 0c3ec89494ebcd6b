// Records many "add a user" operations in Temporal for the operations-list benchmark, with the
// memo (final progress included, encrypted by the console's codec) and the search attributes
// (pseudonyms where personal) that the api gives every operation: what the list and the export
// read from Temporal's visibility. 96% completed, 3% failed at a step, 1% still running, spread
// over 5,000 subscribers, 12 staff accounts and the three sources.
//
// Two ways to close them, with the same visibility rows:
// - 'worker': the client starts each eagerly and a Temporal worker in this process runs a
//   benchmark-only workflow (noop-workflows.ts) that ends it with the progress it is given.
// - 'direct' (default): each start asks for its first workflow task in the answer (eager start),
//   and this process answers that task itself with the command that completes or fails the run,
//   without the SDK's workflow sandbox. Profiled at 1,000 operations on the 2-core machine, the
//   worker's activation cost this process more CPU per operation than Temporal's own work; see
//   docs/performance.md ("Recording 100,000 operations").
// The running ones go to a task queue no worker polls either way.
import { createHash, randomBytes } from 'node:crypto';
import { ApplicationFailure, type LoadedDataConverter } from '@temporalio/common';
import { encodeErrorToFailure, encodeToPayloads } from '@temporalio/common/lib/internal-non-workflow';
import proto, { type temporal } from '@temporalio/proto';
import type { Client } from '@temporalio/client';
import {
  indexedSearchAttributes,
  initialProgress,
  subscriberAddUserSteps,
  type OperationMemo,
  type Pseudonymize,
} from '../../workflows/src/index';
import { indexedTarget } from '../../workflows/src/operations/indexed-values';
import { OPERATION_FAILED_TYPE } from '../../workflows/src/core/step-runner';

export const NO_WORKER_QUEUE = 'bench-sin-worker';
export const BENCH_QUEUE = 'bench-operaciones';
export type RecordMode = 'direct' | 'worker' | 'start';

const ACTORS = [
  'admin@consola.test',
  'soporte@consola.test',
  'guardia@consola.test',
  ...Array.from({ length: 9 }, (_, i) => `operador${i + 1}@consola.test`),
];
const SOURCES = ['ui', 'api', 'cli'] as const;

type Kind = 'completed' | 'failed' | 'running';

export const kindOf = (n: number): Kind => (n % 100 < 96 ? 'completed' : n % 100 < 99 ? 'failed' : 'running');

type Progress = ReturnType<typeof initialProgress>;

/** The final progress of a completed operation, or of one whose invitation step ran out of retries. */
function finalProgress(kind: Kind, startedAt: string): Progress {
  const progress = initialProgress(subscriberAddUserSteps);
  if (kind === 'running') return progress;
  for (const step of progress.steps) {
    if (kind === 'failed' && step.key === 'assignUser') break;
    step.startedAt = startedAt;
    step.finishedAt = startedAt;
    step.attempts = 1;
    step.status = 'done';
    if (kind === 'failed' && step.key === 'sendInvite') {
      step.status = 'failed';
      step.attempts = 5;
      step.error = 'invites /createOrgStaffRegistrationUserInvite → 503: Service Unavailable';
      step.attemptErrors = [1, 2, 3, 4, 5].map((attempt) => ({
        attempt,
        at: startedAt,
        message: step.error!,
      }));
    }
  }
  if (kind === 'failed')
    progress.error = { code: 'STEP_FAILED', message: 'Ocurrió un error. Intente nuevamente' };
  else progress.result = { message: 'Usuario agregado con éxito.' };
  return progress;
}

export function memoFor(n: number): OperationMemo & { progress: Progress } {
  const target = String(200_000 + (n % 5_000));
  const input = {
    subscriberNumber: target,
    email: `bench.${n}@demo.com.ar`,
    firstName: 'Carga',
    lastName: `Número ${n}`,
    userTypeCode: 'ORG-STAFF',
  };
  return {
    type: 'subscriber.addUser',
    target,
    actor: ACTORS[n % ACTORS.length]!,
    source: SOURCES[n % SOURCES.length]!,
    reason: null,
    input,
    inputHash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
    // What the api records for an "add a user": the subscriber and the e-mail (timelines).
    related: [`subscriber:${target}`, `email:${input.email}`],
    progress: finalProgress(kindOf(n), new Date().toISOString()),
  };
}

/** The run's id as the api makes it: type, the target as indexed, a random suffix. */
function workflowIdFor(memo: OperationMemo, n: number, pseudonymize: Pseudonymize): string {
  const target = indexedTarget(memo.type, memo.target, pseudonymize).replace(/[^A-Za-z0-9@._-]/g, '_');
  return `${memo.type}/${target}/b${n.toString(36)}${randomBytes(2).toString('hex')}`;
}

const { CommandType } = proto.temporal.api.enums.v1;

/** The command a worker running noop-workflows.ts would answer the first workflow task with. */
async function closingCommand(
  converter: LoadedDataConverter,
  progress: Progress,
): Promise<temporal.api.command.v1.ICommand> {
  if (!progress.error) {
    return {
      commandType: CommandType.COMMAND_TYPE_COMPLETE_WORKFLOW_EXECUTION,
      completeWorkflowExecutionCommandAttributes: {
        result: { payloads: await encodeToPayloads(converter, progress) },
      },
    };
  }
  const failure = ApplicationFailure.create({
    type: OPERATION_FAILED_TYPE,
    message: progress.error.message,
    nonRetryable: true,
    details: [progress],
  });
  return {
    commandType: CommandType.COMMAND_TYPE_FAIL_WORKFLOW_EXECUTION,
    failWorkflowExecutionCommandAttributes: { failure: await encodeErrorToFailure(converter, failure) },
  };
}

export interface RecordOptions {
  client: Client;
  pseudonymize: Pseudonymize;
  from: number;
  to: number;
  concurrency: number;
  mode: RecordMode;
  /** Progress lines (default: every 10 s to stderr). */
  log?: (message: string) => void;
}

/** Records operations from..to-1; resolves when every start (and, in 'direct', every close) is answered. */
export async function recordOperations(options: RecordOptions): Promise<void> {
  const { client, pseudonymize, from, to, mode } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  // The client's own converter (the console's codec): what client.workflow.start encodes with.
  const converter = (client.workflow as unknown as { dataConverter: LoadedDataConverter }).dataConverter;
  const identity = `bench-operations-list@${process.pid}`;
  let next = from;
  let done = 0;
  const startedAt = Date.now();
  const progress = setInterval(() => {
    const rate = done / ((Date.now() - startedAt) / 1000);
    log(`  ${from + done}/${to} registradas (${rate.toFixed(0)}/s)`);
  }, 10_000);

  const recordOne = async (n: number) => {
    const memo = memoFor(n);
    const running = mode === 'start' || kindOf(n) === 'running';
    const startOptions = {
      taskQueue: running ? NO_WORKER_QUEUE : BENCH_QUEUE,
      workflowId: workflowIdFor(memo, n, pseudonymize),
      args: [{ progress: memo.progress }],
      memo: memo as unknown as Record<string, unknown>,
      typedSearchAttributes: indexedSearchAttributes(memo, pseudonymize),
    };
    if (mode === 'worker') {
      // The worker is in this process: the first task comes back with the start.
      await client.workflow.start('subscriberAddUser', { ...startOptions, requestEagerStart: !running });
      return;
    }
    // The request client.workflow.start sends (memo through the codec, search attributes encoded).
    const request = await (
      client.workflow as unknown as {
        createStartWorkflowRequest(
          input: unknown,
        ): Promise<temporal.api.workflowservice.v1.IStartWorkflowExecutionRequest>;
      }
    ).createStartWorkflowRequest({ workflowType: 'subscriberAddUser', options: startOptions, headers: {} });
    const answer = await client.workflowService.startWorkflowExecution({
      ...request,
      identity,
      requestEagerExecution: !running,
    });
    if (running) return;
    const task = answer.eagerWorkflowTask;
    if (!task?.taskToken)
      throw new Error(`${startOptions.workflowId}: el inicio no devolvió su tarea (eager start)`);
    await client.workflowService.respondWorkflowTaskCompleted({
      namespace: client.options.namespace,
      taskToken: task.taskToken,
      identity,
      commands: [await closingCommand(converter, memo.progress)],
    });
  };

  const lane = async () => {
    for (;;) {
      const n = next++;
      if (n >= to) return;
      await recordOne(n);
      done += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, lane));
  } finally {
    clearInterval(progress);
  }
}
