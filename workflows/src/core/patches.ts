// One marker for the patches every new run takes. Each `patched()` a run passes through costs
// its history a marker and an upsert of TemporalChangeVersion (a visibility write): an added user
// passed five, ten of its 75 events (issue 32). A run started since PATCHES_FOLDED records that
// one marker the first time any patch below is asked for, and takes all of them from then on;
// a run recorded before it finds no such marker when it replays and asks each patch as it did.
import { patched } from '@temporalio/workflow';

/** Marks the runs that take every patch listed in FOLDED_PATCHES behind this one marker. */
export const PATCHES_FOLDED = 'operation-patches-folded-2026-11';

/**
 * The patches PATCHES_FOLDED stands for. A patch added later is asked on its own (`patched`),
 * and goes into the next fold once runs without it can no longer replay.
 */
export const FOLDED_PATCHES = new Set([
  'progress-memo-once-per-task',
  'event-log-batched',
  'permanent-failures-end-step',
  'related-learned-while-running',
  'operation-outcome-recorded',
  'operation-outcome-recorded-locally',
  'approval-wait',
  'schedule-wait',
  'bulk-elements-in-store',
  'role-assign-reads-access',
]);

/**
 * Module state is the run's own: the workflow sandbox gives every run its own module instances.
 * Undefined until the first patch is asked for; then whether this run is a folded one.
 */
let folded: boolean | undefined;

/** `patched(patchId)`, answered by the one fold marker for runs that have it. */
export function patchedSince(patchId: string): boolean {
  if (!FOLDED_PATCHES.has(patchId)) return patched(patchId);
  folded ??= patched(PATCHES_FOLDED);
  return folded || patched(patchId);
}
