// The record's stream to the organization's own audit store (issue 42, item 6): where it goes
// (operation_record_stream, migrations 020 and 021) and where it stands — the last entry the
// receiver acknowledged. The worker reads the entries after it, in order, posts them and moves
// the cursor only from where it read (a compare-and-set), so a delivery that was not
// acknowledged is sent again from the same entry and none is skipped or sent out of order.
// Nothing personal or secret in clear (issue 43, migration 023): who set it is kept as the record
// keeps an actor — its pseudonym (updated_by_key) and its value sealed with the payload keys
// (updated_by) — and the webhook's own secret is sealed too; the api opens who, the worker opens
// the secret to sign, and nothing answers the secret.
import type { Queryable } from '@cgi/platform/db';
import { isSealed, type Pseudonyms, type ValueSealer } from '@cgi/workflows/codec';
import { storedEntryOf, type StoredEntry } from './entries';

/** How the stream's settings keep who set them and the webhook's secret (the record's keys). */
export interface StreamProtection {
  sealer: ValueSealer;
  pseudonyms: Pseudonyms;
}

export interface StreamDestination {
  webhookUrl: string;
  /** Whether it signs with a secret of its own (else the console's). */
  hasWebhookSecret: boolean;
  updatedAt: string;
  /** Who set it (opened from its sealed copy; '' once that person was forgotten). */
  updatedBy: string;
}

export interface StreamState {
  destination: StreamDestination | null;
  /** The last entry the receiver acknowledged (0: none yet). */
  deliveredSeq: number;
  deliveredAt: string | null;
  /** The head of the record: entries after deliveredSeq up to it are still to send. */
  headSeq: number;
  lastAttemptAt: string | null;
  /** Why the last attempt did not deliver (Spanish), or null. */
  lastError: string | null;
}

/** One entry as the stream sends it: what the chain hashes, so the receiver can check it too. */
export interface StreamedEntry {
  seq: number;
  at: string;
  recordedBy: string;
  operationId: string;
  runId: string | null;
  stage: string;
  stageKey: string;
  type: string;
  targetKey: string | null;
  actorKey: string | null;
  source: string | null;
  status: string | null;
  related: string[];
  /** Canonical JSON text, as stored and hashed. */
  facts: string;
  /** The digest of the sealed personal values (the values themselves stay in the console). */
  sealedDigest: string | null;
  prevHash: string;
  hash: string;
}

