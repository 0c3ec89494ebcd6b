// What was undone stays undone (issue 40): a failed or cancelled operation is followed by its
// retry or by its undo, never both. The run that acts on it first claims it in the console's
// store (FollowUps, one insert-if-absent per operation), inside the worker, whichever door
// started it (the api, the CLI, a bulk retry, Temporal itself); the other is refused there.
// The api and a bulk retry's review read the same rule first so that, outside a race, a retry
// of an undone operation is refused before anything starts. Operations followed before claims
// were kept have none: their undo counts once it passed its review, their retry once it exists.
import { retryIdFor } from '../../core/memo';
import type { StepState } from '../../core/progress';
import { undoIdFor } from './activities';

export type FollowUpKind = 'retry' | 'undo';

/** The run that follows an operation: its retry (`<id>-rN`) or its undo (`operation.undo/<id>/u`). */
export interface FollowUp {
  kind: FollowUpKind;
  id: string;
}

/** The claims, kept in the console's store (console-store's operation-follow-ups.ts). */
export interface FollowUps {
  find(operationId: string): Promise<FollowUp | undefined>;
  /** The claims of many operations at once (a bulk retry's review), by operation id. */
  findAll(operationIds: readonly string[]): Promise<Map<string, FollowUp>>;
  /** Claims the operation for `followUp` unless a claim holds it already; answers the one that holds it. */
  claim(operationId: string, followUp: FollowUp): Promise<FollowUp>;
}

/**
 * Where an operation's undo stands, from its latest run: `undone` once its review passed (it
 * acts, or acted), `reviewing` while it runs towards that, `refused` when it ended without
 * passing it (it did nothing), `none` when nobody asked for one.
 */
export type UndoState = 'none' | 'reviewing' | 'undone' | 'refused';

export function undoStateOf(
  latest: {
    running: boolean;
    progress: { steps: readonly Pick<StepState, 'key' | 'status'>[] } | null | undefined;
  } | null,
): UndoState {
  if (!latest) return 'none';
  const review = latest.progress?.steps.find((step) => step.key === 'review')?.status;
  if (review === 'done') return 'undone';
  return latest.running && review !== 'failed' ? 'reviewing' : 'refused';
}

const RETRY_SUFFIX = /-r(\d+)$/;

/** The runs of a retry chain up to `id`, oldest first: `<base>`, `<base>-r1`, …, `id`. */
export function retryChainOf(id: string): string[] {
  const match = RETRY_SUFFIX.exec(id);
  if (!match) return [id];
  const base = id.slice(0, match.index);
  return [base, ...Array.from({ length: Number(match[1]) }, (_, i) => `${base}-r${i + 1}`)];
}

/** What the rule reads: the claims, and the state of an undo by its id. */
export interface UndoneLookup {
  find(operationId: string): Promise<FollowUp | undefined>;
  undoState(undoId: string): Promise<UndoState>;
}

/**
 * The undo that holds a run of `id`'s retry chain, or null: a retry of `id` would continue what
 * it undid. An undo holds a run when the run's claim is its own, or, for a run nobody claimed,
 * when it passed its review or may still (a retry started now would be refused by it).
 */
export async function undoHolding(id: string, lookup: UndoneLookup): Promise<string | null> {
  for (const run of retryChainOf(id)) {
    const held = await lookup.find(run);
    if (held) {
      if (held.kind === 'undo') return held.id;
      continue;
    }
    const state = await lookup.undoState(undoIdFor(run));
    if (state === 'undone' || state === 'reviewing') return undoIdFor(run);
  }
  return null;
}

/**
 * A retry run (`retryId`) about to continue `resumeFrom`: the undo that holds the chain, if any
 * (then it must not run), else null and `resumeFrom` is claimed for the retry. An undo that has
 * not passed its review yet loses to this claim and is refused at its review.
 */
export async function claimForRetry(
  resumeFrom: string,
  retryId: string,
  lookup: UndoneLookup & Pick<FollowUps, 'claim'>,
): Promise<string | null> {
  const chain = retryChainOf(resumeFrom);
  for (const run of chain.slice(0, -1)) {
    const held = await lookup.find(run);
    if (held?.kind === 'undo') return held.id;
    if (!held && (await lookup.undoState(undoIdFor(run))) === 'undone') return undoIdFor(run);
  }
  let held = await lookup.find(resumeFrom);
  if (!held) {
    // Undone before claims were kept: that undo holds it.
    const undoId = undoIdFor(resumeFrom);
    const undone = (await lookup.undoState(undoId)) === 'undone';
    held = await lookup.claim(
      resumeFrom,
      undone ? { kind: 'undo', id: undoId } : { kind: 'retry', id: retryId },
    );
  }
  return held.kind === 'undo' ? held.id : null;
}

/**
 * An undo run (`undoId`) about to act on `operationId`, its other checks passed: the retry that
 * holds the operation, if any (then it must not act), else null and the operation is claimed
 * for the undo. A retry that exists unclaimed (started before claims were kept, or not yet at
 * its first step) holds it: the undo defers to it, as it always did.
 */
export async function claimForUndo(
  operationId: string,
  undoId: string,
  lookup: Pick<FollowUps, 'find' | 'claim'> & { exists(id: string): Promise<boolean> },
): Promise<string | null> {
  let held = await lookup.find(operationId);
  if (!held) {
    const retryId = retryIdFor(operationId);
    const retried = await lookup.exists(retryId);
    held = await lookup.claim(
      operationId,
      retried ? { kind: 'retry', id: retryId } : { kind: 'undo', id: undoId },
    );
  }
  return held.kind === 'retry' ? held.id : null;
}
