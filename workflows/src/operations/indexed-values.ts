// What an operation leaves in clear in Temporal: its workflow id and its search attributes, which
// Temporal indexes and shows as they are (the payload codec never sees them). A person's data
// goes there only as a keyed pseudonym (workflows/codec/pseudonyms.ts); the real values stay in
// the encrypted memo, where the console and the Temporal UI (through the codec) read them.
// Which values are personal: the actor (a staff e-mail) always; the target unless its contract
// says it is public (a code or an internal number); a related key by its kind.
import type { SearchAttributePair } from '@temporalio/common';
import { operationSearchAttributePairs, type OperationMemo } from '../core/memo';
import { contractOf } from './catalog';
import { PERSONAL_RELATED_KINDS, type RelatedKind } from './contract';

/** A value's pseudonym as Temporal stores it. */
export type Pseudonymize = (value: string) => string;
/** A value's pseudonym under every configured key (a lookup must match any of them). */
export type PseudonymCandidates = (value: string) => string[];

type IndexedFields = Pick<OperationMemo, 'type' | 'target' | 'actor' | 'source' | 'related'>;

/** An unknown type is treated as personal: nothing reaches the index in clear by default. */
function isPublicTarget(type: string): boolean {
  return contractOf(type)?.publicTarget === true;
}

function isPersonalKind(kind: string): boolean {
  return (PERSONAL_RELATED_KINDS as Record<string, boolean>)[kind] !== false;
}

function splitKey(key: string): { kind: string; id: string } {
  const colon = key.indexOf(':');
  return colon < 0 ? { kind: '', id: key } : { kind: key.slice(0, colon), id: key.slice(colon + 1) };
}

/** The target as the workflow id and OperationTarget hold it. */
export function indexedTarget(type: string, target: string, pseudonymize: Pseudonymize): string {
  return isPublicTarget(type) ? target : pseudonymize(target);
}

/** `email:<pseudonym>` for a personal kind; `subscriber:100001` as it is. */
export function indexedRelatedKey(key: string, pseudonymize: Pseudonymize): string {
  const { kind, id } = splitKey(key);
  return isPersonalKind(kind) ? `${kind}:${pseudonymize(id)}` : key;
}

/** The memo's values as the search attributes hold them. */
export function indexedFields(memo: IndexedFields, pseudonymize: Pseudonymize): IndexedFields {
  return {
    type: memo.type,
    target: indexedTarget(memo.type, memo.target, pseudonymize),
    actor: pseudonymize(memo.actor),
    source: memo.source,
    ...(memo.related ? { related: memo.related.map((key) => indexedRelatedKey(key, pseudonymize)) } : {}),
  };
}

/** The search attributes of an operation that starts with this memo. */
export function indexedSearchAttributes(
  memo: IndexedFields,
  pseudonymize: Pseudonymize,
): SearchAttributePair[] {
  return operationSearchAttributePairs(indexedFields(memo, pseudonymize));
}

/** The values of an operation's outcome the console's database keeps (operation_outcomes). */
export interface OutcomeValues {
  type: string;
  /** As the memo holds it (clear), or null when it names none. */
  target: string | null;
  /** As Temporal indexes it. */
  targetKey: string;
  actor: string;
}

/**
 * An outcome's values as the console's database stores them: the target and the actor as the
 * index holds them (a personal target and every actor as a pseudonym), so the database holds no
 * more of a person than Temporal's index does.
 */
export function indexedOutcomeValues(
  values: OutcomeValues,
  pseudonymize: Pseudonymize,
): Omit<OutcomeValues, 'type'> {
  const target = values.target === null ? null : indexedTarget(values.type, values.target, pseudonymize);
  return {
    target,
    targetKey: target ?? values.targetKey,
    actor: values.actor === '' ? '' : pseudonymize(values.actor),
  };
}

/**
 * What a filter on a value must match: its pseudonym under every key, and the value itself, as
 * operations started before the pseudonyms (and public targets) hold it.
 */
export function lookupValues(
  field: 'target' | 'actor' | 'related',
  value: string,
  candidates: PseudonymCandidates,
): string[] {
  if (field !== 'related') return [...new Set([value, ...candidates(value)])];
  const { kind, id } = splitKey(value);
  if (!isPersonalKind(kind as RelatedKind)) return [value];
  return [...new Set([value, ...candidates(id).map((pseudonym) => `${kind}:${pseudonym}`)])];
}
