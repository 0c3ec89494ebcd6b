// Each operation status as a Temporal visibility clause: what the operations list filters by and
// what the time-based alert rules count, so "waiting for approval" or "scheduled" means the same
// operations in both. Built from the search attributes every operation carries.
import type { OperationStatus } from './memo';
import { SEARCH_ATTRIBUTES } from './search-attributes';

const APPROVAL = SEARCH_ATTRIBUTES.approval;
const SCHEDULE = SEARCH_ATTRIBUTES.schedule;

/** Runs that need no approval carry no OperationApproval; those that did are told apart by it. */
const notAwaiting = `(${APPROVAL} IS NULL OR ${APPROVAL} != 'pending')`;
/** Runs started to run at once carry no OperationSchedule. */
const notWaitingForTime = `(${SCHEDULE} IS NULL OR ${SCHEDULE} != 'waiting')`;
const notEndedByApproval = `(${APPROVAL} IS NULL OR ${APPROVAL} NOT IN ('rejected', 'expired'))`;

export const OPERATION_STATUS_CLAUSES: Record<OperationStatus, string> = {
  running: `ExecutionStatus = 'Running' AND ${notAwaiting} AND ${notWaitingForTime}`,
  awaitingApproval: `ExecutionStatus = 'Running' AND ${APPROVAL} = 'pending'`,
  scheduled: `ExecutionStatus = 'Running' AND ${SCHEDULE} = 'waiting' AND ${notAwaiting}`,
  completed: "ExecutionStatus = 'Completed'",
  // Terminated and timed-out runs did not finish their steps either: the console calls them failed.
  failed: `ExecutionStatus IN ('Failed', 'Terminated', 'TimedOut') AND ${notEndedByApproval}`,
  cancelled: "ExecutionStatus = 'Canceled'",
  rejected: `ExecutionStatus = 'Failed' AND ${APPROVAL} = 'rejected'`,
  expired: `ExecutionStatus = 'Failed' AND ${APPROVAL} = 'expired'`,
};
