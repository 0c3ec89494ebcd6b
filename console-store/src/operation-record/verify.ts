// Walks the operations record's hash chain from its anchor (the start, or where the last purge
// left it) to its head and names the first entry that was changed, removed or inserted.
import type { Queryable } from '@cgi/platform/db';
import { entryHash, sha256Hex } from './chain';
import { storedEntryOf, type StoredEntry } from './entries';

export type ChainProblem =
  /** The entry's stored fields do not give its hash: something in it was changed. */
  | 'changed'
  /** Its sealed values are not the ones its digest names (replaced, not erased). */
  | 'sealedChanged'
  /** It does not name the hash of the entry before it: one was removed or inserted before it. */
  | 'brokenLink'
  /** A number is missing before it: an entry was removed. */
  | 'missing'
  /** The chain ends before the head says it does: its last entries were removed. */
  | 'truncated'
  /** An entry beyond the head: nobody appended it through the record. */
  | 'inserted';

export interface ChainVerdict {
  ok: boolean;
  /** Entries checked. */
  checked: number;
  /** The head's sequence number and hash (anchor them elsewhere to detect a rewrite). */
  head: { seq: number; hash: string };
  firstProblem: { seq: number; operationId: string | null; problem: ChainProblem } | null;
}

const PAGE = 2_000;

export async function verifyChain(db: Queryable): Promise<ChainVerdict> {
  const [anchor] = await db.query<{ seq: string | number; hash: string }>(
    'select seq, hash from operation_record_anchor where id = 1',
  );
  const [head] = await db.query<{ seq: string | number; hash: string }>(
    'select seq, hash from operation_record_head where id = 1',
  );
  const headSeq = Number(head?.seq ?? 0);
  let expectedSeq = Number(anchor?.seq ?? 0) + 1;
  let previous = anchor?.hash ?? '';
  let checked = 0;
  const verdict = (problem: ChainVerdict['firstProblem']): ChainVerdict => ({
    ok: problem === null,
    checked,
    head: { seq: Number(head?.seq ?? 0), hash: head?.hash ?? '' },
    firstProblem: problem,
  });
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(
      'select * from operation_record where seq >= $1 order by seq limit $2',
      [expectedSeq, PAGE],
    );
    for (const row of rows) {
      const entry: StoredEntry = storedEntryOf(row);
      const at = { seq: entry.seq, operationId: entry.operationId };
      if (entry.seq > headSeq) return verdict({ ...at, problem: 'inserted' });
      if (entry.seq !== expectedSeq) {
        // A gap: the entry numbered expectedSeq is gone (or this one was renumbered).
        return verdict({ seq: expectedSeq, operationId: null, problem: 'missing' });
      }
      if (entry.prevHash !== previous) return verdict({ ...at, problem: 'brokenLink' });
      if (entryHash(previous, entry) !== entry.hash) return verdict({ ...at, problem: 'changed' });
      if (entry.sealed !== null && sha256Hex(entry.sealed) !== entry.sealedDigest) {
        return verdict({ ...at, problem: 'sealedChanged' });
      }
      previous = entry.hash;
      expectedSeq += 1;
      checked += 1;
    }
    if (rows.length < PAGE) break;
  }
  const last = expectedSeq - 1;
  if (headSeq > last) return verdict({ seq: last + 1, operationId: null, problem: 'truncated' });
  if (head && head.hash !== previous) return verdict({ seq: last, operationId: null, problem: 'changed' });
  return verdict(null);
}
