// Which of many failed operations were undone, for a bulk retry's review: the rule of
// undo/follow-ups.ts (undoHolding, the worker's too), fed by one read of the claims and one
// visibility read of the undos per page instead of a read of each, since the list page asks the
// review on every visit and a filter may hold thousands of failed operations.
import {
  contractOf,
  OPERATION_UNDO,
  retryChainOf,
  undoHolding,
  undoIdFor,
  undoStateOf,
  type FollowUps,
  type OperationProgress,
  type UndoState,
} from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { decodeMemos, memoField, type RawExecutionInfo } from './temporal-view';

/** Ids the visibility query may quote as they are (workflow ids hold pseudonyms, not free text). */
const QUOTABLE = /^[A-Za-z0-9@._/-]{1,300}$/;
const IDS_PER_QUERY = 100;
const { WorkflowExecutionStatus } = proto.temporal.api.enums.v1;

/** The state of each of these undos that exists (an undo's own retries aside: they claim). */
async function undoStates(
  client: Client,
  namespace: string,
  undoIds: string[],
): Promise<Map<string, UndoState>> {
  const states = new Map<string, UndoState>();
  const quotable = undoIds.filter((id) => QUOTABLE.test(id));
  for (let at = 0; at < quotable.length; at += IDS_PER_QUERY) {
    const chunk = quotable.slice(at, at + IDS_PER_QUERY);
    const response = await client.workflowService.listWorkflowExecutions({
      namespace,
      query: `WorkflowType IS NOT NULL AND WorkflowId IN (${chunk.map((id) => `'${id}'`).join(', ')})`,
      pageSize: chunk.length,
    });
    for (const raw of await decodeMemos(client, response.executions as RawExecutionInfo[])) {
      const id = raw.execution?.workflowId;
      if (!id) continue;
      const running = raw.status === WorkflowExecutionStatus.WORKFLOW_EXECUTION_STATUS_RUNNING;
      states.set(id, undoStateOf({ running, progress: memoField<OperationProgress>(raw, 'progress') }));
    }
  }
  return states;
}

/** Of these operations (each the latest run of its chain), the ones an undo holds. */
export async function undoneAmong(
  client: Client,
  namespace: string,
  followUps: Pick<FollowUps, 'findAll'>,
  ids: readonly string[],
): Promise<Set<string>> {
  // Only types that can be undone have undos; an undo is never undone itself.
  const undoable = ids.filter(
    (id) => !id.startsWith(`${OPERATION_UNDO}/`) && contractOf(id.split('/')[0] ?? '')?.undo,
  );
  if (undoable.length === 0) return new Set();
  const runs = [...new Set(undoable.flatMap(retryChainOf))];
  const claims = await followUps.findAll(runs);
  const states = await undoStates(client, namespace, runs.filter((run) => !claims.has(run)).map(undoIdFor));
  const lookup = {
    find: async (run: string) => claims.get(run),
    undoState: async (undoId: string) => states.get(undoId) ?? 'none',
  };
  const undone = new Set<string>();
  for (const id of undoable) if (await undoHolding(id, lookup)) undone.add(id);
  return undone;
}
