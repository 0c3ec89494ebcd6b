// The alerts' durable side (issue 31): one long-running evaluator that looks at the rules every
// interval (a timer; continue-as-new keeps its history short) and starts a delivery workflow for
// each alert with a webhook. A delivery retries with backoff while the receiver is down; each
// alert's delivery has an id of its own, so it is never started twice. The conditions themselves
// are kept in the console's database (worker/src/alerts/evaluate.ts): an evaluation that runs
// again fires nothing twice.
import {
  ApplicationFailure,
  condition,
  continueAsNew,
  defineSignal,
  ParentClosePolicy,
  proxyActivities,
  setHandler,
  startChild,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import {
  ALERT_DELIVERY_GONE,
  ALERT_DELIVERY_REFUSED,
  alertDeliveryId,
  EVALUATE_NOW_SIGNAL,
  type AlertActivities,
  type DeliveryTiming,
} from './contract';

/** Ticks per run before continuing as new (a tick is about ten history events). */
const TICKS_PER_RUN = 200;

const evaluateNow = defineSignal(EVALUATE_NOW_SIGNAL);

const { evaluateAlerts, giveUpAlertDelivery } = proxyActivities<AlertActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function alertEvaluator(options: { ticksPerRun?: number } = {}): Promise<void> {
  const ticks = options.ticksPerRun ?? TICKS_PER_RUN;
  let wake = false;
  setHandler(evaluateNow, () => {
    wake = true;
  });
  const started = new Set<string>();
  for (let tick = 0; tick < ticks; tick++) {
    wake = false;
    const { deliveries, intervalMs, delivery } = await evaluateAlerts();
    for (const alertId of deliveries) {
      if (started.has(alertId)) continue;
      try {
        await startChild(alertDelivery, {
          workflowId: alertDeliveryId(alertId),
          args: [{ alertId, ...delivery }],
          // The delivery outlives this run (continue-as-new) and the evaluator's own end.
          parentClosePolicy: ParentClosePolicy.ABANDON,
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        });
      } catch (error) {
        // Started by an earlier run of the evaluator: it is delivering already, or it did.
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
      started.add(alertId);
    }
    await condition(() => wake, intervalMs);
  }
  await continueAsNew<typeof alertEvaluator>(options);
}

export async function alertDelivery(input: { alertId: string } & DeliveryTiming): Promise<void> {
  const { deliverAlert } = proxyActivities<AlertActivities>({
    startToCloseTimeout: '30 seconds',
    retry: {
      initialInterval: input.initialIntervalMs,
      backoffCoefficient: 2,
      maximumInterval: input.maximumIntervalMs,
      maximumAttempts: input.maximumAttempts,
      nonRetryableErrorTypes: [ALERT_DELIVERY_REFUSED, ALERT_DELIVERY_GONE],
    },
  });
  try {
    await deliverAlert(input.alertId);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof ApplicationFailure ? error.cause : error;
    await giveUpAlertDelivery(input.alertId, cause instanceof Error ? cause.message : String(cause));
  }
}
