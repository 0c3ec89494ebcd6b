// Reading operations: one by id (its view, with what followed it), pages of the list and their
// count, the wait for an operation's end, its event log, and the approval it waits for.
import type { OperationMemo } from '@cgi/workflows';
import { isGrpcDeadlineError, WorkflowNotFoundError } from '@temporalio/client';
import proto from '@temporalio/proto';
import { apiMessages, HttpError } from '../../http/errors';
import type { OperationFilter, OperationSummaryView } from '../schemas';
import { decodeMemos, readOperation, summaryOf, withRetries, type RawExecutionInfo } from '../temporal-view';
import { OTHER_FAILURE_QUERIES, visibilityQuery } from '../visibility-query';
import { sealPageToken, openPageToken } from './rules';
import type { ServiceContext } from './context';
import type { Names } from './names';

const { HistoryEventFilterType } = proto.temporal.api.enums.v1;

/** How long the answer to "is any operation terminated or timed out?" is reused. */
const OTHER_FAILURES_TTL_MS = 30_000;

export function createReads(ctx: ServiceContext, deps: { names: Names }) {
  const { options, client, namespace, lookup } = ctx;
  const { withTargetNames } = deps.names;
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

  /** The approval a running operation waits for, as its memo last published it; null otherwise. */
  async function pendingApproval(id: string) {
    const description = await describe(id);
    const memo = (description.memo ?? {}) as Partial<OperationMemo>;
    const approval = memo.progress?.approval;
    if (description.status.name !== 'RUNNING' || approval?.state !== 'pending') return null;
    return { description, memo, approval };
  }

  return { get, describe, list, listExecutions, count, waitForEnd, log, pendingApproval };
}

export type Reads = ReturnType<typeof createReads>;
