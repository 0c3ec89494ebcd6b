// Search attributes every operation carries, so the operations list filters server-side, and
// the task queue the worker polls. Apart from the catalogue: workflow code imports these.
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const SEARCH_ATTRIBUTES = {
  type: 'OperationType',
  target: 'OperationTarget',
  actor: 'OperationActor',
  source: 'OperationSource',
  related: 'OperationRelated',
  /** Where a run that needs approval stands: pending, approved, rejected, expired, withdrawn. */
  approval: 'OperationApproval',
  /** Where a run started for a later time stands: waiting, started, cancelled. */
  schedule: 'OperationSchedule',
} as const;

export const TASK_QUEUE = 'consola-operaciones';

export const operationSearchAttributes = {
  type: defineSearchAttributeKey(SEARCH_ATTRIBUTES.type, SearchAttributeType.KEYWORD),
  target: defineSearchAttributeKey(SEARCH_ATTRIBUTES.target, SearchAttributeType.KEYWORD),
  actor: defineSearchAttributeKey(SEARCH_ATTRIBUTES.actor, SearchAttributeType.KEYWORD),
  source: defineSearchAttributeKey(SEARCH_ATTRIBUTES.source, SearchAttributeType.KEYWORD),
  /** Every entity an operation touched, as `kind:id` keys (the timelines of spec issue 5). */
  related: defineSearchAttributeKey(SEARCH_ATTRIBUTES.related, SearchAttributeType.KEYWORD_LIST),
  /** Absent on runs that need no approval (issue 30). */
  approval: defineSearchAttributeKey(SEARCH_ATTRIBUTES.approval, SearchAttributeType.KEYWORD),
  /** Absent on runs started to run at once (issue 30). */
  schedule: defineSearchAttributeKey(SEARCH_ATTRIBUTES.schedule, SearchAttributeType.KEYWORD),
};
