// Entities an operation learns while it runs (the user it created, the organization its
// subscriber belongs to) join its related entities as soon as it knows them, so the timeline of
// a user the console has just added lists the operation that added it (issue 28). The search
// attribute is what the list filters on; the memo's copy is what a retry starts from, so a
// retried run is listed under the same entities as the run it continues.
import { upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { patchedSince } from './patches';
import { operationSearchAttributes } from './search-attributes';

/**
 * Marks the runs that add what they learn to OperationRelated (older runs did not, and replay
 * must issue the same commands they issued).
 */
export const RELATED_LEARNED_WHILE_RUNNING = 'related-learned-while-running';

/** The api keeps at most this many keys at start (api/src/operations/related-keys.ts). */
const MAX_RELATED_KEYS = 20;

/** The keys the run is listed under now (upserts included: the SDK keeps workflowInfo current). */
function indexedKeys(): string[] {
  return [...(workflowInfo().typedSearchAttributes.get(operationSearchAttributes.related) ?? [])];
}

/** The keys the memo holds (in clear: the memo is encrypted; upserts included). */
function memoKeys(): string[] {
  const related = workflowInfo().memo?.related;
  return Array.isArray(related) ? related.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * Adds `keys` (relatedKey(kind, id)) to the operation's OperationRelated search attribute and
 * answers the memo's whole new list (the step runner writes it with its next progress copy: one
 * memo write per workflow task). Null when nothing changed: every key was there already (a retry
 * that resumes a step learns the same ids again), or the run predates this.
 *
 * Only kinds that are not personal are learned here (user, organization, subscriber ids): the
 * index holds personal keys as pseudonyms the api computes, and the memo holds them in clear, so
 * the two lists differ and each is merged on its own.
 */
export function upsertRelatedEntities(keys: string[]): string[] | null {
  if (!patchedSince(RELATED_LEARNED_WHILE_RUNNING)) return null;
  const indexed = indexedKeys();
  const learned = keys.filter((key) => !indexed.includes(key));
  if (learned.length === 0) return null;
  const room = Math.max(0, MAX_RELATED_KEYS - indexed.length);
  if (room === 0) return null;
  const added = learned.slice(0, room);
  upsertSearchAttributes([{ key: operationSearchAttributes.related, value: [...indexed, ...added] }]);
  return [...new Set([...memoKeys(), ...added])];
}
