// Starts, lists, reads, retries and cancels operations (Temporal workflows) on behalf of an
// authenticated caller.
import { relatedKeysOf } from './related-keys';
import { createHash, randomBytes } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import {
  BULK_RETRY_MAX_ITEMS,
  isRetryable,
  OPERATIONS_BULK_RETRY,
  operationCatalog,
  operationSearchAttributePairs,
  readOperationInput,
  retryIdFor,
  retryMemo,
  TASK_QUEUE,
  type OperationEnvelope,
  type OperationMemo,
  type OperationSource,
  type StepRetryPolicy,
} from '@cgi/workflows';
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { actorOf, type AuthContext } from '../auth/context';
import { apiMessages, HttpError, validationError } from '../http/errors';
import type { OperationFilter, OperationSummaryView } from './schemas';
import { readOperation, summaryOf, withRetries, type RawExecutionInfo } from './temporal-view';
import { sealInput } from './input-sealers';
import { OTHER_FAILURE_QUERIES, visibilityQuery } from './visibility-query';
import { runStartCheck } from './start-checks';

export interface OperationsServiceOptions {
  client: Client;
  namespace: string;
  temporalUiUrl: string;
  taskQueue?: string;
  /** Step retry policy sent to every operation (default: the workflows' own, 5 attempts). */
  stepRetry?: StepRetryPolicy;
  /** The event log, for the entries an operation wrote. */
  platform?: () => PlatformClient;
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

function requireReason(reason: string | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) {
    throw new HttpError(400, 'REASON_REQUIRED', apiMessages.invalidInput, {
      reason: apiMessages.reasonRequired,
    });
  }
  return trimmed;
}

/** How long the answer to "is any operation terminated or timed out?" is reused. */
const OTHER_FAILURES_TTL_MS = 30_000;

