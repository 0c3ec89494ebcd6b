// Runs an operation's steps in order inside a workflow. Retries transient failures at the
// workflow level (not in the activity's own retry policy) so every attempt, its error and
// its time are visible in the progress query and the Temporal history.
//
// Two more duties:
// - Resume: a retry passes the final progress of the run it continues; a step that was done
//   there is not run again, its recorded value is returned instead.
// - Cancel: a step in flight always finishes (it runs in a non-cancellable scope), then the
//   runner stops at the next step boundary, marks what did not run and ends the workflow as
//   cancelled, so the progress says exactly which steps took effect.
import {
  ApplicationFailure,
  CancellationScope,
  CancelledFailure,
  condition,
  isCancellation,
  sleep,
  upsertMemo,
  workflowInfo,
} from '@temporalio/workflow';
import { patchedSince } from './patches';
import { messages } from '../messages';
import { asBusinessRejection } from './business-failure';
import { DEFAULT_STEP_RETRY, EVENT_LOG_BATCH_LINES } from './history-shape';
import { causesOf, describeError } from './failure-causes';
import { staffErrorText } from './staff-error-text';
import { upsertRelatedEntities } from './related-entities';
import type { StepRetryPolicy } from './operation-context';
import type { ItemState, OperationOutcomeError, OperationProgress, StepState } from './progress';

export const OPERATION_FAILED_TYPE = 'OperationFailed';
export const OPERATION_CANCELLED_CODE = 'CANCELLED';

export type RetryPolicy = StepRetryPolicy;

export const defaultStepRetry: RetryPolicy = DEFAULT_STEP_RETRY;

/** The run a retry continues: its id and its final progress. */
export interface ResumeSource {
  operationId: string;
  progress: OperationProgress;
}

export interface StepRunnerOptions {
  retry?: RetryPolicy | null;
  /** Spec text shown when a step fails for a reason that is not a business rule. */
  genericFailure: OperationOutcomeError;
  /** Event-log writer; its failures must never fail the operation. */
  logEvent: (eventText: string) => Promise<void>;
  /** Writer of several lines in order; with it, lines are written in batches (EVENT_LOG_BATCHED). */
  logEvents?: (eventTexts: string[]) => Promise<void>;
  resume?: ResumeSource | null;
}

/** What processing one element of a bulk operation came to. */
export interface ItemOutcome {
  status: 'done' | 'skipped' | 'failed';
  note?: string;
  error?: string;
  operationId?: string;
}

/**
 * Marks the runs that end a step at its first permanent failure (older runs retried every
 * failure, and replay must make the same decisions they made).
 */
export const PERMANENT_FAILURES_END_STEP = 'permanent-failures-end-step';

/**
 * Marks the runs that copy their progress into the memo once per workflow task instead of at
 * every change (older runs upserted at each change, and replay must issue the same commands).
 */
export const PROGRESS_MEMO_ONCE_PER_TASK = 'progress-memo-once-per-task';

/**
 * Marks the runs that write their event-log lines in batches instead of one local activity per
 * line (older runs wrote each line as it came, and replay must issue the same commands).
 *
 * Why: a local activity keeps its workflow task open until it returns, so the line of each step
 * held the next step back by one platform write and one more activation (17-42 ms per step, the
 * worker's largest cost per operation). The lines now wait in the workflow's state, which a
 * worker crash replays, and are written when the operation ends, before a retry's wait, before
 * a long bulk step, and whenever EVENT_LOG_BATCH_LINES are waiting: the log a support engineer
 * reads is complete whenever the operation is waiting or done. The live steps are in the memo.
 */
export const EVENT_LOG_BATCHED = 'event-log-batched';

/** A failure the activity said will not change on a retry (a service's 4xx refusal, say). */
function isPermanent(error: unknown): boolean {
  return causesOf(error).some((cause) => cause instanceof ApplicationFailure && cause.nonRetryable);
}

export const PROGRESS_MEMO_KEY = 'progress';

/** The keys of a list of steps (an area's `...Steps`, declared `as const`). */
export type StepKey<TSteps extends readonly { key: string }[]> = TSteps[number]['key'];

