// How a console worker takes work from Temporal: the same for `npm start`, the container and
// the tests' workers, so the tests run what users run.
import type { WorkerOptions } from '@temporalio/worker';

/**
 * Workflow tasks a worker holds at once: the SDK's own default, a fixed count.
 *
 * A fixed count, not Temporal's resource-based supplier (used from 2026-11-25 to 2026-11-26,
 * for quicker start calls under load). With that supplier a busy machine got only its
 * guaranteed few slots, and the SDK sizes the balance between its sticky and normal pollers
 * from the cache, not from those slots (sdk-core's WFTPollerShared, see temporalio/sdk-rust#775
 * and #1534): the normal queue's poller could be left without a slot, and a new operation's
 * first task then waited 45 to 60 s, twice in CI (e2e me-instances and me-instance-detail,
 * worker idle meanwhile), once even with the pollers limited to two. With a fixed count the
 * SDK knows the slots and always keeps one for each queue's poller. The cost is the start
 * call's latency under heavy load (docs/performance.md).
 *
 * Enough for a workflow task that holds its slot while its local activities run (the event
 * log's batched write): 20 workflows each ending in a 2 s local activity take 2.9 s with 40
 * slots, 14.7 s with 4.
 */
export const DEFAULT_WORKFLOW_TASK_SLOTS = 40;

/** The options every worker of the console runs with, the tests' included. */
export const consoleWorkerTuning = (workflowTaskSlots = DEFAULT_WORKFLOW_TASK_SLOTS) =>
  ({
    // Its pollers are the SDK's: at most 10, never more than the slots, split by the SDK between
    // the sticky and the normal queue.
    maxConcurrentWorkflowTaskExecutions: workflowTaskSlots,
    // A bulk chunk learns of a cancel from its heartbeat's answer: sent at least every second, so
    // it stops at its next element soon after the request, not up to half a minute later.
    maxHeartbeatThrottleInterval: '1 second',
  }) satisfies Partial<WorkerOptions>;
