// Starts, lists, reads, retries and cancels operations (Temporal workflows) on behalf of an
// authenticated caller.
import type { BulkElements, ElementStatus, IdempotencyKeys, StoredElement } from '@cgi/console-store';
import { relatedKeysOf } from './related-keys';
import { entityNameLookup } from './entity-names';
import { createHash, randomBytes } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import type { Pseudonyms } from '@cgi/workflows/codec';
import {
  approvalMessages,
  approvalPolicyOf,
  approvalRequestFor,
  bulkRetrySkipsUnapproved,
  approveUpdate,
  missingApprovals,
  refuseApprover,
  rejectUpdate,
  rescheduleUpdate,
  SEARCH_ATTRIBUTES,
  operationSearchAttributes,
  type ApprovalPolicy,
  type ApprovalProgress,
  type ApprovalRequest,
  type ApprovalVote,
  authorize,
  BULK_RETRY_MAX_ITEMS,
  contractOf,
  contractOrRefusal,
  operationContracts,
  operationNameOf,
  retryNumberOf,
  isRetryable,
  OPERATIONS_BULK_RETRY,
  OPERATIONS_SUPPORT_ROLES,
  OPERATION_UNDO,
  OperationRefusal,
  indexedSearchAttributes,
  indexedTarget,
  isActive,
  lookupValues,
  undoIdFor,
  readOperationInput,
  refuseRole,
  retryIdFor,
  retryMemo,
  TASK_QUEUE,
  type InputSealer,
  type OperationAction,
  type OperationContract,
  type OperationEnvelope,
  type OperationMemo,
  type OperationProgress,
  type OperationSource,
  type RelatedKind,
  type StepRetryPolicy,
  type FollowUps,
} from '@cgi/workflows';
import {
  isGrpcDeadlineError,
  WorkflowUpdateFailedError,
  ApplicationFailure,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type Client,
} from '@temporalio/client';
import proto from '@temporalio/proto';
import type { SearchAttributePair } from '@temporalio/common';
import { actorOf, type AuthContext } from '../auth/context';
import { messages as operationMessages } from '@cgi/workflows/messages';
import { apiMessages, HttpError, validationError } from '../http/errors';
import type { PageTokens } from '../http/page-tokens';
import { mapLimited } from '../http/platform';
import { logger } from '../logger';
import type { OperationFilter, OperationSummaryView, OperationView } from './schemas';
import {
  decodeMemos,
  memoField,
  readOperation,
  startedOperationView,
  summaryOf,
  withRetries,
  type RawExecutionInfo,
} from './temporal-view';
import { OTHER_FAILURE_QUERIES, visibilityQuery } from './visibility-query';
import { checkedNotBefore, rescheduleRefusalStatus } from './schedule';
import { undoneAmong } from './undone';
import {
  approvalRecordEntryOf,
  approvalRecordVisibilityQuery,
  type ApprovalRecordEntry,
  type ApprovalRecordFilter,
} from './approval-record';

const { HistoryEventFilterType } = proto.temporal.api.enums.v1;

export interface OperationsServiceOptions {
  client: Client;
  namespace: string;
  temporalUiUrl: string;
  taskQueue?: string;
  /** Step retry policy sent to every operation (default: the workflows' own, 5 attempts). */
  stepRetry?: StepRetryPolicy;
  /** False: no operation waits for approval (test stacks not about it; never PROD, see config). */
  approvals?: boolean;
  /** Overrides every policy's expiry (tests of 'Vencida' wait seconds, not 72 hours). */
  approvalExpiryMs?: number;
  /** The policy a type follows now (an administrator's change, else its contract's). */
  approvalPolicy?: (contract: OperationContract) => Promise<ApprovalPolicy | null>;
  /** The platform as the api calls it: the gate's finer rules, start checks, the event log. */
  platform: () => PlatformClient;
  /** Encrypts what an operation's contract seals (a new password) before it reaches Temporal. */
  sealer: InputSealer;
  /** The elements of bulk operations, in the console's store. */
  elements: BulkElements;
  /** What personal values become in workflow ids and search attributes (indexed-values.ts). */
  pseudonyms: Pseudonyms;
  /** Which operation each caller's Idempotency-Key started, in the console's store. */
  idempotencyKeys: IdempotencyKeys;
  /** Seals and opens the lists' page tokens (a key every replica shares). */
  pageTokens: PageTokens;
  /** Which run follows each failed operation, its retry or its undo, in the console's store. */
  followUps: FollowUps;
  /**
   * The names of the service accounts a person owns or owned (issue 40): what they may not
   * approve. Default: none (a stack without service accounts).
   */
  ownedAccounts?: (person: string) => Promise<string[]>;
}

/** The actor an operation records: who, and with which roles (each bulk-retry element is gated with them). */
function envelopeActor(auth: AuthContext): OperationEnvelope<unknown>['actor'] {
  return {
    email: auth.email,
    userId: auth.userId,
    serviceAccount: auth.serviceAccount ?? null,
    roles: [...auth.roles],
    // The people behind a service account travel with the run: its approval check reads them.
    ...(auth.serviceAccount && auth.owners?.length ? { owners: [...auth.owners] } : {}),
  };
}

/** Support engineers read every operation; everyone else, the ones they started. */
export function mayRead(auth: AuthContext, actor: string): boolean {
  return OPERATIONS_SUPPORT_ROLES.some((role) => auth.roles.includes(role)) || actor === actorOf(auth);
}

/**
 * An operation as the caller may see it: a secret of its result (an impersonation's sealed
 * token) only to the one who started it, the only one who can use it; every other reader gets
 * the result without it.
 */
export function shownTo<V extends Pick<OperationView, 'type' | 'actor' | 'result'>>(
  auth: AuthContext,
  view: V,
): V {
  const secrets = contractOf(view.type)?.secrets?.fields ?? [];
  const result = view.result;
  if (!result || view.actor === actorOf(auth) || !secrets.some((field) => field in result)) return view;
  return {
    ...view,
    result: Object.fromEntries(Object.entries(result).filter(([field]) => !secrets.includes(field))),
  };
}