export function streamedEntryOf(entry: StoredEntry): StreamedEntry {
  return {
    seq: entry.seq,
    at: entry.at.toISOString(),
    recordedBy: entry.recordedBy,
    operationId: entry.operationId,
    runId: entry.runId,
    stage: entry.stage,
    stageKey: entry.stageKey,
    type: entry.type,
    targetKey: entry.targetKey,
    actorKey: entry.actorKey,
    source: entry.source,
    status: entry.status,
    related: entry.related,
    facts: entry.facts,
    sealedDigest: entry.sealedDigest,
    prevHash: entry.prevHash,
    hash: entry.hash,
  };
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

const openText = async (sealer: ValueSealer, stored: unknown): Promise<string | null> => {
  if (stored === null || stored === undefined) return null;
  const opened = await sealer.open(stored);
  return typeof opened === 'string' ? opened : null;
};

export function createRecordStream(db: Queryable, protection: StreamProtection) {
  const { sealer, pseudonyms } = protection;
  /** Who acted, as the record keeps an actor: the pseudonym and the sealed value. */
  const who = async (by: string) => ({ key: pseudonyms.of(by), sealed: await sealer.seal(by) });
  return {
    async state(): Promise<StreamState> {
      const [row] = await db.query<Record<string, unknown>>(
        `select s.*, h.seq as head_seq from operation_record_stream s, operation_record_head h
          where s.id = 1 and h.id = 1`,
      );
      const url = row?.webhook_url as string | null | undefined;
      return {
        destination: url
          ? {
              webhookUrl: url,
              hasWebhookSecret: row?.webhook_secret !== null && row?.webhook_secret !== undefined,
              updatedAt: iso(row?.updated_at) ?? '',
              updatedBy: (await openText(sealer, row?.updated_by)) ?? '',
            }
          : null,
        deliveredSeq: Number(row?.delivered_seq ?? 0),
        deliveredAt: iso(row?.delivered_at),
        headSeq: Number(row?.head_seq ?? 0),
        lastAttemptAt: iso(row?.last_attempt_at),
        lastError: (row?.last_error as string | null | undefined) ?? null,
      };
    },

    /**
     * Sets where the stream goes. A new address starts again from the oldest entry kept (the
     * audit store gets everything); the same one keeps its place. `secret` undefined keeps the
     * secret it has, null signs with the console's.
     */
    async setDestination(input: { webhookUrl: string; secret?: string | null }, by: string): Promise<void> {
      const actor = await who(by);
      const secret = typeof input.secret === 'string' ? await sealer.seal(input.secret) : null;
      await db.query(
        `update operation_record_stream
            set delivered_seq = case when webhook_url is distinct from $1 then 0 else delivered_seq end,
                delivered_at = case when webhook_url is distinct from $1 then null else delivered_at end,
                last_error = case when webhook_url is distinct from $1 then null else last_error end,
                webhook_secret = case when $2::boolean then $3 else webhook_secret end,
                webhook_url = $1, updated_at = now(), updated_by = $4, updated_by_key = $5
          where id = 1`,
        [input.webhookUrl, input.secret !== undefined, secret, actor.sealed, actor.key],
      );
    },

    /** Stops the stream; the next destination starts from the oldest entry kept. */
    async removeDestination(by: string): Promise<boolean> {
      const actor = await who(by);
      const rows = await db.query(
        `update operation_record_stream
            set webhook_url = null, webhook_secret = null, delivered_seq = 0, delivered_at = null,
                last_error = null, updated_at = now(), updated_by = $1, updated_by_key = $2
          where id = 1 and webhook_url is not null
        returning id`,
        [actor.sealed, actor.key],
      );
      return rows.length > 0;
    },

    /** Where to send, signed with what, and the entries after the cursor (at most `limit`). */
    async pending(limit: number): Promise<{
      webhookUrl: string;
      secret: string | null;
      afterSeq: number;
      entries: StreamedEntry[];
    } | null> {
      const [row] = await db.query<{
        webhook_url: string | null;
        webhook_secret: string | null;
        delivered_seq: string | number;
      }>('select webhook_url, webhook_secret, delivered_seq from operation_record_stream where id = 1');
      if (!row?.webhook_url) return null;
      const afterSeq = Number(row.delivered_seq);
      const rows = await db.query<Record<string, unknown>>(
        'select * from operation_record where seq > $1 order by seq limit $2',
        [afterSeq, limit],
      );
      return {
        webhookUrl: row.webhook_url,
        secret: await openText(sealer, row.webhook_secret),
        afterSeq,
        entries: rows.map((entry) => streamedEntryOf(storedEntryOf(entry))),
      };
    },

    /**
     * The receiver acknowledged the entries after `afterSeq` up to `lastSeq`, sent to `webhookUrl`:
     * the cursor moves only if it is still where the delivery read it, for the same address.
     */
    async acknowledge(webhookUrl: string, afterSeq: number, lastSeq: number): Promise<boolean> {
      const rows = await db.query(
        `update operation_record_stream
            set delivered_seq = $3, delivered_at = now(), last_attempt_at = now(), last_error = null
          where id = 1 and webhook_url = $1 and delivered_seq = $2
        returning id`,
        [webhookUrl, afterSeq, lastSeq],
      );
      return rows.length > 0;
    },

    async noteFailure(webhookUrl: string, message: string): Promise<void> {
      await db.query(
        `update operation_record_stream set last_attempt_at = now(), last_error = $2
          where id = 1 and webhook_url = $1`,
        [webhookUrl, message],
      );
    },

    /**
     * Seals what a row written before migration 023 holds in clear (SQL has not got the keys): who
     * set it, with their pseudonym, and the webhook's secret. Run when the worker starts; each value
     * changes only if it is still the clear one read, so two processes at once seal it once.
     */
    async sealOlderSettings(): Promise<{ sealed: number }> {
      const [row] = await db.query<{ updated_by: string | null; webhook_secret: string | null }>(
        'select updated_by, webhook_secret from operation_record_stream where id = 1',
      );
      let sealed = 0;
      if (row?.updated_by && !isSealed(row.updated_by)) {
        const actor = await who(row.updated_by);
        const changed = await db.query(
          `update operation_record_stream set updated_by = $2, updated_by_key = $3
            where id = 1 and updated_by = $1 returning id`,
          [row.updated_by, actor.sealed, actor.key],
        );
        sealed += changed.length;
      }
      if (row?.webhook_secret && !isSealed(row.webhook_secret)) {
        const changed = await db.query(
          `update operation_record_stream set webhook_secret = $2
            where id = 1 and webhook_secret = $1 returning id`,
          [row.webhook_secret, await sealer.seal(row.webhook_secret)],
        );
        sealed += changed.length;
      }
      return { sealed };
    },
  };
}

export type RecordStream = ReturnType<typeof createRecordStream>;
