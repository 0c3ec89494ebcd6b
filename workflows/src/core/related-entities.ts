// Entities an operation learns while it runs (the user it created, the organization its
// subscriber belongs to) join its related entities as soon as it knows them, so the timeline of
// a user the console has just added lists the operation that added it (issue 28). The search
// attribute is what the list filters on; the memo's copy is what a retry starts from, so a
// retried run is listed under the same entities as the run it continues.
import { patched, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { operationSearchAttributes } from './search-attributes';

/**
 * Marks the runs that add what they learn to OperationRelated (older runs did not, and replay
 * must issue the same commands they issued).
 */
export const RELATED_LEARNED_WHILE_RUNNING = 'related-learned-while-running';

/** The api keeps at most this many keys at start (api/src/operations/related-keys.ts). */
const MAX_RELATED_KEYS = 20;

/** The keys the run is listed under now (upserts included: the SDK keeps workflowInfo current). */
function currentKeys(): string[] {
  return [...(workflowInfo().typedSearchAttributes.get(operationSearchAttributes.related) ?? [])];
}

/**
 * Adds `keys` (relatedKey(kind, id)) to the operation's OperationRelated search attribute and
 * answers the whole new list, for the memo (the step runner writes it with its next progress
 * copy: one memo write per workflow task). Null when nothing changed: every key was there
 * already (a retry that resumes a step learns the same ids again), or the run predates this.
 */
export function upsertRelatedEntities(keys: string[]): string[] | null {
  if (!patched(RELATED_LEARNED_WHILE_RUNNING)) return null;
  const current = currentKeys();
  const merged = [...new Set([...current, ...keys])].slice(0, Math.max(MAX_RELATED_KEYS, current.length));
  if (merged.length === current.length) return null;
  upsertSearchAttributes([{ key: operationSearchAttributes.related, value: merged }]);
  return merged;
}
