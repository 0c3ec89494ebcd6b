// Starts and reads operations (Temporal workflows) on behalf of an authenticated caller.
import { createHash, randomBytes } from 'node:crypto';
import {
  operationCatalog,
  operationSearchAttributes,
  TASK_QUEUE,
  type OperationEnvelope,
  type OperationSource,
} from '@cgi/workflows';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { AuthContext } from '../auth/context';
import { apiMessages, HttpError, validationError } from '../http/errors';
import { readOperation, type OperationMemo } from './temporal-view';

const keys = operationSearchAttributes;

export interface OperationsServiceOptions {
  client: Client;
  namespace: string;
  temporalUiUrl: string;
  taskQueue?: string;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function idSegment(text: string): string {
  return text.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80) || '_';
}

export function createOperationsService(options: OperationsServiceOptions) {
  const { client } = options;

  async function get(id: string) {
    try {
      return await readOperation(client, id, options.temporalUiUrl, options.namespace);
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) {
        throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
      }
      throw error;
    }
  }

  async function start(request: {
    type: string;
    input: Record<string, unknown>;
    reason?: string;
    auth: AuthContext;
    source: OperationSource;
    idempotencyKey?: string;
  }): Promise<{ id: string; reused: boolean }> {
    const definition = operationCatalog[request.type];
    if (!definition) {
      throw new HttpError(400, 'UNKNOWN_OPERATION_TYPE', apiMessages.unknownOperationType, {
        type: apiMessages.unknownOperationType,
      });
    }
    if (!definition.roles.some((role) => request.auth.roles.includes(role))) {
      throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
    }
    const parsed = definition.input.safeParse(request.input);
    if (!parsed.success) throw validationError(parsed.error);
    const input = parsed.data as Record<string, unknown>;
    const target = definition.target(input);
    const maskedInput = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, definition.secretFields?.includes(k) ? '••••••' : v]),
    );
    const inputHash = createHash('sha256').update(stableJson(input)).digest('hex');

    let suffix = randomBytes(4).toString('hex');
    if (request.idempotencyKey) {
      // Same key from the same caller → same workflow id, so it never starts twice.
      suffix = `k${createHash('sha256').update(`${request.auth.email}\n${request.idempotencyKey}`).digest('hex').slice(0, 16)}`;
    }
    const id = `${definition.type}/${idSegment(target)}/${suffix}`;

    if (request.idempotencyKey) {
      try {
        const existing = await client.workflow.getHandle(id).describe();
        const memo = existing.memo as Partial<OperationMemo> | undefined;
        if (memo?.inputHash !== inputHash) {
          throw new HttpError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'La clave de idempotencia ya se usó con otros datos',
          );
        }
        return { id, reused: true };
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }

    const memo: OperationMemo = {
      type: definition.type,
      target,
      actor: request.auth.email,
      source: request.source,
      reason: request.reason ?? null,
      input: maskedInput,
      inputHash,
    };
    const envelope: OperationEnvelope<Record<string, unknown>> = {
      input,
      actor: { email: request.auth.email, userId: request.auth.userId },
      source: request.source,
      reason: request.reason ?? null,
    };
    await client.workflow.start(definition.workflowType, {
      taskQueue: options.taskQueue ?? TASK_QUEUE,
      workflowId: id,
      args: [envelope],
      memo: memo as unknown as Record<string, unknown>,
      workflowIdConflictPolicy: request.idempotencyKey ? 'USE_EXISTING' : 'FAIL',
      typedSearchAttributes: [
        { key: keys.type, value: definition.type },
        { key: keys.target, value: target },
        { key: keys.actor, value: request.auth.email },
        { key: keys.source, value: request.source },
      ],
    });
    return { id, reused: false };
  }

  return { start, get };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
