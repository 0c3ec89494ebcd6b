// How a console worker takes work from Temporal: the same for `npm start`, the container and
// the tests' workers, so the tests run what users run.
import type { WorkerOptions } from '@temporalio/worker';

/**
 * Workflow tasks a worker holds at once. The SDK's default, 40, lets one worker keep dozens of
 * tasks in flight, and on a busy machine a script's or a person's start call then waits behind
 * them inside Temporal: with 300 `subscriber.addUser` by 50 clients, the start call's p95 after
 * the first round was 414-449 ms at 40, 118 ms at 4 and 52 ms at 2, at 3.5-3.7, 3.3 and 2.9
 * operations/s. A task's work runs on the worker's one workflow thread, so more slots than that
 * only queue; activity slots stay at the SDK's default (bulk chunks hold theirs for minutes).
 */
export const DEFAULT_WORKFLOW_TASK_SLOTS = 4;

/** The options every worker of the console runs with, the tests' included. */
export const consoleWorkerTuning = (workflowTaskSlots = DEFAULT_WORKFLOW_TASK_SLOTS) =>
  ({
    maxConcurrentWorkflowTaskExecutions: workflowTaskSlots,
    // A bulk chunk learns of a cancel from its heartbeat's answer: sent at least every second, so
    // it stops at its next element soon after the request, not up to half a minute later.
    maxHeartbeatThrottleInterval: '1 second',
  }) satisfies Partial<WorkerOptions>;
