// Copies into the console's record the operations Temporal holds that the record lacks: those
// that ran before the record existed, and those whose end the worker could not write while the
// console's database was down (the upkeep copies the recent ends every hour). Read from Temporal's
// visibility (memo decoded by the client's codec, search attributes, status and times) and, for
// an ended run whose memo lacks its end, its result or failure. Safe to run again.
import {
  endedRunEntries,
  requestedEntry,
  type IndexedKeys,
  type NewRecordEntry,
  type OperationOutcome,
  type RecordWriter,
} from '@cgi/console-store';
import {
  failedOperationProgress,
  operationSearchAttributes,
  type OperationMemo,
  type OperationProgress,
} from '@cgi/workflows';
import type { Pseudonyms } from '@cgi/workflows/codec';
import { outcomeOf, type EndingStatus } from '@cgi/workflows/outcome-record';
import { WorkflowFailedError, type Client, type WorkflowExecutionInfo } from '@temporalio/client';

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

/** What the copy read and what it added to the record. */
export interface CopyCount {
  /** Operations read from Temporal (running and ended). */
  seen: number;
  /** Operations the record had nothing of, or not their end. */
  added: number;
}

/**
 * The progress an ended run finished with: its memo's when that holds the end, else (a run whose
 * last publish came before its end) the result or failure Temporal keeps, as the detail reads it.
 */
async function finalProgress(client: Client, execution: WorkflowExecutionInfo) {
  const memo = execution.memo as Partial<OperationMemo> | undefined;
  const published = memo?.progress as OperationProgress | undefined;
  if (published?.result || published?.error) return published;
  const handle = client.workflow.getHandle(execution.workflowId, execution.runId);
  try {
    const result = (await handle.result()) as OperationProgress | undefined;
    if (result && Array.isArray(result.steps)) return result;
  } catch (error) {
    const failed = error instanceof WorkflowFailedError ? failedOperationProgress(error.cause) : undefined;
    if (failed) return failed;
  }
  return published;
}

function keysOf(execution: WorkflowExecutionInfo, pseudonyms: Pseudonyms): IndexedKeys {
  const attributes = execution.typedSearchAttributes;
  const memo = execution.memo as Partial<OperationMemo> | undefined;
  const pseudonym = (value: string) => pseudonyms.of(value);
  return {
    targetKey: attributes.get(operationSearchAttributes.target) ?? memo?.target ?? null,
    actorKey: attributes.get(operationSearchAttributes.actor) ?? (memo?.actor ? pseudonym(memo.actor) : null),
    related: attributes.get(operationSearchAttributes.related) ?? [],
    pseudonym,
  };
}

/** The record entries of one execution: a running one's request, an ended one's whole run. */
export async function entriesOfExecution(
  client: Client,
  execution: WorkflowExecutionInfo,
  pseudonyms: Pseudonyms,
): Promise<NewRecordEntry[]> {
  const memo = execution.memo as Partial<OperationMemo> | undefined;
  if (typeof memo?.type !== 'string') return [];
  const keys = keysOf(execution, pseudonyms);
  if (execution.status.name === 'RUNNING') {
    const published = (memo.progress as OperationProgress | undefined) ?? null;
    return [requestedEntry(execution.workflowId, execution.startTime, memo, published, keys)];
  }
  const outcome = outcomeOfExecution(execution);
  if (!outcome) return [];
  const progress = await finalProgress(client, execution);
  return endedRunEntries(outcome, memo, progress, keys);
}

/**
 * Copies what Temporal still holds into the record: every operation, or (`closedAfter`) those
 * that ended since then. What the record has already adds nothing, so it can run again.
 */
export async function copyFromTemporal(
  client: Client,
  writer: RecordWriter,
  pseudonyms: Pseudonyms,
  options: { closedAfter?: Date; batch?: number; onProgress?: (count: CopyCount) => void } = {},
): Promise<CopyCount> {
  const batchSize = options.batch ?? 200;
  const count: CopyCount = { seen: 0, added: 0 };
  let batch: NewRecordEntry[] = [];
  const flush = async () => {
    const stored = await writer.append(batch, 'copia');
    count.added += new Set(
      stored.filter((e) => e.stage === 'requested' || e.stage === 'ended').map((e) => e.operationId),
    ).size;
    batch = [];
    options.onProgress?.(count);
  };
  const query = options.closedAfter
    ? `OperationType IS NOT NULL AND CloseTime >= '${options.closedAfter.toISOString()}'`
    : 'OperationType IS NOT NULL';
  let pending = 0;
  for await (const execution of client.workflow.list({ query })) {
    const entries = await entriesOfExecution(client, execution, pseudonyms);
    if (entries.length === 0) continue;
    count.seen += 1;
    batch.push(...entries);
    pending += 1;
    if (pending >= batchSize) {
      await flush();
      pending = 0;
    }
  }
  if (batch.length > 0) await flush();
  return count;
}
