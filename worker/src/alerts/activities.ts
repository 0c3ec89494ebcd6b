// The alert workflows' activities (workflows/src/alerts): evaluating every enabled rule against
// the console's database (failures, failure rates) and Temporal's visibility (long runs, long
// waits), and delivering one alert to its rule's webhook (webhook-post.ts: only where the
// destination rules allow, and nothing of the receiver's answer kept but whether it took it).
import type { AlertRule, AlertStore, NewAlert } from '@cgi/console-store';
import { contractOf, type OperationMemo } from '@cgi/workflows';
import {
  ALERT_DELIVERY_GONE,
  ALERT_DELIVERY_REFUSED,
  type AlertActivities,
  type DeliveryTiming,
} from '@cgi/workflows/alerts';
import { log } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import type { Client } from '@temporalio/client';
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { STRICT_WEBHOOK_RULES, type WebhookDestinationRules } from '@cgi/workflows/webhooks';
import { statusQuery, type AlertStatus } from './status-queries';
import { postWebhook } from './webhook-post';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  SIGNATURE_HEADER,
  signatureOf,
  webhookBodyOf,
} from './webhook';

export interface AlertConfig {
  /** How often the evaluator looks (ALERT_EVALUATION_SECONDS). */
  evaluationIntervalMs: number;
  delivery: DeliveryTiming;
  /** The console's secret for webhooks whose rule has none (ALERT_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** The console's address, for the links in webhooks (CONSOLE_PUBLIC_URL). */
  consoleUrl?: string;
  /** Where webhooks may point (ALERT_WEBHOOK_ALLOWED_HOSTS, the console's own services). */
  destinations: WebhookDestinationRules;
  /** The clock the time-based rules read (tests move it forward). */
  now?: () => Date;
}

/** What the alert shows of its delivery, after «No se pudo enviar al webhook: ». */
export const alertDeliveryMessages = {
  notDelivered: 'el receptor no confirmó que la recibió',
  destinationRefused: (why: string) => `la consola no envía a esa dirección. ${why}`,
  noSecret:
    'la regla no tiene un secreto para firmar el webhook y la consola tampoco tiene uno configurado: pídalo a quien administra la consola',
};

export const DEFAULT_ALERT_CONFIG: AlertConfig = {
  destinations: STRICT_WEBHOOK_RULES,
  evaluationIntervalMs: 30_000,
  // 5 s, 10 s, 20 s ... up to 10 minutes between attempts: about 1 h 15 min in all.
  delivery: { initialIntervalMs: 5_000, maximumIntervalMs: 600_000, maximumAttempts: 12 },
};

/** Running or waiting operations one rule reads per evaluation (the oldest alert first next time). */
const VISIBILITY_SCAN = 500;

const labelOf = (type: string) => contractOf(type)?.label ?? type;
const ruleTail = (rule: AlertRule) => ` Regla «${rule.name}».`;

const TIME_FORMAT = new Intl.DateTimeFormat('es-AR', {
  timeZone: CONSOLE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // 00–23: es-AR's default cycle writes 24:14 for a quarter past midnight.
  hourCycle: 'h23',
});

function failedText(
  rule: AlertRule,
  outcome: {
    type: string;
    failedStepLabel: string | null;
    elementsTotal: number | null;
    elementsFailed: number | null;
  },
) {
  const step = outcome.failedStepLabel ? ` en el paso «${outcome.failedStepLabel}»` : '';
  const elements =
    outcome.elementsTotal !== null && outcome.elementsFailed
      ? ` (${outcome.elementsFailed} de ${outcome.elementsTotal} elementos fallaron)`
      : '';
  return `Falló «${labelOf(outcome.type)}»${step}${elements}.${ruleTail(rule)}`;
}

function lingerText(rule: AlertRule, type: string, status: AlertStatus, startedAt: Date) {
  const since = TIME_FORMAT.format(startedAt);
  const what =
    status === 'running'
      ? `lleva más de ${rule.minutes} minutos en curso`
      : status === 'awaitingApproval'
        ? `espera aprobación hace más de ${rule.minutes} minutos`
        : `espera su hora programada hace más de ${rule.minutes} minutos`;
  return `«${labelOf(type)}» ${what} (desde el ${since}).${ruleTail(rule)}`;
}

function rateText(rule: AlertRule, type: string, failed: number, ended: number) {
  const percent = Math.round((failed / ended) * 1000) / 10;
  return (
    `«${labelOf(type)}»: fallaron ${failed} de ${ended} operaciones terminadas en los últimos ` +
    `${rule.minutes} minutos (${percent.toLocaleString('es-AR')} %, umbral ${Number(rule.ratePercent).toLocaleString('es-AR')} %).${ruleTail(rule)}`
  );
}

