// The alert rules that watch how long operations stay in a status read it with the operations
// list's own filters: an operation the list shows as waiting for approval (or scheduled) is the
// one a 'waiting' rule counts.
import { expect, it } from 'vitest';
import { ALERT_STATUS_QUERIES, statusQuery } from '../../../worker/src/alerts/status-queries';
import { visibilityQuery } from '../operations/visibility-query';
import type { OperationFilter } from '../operations/schemas';

it('reads each status as the operations list filters it', () => {
  for (const status of Object.keys(ALERT_STATUS_QUERIES) as (keyof typeof ALERT_STATUS_QUERIES)[]) {
    const listed = visibilityQuery({ status } as OperationFilter);
    // A status the list does not filter by yet (scheduled, before issue 30's) has no clause there.
    if (!listed.includes('ExecutionStatus')) continue;
    expect(listed, status).toBe(`OperationType IS NOT NULL AND ${ALERT_STATUS_QUERIES[status]}`);
  }
  expect(visibilityQuery({ status: 'awaitingApproval' } as OperationFilter)).toContain(
    ALERT_STATUS_QUERIES.awaitingApproval,
  );
});

it('adds the type and the start before which the operation began', () => {
  expect(statusQuery('running', "subscriber.addUser'", new Date('2026-01-02T03:04:05.000Z'))).toBe(
    `OperationType = 'subscriber.addUser' AND ${ALERT_STATUS_QUERIES.running} AND StartTime < '2026-01-02T03:04:05.000Z'`,
  );
});
