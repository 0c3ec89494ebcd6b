// Where a run is read from: an ended run from the console's record (Temporal deletes it when its
// namespace's retention ends; the record keeps it as long as the console says), a running one
// from Temporal (its live steps), and the record again for one Temporal no longer holds. Lists
// read their rows from the record and take the live state of their running rows from Temporal.
import { isEndedStatus, type RecordedRun, type RecordReader } from '@cgi/console-store';
import type { OperationMemo, OperationStatus } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import {
  decodeMemos,
  plannedProgress,
  runOfRaw,
  temporalHolds,
  temporalRun,
  type RawExecutionInfo,
  type RunState,
} from './temporal-runs';

/** Workflow ids a visibility query may name between quotes. */
const SAFE_ID = /^[A-Za-z0-9@._/:-]{1,300}$/;

/** The engine's own word for how an ended run ended, as Temporal would describe it. */
function executionStatusOf(found: RecordedRun): string {
  const { run } = found;
  if (run.errorCode === 'TERMINATED' || run.errorCode === 'TIMED_OUT') return run.errorCode;
  switch (run.status) {
    case 'completed':
      return 'COMPLETED';
    case 'cancelled':
      return 'CANCELLED';
    case 'failed':
    case 'rejected':
    case 'expired':
      return 'FAILED';
    default:
      return 'RUNNING';
  }
}

/** A run as the record keeps it. */
export function runOfRecord(found: RecordedRun): RunState {
  const { run, snapshot } = found;
  const memo: Partial<OperationMemo> = snapshot
    ? { ...snapshot.memo }
    : {
        type: run.type,
        target: '',
        actor: '',
        source: (run.source ?? 'api') as OperationMemo['source'],
        reason: null,
      };
  return {
    id: run.operationId,
    type: run.type,
    status: run.status as OperationStatus,
    memo,
    progress: snapshot?.progress ?? plannedProgress(run.type),
    published: Boolean(snapshot?.progress),
    startedAt: run.startedAt,
    finishedAt: run.endedAt,
    executionStatus: executionStatusOf(found),
    fromRecord: true,
    workflowType: null,
    taskQueue: null,
  };
}

const ended = (found: RecordedRun): boolean => Boolean(found.run.endedAt && isEndedStatus(found.run.status));

export function createRunSource(client: Client, namespace: string, reader: RecordReader) {
  /** One run: ended ones from the record, others live from Temporal, else what the record has. */
  async function run(id: string): Promise<RunState | null> {
    const found = await reader.run(id);
    if (found && ended(found)) return runOfRecord(found);
    const live = await temporalRun(client, id);
    if (live) return live;
    return found ? runOfRecord(found) : null;
  }

  /** Whether an operation exists, in the record or in Temporal. */
  async function exists(id: string): Promise<boolean> {
    return (await reader.known([id])).has(id) || temporalHolds(client, id);
  }

  /**
   * The live state of the runs of a page the record does not have ended yet, from one visibility
   * read; a run Temporal no longer holds keeps what the record says.
   */
  async function withLiveState(found: readonly RecordedRun[]): Promise<RunState[]> {
    const live = found.filter((one) => !ended(one) && SAFE_ID.test(one.run.operationId));
    const fromTemporal = new Map<string, RunState>();
    if (live.length > 0) {
      const response = await client.workflowService.listWorkflowExecutions({
        namespace,
        query: `WorkflowId IN (${live.map((one) => `'${one.run.operationId}'`).join(', ')})`,
        pageSize: live.length,
      });
      for (const raw of await decodeMemos(client, response.executions as RawExecutionInfo[])) {
        const state = runOfRaw(raw);
        fromTemporal.set(state.id, state);
      }
    }
    return found.map((one) => {
      const recorded = runOfRecord(one);
      const state = fromTemporal.get(one.run.operationId);
      // The engine's state now, over what the record says was asked (its input among it).
      return state ? { ...state, memo: { ...recorded.memo, ...state.memo } } : recorded;
    });
  }

  return { run, exists, withLiveState, engineHolds: (id: string) => temporalHolds(client, id), reader };
}

export type RunSource = ReturnType<typeof createRunSource>;