export function createAlertActivities(deps: {
  store: AlertStore;
  temporal: Client;
  config?: Partial<AlertConfig>;
}): AlertActivities {
  const config = { ...DEFAULT_ALERT_CONFIG, ...deps.config };
  const now = config.now ?? (() => new Date());
  const { store } = deps;

  async function evaluateFailed(rule: AlertRule): Promise<void> {
    for (const outcome of await store.failedSince(rule)) {
      await store.fire(rule, `${outcome.workflowId}/${outcome.runId}`, {
        operationId: outcome.workflowId,
        operationType: outcome.type,
        listFilter: null,
        text: failedText(rule, outcome),
      });
    }
  }

  async function evaluateLinger(rule: AlertRule, status: AlertStatus): Promise<void> {
    if (!rule.minutes) return;
    const query = statusQuery(status, rule.operationType, new Date(now().getTime() - rule.minutes * 60_000));
    const found: { subject: string; alert: NewAlert }[] = [];
    for await (const execution of deps.temporal.workflow.list({ query, pageSize: 200 })) {
      const memo = (execution.memo ?? {}) as Partial<OperationMemo>;
      // A retry a bulk retry started: the bulk is the one to watch, not each of its elements.
      if (memo.viaBulk) continue;
      const type = memo.type ?? execution.searchAttributes?.OperationType?.[0]?.toString() ?? '';
      found.push({
        subject: `${execution.workflowId}/${execution.runId}`,
        alert: {
          operationId: execution.workflowId,
          operationType: type || null,
          listFilter: null,
          text: lingerText(rule, type, status, execution.startTime),
        },
      });
      if (found.length >= VISIBILITY_SCAN) break;
    }
    const fired = await store.firedSubjects(
      rule.id,
      found.map((item) => item.subject),
    );
    for (const item of found) if (!fired.has(item.subject)) await store.fire(rule, item.subject, item.alert);
  }

  async function evaluateRate(rule: AlertRule): Promise<void> {
    if (!rule.minutes || rule.ratePercent === null) return;
    const above = new Set<string>();
    for (const { type, ended, failed } of await store.failureRates(rule.minutes, rule.operationType)) {
      if (ended < (rule.minEnded ?? 1) || (failed / ended) * 100 <= rule.ratePercent) continue;
      const subject = `rate:${type}`;
      above.add(subject);
      await store.fire(rule, subject, {
        operationId: null,
        operationType: type,
        listFilter: { type, status: 'failed' },
        text: rateText(rule, type, failed, ended),
      });
    }
    // Back under the threshold: the next crossing is a new alert.
    for (const subject of await store.openSubjects(rule.id, 'rate:')) {
      if (!above.has(subject)) await store.clearCondition(rule.id, subject);
    }
  }

  return {
    async evaluateAlerts() {
      for (const rule of await store.listRules()) {
        if (!rule.enabled) continue;
        // One rule that cannot be evaluated (a status the namespace does not index yet, such as
        // `scheduled` before its search attribute exists) must not hold back the others.
        try {
          if (rule.kind === 'failed') await evaluateFailed(rule);
          else if (rule.kind === 'runningLong') await evaluateLinger(rule, 'running');
          else if (rule.kind === 'waiting')
            await evaluateLinger(rule, rule.waitingStatus ?? 'awaitingApproval');
          else await evaluateRate(rule);
        } catch (error) {
          log.warn('alerts: a rule could not be evaluated', { ruleId: rule.id, error: String(error) });
        }
      }
      return {
        deliveries: await store.pendingDeliveries(),
        intervalMs: config.evaluationIntervalMs,
        delivery: config.delivery,
      };
    },

    async deliverAlert(alertId) {
      const alert = await store.getAlert(alertId);
      if (!alert) throw ApplicationFailure.nonRetryable('La alerta ya no existe', ALERT_DELIVERY_GONE);
      if (alert.delivery === 'delivered') return;
      const rule = await store.getRule(alert.ruleId);
      if (!rule?.webhookUrl)
        throw ApplicationFailure.nonRetryable('La regla ya no tiene webhook', ALERT_DELIVERY_GONE);
      const secret = (await store.webhookSecretOf(rule.id)) ?? config.webhookSecret;
      if (!secret) {
        // The variable's name is for whoever runs the console, in its log; staff read the alert.
        log.warn('alerts: no secret to sign the webhook (the rule has none, ALERT_WEBHOOK_SECRET unset)', {
          ruleId: rule.id,
        });
        throw ApplicationFailure.nonRetryable(alertDeliveryMessages.noSecret, ALERT_DELIVERY_REFUSED);
      }
      const body = JSON.stringify(webhookBodyOf(alert, config.consoleUrl));
      const result = await postWebhook(
        rule.webhookUrl,
        {
          body,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'consola-alertas',
            [SIGNATURE_HEADER]: signatureOf(body, secret),
            [IDEMPOTENCY_HEADER]: idempotencyKeyOf(alert.id),
          },
        },
        config.destinations,
      );
      if (result.outcome === 'delivered') {
        await store.noteAttempt(alert.id, null);
        await store.markDelivered(alert.id);
        return;
      }
      // Staff see delivered or not, and why the console itself refused; never what a receiver said.
      if (result.outcome === 'refused') {
        const message = alertDeliveryMessages.destinationRefused(result.refusal.message);
        await store.noteAttempt(alert.id, message);
        throw ApplicationFailure.nonRetryable(message, ALERT_DELIVERY_REFUSED);
      }
      await store.noteAttempt(alert.id, alertDeliveryMessages.notDelivered);
      if (result.outcome === 'notAccepted' && result.final)
        throw ApplicationFailure.nonRetryable(alertDeliveryMessages.notDelivered, ALERT_DELIVERY_REFUSED);
      throw ApplicationFailure.retryable(alertDeliveryMessages.notDelivered, 'ALERT_DELIVERY_FAILED');
    },

    async giveUpAlertDelivery(alertId, error) {
      await store.markDeliveryFailed(alertId, error);
    },
  };
}
