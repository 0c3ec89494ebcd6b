// What `GET /api/record/verify` and `consola record verify` answer: verifyChain's verdict told as
// what happened to the table — an entry changed, removed or inserted — with a Spanish sentence.
// A broken link alone does not say which: the entry that breaks it names as its predecessor
// either a hash the chain already passed (the entries between were inserted) or one it never
// had (the entry that held it was removed, and the rest renumbered).
import type { Queryable } from '@cgi/platform/db';
import { verifyChain, type ChainProblem } from './verify';

export type TamperKind = 'changed' | 'removed' | 'inserted';

export interface RecordVerification {
  ok: boolean;
  /** Entries whose hash was checked (up to the first bad one). */
  entries: number;
  head: { seq: number; hash: string };
  firstBad?: {
    seq: number;
    kind: TamperKind;
    /** The operation the entry belongs to, when the entry is there to name it. */
    operationId: string | null;
    /** verifyChain's finer reading of it. */
    problem: ChainProblem;
  };
  message: string;
}

const KIND_OF: Record<Exclude<ChainProblem, 'brokenLink'>, TamperKind> = {
  changed: 'changed',
  sealedChanged: 'changed',
  missing: 'removed',
  truncated: 'removed',
  inserted: 'inserted',
};

const count = (n: number) => `${n.toLocaleString('es-AR')} ${n === 1 ? 'entrada' : 'entradas'}`;

export const recordVerifyMessages = {
  ok: (entries: number) => `El registro está íntegro: se verificaron ${count(entries)}, sin cambios.`,
  changed: (seq: number, before: number) =>
    `El registro fue alterado: la entrada ${seq} fue modificada después de escribirse (${count(before)} anteriores están bien).`,
  removed: (seq: number, before: number) =>
    `El registro fue alterado: falta la entrada ${seq}, fue borrada (${count(before)} anteriores están bien).`,
  inserted: (seq: number, before: number) =>
    `El registro fue alterado: la entrada ${seq} fue insertada sin pasar por la consola (${count(before)} anteriores están bien).`,
};

export async function verifyRecord(db: Queryable): Promise<RecordVerification> {
  const verdict = await verifyChain(db);
  if (!verdict.firstProblem) {
    return {
      ok: true,
      entries: verdict.checked,
      head: verdict.head,
      message: recordVerifyMessages.ok(verdict.checked),
    };
  }
  const { seq, operationId, problem } = verdict.firstProblem;
  let bad = { seq, kind: 'changed' as TamperKind, operationId, problem };
  if (problem === 'brokenLink') {
    const [row] = await db.query<{ prev_hash: string }>(
      'select prev_hash from operation_record where seq = $1',
      [seq],
    );
    const [named] = row
      ? await db.query<{ seq: string | number }>(
          'select seq from operation_record where hash = $1 and seq < $2 order by seq desc limit 1',
          [row.prev_hash, seq],
        )
      : [];
    if (named) {
      // It names an entry before its predecessor: the entries after that one were put in.
      const first = Number(named.seq) + 1;
      const [inserted] = await db.query<{ operation_id: string }>(
        'select operation_id from operation_record where seq = $1',
        [first],
      );
      bad = { seq: first, kind: 'inserted', operationId: inserted?.operation_id ?? null, problem };
    } else {
      bad = { ...bad, kind: 'removed' };
    }
  } else {
    bad = { ...bad, kind: KIND_OF[problem] };
  }
  // Entries checked before the bad one (an inserted run starts before where the link broke).
  const before = Math.max(0, verdict.checked - (seq - bad.seq));
  return {
    ok: false,
    entries: verdict.checked,
    head: verdict.head,
    firstBad: bad,
    message: recordVerifyMessages[bad.kind](bad.seq, before),
  };
}
