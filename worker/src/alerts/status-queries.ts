// The statuses the time-based alert rules watch, with the operations list's own clauses
// (OPERATION_STATUS_CLAUSES), so "waiting for approval" or "scheduled" means here what the list
// shows under that filter.
import { OPERATION_STATUS_CLAUSES, SEARCH_ATTRIBUTES } from '@cgi/workflows';

export const ALERT_STATUS_QUERIES = {
  running: OPERATION_STATUS_CLAUSES.running,
  awaitingApproval: OPERATION_STATUS_CLAUSES.awaitingApproval,
  scheduled: OPERATION_STATUS_CLAUSES.scheduled,
} as const;

export type AlertStatus = keyof typeof ALERT_STATUS_QUERIES;

/** Operations (of a type, or any) in `status` that started before `startedBefore`. */
export function statusQuery(status: AlertStatus, operationType: string | null, startedBefore: Date): string {
  const type = operationType
    ? `${SEARCH_ATTRIBUTES.type} = '${operationType.replace(/'/g, '')}'`
    : `${SEARCH_ATTRIBUTES.type} IS NOT NULL`;
  return `${type} AND ${ALERT_STATUS_QUERIES[status]} AND StartTime < '${startedBefore.toISOString()}'`;
}
