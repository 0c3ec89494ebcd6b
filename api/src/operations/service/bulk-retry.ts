// Retrying failed operations in bulk: which ones a filter touches, what the worker will skip (the
// review the confirmation shows), and the bulk retry itself (an operation of its own).
import {
  bulkRetrySkipsUnapproved,
  type ApprovalPolicy,
  BULK_RETRY_MAX_ITEMS,
  contractOf,
  OPERATIONS_BULK_RETRY,
  OperationRefusal,
  readOperationInput,
  refuseRole,
  type OperationContract,
  type OperationMemo,
  type OperationSource,
} from '@cgi/workflows';
import type { AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import { mapLimited } from '../../http/platform';
import type { OperationFilter } from '../schemas';
import { status } from '@grpc/grpc-js';
import { undoneAmong } from '../undone';
import { messages as operationMessages } from '@cgi/workflows/messages';
import type { ServiceContext } from './context';
import type { Reads } from './reads';
import type { Start } from './start';

export function createBulkRetry(ctx: ServiceContext, deps: { reads: Reads; start: Start }) {
  const { options, client, namespace, policyOf, source } = ctx;
  const { listRuns } = deps.reads;
  const { start } = deps.start;

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
    const runs: {
      id: string;
      type: string;
      memo: Pick<OperationMemo, 'approvedIn' | 'progress'>;
      input: Record<string, unknown>;
    }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await listRuns({ ...filter, status: 'failed' }, { pageSize: 100, pageToken });
      const { retriedBy } = await source.reader.followUps(page.runs.map((run) => run.id));
      for (const run of page.runs) {
        // Bulk operations are retried one by one ("Reintentar solo los fallidos"), not inside another bulk.
        if (retriedBy.has(run.id) || contractOf(run.type)?.bulk === true || !mayRetryType(run.type, auth)) {
          continue;
        }
        const memo = {
          ...(run.memo.approvedIn ? { approvedIn: run.memo.approvedIn } : {}),
          ...(run.published ? { progress: run.progress } : {}),
        };
        runs.push({ id: run.id, type: run.type, memo, input: run.memo.input ?? {} });
      }
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
    const undone = await undoneAmong(source, options.followUps, ids);
    const skipped = await mapLimited(touched, 8, (run) =>
      bulkRetrySkipsUnapproved(run.memo, contractOf(run.type), policyNow, async () => {
        try {
          return ((await readOperationInput(client, namespace, run.id)) ?? {}) as Record<string, unknown>;
        } catch (error) {
          // Temporal no longer holds it: what the record keeps of its input.
          if ((error as { code?: unknown }).code === status.NOT_FOUND) return run.input;
          throw error;
        }
      }),
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

  return { retryableIds, bulkRetryPreview, bulkRetry };
}

export type BulkRetry = ReturnType<typeof createBulkRetry>;
