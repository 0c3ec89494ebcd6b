// The hash chain of the operations record: each entry's hash covers the hash before it and what
// the entry stores (its sealed values by their digest, so an erasure that empties them keeps the
// chain whole). Any edit, removal or insertion in the table breaks it from that entry on.
import { createHash } from 'node:crypto';

/** The predecessor of the first entry ever recorded. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry stores, as its hash reads it (the table's columns but `seq`'s neighbours). */
export interface ChainedFields {
  seq: number;
  at: Date;
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
  related: readonly string[];
  /** Canonical JSON text, hashed as stored. */
  facts: string;
  sealedDigest: string | null;
}

/**
 * JSON with object keys sorted, so the same value always has the same text (facts are written
 * and hashed in this form, and PostgreSQL hands the text back unchanged).
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hash an entry stores, after `previous` (the hash of the entry before it). */
export function entryHash(previous: string, fields: ChainedFields): string {
  return sha256Hex(
    `${previous}\n${canonicalJson([
      fields.seq,
      fields.at.toISOString(),
      fields.recordedBy,
      fields.operationId,
      fields.runId,
      fields.stage,
      fields.stageKey,
      fields.type,
      fields.targetKey,
      fields.actorKey,
      fields.source,
      fields.status,
      [...fields.related],
      fields.facts,
      fields.sealedDigest,
    ])}`,
  );
}