export function createOperationsService(options: OperationsServiceOptions) {
  const { client, namespace } = options;
  const taskQueue = options.taskQueue ?? TASK_QUEUE;
  let otherFailures: { at: number; any: boolean } | undefined;

  /** Whether the failed filter must include terminated and timed-out runs (two indexed counts, cached). */
  async function anyOtherFailures(): Promise<boolean> {
    if (otherFailures && Date.now() - otherFailures.at < OTHER_FAILURES_TTL_MS) return otherFailures.any;
    const counts = await Promise.all(OTHER_FAILURE_QUERIES.map((query) => client.workflow.count(query)));
    otherFailures = { at: Date.now(), any: counts.some((c) => c.count > 0) };
    return otherFailures.any;
  }

  async function queryFor(filter: OperationFilter): Promise<string> {
    return filter.status === 'failed'
      ? visibilityQuery(filter, { otherFailures: await anyOtherFailures() })
      : visibilityQuery(filter);
  }

  async function get(id: string) {
    try {
      return await readOperation(client, id, options.temporalUiUrl, namespace);
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) {
        throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
      }
      throw error;
    }
  }

  async function describe(id: string) {
    try {
      return await client.workflow.getHandle(id).describe();
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) {
        throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
      }
      throw error;
    }
  }

  interface StartRequest {
    type: string;
    input: Record<string, unknown>;
    reason?: string;
    auth: AuthContext;
    source: OperationSource;
    idempotencyKey?: string;
  }

  /** What a start and a validation share: the type, the role check, the input and the reason rule. */
  function prepareStart(request: StartRequest) {
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
    if (!parsed.success) throw validationError(parsed.error, [], request.input);
    const reason = definition.highRisk ? requireReason(request.reason) : request.reason?.trim() || null;
    const input = sealInput(definition.type, parsed.data as Record<string, unknown>);
    return { definition, reason, input };
  }

  /**
   * Every check a start makes (role, input, reason, the start checks against the data) without
   * starting anything: the same code as start() up to the workflow start.
   */
  async function validate(request: StartRequest): Promise<{ type: string; target: string }> {
    const { definition, input } = prepareStart(request);
    await runStartCheck(definition.type, { input, auth: request.auth });
    return { type: definition.type, target: definition.target(input) };
  }

  async function start(request: StartRequest): Promise<{ id: string; reused: boolean }> {
    const { definition, reason, input } = prepareStart(request);
    const target = definition.target(input);
    const maskedInput = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, definition.secretFields?.includes(k) ? '••••••' : v]),
    );
    // A hash of a secret would be one more copy of it (a password is guessable from its hash).
    const hashed = definition.secretFields?.length ? maskedInput : input;
    const inputHash = createHash('sha256').update(stableJson(hashed)).digest('hex');
    const actor = actorOf(request.auth);

    let suffix = randomBytes(4).toString('hex');
    if (request.idempotencyKey) {
      // Same key from the same caller → same workflow id, so it never starts twice.
      suffix = `k${createHash('sha256').update(`${actor}\n${request.idempotencyKey}`).digest('hex').slice(0, 16)}`;
    }
    const id = `${definition.type}/${idSegment(target)}/${suffix}`;

    if (request.idempotencyKey) {
      try {
        const existing = await client.workflow.getHandle(id).describe();
        const memo = existing.memo as Partial<OperationMemo> | undefined;
        if (memo?.inputHash !== inputHash) {
          throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', apiMessages.idempotencyKeyReused);
        }
        return { id, reused: true };
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }

    // After the idempotency lookup: a repeated start returns its run even if the data changed since.
    await runStartCheck(definition.type, { input, auth: request.auth });

    const memo: OperationMemo = {
      type: definition.type,
      target,
      actor,
      source: request.source,
      reason,
      input: maskedInput,
      inputHash,
      related: await relatedKeysOf(definition, input, options.platform),
    };
    const envelope: OperationEnvelope<Record<string, unknown>> = {
      input,
      actor: {
        email: request.auth.email,
        userId: request.auth.userId,
        serviceAccount: request.auth.serviceAccount ?? null,
      },
      source: request.source,
      reason,
      retry: options.stepRetry ?? null,
    };
    try {
      await client.workflow.start(definition.workflowType, {
        taskQueue,
        workflowId: id,
        args: [envelope],
        memo: memo as unknown as Record<string, unknown>,
        workflowIdConflictPolicy: request.idempotencyKey ? 'USE_EXISTING' : 'FAIL',
        // A keyed run that already closed must not be started again under the same id.
        ...(request.idempotencyKey ? { workflowIdReusePolicy: 'REJECT_DUPLICATE' as const } : {}),
        typedSearchAttributes: operationSearchAttributePairs(memo),
      });
    } catch (error) {
      // Two requests with one key raced past the lookup above: the loser gets the winner's run.
      if (request.idempotencyKey && error instanceof WorkflowExecutionAlreadyStartedError)
        return { id, reused: true };
      throw error;
    }
    return { id, reused: false };
  }

  /**
   * One page of operations, newest first (running ones, then by close time). The page token
   * wraps Temporal's with a fingerprint of the query, so a token from another filter (or a
   * mangled one) is refused with 400 instead of reaching the server.
   */
  async function list(
    filter: OperationFilter,
    page: { pageSize: number; pageToken?: string },
  ): Promise<{ items: OperationSummaryView[]; nextPageToken: string | null }> {
    const query = await queryFor(filter);
    // Bound to the filter (not the query text, which may change between pages: see queryFor).
    const fingerprint = createHash('sha256').update(stableJson(filter)).digest('base64url').slice(0, 12);
    let nextPageToken: Uint8Array = Buffer.alloc(0);
    if (page.pageToken) {
      let wrapped: { q?: unknown; t?: unknown } | undefined;
      try {
        wrapped = JSON.parse(Buffer.from(page.pageToken, 'base64url').toString('utf8')) as typeof wrapped;
      } catch {
        wrapped = undefined;
      }
      if (!wrapped || wrapped.q !== fingerprint || typeof wrapped.t !== 'string') {
        throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, {
          pageToken: apiMessages.invalidPageToken,
        });
      }
      nextPageToken = Buffer.from(wrapped.t, 'base64');
    }
    const response = await client.workflowService.listWorkflowExecutions({
      namespace,
      query,
      pageSize: page.pageSize,
      nextPageToken,
    });
    const token = response.nextPageToken;
    return {
      items: await withRetries(
        client,
        response.executions.map((raw) => summaryOf(raw as RawExecutionInfo)),
      ),
      nextPageToken:
        token && token.length > 0
          ? Buffer.from(
              JSON.stringify({ q: fingerprint, t: Buffer.from(token).toString('base64') }),
            ).toString('base64url')
          : null,
    };
  }

  async function count(filter: OperationFilter): Promise<number> {
    return (await client.workflow.count(await queryFor(filter))).count;
  }

  function assertMayRun(type: string, auth: AuthContext) {
    const definition = operationCatalog[type];
    if (definition && !definition.roles.some((role) => auth.roles.includes(role))) {
      throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
    }
    return definition;
  }

  /**
   * Retries a failed or cancelled operation: a new run, `<id>-r1`, that resumes after the
   * last completed step. Retrying the same run again returns the retry already started.
   */
  async function retry(
    id: string,
    request: { auth: AuthContext; source: OperationSource; reason?: string },
  ): Promise<{ id: string; reused: boolean }> {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const type = memo.type ?? description.type;
    const definition = assertMayRun(type, request.auth);
    const view = await get(id);
    if (view.retriedBy) return { id: view.retriedBy, reused: true };
    if (!isRetryable(view.status)) {
      throw new HttpError(409, 'OPERATION_NOT_RETRYABLE', apiMessages.operationNotRetryable);
    }
    const reason = definition?.highRisk ? requireReason(request.reason) : request.reason?.trim() || null;
    const retryId = retryIdFor(id);
    const newMemo = retryMemo(
      {
        type,
        target: memo.target ?? view.target,
        input: memo.input ?? {},
        inputHash: memo.inputHash ?? '',
      },
      { retryOf: id, actor: actorOf(request.auth), source: request.source, reason },
    );
    const envelope: OperationEnvelope<unknown> = {
      // Sent along so an operation whose workflow does not resume still runs again, whole.
      input: await readOperationInput(client.workflowService, namespace, id),
      resumeFrom: id,
      actor: {
        email: request.auth.email,
        userId: request.auth.userId,
        serviceAccount: request.auth.serviceAccount ?? null,
      },
      source: request.source,
      reason,
      retry: options.stepRetry ?? null,
    };
    await client.workflow.start(description.type, {
      taskQueue: description.taskQueue || taskQueue,
      workflowId: retryId,
      args: [envelope],
      memo: newMemo as unknown as Record<string, unknown>,
      // Two engineers retrying at once get the same retry.
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: operationSearchAttributePairs(newMemo),
    });
    return { id: retryId, reused: false };
  }

  /** Asks a running operation to stop at its next step boundary. */
  async function cancel(id: string, auth: AuthContext): Promise<void> {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    assertMayRun(memo.type ?? description.type, auth);
    if (description.status.name !== 'RUNNING') {
      throw new HttpError(409, 'OPERATION_NOT_RUNNING', apiMessages.operationNotRunning);
    }
    await client.workflow.getHandle(id).cancel();
  }

  /**
   * The operations a bulk retry of this filter touches: the failed (or terminated) ones not
   * retried yet, bulk operations aside. Scans at most one more than the bulk limit.
   */
  async function retryableIds(filter: Omit<OperationFilter, 'status'>): Promise<string[]> {
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await list({ ...filter, status: 'failed' }, { pageSize: 100, pageToken });
      ids.push(
        ...page.items
          // Bulk operations are retried one by one ("Reintentar solo los fallidos"), not inside another bulk.
          .filter((item) => item.retriedBy === null && operationCatalog[item.type]?.bulk !== true)
          .map((item) => item.id),
      );
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken && ids.length <= BULK_RETRY_MAX_ITEMS);
    return ids.slice(0, BULK_RETRY_MAX_ITEMS + 1);
  }

  /** What a bulk retry of this filter would touch, for its confirmation. */
  async function bulkRetryPreview(filter: Omit<OperationFilter, 'status'>) {
    const ids = await retryableIds(filter);
    return {
      count: Math.min(ids.length, BULK_RETRY_MAX_ITEMS),
      more: ids.length > BULK_RETRY_MAX_ITEMS,
      max: BULK_RETRY_MAX_ITEMS,
    };
  }

  async function bulkRetry(request: {
    filter?: Omit<OperationFilter, 'status'>;
    ids?: string[];
    reason?: string;
    auth: AuthContext;
    source: OperationSource;
    idempotencyKey?: string;
  }): Promise<{ id: string; reused: boolean }> {
    // A filter takes the most recent ones up to the limit (the confirmation said so).
    const ids = request.ids ?? (await retryableIds(request.filter ?? {})).slice(0, BULK_RETRY_MAX_ITEMS);
    if (ids.length === 0) {
      throw new HttpError(400, 'NOTHING_TO_RETRY', apiMessages.nothingToRetry, {
        ids: apiMessages.nothingToRetry,
      });
    }
    if (ids.length > BULK_RETRY_MAX_ITEMS) {
      throw new HttpError(400, 'TOO_MANY_ITEMS', apiMessages.tooManyToRetry(BULK_RETRY_MAX_ITEMS), {
        ids: apiMessages.tooManyToRetry(BULK_RETRY_MAX_ITEMS),
      });
    }
    return start({
      type: OPERATIONS_BULK_RETRY,
      input: { ids },
      reason: request.reason,
      auth: request.auth,
      source: request.source,
      idempotencyKey: request.idempotencyKey,
    });
  }

  /** The event-log entries the operation wrote (transactionId = operation id), oldest first. */
  async function log(id: string) {
    await describe(id);
    if (!options.platform) return [];
    return options.platform().eventLog.ofTransaction(id);
  }

  return { start, validate, get, list, count, retry, cancel, bulkRetry, bulkRetryPreview, log };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
