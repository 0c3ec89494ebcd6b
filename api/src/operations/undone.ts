// Which of many failed operations were undone, for a bulk retry's review: the rule of
// undo/follow-ups.ts (undoHolding, the worker's too), fed by one read of the claims and one read
// of the undos per hundred (the record's, the running ones' live state from Temporal) instead of
// a read of each, since the list page asks the review on every visit.
import {
  contractOf,
  OPERATION_UNDO,
  retryChainOf,
  undoHolding,
  undoIdFor,
  undoStateOf,
  type FollowUps,
  type OperationProgress,
  type UndoState,
} from '@cgi/workflows';
import type { RunSource } from './run-source';

const IDS_PER_READ = 100;

/** The state of each of these undos that exists (an undo's own retries aside: they claim). */
async function undoStates(source: RunSource, undoIds: string[]): Promise<Map<string, UndoState>> {
  const states = new Map<string, UndoState>();
  for (let at = 0; at < undoIds.length; at += IDS_PER_READ) {
    const recorded = await source.reader.runs(undoIds.slice(at, at + IDS_PER_READ));
    for (const run of await source.withLiveState([...recorded.values()])) {
      const progress: OperationProgress | undefined = run.published ? run.progress : undefined;
      states.set(run.id, undoStateOf({ running: run.status === 'running', progress }));
    }
  }
  return states;
}

/** Of these operations (each the latest run of its chain), the ones an undo holds. */
export async function undoneAmong(
  source: RunSource,
  followUps: Pick<FollowUps, 'findAll'>,
  ids: readonly string[],
): Promise<Set<string>> {
  // Only types that can be undone have undos; an undo is never undone itself.
  const undoable = ids.filter(
    (id) => !id.startsWith(`${OPERATION_UNDO}/`) && contractOf(id.split('/')[0] ?? '')?.undo,
  );
  if (undoable.length === 0) return new Set();
  const runs = [...new Set(undoable.flatMap(retryChainOf))];
  const claims = await followUps.findAll(runs);
  const states = await undoStates(source, runs.filter((run) => !claims.has(run)).map(undoIdFor));
  const lookup = {
    find: async (run: string) => claims.get(run),
    undoState: async (undoId: string) => states.get(undoId) ?? 'none',
  };
  const undone = new Set<string>();
  for (const id of undoable) if (await undoHolding(id, lookup)) undone.add(id);
  return undone;
}
