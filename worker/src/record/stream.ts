// The record's stream to the organization's own audit store (issue 42, item 6): the activity the
// stream's loop (workflows/src/record: recordStream) runs. It reads the entries after the cursor
// the receiver last acknowledged, posts them in order as one signed batch (the alerts' webhook
// delivery: the same destination rules, checked again at connect time, no redirects, nothing of
// the answer kept but whether it was 2xx) and moves the cursor only when the receiver took them.
// Delivery is at least once — a batch not acknowledged (or whose answer was lost) is sent again
// from the same entry, with what was added since — and in order, numbered without gaps; the
// receiver drops by its number what it already has, so each entry is kept once.
import { createRecordStream, type Db, type StreamedEntry, type StreamProtection } from '@cgi/console-store';
import type { RecordStreamActivities } from '@cgi/workflows/record';
import { STRICT_WEBHOOK_RULES, type WebhookDestinationRules } from '@cgi/workflows/webhooks';
import { heartbeat } from '@temporalio/activity';
import { alertDeliveryMessages } from '../alerts/activities';
import { postWebhook } from '../alerts/webhook-post';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signatureOf } from '../alerts/webhook';

export const FIRST_SEQ_HEADER = 'X-Consola-Record-First-Seq';
export const LAST_SEQ_HEADER = 'X-Consola-Record-Last-Seq';

/** What the receiver gets: up to `batchSize` entries, oldest first, numbered without gaps. */
export interface StreamBody {
  entries: StreamedEntry[];
}

export interface RecordStreamConfig {
  /** Entries per delivery. */
  batchSize: number;
  /** When caught up: how long until it looks again. */
  pollMs: number;
  /** With no destination: how long until it looks again (setting one signals the loop at once). */
  idleMs: number;
  /** After a delivery the receiver did not acknowledge: how long until it tries again. */
  retryMs: number;
  /** How long one activity keeps delivering before it hands back to the loop. */
  runForMs: number;
  /** The console's secret, for a destination without one of its own (ALERT_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** Where webhooks may point (ALERT_WEBHOOK_ALLOWED_HOSTS, the console's own services). */
  destinations: WebhookDestinationRules;
}

export const DEFAULT_STREAM_CONFIG: RecordStreamConfig = {
  batchSize: 100,
  pollMs: 10_000,
  idleMs: 60_000,
  retryMs: 30_000,
  runForMs: 60_000,
  destinations: STRICT_WEBHOOK_RULES,
};

export const streamMessages = {
  noSecret: 'No hay secreto para firmar los envíos: indique uno propio o configure ALERT_WEBHOOK_SECRET',
};

export const streamIdempotencyKey = (first: number, last: number) => `consola-registro-${first}-${last}`;

export function createRecordStreamActivities(deps: {
  db: Db;
  /** Opens the destination's own secret (sealed with the payload keys) to sign. */
  protection: StreamProtection;
  config?: Partial<RecordStreamConfig>;
  /** Tells Temporal it is alive between batches (a test that calls it directly passes its own). */
  heartbeat?: (details: unknown) => void;
}): RecordStreamActivities {
  const beat = deps.heartbeat ?? heartbeat;
  const config = { ...DEFAULT_STREAM_CONFIG, ...deps.config };
  const stream = createRecordStream(deps.db, deps.protection);
  return {
    async streamRecord() {
      const until = Date.now() + config.runForMs;
      let delivered = 0;
      for (;;) {
        const pending = await stream.pending(config.batchSize);
        if (!pending) return { delivered, waitMs: config.idleMs };
        if (pending.entries.length === 0) return { delivered, waitMs: config.pollMs };
        const secret = pending.secret ?? config.webhookSecret;
        if (!secret) {
          await stream.noteFailure(pending.webhookUrl, streamMessages.noSecret);
          return { delivered, waitMs: config.retryMs };
        }
        const first = pending.entries[0]!.seq;
        const last = pending.entries[pending.entries.length - 1]!.seq;
        const body = JSON.stringify({ entries: pending.entries } satisfies StreamBody);
        const result = await postWebhook(
          pending.webhookUrl,
          {
            body,
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'user-agent': 'consola-registro',
              [SIGNATURE_HEADER]: signatureOf(body, secret),
              [IDEMPOTENCY_HEADER]: streamIdempotencyKey(first, last),
              [FIRST_SEQ_HEADER]: String(first),
              [LAST_SEQ_HEADER]: String(last),
            },
          },
          config.destinations,
        );
        if (result.outcome !== 'delivered') {
          await stream.noteFailure(
            pending.webhookUrl,
            result.outcome === 'refused'
              ? alertDeliveryMessages.destinationRefused(result.refusal.message)
              : alertDeliveryMessages.notDelivered,
          );
          return { delivered, waitMs: config.retryMs };
        }
        // Moved only from where it read, for the address it sent to (a new destination set
        // meanwhile starts over; a second deliverer cannot move it twice).
        if (!(await stream.acknowledge(pending.webhookUrl, pending.afterSeq, last)))
          return { delivered, waitMs: 0 };
        delivered += pending.entries.length;
        beat({ deliveredSeq: last });
        if (Date.now() >= until) return { delivered, waitMs: 0 };
      }
    },
  };
}
