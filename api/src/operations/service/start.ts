// Starting an operation: every check in the order a caller should learn it, the idempotency key,
// the approval and the schedule it waits for, then the workflow.
import { relatedKeysOf } from '../related-keys';
import { createHash, randomBytes } from 'node:crypto';
import {
  approvalMessages,
  approvalRequestFor,
  authorize,
  contractOf,
  contractOrRefusal,
  OperationRefusal,
  indexedSearchAttributes,
  indexedTarget,
  refuseRole,
  type OperationEnvelope,
  type OperationMemo,
  type OperationSource,
} from '@cgi/workflows';
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import { actorOf, type AuthContext } from '../../auth/context';
import { apiMessages, HttpError, validationError } from '../../http/errors';
import { logger } from '../../logger';
import type { OperationView } from '../schemas';
import { startedOperationView, startedRunState } from '../operation-view';
import type { RecordEntries } from './record-entries';
import { checkedNotBefore } from '../schedule';
import {
  envelopeActor,
  refused,
  stableJson,
  idSegment,
  requireReason,
  withApprovalAttribute,
  withScheduleAttribute,
  scheduledExpiry,
} from './rules';
import type { ServiceContext } from './context';
import type { Reads } from './reads';

export function createStart(ctx: ServiceContext, deps: { reads: Reads; records: RecordEntries }) {
  const { records } = deps;
  const { options, client, namespace, taskQueue, policyOf, withExpiry, pseudonymize, recordLookup } = ctx;
  const { get } = deps.reads;

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
    const gateRequest = {
      action: 'start' as const,
      roles: request.auth.roles,
      input: validated,
      platform,
      // Start checks that read the console's record or look a person up by their pseudonyms.
      record: recordLookup,
      sealer: options.sealer,
    };
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
    // A policy that asks another person to approve asks the requester why (issue 43): the
    // approver reads it before deciding. Refused before anything is bound or started.
    if (
      !reason &&
      options.approvals !== false &&
      approvalRequestFor(contract, fullInput, { requester: actor, inputHash, now: new Date() }, policy)
    ) {
      throw new HttpError(400, 'REASON_REQUIRED', approvalMessages.reasonForApproval, {
        reason: approvalMessages.reasonForApproval,
      });
    }

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
    const askedAt = new Date();
    const approval = scheduledExpiry(
      options.approvals === false
        ? null
        : withExpiry(
            approvalRequestFor(contract, fullInput, { requester: actor, inputHash, now: askedAt }, policy),
            askedAt,
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
    // The console's database keeps the record of what starts: while it is down nothing starts
    // (503, try again), rather than an operation the record would learn of only at its end.
    if (!claimed) await options.record.db.query('select 1');
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
    const startedAt = new Date();
    const started = startedRunState(id, memo, startedAt, approval, notBefore);
    await records.requested(id, memo, started.progress, startedAt);
    const where = { temporalUiUrl: options.temporalUiUrl, namespace };
    return {
      id,
      reused: false,
      view: startedOperationView(id, memo, startedAt, where, approval, notBefore),
    };
  }

  /** A start's role check, before its body is validated, when the body names a known type. */
  function mayStart(type: unknown, auth: AuthContext): void {
    const contract = typeof type === 'string' ? contractOf(type) : undefined;
    if (contract) refused(refuseRole(contract, 'start', auth.roles));
  }

  return { admit, validate, start, mayStart };
}

export type Start = ReturnType<typeof createStart>;
