// The operations list's status filters the time-based alert rules read (Temporal visibility):
// the same clauses as api/src/operations/visibility-query.ts, so "waiting for approval" or
// "scheduled" means here what the list shows under that filter. status-queries.test.ts checks
// they match the api's.
import { SEARCH_ATTRIBUTES } from '@cgi/workflows';

const APPROVAL = SEARCH_ATTRIBUTES.approval;

export const ALERT_STATUS_QUERIES = {
  running: `ExecutionStatus = 'Running' AND (${APPROVAL} IS NULL OR ${APPROVAL} != 'pending')`,
  awaitingApproval: `ExecutionStatus = 'Running' AND ${APPROVAL} = 'pending'`,
  // Scheduled starts (issue 30's `scheduled` status): a run that waits for its time carries
  // OperationScheduled = 'waiting'. Kept equal to the list's filter by status-queries.test.ts.
  scheduled: `ExecutionStatus = 'Running' AND OperationScheduled = 'waiting'`,
} as const;

export type AlertStatus = keyof typeof ALERT_STATUS_QUERIES;

/** Operations (of a type, or any) in `status` that started before `startedBefore`. */
export function statusQuery(status: AlertStatus, operationType: string | null, startedBefore: Date): string {
  const type = operationType
    ? `${SEARCH_ATTRIBUTES.type} = '${operationType.replace(/'/g, '')}'`
    : `${SEARCH_ATTRIBUTES.type} IS NOT NULL`;
  return `${type} AND ${ALERT_STATUS_QUERIES[status]} AND StartTime < '${startedBefore.toISOString()}'`;
}