/**
 * Typed by the keys of its operation's steps: a key that is not one of them fails the type
 * check instead of the run (`new StepRunner` alone takes any key: a legacy run's).
 */
export class StepRunner<K extends string = string> {
  private readonly retry: RetryPolicy;
  /** Event-log writes run in order, beside the steps rather than in front of them. */
  private logChain: Promise<void> = Promise.resolve();
  /** Lines not written yet (batched runs only). */
  private pendingLines: string[] = [];
  private readonly batchLines: boolean;

  /** Set when the progress changed since the memo was last written (coalesced runs). */
  private changed = false;
  private readonly coalesce: boolean;

  constructor(
    readonly progress: OperationProgress,
    private readonly options: StepRunnerOptions,
  ) {
    this.retry = options.retry ?? defaultStepRetry;
    this.coalesce = patchedSince(PROGRESS_MEMO_ONCE_PER_TASK);
    this.batchLines = options.logEvents !== undefined && patchedSince(EVENT_LOG_BATCHED);
    // Outside cancellation: a cancelled operation's last state is written too.
    if (this.coalesce) void CancellationScope.nonCancellable(() => this.writeMemoAtTaskEnd());
    if (options.resume) this.log(messages.retryLogLine(options.resume.operationId));
    this.publish();
  }

  /**
   * Copies the progress into the workflow's memo, so readers (api, SSE, lists) get it from
   * Temporal's own store without sending a query to a worker. A step ending and the next one
   * starting happen in one workflow task, and its memo changes reach Temporal together: only
   * the last copy is ever seen, so the copy is written once, when the task's code has settled.
   */
  publish(): void {
    if (this.coalesce) this.changed = true;
    else this.writeMemo();
  }

  private writeMemo(): void {
    this.changed = false;
    this.publishedAt = Date.now();
    const related = this.relatedToWrite;
    this.relatedToWrite = null;
    upsertMemo({ [PROGRESS_MEMO_KEY]: this.progress, ...(related ? { related } : {}) });
  }

  /** The related entities the memo does not have yet (written with the next progress copy). */
  private relatedToWrite: string[] | null = null;

  /**
   * Lists the operation under entities it learned while running (the user it created): the
   * search attribute at once, the memo's copy, which a retry starts from, with the next write.
   */
  addRelated(keys: string[]): void {
    const related = upsertRelatedEntities(keys);
    if (!related) return;
    this.relatedToWrite = related;
    this.publish();
  }

  /**
   * Conditions are checked once the workflow task's code has run to its next await, so this
   * writes the memo after the task's last change. When that change ended the workflow, the
   * write follows the end, and the bundle's memo-before-end interceptor moves it in front.
   */
  private async writeMemoAtTaskEnd(): Promise<never> {
    for (;;) {
      await condition(() => this.changed);
      this.writeMemo();
    }
  }

  /** Workflow time of the last publish (constant within one activation). */
  private publishedAt = -1;

  /**
   * Publishes unless this activation already did: many elements finishing together would
   * otherwise put one memo copy each into a single workflow task completion, and a few dozen
   * copies of a large bulk progress exceed the 4 MB a completion may carry. The step's own
   * publish at its end always runs, so the last state is never lost.
   */
  private publishOncePerActivation(): void {
    if (this.coalesce) this.changed = true;
    else if (Date.now() !== this.publishedAt) this.publish();
  }

  step(key: K): StepState {
    const found = this.progress.steps.find((s) => s.key === key);
    if (!found) throw new Error(`Paso desconocido: ${key}`);
    return found;
  }

  async skip(key: K, note: string): Promise<void> {
    await this.stopIfCancelled();
    const step = this.step(key);
    step.status = 'skipped';
    step.note = note;
    step.finishedAt = new Date().toISOString();
    this.publish();
    this.log(`${step.label}: omitido (${note})`);
  }

