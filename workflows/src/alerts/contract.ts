// What the alert workflows (workflows.ts) ask of the worker's activities (worker/src/alerts), and
// the ids they run under: fixed words and the alert's number, nothing personal.

/** The one evaluator of the namespace (the worker starts it if it is not running). */
export const ALERT_EVALUATOR_ID = 'consola-alertas-evaluador';

/** A delivery's workflow id: one per alert, so a delivery is never started twice. */
export const alertDeliveryId = (alertId: string) => `consola-alerta-${alertId}-envio`;

/** The signal that makes the evaluator look now instead of at its next tick. */
export const EVALUATE_NOW_SIGNAL = 'evaluarAhora';

/** How a webhook delivery retries: backoff from the first interval, doubling up to the maximum. */
export interface DeliveryTiming {
  initialIntervalMs: number;
  maximumIntervalMs: number;
  /** Attempts before the delivery gives up and the alert shows as not delivered. */
  maximumAttempts: number;
}

export interface EvaluationResult {
  /** Alerts whose webhook delivery has not ended: the evaluator starts a delivery for each. */
  deliveries: string[];
  /** When to look again. */
  intervalMs: number;
  delivery: DeliveryTiming;
}

/** A receiver's answer that retrying cannot change (4xx but 408 and 429). */
export const ALERT_DELIVERY_REFUSED = 'ALERT_DELIVERY_REFUSED';
/** The alert or its rule's webhook no longer exists. */
export const ALERT_DELIVERY_GONE = 'ALERT_DELIVERY_GONE';

export interface AlertActivities {
  evaluateAlerts(): Promise<EvaluationResult>;
  /** One attempt at the webhook: resolves when the receiver answered 2xx. */
  deliverAlert(alertId: string): Promise<void>;
  /** The delivery gave up: the alert shows it in the console. */
  giveUpAlertDelivery(alertId: string, error: string): Promise<void>;
}
