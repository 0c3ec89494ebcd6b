// Activities that read other operations from Temporal: what a retry resumes from (the final
// progress and the input of the failed run) and where a chain of retries stands.
import {
  isRetryable,
  operationCatalog,
  operationStatusOf,
  readOperationInput,
  retryIdFor,
  type OperationMemo,
  type OperationProgress,
  type OperationsActivities,
  type OperationSnapshot,
} from '@cgi/workflows';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowNotFoundError, type Client, type WorkflowExecutionDescription } from '@temporalio/client';

async function describe(client: Client, id: string): Promise<WorkflowExecutionDescription | null> {
  try {
    return await client.workflow.getHandle(id).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

export function createOperationsActivities(client: Client): OperationsActivities {
  const namespace = client.options.namespace;

  return {
    async loadResume({ operationId }) {
      const description = await describe(client, operationId);
      if (!description) {
        throw ApplicationFailure.nonRetryable(`No existe la operación ${operationId}`, 'OperationNotFound');
      }
      const status = operationStatusOf(description.status.name);
      if (!isRetryable(status)) {
        throw ApplicationFailure.nonRetryable(
          `La operación ${operationId} no terminó con error (${status})`,
          'OperationNotRetryable',
        );
      }
      const memo = (description.memo ?? {}) as Partial<OperationMemo>;
      const progress: OperationProgress = memo.progress ?? { steps: [] };
      const input = await readOperationInput(client, namespace, operationId);
      return { input, progress };
    },

    async describeOperations({ ids }) {
      return Promise.all(
        ids.map(async (id) => {
          const description = await describe(client, id);
          const memo = (description?.memo ?? {}) as Partial<OperationMemo>;
          const label = memo.type ? (operationCatalog[memo.type]?.label ?? memo.type) : id;
          return {
            id,
            found: description !== null,
            label: memo.target ? `${label} · ${memo.target}` : label,
          };
        }),
      );
    },

    async describeLatestOperation({ id }): Promise<OperationSnapshot | null> {
      let description = await describe(client, id);
      if (!description) return null;
      let latestId = id;
      // A chain is short: each retry is started by hand or by a bulk retry.
      for (let depth = 0; depth < 100; depth++) {
        const next = retryIdFor(latestId);
        const found = await describe(client, next);
        if (!found) break;
        description = found;
        latestId = next;
      }
      const memo = (description.memo ?? {}) as Partial<OperationMemo>;
      return {
        id: latestId,
        status: operationStatusOf(description.status.name),
        workflowType: description.type,
        taskQueue: description.taskQueue,
        memo: {
          type: memo.type ?? description.type,
          target: memo.target ?? '',
          input: memo.input ?? {},
          inputHash: memo.inputHash ?? '',
        },
        input: await readOperationInput(client, namespace, latestId),
      };
    },
  };
}
