// Alerts (migrations/008_alerts.sql): the rules administrators manage, the conditions they
// fired for, the alerts themselves (the bell's list, the webhook's delivery state) and who read
// which. The evaluator (worker/src/alerts) asks here which operations a rule has not fired for
// yet; firing is one statement (condition and alert together), so an evaluation that runs twice
// fires nothing twice.
import type { Db, SqlParam } from '@cgi/platform/db';

export type AlertKind = 'failed' | 'runningLong' | 'waiting' | 'failureRate';
/** What a 'waiting' rule waits on: an approval, or a scheduled start (the list's status filters). */
export type WaitingStatus = 'awaitingApproval' | 'scheduled';
export type AlertDelivery = 'none' | 'pending' | 'delivered' | 'failed';

/** Failures that are a person's decision, not a fault: no failure alert for them. */
export const NOT_A_FAULT_CODES = ['APPROVAL_REJECTED', 'APPROVAL_EXPIRED'] as const;

export interface AlertRuleInput {
  name: string;
  kind: AlertKind;
  /** null: every type. */
  operationType: string | null;
  /** runningLong and waiting: the threshold; failureRate: the window. */
  minutes: number | null;
  waitingStatus: WaitingStatus | null;
  ratePercent: number | null;
  /** failureRate: ended operations the window needs before its rate counts. */
  minEnded: number | null;
  webhookUrl: string | null;
  /** undefined: keep the one it has (an update); null: none (the console's secret). */
  webhookSecret?: string | null;
  enabled: boolean;
}

