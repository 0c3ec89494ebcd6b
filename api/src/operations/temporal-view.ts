// Reads an operation back from Temporal: memo for who/what, the progress query while it
// runs, and the result or failure details once it is closed (no worker needed then).
import {
  initialProgress,
  OPERATION_FAILED_TYPE,
  operationCatalog,
  type OperationProgress,
} from '@cgi/workflows';
import { subscriberAddUserSteps } from '@cgi/workflows';
import {
  ApplicationFailure,
  WorkflowFailedError,
  type Client,
  type WorkflowExecutionDescription,
} from '@temporalio/client';
import { progressQuery } from '@cgi/workflows';
import type { OperationView } from './schemas';

export interface OperationMemo {
  type: string;
  target: string;
  actor: string;
  source: 'ui' | 'api' | 'cli';
  reason: string | null;
  input: Record<string, unknown>;
  inputHash: string;
}

const stepsByType: Record<string, readonly { key: string; label: string }[]> = {
  'subscriber.addUser': subscriberAddUserSteps,
};

function statusOf(description: WorkflowExecutionDescription): OperationView['status'] {
  switch (description.status.name) {
    case 'RUNNING':
    case 'CONTINUED_AS_NEW':
      return 'running';
    case 'COMPLETED':
      return 'completed';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'failed';
  }
}

function progressFromFailure(error: unknown): OperationProgress | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof ApplicationFailure && current.type === OPERATION_FAILED_TYPE) {
      return current.details?.[0] as OperationProgress | undefined;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function readProgress(
  client: Client,
  id: string,
  status: OperationView['status'],
  type: string,
  fromMemo: OperationProgress | undefined,
): Promise<OperationProgress> {
  // The workflow mirrors its progress into the memo at every change, so the common reads
  // cost one describe and never wake a worker.
  if (fromMemo && (status === 'running' || fromMemo.result || fromMemo.error)) return fromMemo;
  const handle = client.workflow.getHandle(id);
  if (status === 'completed') return (await handle.result()) as OperationProgress;
  if (status === 'failed' || status === 'cancelled') {
    try {
      await handle.result();
    } catch (error) {
      const fromFailure = error instanceof WorkflowFailedError ? progressFromFailure(error.cause) : undefined;
      if (fromFailure) return fromFailure;
    }
  }
  try {
    return await handle.query(progressQuery);
  } catch {
    // No worker to answer yet (or the workflow was terminated): show the planned steps.
    return initialProgress(stepsByType[type] ?? []);
  }
}

export async function readOperation(client: Client, id: string, temporalUiUrl: string, namespace: string) {
  const handle = client.workflow.getHandle(id);
  const description = await handle.describe();
  const memo = (description.memo ?? {}) as Partial<OperationMemo> & { progress?: OperationProgress };
  const type = memo.type ?? description.type;
  const status = statusOf(description);
  const progress = await readProgress(client, id, status, type, memo.progress);
  const view: OperationView = {
    id,
    type,
    label: operationCatalog[type]?.label ?? type,
    status,
    target: memo.target ?? '',
    actor: memo.actor ?? '',
    source: memo.source ?? 'api',
    reason: memo.reason ?? null,
    input: memo.input ?? {},
    startedAt: description.startTime.toISOString(),
    finishedAt: description.closeTime?.toISOString() ?? null,
    steps: progress.steps,
    ...(progress.result ? { result: progress.result } : {}),
    ...(progress.error ? { error: progress.error } : {}),
    temporalUrl: `${temporalUiUrl.replace(/\/$/, '')}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(id)}`,
  };
  if (status === 'failed' && !view.error) {
    view.error = { code: description.status.name, message: 'Ocurrió un error. Intente nuevamente.' };
  }
  return view;
}
