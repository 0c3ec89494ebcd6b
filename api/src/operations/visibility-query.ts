// Turns the operations list filters into a Temporal visibility query over the search
// attributes every operation carries (OperationType, OperationTarget, OperationActor) and
// the built-in ExecutionStatus and StartTime. Values were validated to hold no quotes. A
// person's value is looked up in every form the index may hold it (its pseudonyms, or in clear
// for operations started before them).
import { OPERATION_STATUS_CLAUSES, SEARCH_ATTRIBUTES } from '@cgi/workflows';
import { withConsoleOffset } from '@cgi/workflows/time-zone';
import type { OperationFilter } from './schemas';

/** Each status's clause, shared with the alert rules that count operations by status. */
export const EXECUTION_STATUSES = OPERATION_STATUS_CLAUSES;
const notEndedByApproval = `(${SEARCH_ATTRIBUTES.approval} IS NULL OR ${SEARCH_ATTRIBUTES.approval} NOT IN ('rejected', 'expired'))`;

/**
 * Equality on ExecutionStatus uses the store's index; an IN list makes SQL visibility walk
 * the runs in list order (running ones first). Terminated and timed-out operations are rare
 * (someone terminated a run in the Temporal UI), so when there are none the service asks
 * for 'Failed' alone.
 */
const ONLY_FAILED = `ExecutionStatus = 'Failed' AND ${notEndedByApproval}`;

/** The counts that tell whether the failed filter may use ONLY_FAILED. */
export const OTHER_FAILURE_QUERIES = [
  "OperationType IS NOT NULL AND ExecutionStatus = 'Terminated'",
  "OperationType IS NOT NULL AND ExecutionStatus = 'TimedOut'",
];

// Dates without a time are days in Buenos Aires (UTC-3, no daylight saving): Temporal reads the
// literal's offset.
function startOfDay(value: string): string {
  return value.length === 10 ? withConsoleOffset(`${value}T00:00:00`) : value;
}

/** An inclusive "to" day ends where the next day starts. */
function endOfDayExclusive(value: string): { op: '<' | '<='; at: string } {
  if (value.length !== 10) return { op: '<=', at: value };
  const next = new Date(`${value}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { op: '<', at: withConsoleOffset(`${next.toISOString().slice(0, 10)}T00:00:00`) };
}

/** Every form a filtered value may take in Temporal's index (indexed-values.ts lookupValues). */
export type LookupValues = (field: 'target' | 'actor' | 'related', value: string) => string[];

const asIs: LookupValues = (_field, value) => [value];

/** `= 'v'` for one form, `IN ('v', 'p1.…')` for several (pseudonyms are base64url: no quotes). */
function matching(attribute: string, values: string[]): string {
  return values.length === 1
    ? `${attribute} = '${values[0]}'`
    : `${attribute} IN (${values.map((value) => `'${value}'`).join(', ')})`;
}

export function visibilityQuery(
  filter: OperationFilter,
  options: { otherFailures?: boolean; lookup?: LookupValues } = {},
): string {
  const k = SEARCH_ATTRIBUTES;
  const lookup = options.lookup ?? asIs;
  // Only operations: other workflows in the namespace (if any) have no OperationType.
  const clauses = [filter.type ? `${k.type} = '${filter.type}'` : `${k.type} IS NOT NULL`];
  if (filter.target) clauses.push(matching(k.target, lookup('target', filter.target)));
  if (filter.actor) clauses.push(matching(k.actor, lookup('actor', filter.actor)));
  if (filter.related) clauses.push(matching(k.related, lookup('related', filter.related)));
  if (filter.status === 'failed' && options.otherFailures === false) clauses.push(ONLY_FAILED);
  else if (filter.status) clauses.push(EXECUTION_STATUSES[filter.status]);
  if (filter.from) clauses.push(`StartTime >= '${startOfDay(filter.from)}'`);
  if (filter.to) {
    const { op, at } = endOfDayExclusive(filter.to);
    clauses.push(`StartTime ${op} '${at}'`);
  }
  return clauses.join(' AND ');
}