function refused(refusal: OperationRefusal | null): void {
  if (refusal) throw refusal;
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

/**
 * A list's page token seals Temporal's cursor with a fingerprint of the filter (not the query
 * text, which may change between pages: see queryFor), so a token from another filter, or one
 * changed in any character, is refused with 400 instead of reaching the server (page-tokens.ts).
 */
function filterFingerprint(filter: object): string {
  return createHash('sha256').update(stableJson(filter)).digest('base64url');
}

function sealPageToken(
  tokens: PageTokens,
  filter: object,
  token: Uint8Array | null | undefined,
): Promise<string | null> {
  return tokens.seal(filterFingerprint(filter), token);
}

function openPageToken(
  tokens: PageTokens,
  filter: object,
  pageToken: string | undefined,
): Promise<Uint8Array> {
  return tokens.open(filterFingerprint(filter), pageToken);
}

/** An element as the api serves it: the operation it started (a bulk retry's) comes from its detail. */
function elementView(element: StoredElement) {
  const detail = (element.detail ?? {}) as { operationId?: unknown };
  return {
    ordinal: element.ordinal,
    key: element.key,
    label: element.label,
    status: element.status,
    note: element.note,
    error: element.error,
    attempts: element.attempts,
    operationId: typeof detail.operationId === 'string' ? detail.operationId : null,
    settledBy: element.settledBy,
    detail: (element.detail ?? null) as Record<string, unknown> | null,
    finishedAt: element.finishedAt,
  };
}

/** The contract of a run whose memo lacks its type (started outside the console): by workflow name. */
function contractByWorkflow(workflowType: string): OperationContract | undefined {
  return operationContracts.find((contract) => contract.workflowType === workflowType);
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

/** The start's search attributes, with OperationApproval 'pending' when it waits for approval. */
function withApprovalAttribute(
  pairs: SearchAttributePair[],
  approval: ApprovalRequest | null,
): SearchAttributePair[] {
  return approval ? [...pairs, { key: operationSearchAttributes.approval, value: 'pending' }] : pairs;
}

/** The start's search attributes, with OperationSchedule 'waiting' when it waits for its time. */
function withScheduleAttribute(
  pairs: SearchAttributePair[],
  notBefore: string | undefined,
): SearchAttributePair[] {
  return notBefore ? [...pairs, { key: operationSearchAttributes.schedule, value: 'waiting' }] : pairs;
}

/**
 * A scheduled run's approval request lapses as long after its time as an immediate one lapses
 * after its start: approvers have the same window, counted from when it is due.
 */
function scheduledExpiry(
  approval: ApprovalRequest | null,
  notBefore: string | undefined,
): ApprovalRequest | null {
  if (!approval || !notBefore) return approval;
  const window = Math.max(0, Date.parse(approval.expiresAt) - Date.now());
  return { ...approval, expiresAt: new Date(Date.parse(notBefore) + window).toISOString() };
}

/** How long a read waits for a target's name before it answers with the number alone. */
const TARGET_NAME_WAIT_MS = 800;

/** How long the answer to "is any operation terminated or timed out?" is reused. */
const OTHER_FAILURES_TTL_MS = 30_000;

export function createOperationsService(options: OperationsServiceOptions) {
  const { client, namespace } = options;
  const taskQueue = options.taskQueue ?? TASK_QUEUE;
  let otherFailures: { at: number; any: boolean } | undefined;
  const names = entityNameLookup(options.platform);
  const policyOf = (contract: OperationContract) =>
    options.approvalPolicy ? options.approvalPolicy(contract) : Promise.resolve(approvalPolicyOf(contract));
  const withExpiry = (request: ApprovalRequest | null): ApprovalRequest | null =>
    request && options.approvalExpiryMs !== undefined
      ? { ...request, expiresAt: new Date(Date.now() + options.approvalExpiryMs).toISOString() }
      : request;

  /** The views with their target's name (a slow platform leaves the number alone, not the read). */
  async function withTargetNames<
    T extends { type: string; target: string; targetName: string | null },
    L extends readonly T[],
  >(views: L): Promise<{ [K in keyof L]: L[K] }> {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), TARGET_NAME_WAIT_MS).unref(),
    );
    return Promise.all(
      views.map(async (view) => ({
        ...view,
        targetName: await Promise.race([names.ofTarget(view.type, view.target), timeout]),
      })),
    ) as unknown as Promise<{ [K in keyof L]: L[K] }>;
  }

  /**
   * A bulk retry's elements are operations (keyed by their ids): each is read by its name, and
   * so is the retry it started. Other bulks' elements are named by their contract already.
   */
  async function namedElements<E extends { key: string; label: string; operationId: string | null }>(
    type: string,
    items: E[],
  ): Promise<(E & { operationName: string | null })[]> {
    if (type !== OPERATIONS_BULK_RETRY) return items.map((item) => ({ ...item, operationName: null }));
    const names = await operationNames(items.map((item) => item.key)).catch(
      () => new Map<string, { type: string; label: string; target: string; name: string }>(),
    );
    return items.map((item) => {
      const summary = names.get(item.key);
      return {
        ...item,
        // The key is a workflow id: staff never read it, even when no name is known.
        label: summary?.name ?? (item.label === item.key ? apiMessages.unnamedOperation : item.label),
        operationName:
          summary && item.operationId
            ? operationNameOf({ ...summary, retryNumber: retryNumberOf(item.operationId) })
            : null,
      };
    });
  }

  /**
   * The names of the operations a bulk retry's elements are (their keys are operation ids): one
   * visibility read for the page. An id visibility does not know keeps no name.
   */
  async function operationNames(
    ids: string[],
  ): Promise<Map<string, { type: string; label: string; target: string; name: string }>> {
    const safe = [...new Set(ids)].filter((id) => /^[A-Za-z0-9@._/-]{1,300}$/.test(id));
    if (safe.length === 0) return new Map();
    const response = await client.workflowService.listWorkflowExecutions({
      namespace,
      query: `WorkflowId IN (${safe.map((id) => `'${id}'`).join(', ')})`,
      pageSize: safe.length,
    });
    const rows = (await decodeMemos(client, response.executions as RawExecutionInfo[])).map(summaryOf);
    return new Map(
      rows.map((row) => [row.id, { type: row.type, label: row.label, target: row.target, name: row.name }]),
    );
  }

  /** Whether the failed filter must include terminated and timed-out runs (two indexed counts, cached). */
  async function anyOtherFailures(): Promise<boolean> {
    if (otherFailures && Date.now() - otherFailures.at < OTHER_FAILURES_TTL_MS) return otherFailures.any;
    const counts = await Promise.all(OTHER_FAILURE_QUERIES.map((query) => client.workflow.count(query)));
    otherFailures = { at: Date.now(), any: counts.some((c) => c.count > 0) };
    return otherFailures.any;
  }

  const pseudonymize = (value: string) => options.pseudonyms.of(value);
  /** A filter's actor, target or entity as Temporal may hold it: pseudonyms under every key, or clear. */
  const lookup = (field: 'target' | 'actor' | 'related', value: string) =>
    lookupValues(field, value, options.pseudonyms.all);

  async function queryFor(filter: OperationFilter): Promise<string> {
    return filter.status === 'failed'
      ? visibilityQuery(filter, { otherFailures: await anyOtherFailures(), lookup })
      : visibilityQuery(filter, { lookup });
  }

  async function get(id: string) {
    try {
      const [view] = await withTargetNames([
        await readOperation(
          client,
          id,
          options.temporalUiUrl,
          namespace,
          options.platform,
          options.followUps,
        ),
      ] as const);
      // A running bulk step's counts, live from the store: the workflow publishes them only
      // when a chunk ends, and a chunk may hold thousands of elements.
      const bulkStep = view.steps.find((step) => step.status === 'running' && step.counts !== undefined);
      if (view.status === 'running' && bulkStep) {
        const counts = await options.elements.counts(id);
        if (counts.total > 0) bulkStep.counts = counts;
      }
      return view;
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
    /** Run not before this time (ISO with its zone), up to 90 days ahead. */
    notBefore?: string;
  }

  /**
   * Everything a start checks, in the order a caller should learn it: the type, the role (before
   * the input is read), the input, the contract's finer rule, the reason of a high-risk one; then
   * the input the workflow receives, with its secrets sealed.
   */
  async function admit(request: StartRequest) {
    const contract = contractOrRefusal(request.type);
    if (contract instanceof OperationRefusal) {
      throw new HttpError(400, contract.code, contract.message, { type: contract.message });
    }
    refused(refuseRole(contract, 'start', request.auth.roles));
    const parsed = contract.input.safeParse(request.input);
    if (!parsed.success) throw validationError(parsed.error, [], request.input);
    const validated = parsed.data as Record<string, unknown>;
    const platform = options.platform();
    const gateRequest = { action: 'start' as const, roles: request.auth.roles, input: validated, platform };
    refused(await authorize(contract, gateRequest));
    const reason = contract.highRisk ? requireReason(request.reason) : request.reason?.trim() || null;
    const notBefore = checkedNotBefore(request.notBefore);
    const input = contract.secrets?.seal ? contract.secrets.seal(validated, options.sealer) : validated;
    return { contract, validated, input, reason, gateRequest, notBefore };
  }

  /**
   * Every check a start makes (role, input, rule, reason, the checks against the data) without
   * starting anything (`POST /api/operations/validate`).
   */
  async function validate(request: StartRequest): Promise<{ type: string; target: string }> {
    const { contract, input, gateRequest } = await admit(request);
    await contract.check?.(gateRequest);
    return { type: contract.type, target: contract.target(input) };
  }

  /** Starts an operation and answers its view (a reused one's as it stands now). */
  async function start(request: StartRequest): Promise<{ id: string; reused: boolean; view: OperationView }> {
    const { contract, input: fullInput, reason, gateRequest, notBefore } = await admit(request);
    const target = contract.target(fullInput);
    // A bulk operation's elements go to the console's store; the workflow gets a small input.
    const input = contract.elements ? contract.elements.runInput(fullInput) : fullInput;
    const secretFields = contract.secrets?.fields ?? [];
    const maskedInput = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, secretFields.includes(k) ? '••••••' : v]),
    );
    // A hash of a secret would be one more copy of it (a password is guessable from its hash).
    const hashed = secretFields.length ? maskedInput : fullInput;
    const inputHash = createHash('sha256').update(stableJson(hashed)).digest('hex');
    const actor = actorOf(request.auth);

    const key = request.idempotencyKey;
    const keyUse = (operationId: string) => ({ operationType: contract.type, inputHash, operationId });
    const sameUse = (bound: { operationType: string; inputHash: string }) =>
      bound.operationType === contract.type && bound.inputHash === inputHash;
    // A keyed start keeps the id a key gave before keys were bound in the store: a repeat of a
    // start made then still finds its run.
    let id = key
      ? `${contract.type}/${idSegment(indexedTarget(contract.type, target, pseudonymize))}/k${createHash('sha256').update(`${actor}\n${key}`).digest('hex').slice(0, 16)}`
      : `${contract.type}/${idSegment(indexedTarget(contract.type, target, pseudonymize))}/${randomBytes(4).toString('hex')}`;

    if (key) {
      // The key belongs to the caller alone: another type, target or input under it is a 409.
      const bound = await options.idempotencyKeys.find(actor, key);
      if (bound && !sameUse(bound)) {
        throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', apiMessages.idempotencyKeyReused);
      }
      if (bound) id = bound.operationId;
      try {
        const existing = await client.workflow.getHandle(id).describe();
        const memo = existing.memo as Partial<OperationMemo> | undefined;
        if (memo?.inputHash !== inputHash) {
          throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', apiMessages.idempotencyKeyReused);
        }
        // A run started before its key was bound in the store (or bound now by a concurrent repeat).
        if (!bound) await options.idempotencyKeys.claim(actor, key, keyUse(id));
        return { id, reused: true, view: await get(id) };
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }

    // After the idempotency lookup: a repeated start returns its run even if the data changed since.
    // The reads the start needs besides its checks do not depend on them: side by side, the call
    // waits for the slowest instead of their sum (issue 32). A refused start discards them.
    const [, related, policy] = await Promise.all([
      contract.check?.(gateRequest),
      relatedKeysOf(contract, fullInput, options.platform),
      options.approvals === false ? null : policyOf(contract),
    ]);

    let claimed = false;
    if (key) {
      // Of concurrent starts with one key exactly one binds it; the others start the same id
      // (Temporal keeps one run per id) or, with another use, are refused.
      const binding = await options.idempotencyKeys.claim(actor, key, keyUse(id));
      if (!sameUse(binding)) {
        throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', apiMessages.idempotencyKeyReused);
      }
      id = binding.operationId;
      claimed = binding.created;
    }

    const memo: OperationMemo = {
      type: contract.type,
      target,
      actor,
      source: request.source,
      reason,
      input: maskedInput,
      inputHash,
      related,
    };
    // Four-eyes: a type whose policy applies to this input waits for another person first.
    const approval = scheduledExpiry(
      options.approvals === false
        ? null
        : withExpiry(
            approvalRequestFor(contract, fullInput, { requester: actor, inputHash, now: new Date() }, policy),
          ),
      notBefore,
    );
    const envelope: OperationEnvelope<Record<string, unknown>> = {
      input,
      actor: envelopeActor(request.auth),
      source: request.source,
      reason,
      retry: options.stepRetry ?? null,
      ...(approval ? { approval } : {}),
      ...(notBefore ? { notBefore } : {}),
    };
    try {
      if (contract.elements) await options.elements.add(id, contract.elements.of(fullInput));
      await client.workflow.start(contract.workflowType, {
        taskQueue,
        workflowId: id,
        args: [envelope],
        memo: memo as unknown as Record<string, unknown>,
        workflowIdConflictPolicy: key ? 'USE_EXISTING' : 'FAIL',
        // A keyed run that already closed must not be started again under the same id.
        ...(key ? { workflowIdReusePolicy: 'REJECT_DUPLICATE' as const } : {}),
        typedSearchAttributes: withScheduleAttribute(
          withApprovalAttribute(indexedSearchAttributes(memo, pseudonymize), approval),
          notBefore,
        ),
      });
    } catch (error) {
      // A keyed run that closed meanwhile: the repeat gets it.
      if (key && error instanceof WorkflowExecutionAlreadyStartedError)
        return { id, reused: true, view: await get(id) };
      // Nothing started: the key is free again for the caller's next try.
      if (claimed) {
        await options.idempotencyKeys
          .release(actor, key!, id)
          .catch((releaseError: unknown) =>
            logger.warn('idempotency key: release failed', { operationId: id, error: String(releaseError) }),
          );
      }
      throw error;
    }
    // With USE_EXISTING a concurrent repeat is answered the same run, not a second one.
    if (key && !claimed) return { id, reused: true, view: await get(id) };
    const where = { temporalUiUrl: options.temporalUiUrl, namespace };
    return {
      id,
      reused: false,
      view: startedOperationView(id, memo, new Date(), where, approval, notBefore),
    };
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
    const { executions, nextPageToken } = await listExecutions(filter, page);
    return {
      items: await withTargetNames(await withRetries(client, executions.map(summaryOf))),
      nextPageToken,
    };
  }

  /** One page of the filter's runs as Temporal lists them, their memos decoded. */
  async function listExecutions(
    filter: OperationFilter,
    page: { pageSize: number; pageToken?: string },
  ): Promise<{ executions: RawExecutionInfo[]; nextPageToken: string | null }> {
    const response = await client.workflowService.listWorkflowExecutions({
      namespace,
      query: await queryFor(filter),
      pageSize: page.pageSize,
      nextPageToken: await openPageToken(options.pageTokens, filter, page.pageToken),
    });
    return {
      executions: await decodeMemos(client, response.executions as RawExecutionInfo[]),
      nextPageToken: await sealPageToken(options.pageTokens, filter, response.nextPageToken),
    };
  }

  async function count(filter: OperationFilter): Promise<number> {
    return (await client.workflow.count(await queryFor(filter))).count;
  }

  /**
   * The gate for an action on an existing operation: its contract's roles for the action, read
   * access to it (support engineers, or the one who started it), then the finer rule on the
   * input it ran with.
   */
  async function admitAction(id: string, action: Exclude<OperationAction, 'start'>, auth: AuthContext) {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const contract = contractOf(memo.type ?? '') ?? contractByWorkflow(description.type);
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    refused(refuseRole(contract, action, auth.roles));
    if (!mayRead(auth, memo.actor ?? '')) refused(refuseRole(contract, action, []));
    const input = await readOperationInput(client, namespace, id);
    refused(
      await authorize(contract, {
        action,
        roles: auth.roles,
        input: (input ?? {}) as Record<string, unknown>,
        platform: options.platform(),
      }),
    );
    return { description, memo, contract, input };
  }

  /**
   * Retries a failed or cancelled operation: a new run, `<id>-r1`, that resumes after the
   * last completed step. Retrying the same run again returns the retry already started.
   */
  async function retry(
    id: string,
    request: { auth: AuthContext; source: OperationSource; reason?: string },
  ): Promise<{ id: string; reused: boolean }> {
    const { description, memo, contract, input } = await admitAction(id, 'retry', request.auth);
    const view = await get(id);
    if (view.retriedBy) return { id: view.retriedBy, reused: true };
    if (!isRetryable(view.status)) {
      throw new HttpError(409, 'OPERATION_NOT_RETRYABLE', apiMessages.operationNotRetryable);
    }
    // A refusal a retry would repeat (read again from the platform), or an undone operation.
    if (view.retryBlockedReason) {
      throw new HttpError(409, 'OPERATION_RETRY_BLOCKED', view.retryBlockedReason);
    }
    const reason = contract.highRisk ? requireReason(request.reason) : request.reason?.trim() || null;
    const retryId = retryIdFor(id);
    const newMemo = retryMemo(
      {
        type: contract.type,
        target: memo.target ?? view.target,
        input: memo.input ?? {},
        inputHash: memo.inputHash ?? '',
        related: memo.related,
        undoOf: memo.undoOf,
      },
      { retryOf: id, actor: actorOf(request.auth), source: request.source, reason },
    );
    // The same input once approved runs again without a new approval; otherwise the policy
    // applies to the retry as to a start.
    const approvedIn = view.approval?.state === 'approved' ? id : memo.approvedIn;
    if (approvedIn) newMemo.approvedIn = approvedIn;
    const approval =
      approvedIn || options.approvals === false
        ? null
        : withExpiry(
            approvalRequestFor(
              contract,
              (input ?? {}) as Record<string, unknown>,
              {
                requester: actorOf(request.auth),
                inputHash: newMemo.inputHash,
                now: new Date(),
              },
              await policyOf(contract),
            ),
          );
    const envelope: OperationEnvelope<unknown> = {
      // Sent along so an operation whose workflow does not resume still runs again, whole.
      input,
      resumeFrom: id,
      actor: envelopeActor(request.auth),
      source: request.source,
      reason,
      retry: options.stepRetry ?? null,
      ...(approval ? { approval } : {}),
    };
    await client.workflow.start(description.type, {
      taskQueue: description.taskQueue || taskQueue,
      workflowId: retryId,
      args: [envelope],
      memo: newMemo as unknown as Record<string, unknown>,
      // Two engineers retrying at once get the same retry.
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: withApprovalAttribute(indexedSearchAttributes(newMemo, pseudonymize), approval),
    });
    return { id: retryId, reused: false };
  }

  /**
   * Undoes a failed or cancelled operation: a new operation (`operation.undo`, one per operation)
   * that runs the inverse of each of its completed steps that has one, newest first. Gated as a
   * retry of that operation; refused (409) where it is running, completed, retried, undone
   * already, or where nothing it did has an inverse. Asking again returns the undo started.
   */
  async function undo(
    id: string,
    request: { auth: AuthContext; source: OperationSource; reason?: string },
  ): Promise<{ id: string; reused: boolean }> {
    const { memo, contract } = await admitAction(id, 'undo', request.auth);
    const view = await get(id);
    if (view.undoneBy) return { id: view.undoneBy, reused: true };
    const refuse = (code: string, message: string) => new HttpError(409, code, message);
    if (isActive(view.status)) throw refuse('OPERATION_RUNNING', operationMessages.undo.running);
    if (!isRetryable(view.status)) throw refuse('OPERATION_NOT_UNDOABLE', operationMessages.undo.notFailed);
    if (view.retriedBy) throw refuse('OPERATION_RETRIED', operationMessages.undo.retried);
    if (!view.undo) throw refuse('NOTHING_TO_UNDO', operationMessages.undo.nothingToUndo);
    const undoContract = contractOf(OPERATION_UNDO)!;
    const reason = requireReason(request.reason);
    const input = {
      operationId: id,
      operationLabel: view.target ? `${contract.label} · ${view.target}` : contract.label,
    };
    const undoId = undoIdFor(id);
    const undoMemo: OperationMemo = {
      type: OPERATION_UNDO,
      target: memo.target ?? view.target,
      actor: actorOf(request.auth),
      source: request.source,
      reason,
      input,
      inputHash: createHash('sha256').update(stableJson(input)).digest('hex'),
      ...(memo.related ? { related: memo.related } : {}),
      undoOf: id,
    };
    try {
      await client.workflow.start(undoContract.workflowType, {
        taskQueue,
        workflowId: undoId,
        args: [
          {
            input,
            actor: envelopeActor(request.auth),
            source: request.source,
            reason,
            retry: options.stepRetry ?? null,
          } satisfies OperationEnvelope<typeof input>,
        ],
        memo: undoMemo as unknown as Record<string, unknown>,
        // Two engineers undoing at once get the same undo; one that ended is never run again.
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: indexedSearchAttributes(undoMemo, pseudonymize),
      });
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return { id: undoId, reused: true };
      throw error;
    }
    return { id: undoId, reused: false };
  }

  /** Asks a running operation to stop at its next step boundary. */
  async function cancel(id: string, auth: AuthContext): Promise<void> {
    const pending = await pendingApproval(id);
    if (pending && pending.approval.requester === actorOf(auth)) {
      // The requester withdraws a request still waiting: nothing ran, so their own word is enough.
      await client.workflow.getHandle(id).cancel();
      return;
    }
    const { description } = await admitAction(id, 'cancel', auth);
    if (description.status.name !== 'RUNNING') {
      throw new HttpError(409, 'OPERATION_NOT_RUNNING', apiMessages.operationNotRunning);
    }
    await client.workflow.getHandle(id).cancel();
  }

  /** Whether the caller's roles may retry an operation of this type (the worker checks each again). */
  const mayRetryType = (type: string, auth: AuthContext) => {
    const contract = contractOf(type);
    return contract !== undefined && refuseRole(contract, 'retry', auth.roles) === null;
  };

  /**
   * The operations a bulk retry of this filter touches: the failed (or terminated) ones not
   * retried yet, of types the caller may retry, bulk operations aside. Scans at most one more
   * than the bulk limit.
   */
  async function retryableRuns(filter: Omit<OperationFilter, 'status'>, auth: AuthContext) {
    const runs: { id: string; type: string; memo: Pick<OperationMemo, 'approvedIn' | 'progress'> }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await listExecutions({ ...filter, status: 'failed' }, { pageSize: 100, pageToken });
      const summaries = await withRetries(client, page.executions.map(summaryOf));
      summaries.forEach((item, i) => {
        // Bulk operations are retried one by one ("Reintentar solo los fallidos"), not inside another bulk.
        if (
          item.retriedBy !== null ||
          contractOf(item.type)?.bulk === true ||
          !mayRetryType(item.type, auth)
        ) {
          return;
        }
        const raw = page.executions[i]!;
        const memo = {
          approvedIn: memoField<string>(raw, 'approvedIn'),
          progress: memoField<OperationProgress>(raw, 'progress'),
        };
        runs.push({ id: item.id, type: item.type, memo });
      });
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken && runs.length <= BULK_RETRY_MAX_ITEMS);
    return runs.slice(0, BULK_RETRY_MAX_ITEMS + 1);
  }

  async function retryableIds(filter: Omit<OperationFilter, 'status'>, auth: AuthContext): Promise<string[]> {
    return (await retryableRuns(filter, auth)).map((run) => run.id);
  }

  /** What a bulk retry of this filter would touch, for its confirmation. */
  async function bulkRetryPreview(filter: Omit<OperationFilter, 'status'>, auth: AuthContext) {
    const runs = await retryableRuns(filter, auth);
    const touched = runs.slice(0, BULK_RETRY_MAX_ITEMS);
    // The worker's own rule for each element, each type's policy read once.
    const policies = new Map<string, Promise<ApprovalPolicy | null>>();
    const policyNow = (contract: OperationContract) => {
      if (options.approvals === false) return Promise.resolve(null);
      if (!policies.has(contract.type)) policies.set(contract.type, policyOf(contract));
      return policies.get(contract.type)!;
    };
    // What the worker skips first: what was undone (undone.ts reads the same rule, in batches).
    const ids = touched.map((run) => run.id);
    const undone = await undoneAmong(client, namespace, options.followUps, ids);
    const skipped = await mapLimited(touched, 8, (run) =>
      bulkRetrySkipsUnapproved(
        run.memo,
        contractOf(run.type),
        policyNow,
        async () => ((await readOperationInput(client, namespace, run.id)) ?? {}) as Record<string, unknown>,
      ),
    );
    return {
      count: touched.length,
      more: runs.length > BULK_RETRY_MAX_ITEMS,
      max: BULK_RETRY_MAX_ITEMS,
      unapproved: skipped.filter((skips, i) => skips && !undone.has(touched[i]!.id)).length,
      undone: undone.size,
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
    if (request.ids) {
      // An operation id starts with its type (`<type>/<target>/<suffix>`): the role check of
      // every element costs nothing here; the worker checks each again with its recorded type
      // and the contract's finer rule before retrying it.
      const forbidden = request.ids.filter((id) => !mayRetryType(id.split('/')[0] ?? '', request.auth));
      if (forbidden.some((id) => contractOf(id.split('/')[0] ?? '') !== undefined)) {
        throw new OperationRefusal(403, 'FORBIDDEN', operationMessages.forbiddenRetry);
      }
    }
    // A filter takes the most recent ones up to the limit (the confirmation said so).
    const ids =
      request.ids ?? (await retryableIds(request.filter ?? {}, request.auth)).slice(0, BULK_RETRY_MAX_ITEMS);
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

  /**
   * One page of a bulk operation's elements, in order, optionally of one status, with the
   * counts of all of them. Runs from before the elements moved to the console's store keep
   * theirs in the progress: the same page is cut from there.
   */
  async function elements(id: string, query: { status?: ElementStatus; after?: number; pageSize: number }) {
    const view = await get(id);
    if (view.items) {
      const all = view.items.map((item, ordinal) => ({
        ordinal,
        key: item.key,
        label: item.label,
        status: (item.status === 'running' ? 'pending' : item.status) as ElementStatus,
        note: item.note ?? null,
        error: item.error ?? null,
        attempts: item.status === 'pending' ? 0 : 1,
        operationId: item.operationId ?? null,
        settledBy: item.resumedFrom ?? (item.status === 'pending' ? null : id),
        detail: null,
        finishedAt: item.finishedAt,
      }));
      const counts = { total: all.length, pending: 0, done: 0, skipped: 0, failed: 0 };
      for (const element of all) counts[element.status] += 1;
      const matching = all.filter(
        (element) =>
          element.ordinal > (query.after ?? -1) && (!query.status || element.status === query.status),
      );
      const items = await namedElements(view.type, matching.slice(0, query.pageSize));
      return {
        view,
        items,
        next: matching.length > query.pageSize ? (items.at(-1)?.ordinal ?? null) : null,
        counts,
      };
    }
    const [page, counts] = await Promise.all([
      options.elements.page(id, { status: query.status, after: query.after, limit: query.pageSize }),
      options.elements.counts(id),
    ]);
    return {
      view,
      items: await declarationNames(view, await namedElements(view.type, page.items.map(elementView))),
      next: page.next,
      counts,
    };
  }

  /**
   * A declarations unlock names its elements by id until its run reviews them (client and
   * period): an approver reads them before that, so they are named here from the platform.
   */
  async function declarationNames<E extends { key: string; label: string }>(
    view: { type: string; input?: Record<string, unknown> },
    items: E[],
  ): Promise<E[]> {
    if (view.type !== 'declarations.unlock' || !items.some((item) => item.label === item.key)) return items;
    const study = Number(view.input?.suborganizationId);
    if (!Number.isInteger(study)) return items;
    try {
      const locked = await options.platform().declarations.locked(study);
      const byId = new Map(locked.map((found) => [found.personalLegalDeclarationId, found]));
      return items.map((item) => {
        const found = item.label === item.key ? byId.get(item.key) : undefined;
        return found
          ? {
              ...item,
              label: `${found.customerSuborganizationName} · ${found.personalLegalDeclarationDesc} ${found.bpDeclarations.bpDeclarationPeriodYear}`,
            }
          : item;
      });
    } catch {
      // The ids stay: a slow or failing platform never fails the read.
      return items;
    }
  }

  /** One element by its key (a deep link), from the store or from an older run's progress. */
  async function element(id: string, key: string) {
    const view = await get(id);
    if (view.items) {
      const page = await elements(id, { pageSize: view.items.length || 1 });
      return { view, element: page.items.find((item) => item.key === key) ?? null };
    }
    const found = await options.elements.find(id, key);
    const [named] = found ? await namedElements(view.type, [elementView(found)]) : [];
    return { view, element: named ?? null };
  }

  /**
   * Waits until the operation is no longer running, or `ms` have passed, whichever is first:
   * one long poll on Temporal's history for its close event, which the server answers the
   * moment the operation ends. A caller following an operation (a script, the live view) then
   * asks once instead of every few hundred milliseconds, each ask a read of Temporal.
   */
  async function waitForEnd(id: string, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    let nextPageToken: Uint8Array | undefined;
    // The server answers an unfinished long poll after its own interval (20 s by default) with
    // a token to go on waiting.
    while (Date.now() < deadline) {
      try {
        const response = await client.connection.withDeadline(deadline, () =>
          client.workflowService.getWorkflowExecutionHistory({
            namespace,
            execution: { workflowId: id },
            waitNewEvent: true,
            historyEventFilterType: HistoryEventFilterType.HISTORY_EVENT_FILTER_TYPE_CLOSE_EVENT,
            skipArchival: true,
            nextPageToken,
          }),
        );
        if (response.history?.events?.length) return;
        nextPageToken = response.nextPageToken?.length ? response.nextPageToken : undefined;
      } catch (error) {
        if (isGrpcDeadlineError(error)) return;
        throw error;
      }
    }
  }

  /** The event-log entries the operation wrote (transactionId = operation id), oldest first. */
  async function log(id: string) {
    await describe(id);
    return options.platform().eventLog.ofTransaction(id);
  }

  /** The name of the entity of a timeline (`kind:id`), for its chip ('Historial de <name>'). */
  async function relatedName(related: string): Promise<string | null> {
    const at = related.indexOf(':');
    const kind = related.slice(0, at) as RelatedKind;
    return names.of(kind, related.slice(at + 1));
  }

  /** The approval a running operation waits for, as its memo last published it; null otherwise. */
  async function pendingApproval(id: string) {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const approval = memo.progress?.approval;
    if (description.status.name !== 'RUNNING' || approval?.state !== 'pending') return null;
    return { description, memo, approval };
  }

  /** What each refusal code of the workflow's validator answers. */
  const refusalStatus: Record<string, 400 | 403 | 409> = {
    SELF_APPROVAL: 403,
    OWNER_APPROVAL: 403,
    SERVICE_ACCOUNT_APPROVAL: 403,
    APPROVER_ROLE: 403,
    REASON_REQUIRED: 400,
    ALREADY_APPROVED_BY_YOU: 409,
    NOT_AWAITING_APPROVAL: 409,
    INPUT_CHANGED: 409,
  };

  const notAwaiting = () => new OperationRefusal(409, 'NOT_AWAITING_APPROVAL', approvalMessages.notAwaiting);

  /**
   * The side of a request an approver may not be on: its requester, the owners of the requesting
   * service account the run carries, and the approver themself when they own or owned an account
   * of that name now (handed to them after the request, or a run that has not said yet).
   */
  function requesterSide(
    name: string,
    approval: ApprovalProgress | undefined,
    approver: string,
    ownedByApprover: readonly string[],
  ) {
    const owned = ownedByApprover.some((account) => account.toLowerCase() === name.trim().toLowerCase());
    return { name, owners: [...(approval?.requesterOwners ?? []), ...(owned ? [approver] : [])] };
  }
  const accountsOwnedBy = (auth: AuthContext) =>
    auth.serviceAccount ? Promise.resolve([]) : (options.ownedAccounts?.(auth.email) ?? Promise.resolve([]));

  /**
   * Approves or rejects an operation waiting for approval: the gate (a person, not the
   * requester, with a role that may approve and start the type), then the workflow's Update,
   * whose validator applies the same rules to the request as it stands now. Refusals are
   * OperationRefusals: answered in Spanish and recorded in the refusals record.
   */
  async function decide(
    id: string,
    decision: 'approved' | 'rejected',
    request: { auth: AuthContext; source: OperationSource; reason?: string; inputHash?: string },
  ) {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const contract = contractOf(memo.type ?? '') ?? contractByWorkflow(description.type);
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const approval = memo.progress?.approval as ApprovalProgress | undefined;
    const approver = {
      name: actorOf(request.auth),
      roles: request.auth.roles,
      serviceAccount: Boolean(request.auth.serviceAccount),
    };
    const requester = requesterSide(
      approval?.requester ?? memo.actor ?? '',
      approval,
      approver.name,
      await accountsOwnedBy(request.auth),
    );
    refused(refuseApprover(contract, approver, requester, approval?.roles));
    const reason = request.reason?.trim();
    if (decision === 'rejected' && !reason) {
      throw new OperationRefusal(400, 'REASON_REQUIRED', approvalMessages.reasonRequired, {
        reason: approvalMessages.reasonRequired,
      });
    }
    if (description.status.name !== 'RUNNING' || (approval && approval.state !== 'pending'))
      throw notAwaiting();
    const vote: ApprovalVote = {
      by: approver.name,
      roles: [...request.auth.roles],
      serviceAccount: approver.serviceAccount,
      inputHash: request.inputHash ?? approval?.inputHash ?? memo.inputHash ?? '',
      source: request.source,
      ...(reason ? { reason } : {}),
    };
    try {
      return await client.workflow
        .getHandle(id)
        .executeUpdate(decision === 'approved' ? approveUpdate : rejectUpdate, { args: [vote] });
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type && cause.type in refusalStatus) {
        throw new OperationRefusal(refusalStatus[cause.type]!, cause.type, cause.message);
      }
      // No handler (a run that needs no approval) or a run that ended meanwhile.
      if (error instanceof WorkflowUpdateFailedError || error instanceof WorkflowNotFoundError)
        throw notAwaiting();
      throw error;
    }
  }

  /**
   * Gives a scheduled operation that has not started a new time: whoever may start its type
   * and read it (support engineers, or the one who started it), then the workflow's Update,
   * whose validator refuses a past or too distant time and a run that already went on. The
   * change is recorded (who, when, from where) in the operation's event log.
   */
  async function reschedule(
    id: string,
    request: { auth: AuthContext; source: OperationSource; notBefore: string },
  ) {
    const { description, memo } = await mayAct(id, 'reschedule', request.auth);
    const notBefore = checkedNotBefore(request.notBefore)!;
    const notScheduled = () => new HttpError(409, 'NOT_SCHEDULED', apiMessages.notScheduled);
    if (description.status.name !== 'RUNNING') throw notScheduled();
    const schedule = memo.progress?.schedule;
    if (schedule && schedule.state !== 'waiting') throw notScheduled();
    try {
      return await client.workflow.getHandle(id).executeUpdate(rescheduleUpdate, {
        args: [{ by: actorOf(request.auth), source: request.source, notBefore }],
      });
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type && cause.type in rescheduleRefusalStatus) {
        const status = rescheduleRefusalStatus[cause.type as keyof typeof rescheduleRefusalStatus];
        if (status === 409) throw new HttpError(409, cause.type, cause.message);
        throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { notBefore: cause.message });
      }
      // No handler (a run started to run at once) or a run that ended meanwhile.
      if (error instanceof WorkflowUpdateFailedError || error instanceof WorkflowNotFoundError)
        throw notScheduled();
      throw error;
    }
  }

  /**
   * Whether the caller may take this action on the operation at all: the roles its type gives
   * the action (a reschedule is a start's) and read access to it. The routes ask it before they
   * read the body, so a role that may not act gets 403 whatever it sends; the action's own
   * checks (the finer rule on the input, the state) follow.
   */
  async function mayAct(id: string, action: 'retry' | 'undo' | 'reschedule', auth: AuthContext) {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const contract = contractOf(memo.type ?? '') ?? contractByWorkflow(description.type);
    if (!contract) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const asked = action === 'reschedule' ? 'start' : action;
    refused(refuseRole(contract, asked, auth.roles));
    if (!mayRead(auth, memo.actor ?? '')) refused(refuseRole(contract, asked, []));
    return { description, memo, contract };
  }

  /** A start's role check, before its body is validated, when the body names a known type. */
  function mayStart(type: unknown, auth: AuthContext): void {
    const contract = typeof type === 'string' ? contractOf(type) : undefined;
    if (contract) refused(refuseRole(contract, 'start', auth.roles));
  }

  /** Approves an operation waiting for approval (see decide). */
  const approve = (id: string, request: Parameters<typeof decide>[2]) => decide(id, 'approved', request);
  /** Rejects an operation waiting for approval, with a reason (see decide). */
  const reject = (id: string, request: Parameters<typeof decide>[2]) => decide(id, 'rejected', request);

  /**
   * What the signed-in person may approve: every operation waiting for approval whose gate
   * lets them through (not theirs, a role that may approve, a person) and that they have not
   * approved already. Oldest request first.
   */
  async function approvals(auth: AuthContext) {
    const query =
      `${SEARCH_ATTRIBUTES.type} IS NOT NULL AND ExecutionStatus = 'Running' AND ` +
      `${SEARCH_ATTRIBUTES.approval} = 'pending'`;
    const me = actorOf(auth).trim().toLowerCase();
    const approver = { name: actorOf(auth), roles: auth.roles, serviceAccount: Boolean(auth.serviceAccount) };
    const owned = await accountsOwnedBy(auth);
    const rows: { summary: OperationSummaryView; reason: string | null; approval: ApprovalProgress }[] = [];
    let nextPageToken: Uint8Array | undefined;
    do {
      const response = await client.workflowService.listWorkflowExecutions({
        namespace,
        query,
        pageSize: 200,
        nextPageToken,
      });
      for (const raw of await decodeMemos(client, response.executions as RawExecutionInfo[])) {
        const summary = summaryOf(raw);
        const approval = memoField<{ approval?: ApprovalProgress }>(raw, 'progress')?.approval;
        const contract = contractOf(summary.type);
        if (!contract || approval?.state !== 'pending') continue;
        const requester = requesterSide(approval.requester, approval, approver.name, owned);
        if (refuseApprover(contract, approver, requester, approval.roles)) continue;
        if (approval.decisions.some((d) => d.decision === 'approved' && d.by.trim().toLowerCase() === me))
          continue;
        rows.push({ summary, reason: memoField<string | null>(raw, 'reason') ?? null, approval });
      }
      nextPageToken = response.nextPageToken?.length ? response.nextPageToken : undefined;
    } while (nextPageToken && rows.length < 500);
    rows.sort((a, b) => a.approval.requestedAt.localeCompare(b.approval.requestedAt));
    const named = await withTargetNames(rows.map((row) => row.summary));
    return rows.map((row, i) => ({
      ...named[i]!,
      reason: row.reason,
      requester: row.approval.requester,
      requestedAt: row.approval.requestedAt,
      expiresAt: row.approval.expiresAt,
      approvers: row.approval.approvers,
      missing: missingApprovals(row.approval),
      inputHash: row.approval.inputHash,
    }));
  }

  /**
   * One page of the approvals record (approval-record.ts): every operation that waited for an
   * approval, newest first, with the list's paging (a token bound to the filter).
   */
  async function approvalRecord(
    filter: ApprovalRecordFilter,
    page: { pageSize: number; pageToken?: string },
  ): Promise<{ items: ApprovalRecordEntry[]; nextPageToken: string | null }> {
    const fingerprinted = { record: 'approvals', ...filter };
    const response = await client.workflowService.listWorkflowExecutions({
      namespace,
      query: approvalRecordVisibilityQuery(filter, lookup),
      pageSize: page.pageSize,
      nextPageToken: await openPageToken(options.pageTokens, fingerprinted, page.pageToken),
    });
    const rows = (await decodeMemos(client, response.executions as RawExecutionInfo[])).map(
      approvalRecordEntryOf,
    );
    const named = await withTargetNames(rows.map((row) => row.summary));
    return {
      items: rows.map((row, i) => ({ ...row.entry, targetName: named[i]!.targetName })),
      nextPageToken: await sealPageToken(options.pageTokens, fingerprinted, response.nextPageToken),
    };
  }

  return {
    approve,
    reject,
    reschedule,
    mayAct,
    mayStart,
    approvals,
    approvalRecord,
    start,
    validate,
    relatedName,
    get,
    waitForEnd,
    list,
    count,
    retry,
    undo,
    cancel,
    bulkRetry,
    bulkRetryPreview,
    log,
    elements,
    element,
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