  /** Runs one step; a business rejection or exhausted retries fail the whole operation. */
  async run<T>(key: K, action: () => Promise<T>): Promise<T> {
    await this.stopIfCancelled();
    const step = this.step(key);
    const earlier = this.earlierStep(key);
    if (earlier && this.options.resume) {
      const from = earlier.resumedFrom ?? this.options.resume.operationId;
      step.status = 'done';
      step.startedAt = earlier.startedAt;
      step.finishedAt = earlier.finishedAt;
      step.value = earlier.value;
      step.resumedFrom = from;
      step.note = messages.stepResumed(from);
      this.publish();
      this.log(`${step.label}: ${messages.stepResumed(from)}`);
      return earlier.value as T;
    }
    step.status = 'running';
    step.startedAt ??= new Date().toISOString();
    this.publish();
    for (;;) {
      step.attempts += 1;
      try {
        // A cancellation request never interrupts a call in flight: its effect is recorded first.
        const value = await CancellationScope.nonCancellable(async () => action());
        step.status = 'done';
        step.error = undefined;
        step.value = value === undefined ? null : value;
        step.finishedAt = new Date().toISOString();
        this.publish();
        this.log(`${step.label}: completado (intentos: ${step.attempts})`);
        return value;
      } catch (error) {
        const rejection = asBusinessRejection(error);
        // Staff read it in Spanish; the engine's words stay in Temporal's history.
        const detail = staffErrorText(describeError(error));
        step.error = detail;
        step.attemptErrors.push({ attempt: step.attempts, at: new Date().toISOString(), message: detail });
        if (rejection) {
          await this.fail(step, rejection, `rechazado: ${rejection.message}`);
        }
        if (isPermanent(error) && patchedSince(PERMANENT_FAILURES_END_STEP)) {
          await this.fail(step, this.options.genericFailure, `rechazado por el servicio: ${detail}`);
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
        this.flushLog();
        try {
          await sleep(backoff);
        } catch (sleepError) {
          if (!isCancellation(sleepError)) throw sleepError;
          step.status = 'failed';
          step.note = messages.stepCancelledWhileWaiting;
          step.finishedAt = new Date().toISOString();
          await this.stopCancelled();
        }
      }
    }
  }

  /**
   * Processes the elements of a bulk operation (progress.items) a few at a time: each ends
   * done, skipped or failed with its error. Elements done or skipped in the run this one
   * resumes are kept as they were. Any failed element fails the operation, so it can be
   * retried, and the retry processes only the failed ones.
   */
  async runItems(
    key: K,
    work: (item: ItemState) => Promise<ItemOutcome>,
    options: {
      concurrency: number;
      failure: (failed: number, total: number) => OperationOutcomeError;
      /**
       * Publish the progress every this many finished elements instead of at every change (the
       * memo holds every element, and each publish is a history event: hundreds of elements
       * published one by one outgrow the history).
       */
      publishEvery?: number;
      /**
       * Write one event-log line per element (default) or one summary line for the step: the
       * log is written in order, one call after another, which hundreds of elements would make
       * the slowest part of the operation. The elements' results stay in the progress.
       */
      logEachItem?: boolean;
    },
  ): Promise<void> {
    await this.stopIfCancelled();
    const step = this.step(key);
    const items = this.progress.items ?? [];
    const earlierItems = this.options.resume?.progress.items ?? [];
    for (const item of items) {
      const earlier = earlierItems.find((e) => e.key === item.key);
      if (earlier && (earlier.status === 'done' || earlier.status === 'skipped')) {
        Object.assign(item, earlier, {
          resumedFrom: earlier.resumedFrom ?? this.options.resume?.operationId,
        });
      }
    }
    step.status = 'running';
    step.startedAt ??= new Date().toISOString();
    step.attempts += 1;
    this.publish();
    this.flushLog();

    const queue = items.filter((item) => item.status === 'pending');
    const publishEvery = Math.max(1, options.publishEvery ?? 1);
    let finished = 0;
    const worker = async () => {
      for (;;) {
        if (CancellationScope.current().consideredCancelled) return;
        const item = queue.shift();
        if (!item) return;
        item.status = 'running';
        item.startedAt = new Date().toISOString();
        if (publishEvery === 1) this.publishOncePerActivation();
        let outcome: ItemOutcome;
        try {
          outcome = await CancellationScope.nonCancellable(() => work(item));
        } catch (error) {
          outcome = { status: 'failed', error: describeError(error) };
        }
        item.status = outcome.status;
        item.finishedAt = new Date().toISOString();
        if (outcome.note) item.note = outcome.note;
        if (outcome.error) item.error = outcome.error;
        if (outcome.operationId) item.operationId = outcome.operationId;
        finished += 1;
        if (finished % publishEvery === 0 || queue.length === 0) this.publishOncePerActivation();
        if (options.logEachItem !== false) {
          this.log(
            `${item.label}: ${outcome.status}${outcome.error ? ` (${outcome.error})` : outcome.note ? ` (${outcome.note})` : ''}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
    await this.stopIfCancelled();

    const failed = items.filter((item) => item.status === 'failed').length;
    if (options.logEachItem === false) {
      const count = (status: string) => items.filter((item) => item.status === status).length;
      this.log(
        `${step.label}: ${count('done')} hechos, ${count('skipped')} omitidos, ${failed} fallidos` +
          (failed > 0
            ? ` (${items
                .filter((item) => item.status === 'failed')
                .map((item) => item.label)
                .join('; ')})`
            : ''),
      );
    }
    if (failed > 0) {
      step.error = options.failure(failed, items.length).message;
      await this.fail(step, options.failure(failed, items.length), step.error);
    }
    step.status = 'done';
    step.finishedAt = new Date().toISOString();
    this.publish();
    this.log(`${step.label}: completado`);
  }

  /**
   * Runs a bulk step whose elements live outside the workflow (core/bulk.ts): `action` reports
   * the counts as chunks finish (published at most once per activation) and answers the final
   * ones; `failure` says whether they fail the operation (and with which text), so the step
   * never stays running; a retry then works on the elements not settled only.
   * Cancellable: a cancel reaches the chunks in flight, which stop at their next element.
   */
  async runCounted(
    key: K,
    action: (
      report: (counts: NonNullable<StepState['counts']>) => void,
    ) => Promise<NonNullable<StepState['counts']>>,
    /** The operation's failure for these counts, or null when they are an acceptable end. */
    failure: (counts: NonNullable<StepState['counts']>) => OperationOutcomeError | null,
    /** The counts as they stand, read when the step is cancelled (what took effect, exactly). */
    latest?: () => Promise<NonNullable<StepState['counts']>>,
  ): Promise<NonNullable<StepState['counts']>> {
    await this.stopIfCancelled();
    const step = this.step(key);
    step.status = 'running';
    step.startedAt ??= new Date().toISOString();
    step.attempts += 1;
    this.publish();
    this.flushLog();
    let counts: NonNullable<StepState['counts']>;
    try {
      counts = await action((latest) => {
        step.counts = latest;
        this.publishOncePerActivation();
      });
    } catch (error) {
      if (isCancellation(error)) {
        if (latest) {
          step.counts = await CancellationScope.nonCancellable(latest).catch(() => step.counts);
        }
        await this.stopCancelled();
      }
      // Staff read it in Spanish; the engine's words stay in Temporal's history.
      const detail = staffErrorText(describeError(error));
      step.error = detail;
      step.attemptErrors.push({ attempt: step.attempts, at: new Date().toISOString(), message: detail });
      await this.fail(step, this.options.genericFailure, `falló: ${detail}`);
    }
    step.counts = counts!;
    this.log(
      `${step.label}: ${counts!.done} hechos, ${counts!.skipped} omitidos, ${counts!.failed} fallidos` +
        (counts!.pending > 0 ? `, ${counts!.pending} sin procesar` : ''),
    );
    const outcome = failure(counts!);
    if (outcome) {
      step.error = outcome.message;
      await this.fail(step, outcome, outcome.message);
    }
    step.status = 'done';
    step.finishedAt = new Date().toISOString();
    this.publish();
    return counts!;
  }

  /** Marks the operation completed with its result text. */
  async complete(result: OperationProgress['result']): Promise<OperationProgress> {
    this.progress.result = result;
    this.publish();
    this.log(`Operación completada: ${result?.message ?? ''}`);
    this.flushLog();
    await this.logChain;
    return this.progress;
  }

  /** Writes one line of the operation's audit trail (the approval's requests and decisions). */
  note(eventText: string): void {
    this.log(eventText);
    this.flushLog();
  }

  /**
   * Ends the operation before any step ran (rejected or expired approval): every step skipped
   * with why, the outcome as its error, and no effect anywhere.
   */
  async endWithoutEffect(
    outcome: OperationOutcomeError,
    stepNote: string,
    logText: string = outcome.message,
  ): Promise<never> {
    for (const step of this.progress.steps) {
      if (step.status === 'pending') {
        step.status = 'skipped';
        step.note = stepNote;
      }
    }
    this.progress.error = outcome;
    this.publish();
    this.log(logText);
    this.flushLog();
    await this.logChain;
    throw ApplicationFailure.create({
      type: OPERATION_FAILED_TYPE,
      message: outcome.message,
      nonRetryable: true,
      details: [this.progress],
    });
  }

  private earlierStep(key: string): StepState | undefined {
    const earlier = this.options.resume?.progress.steps.find((s) => s.key === key);
    return earlier?.status === 'done' && 'value' in earlier ? earlier : undefined;
  }

  private async stopIfCancelled(): Promise<void> {
    if (CancellationScope.current().consideredCancelled) await this.stopCancelled();
  }

  /** Ends a run cancelled before its first step (an approval request withdrawn), saying why. */
  async cancelBeforeSteps(message: string): Promise<never> {
    return this.stopCancelled(message);
  }

  /** Ends the operation as cancelled, saying which steps and elements did not run. */
  private async stopCancelled(message: string = messages.operationCancelled): Promise<never> {
    for (const step of this.progress.steps) {
      if (step.status === 'pending') {
        step.status = 'skipped';
        step.note = messages.stepNotRunCancelled;
      } else if (step.status === 'running') {
        // A bulk step stopped half-way: its elements say which took effect.
        step.status = 'failed';
        step.note = messages.stepInterrupted;
        step.finishedAt = new Date().toISOString();
      }
    }
    for (const item of this.progress.items ?? []) {
      if (item.status === 'pending') {
        item.status = 'skipped';
        item.note = messages.bulkItemNotProcessed;
      }
    }
    this.progress.error = { code: OPERATION_CANCELLED_CODE, message };
    this.publish();
    this.log(message);
    this.flushLog();
    await this.logChain;
    throw new CancelledFailure(message);
  }

  private async fail(step: StepState, outcome: OperationOutcomeError, logText: string): Promise<never> {
    step.status = 'failed';
    step.finishedAt = new Date().toISOString();
    this.progress.error = outcome;
    this.publish();
    this.log(`${step.label}: ${logText}`);
    this.flushLog();
    await this.logChain;
    throw ApplicationFailure.create({
      type: OPERATION_FAILED_TYPE,
      message: outcome.message,
      nonRetryable: true,
      details: [this.progress],
    });
  }

  private log(eventText: string): void {
    if (!this.batchLines) {
      this.write(() => this.options.logEvent(eventText));
      return;
    }
    this.pendingLines.push(eventText);
    if (this.pendingLines.length >= EVENT_LOG_BATCH_LINES) this.flushLog();
  }

  /** Writes the lines waiting, after those already on their way. */
  private flushLog(): void {
    if (this.pendingLines.length === 0) return;
    const lines = this.pendingLines;
    this.pendingLines = [];
    this.write(() => this.options.logEvents!(lines));
  }

  private write(send: () => Promise<void>): void {
    this.logChain = this.logChain.then(() =>
      // Outside cancellation: the audit trail of a cancelled operation is still written.
      CancellationScope.nonCancellable(send).catch(() => {
        // The event log is an audit trail; the spec says its failures are ignored.
      }),
    );
  }
}

export function currentOperationId(): string {
  return workflowInfo().workflowId;
}
