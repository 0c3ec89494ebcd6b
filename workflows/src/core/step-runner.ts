// Runs an operation's steps in order inside a workflow. Retries transient failures at the
// workflow level (not in the activity's own retry policy) so every attempt, its error and
// its time are visible in the progress query and the Temporal history.
import { ApplicationFailure, sleep, upsertMemo, workflowInfo } from '@temporalio/workflow';
import { asBusinessRejection } from './business-failure';
import type { OperationOutcomeError, OperationProgress, StepState } from './progress';

export const OPERATION_FAILED_TYPE = 'OperationFailed';

export interface RetryPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export const defaultStepRetry: RetryPolicy = {
  maxAttempts: 5,
  initialBackoffMs: 1_000,
  maxBackoffMs: 15_000,
};

export interface StepRunnerOptions {
  retry?: RetryPolicy;
  /** Spec text shown when a step fails for a reason that is not a business rule. */
  genericFailure: OperationOutcomeError;
  /** Event-log writer; its failures must never fail the operation. */
  logEvent: (eventText: string) => Promise<void>;
}

function describeError(error: unknown): string {
  let current: unknown = error;
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && current.message) message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}

export const PROGRESS_MEMO_KEY = 'progress';

export class StepRunner {
  private readonly retry: RetryPolicy;
  /** Event-log writes run in order, beside the steps rather than in front of them. */
  private logChain: Promise<void> = Promise.resolve();

  constructor(
    readonly progress: OperationProgress,
    private readonly options: StepRunnerOptions,
  ) {
    this.retry = options.retry ?? defaultStepRetry;
    this.publish();
  }

  /**
   * Copies the progress into the workflow's memo, so readers (api, SSE, lists) get it from
   * Temporal's own store without sending a query to a worker.
   */
  publish(): void {
    upsertMemo({ [PROGRESS_MEMO_KEY]: this.progress });
  }

  step(key: string): StepState {
    const found = this.progress.steps.find((s) => s.key === key);
    if (!found) throw new Error(`Paso desconocido: ${key}`);
    return found;
  }

  async skip(key: string, note: string): Promise<void> {
    const step = this.step(key);
    step.status = 'skipped';
    step.note = note;
    step.finishedAt = new Date().toISOString();
    this.publish();
    this.log(`${step.label}: omitido (${note})`);
  }

  /** Runs one step; a business rejection or exhausted retries fail the whole operation. */
  async run<T>(key: string, action: () => Promise<T>): Promise<T> {
    const step = this.step(key);
    step.status = 'running';
    step.startedAt ??= new Date().toISOString();
    this.publish();
    for (;;) {
      step.attempts += 1;
      try {
        const value = await action();
        step.status = 'done';
        step.error = undefined;
        step.finishedAt = new Date().toISOString();
        this.publish();
        this.log(`${step.label}: completado (intentos: ${step.attempts})`);
        return value;
      } catch (error) {
        const rejection = asBusinessRejection(error);
        const detail = describeError(error);
        step.error = detail;
        step.attemptErrors.push({ attempt: step.attempts, at: new Date().toISOString(), message: detail });
        if (rejection) {
          await this.fail(step, rejection, `rechazado: ${rejection.message}`);
        }
        if (step.attempts >= this.retry.maxAttempts) {
          await this.fail(
            step,
            this.options.genericFailure,
            `falló tras ${step.attempts} intentos: ${detail}`,
          );
        }
        this.publish();
        this.log(`${step.label}: intento ${step.attempts} falló (${detail}); se reintenta`);
        const backoff = Math.min(
          this.retry.initialBackoffMs * 2 ** (step.attempts - 1),
          this.retry.maxBackoffMs,
        );
        await sleep(backoff);
      }
    }
  }

  /** Marks the operation completed with its result text. */
  async complete(result: OperationProgress['result']): Promise<OperationProgress> {
    this.progress.result = result;
    this.publish();
    this.log(`Operación completada: ${result?.message ?? ''}`);
    await this.logChain;
    return this.progress;
  }

  private async fail(step: StepState, outcome: OperationOutcomeError, logText: string): Promise<never> {
    step.status = 'failed';
    step.finishedAt = new Date().toISOString();
    this.progress.error = outcome;
    this.publish();
    this.log(`${step.label}: ${logText}`);
    await this.logChain;
    throw ApplicationFailure.create({
      type: OPERATION_FAILED_TYPE,
      message: outcome.message,
      nonRetryable: true,
      details: [this.progress],
    });
  }

  private log(eventText: string): void {
    this.logChain = this.logChain.then(() =>
      this.options.logEvent(eventText).catch(() => {
        // The event log is an audit trail; the spec says its failures are ignored.
      }),
    );
  }
}

export function currentOperationId(): string {
  return workflowInfo().workflowId;
}