export interface AlertRule extends Omit<AlertRuleInput, 'webhookSecret'> {
  id: string;
  /** Whether the rule signs with a secret of its own (never shown). */
  hasWebhookSecret: boolean;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export interface NewAlert {
  operationId: string | null;
  operationType: string | null;
  /** The operations list's search parameters the alert links to (when not one operation). */
  listFilter: Record<string, string> | null;
  text: string;
}

export interface StoredAlert extends NewAlert {
  id: string;
  ruleId: string;
  ruleName: string;
  kind: AlertKind;
  subject: string;
  firedAt: string;
  delivery: AlertDelivery;
  deliveryAttempts: number;
  deliveryError: string | null;
  deliveredAt: string | null;
}

export interface FailedOutcome {
  workflowId: string;
  runId: string;
  type: string;
  failedStepLabel: string | null;
  errorCode: string | null;
  endedAt: string;
  elementsTotal: number | null;
  elementsFailed: number | null;
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const iso = (value: unknown) => new Date(value as string).toISOString();
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function ruleOf(row: Row): AlertRule {
  return {
    id: String(row.rule_id),
    name: String(row.name),
    kind: row.kind as AlertKind,
    operationType: text(row.operation_type),
    minutes: num(row.minutes),
    waitingStatus: text(row.waiting_status) as WaitingStatus | null,
    ratePercent: num(row.rate_percent),
    minEnded: num(row.min_ended),
    webhookUrl: text(row.webhook_url),
    hasWebhookSecret: row.webhook_secret !== null && row.webhook_secret !== undefined,
    enabled: Boolean(row.enabled),
    createdAt: iso(row.created_at),
    createdBy: String(row.created_by),
    updatedAt: iso(row.updated_at),
    updatedBy: String(row.updated_by),
  };
}

function alertOf(row: Row): StoredAlert {
  return {
    id: String(row.alert_id),
    ruleId: String(row.rule_id),
    ruleName: String(row.rule_name),
    kind: row.kind as AlertKind,
    subject: String(row.subject),
    operationId: text(row.operation_id),
    operationType: text(row.operation_type),
    listFilter:
      row.list_filter === null || row.list_filter === undefined
        ? null
        : typeof row.list_filter === 'string'
          ? (JSON.parse(row.list_filter) as Record<string, string>)
          : (row.list_filter as Record<string, string>),
    text: String(row.text),
    firedAt: iso(row.fired_at),
    delivery: row.delivery as AlertDelivery,
    deliveryAttempts: Number(row.delivery_attempts),
    deliveryError: text(row.delivery_error),
    deliveredAt: row.delivered_at ? iso(row.delivered_at) : null,
  };
}

/** The bell looks this far back for unread alerts. */
const UNREAD_WINDOW = "interval '30 days'";

export function createAlertStore(db: Db) {
  const ruleParams = (input: AlertRuleInput): SqlParam[] => [
    input.name,
    input.kind,
    input.operationType,
    input.minutes,
    input.waitingStatus,
    input.ratePercent,
    input.minEnded,
    input.webhookUrl,
    input.enabled,
  ];

  async function unreadCount(reader: string): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from alerts a
        where a.fired_at >= now() - ${UNREAD_WINDOW}
          and not exists (select 1 from alert_reads r where r.reader = $1 and r.alert_id = a.alert_id)`,
      [reader],
    );
    return row?.n ?? 0;
  }

  return {
    async listRules(): Promise<AlertRule[]> {
      return (await db.query<Row>('select * from alert_rules order by rule_id')).map(ruleOf);
    },

    async getRule(id: string): Promise<AlertRule | null> {
      if (!/^\d{1,18}$/.test(id)) return null;
      const [row] = await db.query<Row>('select * from alert_rules where rule_id = $1', [id]);
      return row ? ruleOf(row) : null;
    },

    async createRule(input: AlertRuleInput, by: string): Promise<AlertRule> {
      const [row] = await db.query<Row>(
        `insert into alert_rules (name, kind, operation_type, minutes, waiting_status, rate_percent,
           min_ended, webhook_url, enabled, webhook_secret, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning *`,
        [...ruleParams(input), input.webhookSecret ?? null, by],
      );
      return ruleOf(row!);
    },

    /** Replaces a rule's settings; null when it does not exist. */
    async updateRule(id: string, input: AlertRuleInput, by: string): Promise<AlertRule | null> {
      if (!/^\d{1,18}$/.test(id)) return null;
      const [row] = await db.query<Row>(
        `update alert_rules set name = $1, kind = $2, operation_type = $3, minutes = $4,
           waiting_status = $5, rate_percent = $6, min_ended = $7, webhook_url = $8, enabled = $9,
           webhook_secret = case when $10::boolean then $11 else webhook_secret end,
           updated_by = $12, updated_at = now()
         where rule_id = $13 returning *`,
        [...ruleParams(input), input.webhookSecret !== undefined, input.webhookSecret ?? null, by, id],
      );
      return row ? ruleOf(row) : null;
    },

    /** Deletes a rule and its conditions; the alerts it fired stay (they name it). */
    async deleteRule(id: string): Promise<boolean> {
      if (!/^\d{1,18}$/.test(id)) return false;
      return db.transaction(async (tx) => {
        const deleted = await tx.query('delete from alert_rules where rule_id = $1 returning rule_id', [id]);
        await tx.query('delete from alert_conditions where rule_id = $1', [id]);
        return deleted.length > 0;
      });
    },

    /** The rule's own webhook secret, for signing (never leaves the worker). */
    async webhookSecretOf(ruleId: string): Promise<string | null> {
      const [row] = await db.query<Row>('select webhook_secret from alert_rules where rule_id = $1', [
        ruleId,
      ]);
      return text(row?.webhook_secret);
    },

    /** Which of `subjects` the rule has fired for already. */
    async firedSubjects(ruleId: string, subjects: readonly string[]): Promise<Set<string>> {
      if (subjects.length === 0) return new Set();
      const rows = await db.query<{ subject: string }>(
        'select subject from alert_conditions where rule_id = $1 and subject = any($2::text[])',
        [ruleId, subjects as string[]],
      );
      return new Set(rows.map((row) => row.subject));
    },

    /** The subjects a rule fired for that start with `prefix` (a failure rate's open conditions). */
    async openSubjects(ruleId: string, prefix: string): Promise<string[]> {
      const rows = await db.query<{ subject: string }>(
        'select subject from alert_conditions where rule_id = $1 and starts_with(subject, $2)',
        [ruleId, prefix],
      );
      return rows.map((row) => row.subject);
    },

    /** A condition that no longer holds: the next time it does, it fires again. */
    async clearCondition(ruleId: string, subject: string): Promise<void> {
      await db.query('delete from alert_conditions where rule_id = $1 and subject = $2', [ruleId, subject]);
    },

    /**
     * Fires `rule` for `subject` unless it did already: the alert's id, or null. Condition and
     * alert are written by one statement.
     */
    async fire(rule: AlertRule, subject: string, alert: NewAlert): Promise<string | null> {
      const [row] = await db.query<{ alert_id: string }>(
        `with condition as (
           insert into alert_conditions (rule_id, subject) values ($1, $2)
           on conflict (rule_id, subject) do nothing returning rule_id
         )
         insert into alerts (rule_id, rule_name, kind, subject, operation_id, operation_type, list_filter, text, delivery)
         select $1, $3, $4, $2, $5, $6, $7::jsonb, $8, $9 from condition
         returning alert_id`,
        [
          rule.id,
          subject,
          rule.name,
          rule.kind,
          alert.operationId,
          alert.operationType,
          alert.listFilter ? JSON.stringify(alert.listFilter) : null,
          alert.text,
          rule.webhookUrl ? 'pending' : 'none',
        ],
      );
      return row ? String(row.alert_id) : null;
    },

    /**
     * Failed operations a 'failed' rule has not fired for: ended since the rule exists (and in
     * the last day), not a rejection or an expiry, not an element of a bulk retry (the bulk
     * alerts for them).
     */
    async failedSince(rule: AlertRule, limit = 200): Promise<FailedOutcome[]> {
      const rows = await db.query<Row>(
        `select o.workflow_id, o.run_id, o.operation_type, o.failed_step_label, o.error_code, o.ended_at,
                o.elements_total, o.elements_failed
           from operation_outcomes o
          where o.status = 'failed'
            and o.ended_at >= greatest($1::timestamptz, now() - interval '1 day')
            and o.via_bulk is null
            and coalesce(o.error_code, '') <> all($2::text[])
            and ($3::text is null or o.operation_type = $3)
            and not exists (select 1 from alert_conditions c
                             where c.rule_id = $4 and c.subject = o.workflow_id || '/' || o.run_id)
          order by o.ended_at
          limit $5`,
        [rule.createdAt, [...NOT_A_FAULT_CODES], rule.operationType, rule.id, limit],
      );
      return rows.map((row) => ({
        workflowId: String(row.workflow_id),
        runId: String(row.run_id),
        type: String(row.operation_type),
        failedStepLabel: text(row.failed_step_label),
        errorCode: text(row.error_code),
        endedAt: iso(row.ended_at),
        elementsTotal: num(row.elements_total),
        elementsFailed: num(row.elements_failed),
      }));
    },

    /** Per type, the operations that ended in the last `minutes` and how many of them failed. */
    async failureRates(
      minutes: number,
      operationType: string | null,
    ): Promise<{ type: string; ended: number; failed: number }[]> {
      const rows = await db.query<{ operation_type: string; ended: number; failed: number }>(
        `select operation_type, count(*)::int as ended,
                (count(*) filter (where status = 'failed' and coalesce(error_code, '') <> all($3::text[])))::int as failed
           from operation_outcomes
          where ended_at >= now() - make_interval(mins => $1::int)
            and via_bulk is null
            and ($2::text is null or operation_type = $2)
          group by operation_type`,
        [minutes, operationType, [...NOT_A_FAULT_CODES]],
      );
      return rows.map((row) => ({ type: row.operation_type, ended: row.ended, failed: row.failed }));
    },

    async getAlert(id: string): Promise<StoredAlert | null> {
      if (!/^\d{1,18}$/.test(id)) return null;
      const [row] = await db.query<Row>('select * from alerts where alert_id = $1', [id]);
      return row ? alertOf(row) : null;
    },

    /** Alerts whose webhook delivery has not ended (the evaluator starts a delivery for each). */
    async pendingDeliveries(limit = 100): Promise<string[]> {
      const rows = await db.query<{ alert_id: string }>(
        "select alert_id from alerts where delivery = 'pending' order by alert_id limit $1",
        [limit],
      );
      return rows.map((row) => String(row.alert_id));
    },

    async noteAttempt(id: string, error: string | null): Promise<void> {
      await db.query(
        'update alerts set delivery_attempts = delivery_attempts + 1, delivery_error = $2 where alert_id = $1',
        [id, error === null ? null : error.slice(0, 500)],
      );
    },

    async markDelivered(id: string): Promise<void> {
      await db.query(
        "update alerts set delivery = 'delivered', delivered_at = coalesce(delivered_at, now()), delivery_error = null where alert_id = $1",
        [id],
      );
    },

    /** The delivery gave up: the alert says so in the console. */
    async markDeliveryFailed(id: string, error: string): Promise<void> {
      await db.query(
        "update alerts set delivery = 'failed', delivery_error = $2 where alert_id = $1 and delivery <> 'delivered'",
        [id, error.slice(0, 500)],
      );
    },

    /** The newest alerts with whether `reader` read each, and how many of the last 30 days are unread. */
    async listFor(
      reader: string,
      options: { limit?: number; before?: string; unreadOnly?: boolean } = {},
    ): Promise<{ items: (StoredAlert & { read: boolean })[]; unread: number }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const rows = await db.query<Row>(
        `select a.*, (r.alert_id is not null) as read
           from alerts a left join alert_reads r on r.reader = $1 and r.alert_id = a.alert_id
          where ($2::bigint is null or a.alert_id < $2)
            and (not $4::boolean or r.alert_id is null)
          order by a.alert_id desc limit $3`,
        [reader, options.before ?? null, limit, options.unreadOnly ?? false],
      );
      return {
        items: rows.map((row) => ({ ...alertOf(row), read: Boolean(row.read) })),
        unread: await unreadCount(reader),
      };
    },

    unreadCount,

    /** Marks alerts read for `reader` (all unread of the last 30 days when `ids` is absent). */
    async markRead(reader: string, ids?: readonly string[]): Promise<number> {
      const valid = ids?.filter((id) => /^\d{1,18}$/.test(id));
      const rows = await db.query<{ alert_id: string }>(
        `insert into alert_reads (reader, alert_id)
         select $1, a.alert_id from alerts a
          where ($2::bigint[] is null or a.alert_id = any($2::bigint[]))
            and ($2::bigint[] is not null or a.fired_at >= now() - ${UNREAD_WINDOW})
         on conflict (reader, alert_id) do nothing
         returning alert_id`,
        [reader, valid ?? null],
      );
      return rows.length;
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
