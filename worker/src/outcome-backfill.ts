// Fills the console's operation_outcomes with the operations that ended before the worker
// recorded outcomes (or whose record gave up while the database was down), from Temporal's
// visibility: their memo (decoded by the client's codec), search attributes, status and times.
// Safe to run again: a run already recorded is left as it is.
import type { OperationOutcome, OperationOutcomes } from '@cgi/console-store';
import { operationSearchAttributes, type OperationMemo, type OperationProgress } from '@cgi/workflows';
import { outcomeOf, type EndingStatus } from '@cgi/workflows/outcome-record';
import type { Client, WorkflowExecutionInfo } from '@temporalio/client';

const STATUS: Record<string, EndingStatus> = {
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  TERMINATED: 'failed',
  TIMED_OUT: 'failed',
};

/** The outcome of an ended operation as visibility describes it; null for anything else. */
export function outcomeOfExecution(execution: WorkflowExecutionInfo): OperationOutcome | null {
  const status = STATUS[execution.status.name];
  const memo = execution.memo as Partial<OperationMemo> | undefined;
  if (!status || typeof memo?.type !== 'string' || !execution.closeTime) return null;
  const outcome = outcomeOf(
    {
      workflowId: execution.workflowId,
      runId: execution.runId,
      startTime: execution.startTime,
      memo,
      targetKey: execution.typedSearchAttributes.get(operationSearchAttributes.target),
    },
    { status, progress: memo.progress as OperationProgress | undefined, endedAt: execution.closeTime },
  );
  // Ended by the server, not by the operation's code: the record says so.
  if (outcome.errorCode === 'ERROR' && execution.status.name !== 'FAILED')
    outcome.errorCode = execution.status.name;
  return outcome;
}

export async function backfillOutcomes(
  client: Client,
  outcomes: OperationOutcomes,
  options: { batch?: number; onProgress?: (seen: number, added: number) => void } = {},
): Promise<{ seen: number; added: number }> {
  const batchSize = options.batch ?? 500;
  let seen = 0;
  let added = 0;
  let batch: OperationOutcome[] = [];
  const flush = async () => {
    added += await outcomes.recordMany(batch);
    batch = [];
    options.onProgress?.(seen, added);
  };
  for await (const execution of client.workflow.list({ query: "ExecutionStatus != 'Running'" })) {
    const outcome = outcomeOfExecution(execution);
    if (!outcome) continue;
    seen += 1;
    batch.push(outcome);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return { seen, added };
}
