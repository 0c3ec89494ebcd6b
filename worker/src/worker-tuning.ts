// How a console worker takes work from Temporal: the same for `npm start`, the container and
// the tests' workers, so the tests run what users run.
import type { WorkerOptions } from '@temporalio/worker';

/**
 * Workflow tasks a worker holds at once while its machine is busy. With the SDK's fixed 40, a
 * worker kept dozens of tasks in flight, and on a busy machine a script's or a person's start
 * call waited behind them inside Temporal: with 300 `subscriber.addUser` by 50 clients, the
 * start call's p95 after the first round was 414-449 ms at 40, 118 ms at 4 and 52 ms at 2, at
 * 3.5-3.7, 3.3 and 2.9 operations/s. The tasks' work runs on the worker's one workflow thread,
 * so more than a few only queue there.
 */
export const DEFAULT_WORKFLOW_TASK_SLOTS = 4;

/** More than this many workflow tasks at once only when the CPU is below it (a fraction). */
const TARGET_CPU_USAGE = 0.7;

/** Above the minimum, up to the SDK's former fixed count. */
const MAXIMUM_WORKFLOW_TASK_SLOTS = 40;

/** The SDK's defaults for the other kinds of task (a bulk chunk holds its activity slot for minutes). */
const SDK_DEFAULT_SLOTS = 100;

/**
 * Workflow task pollers for a worker guaranteed `workflowTaskSlots`: half of them, and at least two
 * (one per queue), so the pollers alone never hold every slot a queue's poller could need.
 */
export const workflowTaskPolls = (workflowTaskSlots: number) =>
  Math.max(2, Math.floor(workflowTaskSlots / 2));

/**
 * The options every worker of the console runs with, the tests' included.
 *
 * A workflow task also holds its slot while its local activities run (the event log's batched
 * write), so a fixed few slots let one slow service stall every operation: 20 workflows each
 * ending in a 2 s local activity took 2.9 s with 40 slots and 14.7 s with 4. Temporal's
 * resource-based supplier hands out `workflowTaskSlots` whatever the load and more only while
 * the machine's CPU is under the target: a saturated machine gets the few slots that keep start
 * calls quick, a worker waiting on a slow service gets more (the same 20 workflows: 3.9 s).
 */
export const consoleWorkerTuning = (workflowTaskSlots = DEFAULT_WORKFLOW_TASK_SLOTS) =>
  ({
    tuner: {
      workflowTaskSlotSupplier: {
        type: 'resource-based',
        minimumSlots: workflowTaskSlots,
        maximumSlots: Math.max(workflowTaskSlots, MAXIMUM_WORKFLOW_TASK_SLOTS),
        tunerOptions: { targetCpuUsage: TARGET_CPU_USAGE, targetMemoryUsage: 0.95 },
      },
      activityTaskSlotSupplier: { type: 'fixed-size', numSlots: SDK_DEFAULT_SLOTS },
      localActivityTaskSlotSupplier: { type: 'fixed-size', numSlots: SDK_DEFAULT_SLOTS },
      nexusTaskSlotSupplier: { type: 'fixed-size', numSlots: SDK_DEFAULT_SLOTS },
    },
    // Pollers hold a slot while they wait, and the SDK's 10 (8 of them on the sticky queue) can
    // take every slot the supplier gives a busy machine: then no poller is left on the normal
    // queue, and a new operation's first task waits until a sticky long poll expires (up to a
    // minute; seen in CI: a worker idle from 15:46:32 took the first task of operations started
    // at 15:47:00 only at 15:47:30). Half the guaranteed slots, as the SDK's guidance puts it, and
    // at least one poller per queue, always leave a slot for the normal queue's poller.
    maxConcurrentWorkflowTaskPolls: workflowTaskPolls(workflowTaskSlots),
    // A bulk chunk learns of a cancel from its heartbeat's answer: sent at least every second, so
    // it stops at its next element soon after the request, not up to half a minute later.
    maxHeartbeatThrottleInterval: '1 second',
  }) satisfies Partial<WorkerOptions>;
