// The activities of 'Olvidar datos personales' (workflows/src/operations/record-admin): they read
// and change the console's record and delete from Temporal the ended executions that still hold
// the person's values. Each is idempotent: run again, it finds nothing more to do.
import { eraseOperations, findPersonOperations, type Db, type RecordWriter } from '@cgi/console-store';
import {
  businessFailure,
  forgetPersonMessages,
  PERSON_OPERATIONS_RUNNING,
  RECORD_FORGET_PERSON,
  type ForgetPersonActivities,
} from '@cgi/workflows';
import type { Client } from '@temporalio/client';

export interface ErasureDeps {
  db: Db;
  writer: RecordWriter;
  temporal: Client;
}

/** gRPC's NOT_FOUND: Temporal's answer when what is deleted is gone already. */
const GRPC_NOT_FOUND = 5;

function isNotFound(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === GRPC_NOT_FOUND;
}

/** Every run Temporal holds under a workflow id that has closed: its visibility and its latest. */
async function endedRuns(temporal: Client, workflowId: string): Promise<string[]> {
  const runs = new Set<string>();
  const query = `WorkflowId = "${workflowId.replace(/["\\]/g, '\\$&')}" AND ExecutionStatus != "Running"`;
  for await (const execution of temporal.workflow.list({ query })) runs.add(execution.runId);
  // Visibility may lag behind the engine: the latest run, as the engine itself answers.
  try {
    const latest = await temporal.workflow.getHandle(workflowId).describe();
    if (latest.status.name !== 'RUNNING') runs.add(latest.runId);
  } catch (error) {
    if (!isNotFound(error) && (error as Error).name !== 'WorkflowNotFoundError') throw error;
  }
  return [...runs];
}

export function createErasureActivities({ db, writer, temporal }: ErasureDeps): ForgetPersonActivities {
  return {
    async findPersonOperations({ keys, erasureId }) {
      const found = await findPersonOperations(db, keys, { exceptTypes: [RECORD_FORGET_PERSON] });
      const notEnded = found.notEnded.filter((id) => id !== erasureId);
      if (notEnded.length > 0) {
        throw businessFailure(PERSON_OPERATIONS_RUNNING, forgetPersonMessages.stillRunning(notEnded.length));
      }
      return { operationIds: found.operationIds.filter((id) => id !== erasureId) };
    },

    erasePersonValues: ({ operationIds, keys }) => eraseOperations(db, operationIds, keys),

    async deleteEndedExecutions({ operationIds }) {
      let deleted = 0;
      for (const workflowId of operationIds) {
        for (const runId of await endedRuns(temporal, workflowId)) {
          try {
            await temporal.workflowService.deleteWorkflowExecution({
              namespace: temporal.options.namespace,
              workflowExecution: { workflowId, runId },
            });
            deleted += 1;
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
      }
      return { deleted };
    },

    async recordErasure({ erasureId, operationIds, erased, deleted }) {
      const stored = await writer.append(
        [
          {
            operationId: erasureId,
            stage: 'erased',
            at: new Date(),
            type: RECORD_FORGET_PERSON,
            // Counts and ids (which name pseudonyms): nothing of the person.
            facts: { operations: operationIds.length, operationIds, ...erased, executionsDeleted: deleted },
          },
        ],
        'worker',
      );
      return { recorded: stored.length > 0 };
    },
  };
}
