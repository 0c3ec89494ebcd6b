// Reading operations: one by id (its view, with what followed it), pages of the list and their
// count from the console's record, the wait for an operation's end, its event log, and the
// approval it waits for.
import { contractOf, undoPlanOf, type OperationMemo } from '@cgi/workflows';
import { isGrpcDeadlineError, WorkflowNotFoundError } from '@temporalio/client';
import proto from '@temporalio/proto';
import { apiMessages, HttpError } from '../../http/errors';
import type { OperationFilter, OperationSummaryView } from '../schemas';
import type { RunCursor, RunFilter } from '@cgi/console-store';
import { filterFrom, filterTo } from '@cgi/workflows/time-zone';
import { status } from '@grpc/grpc-js';
import { readOperationView, refusalNow, summaryOf, withFollowUps } from '../operation-view';
import type { RunState } from '../temporal-runs';
import { lifeSeenBy, openCursor, sealCursor } from './rules';
import type { AuthContext } from '../../auth/context';
import type { ServiceContext } from './context';
import type { Names, TargetNameMemo } from './names';

const { HistoryEventFilterType } = proto.temporal.api.enums.v1;

export function createReads(ctx: ServiceContext, deps: { names: Names }) {
  const { options, client, namespace, lookup, source } = ctx;
  const { withTargetNames } = deps.names;

  async function get(id: string) {
    const found = await readOperationView(
      source,
      id,
      { temporalUiUrl: options.temporalUiUrl, namespace },
      options.platform,
      options.followUps,
    );
    if (!found) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    const [view] = await withTargetNames([found] as const);
    // A running bulk step's counts, live from the store: the workflow publishes them only
    // when a chunk ends, and a chunk may hold thousands of elements.
    const bulkStep = view.steps.find((step) => step.status === 'running' && step.counts !== undefined);
    if (view.status === 'running' && bulkStep) {
      const counts = await options.elements.counts(id);
      if (counts.total > 0) bulkStep.counts = counts;
    }
    return view;
  }

  /** A run wherever it is (the record, or Temporal while it runs); 404 when neither has it. */
  async function runOf(id: string): Promise<RunState> {
    const run = await source.run(id);
    if (!run) throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
    return run;
  }

  /** Temporal's description of a run it holds (an action on a running one); 404 otherwise. */
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

  /** What a filter of the list asks of the record: each value in every form the index holds it. */
  function runFilterOf(filter: OperationFilter): RunFilter {
    return {
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.status ? { statuses: [filter.status] } : {}),
      ...(filter.target ? { targetKeys: lookup('target', filter.target) } : {}),
      ...(filter.actor ? { actorKeys: lookup('actor', filter.actor) } : {}),
      ...(filter.related ? { subjectKeys: lookup('related', filter.related) } : {}),
      ...(filter.from ? { from: filterFrom(filter.from) } : {}),
      ...(filter.to ? { to: filterTo(filter.to) } : {}),
      ...(filter.failedStep !== undefined ? { failedStep: filter.failedStep } : {}),
    };
  }

  /**
   * One page of operations, newest first, from the console's record (the running ones' live
   * state from Temporal). The page token seals the record's cursor with a fingerprint of the
   * filter, so a token from another filter (or a changed one) is refused with 400.
   */
  async function list(
    filter: OperationFilter,
    page: { pageSize: number; pageToken?: string },
    viewer?: AuthContext,
  ): Promise<{ items: OperationSummaryView[]; nextPageToken: string | null }> {
    const { runs, nextPageToken } = await listRuns(filter, page);
    const { retriedBy, undoneBy } = await source.reader.followUps(runs.map((run) => run.id));
    // Each row from the record, but for the one live check a row needs to offer what its detail
    // offers: whether a refusal still holds, asked only for the rows that ended refused. The
    // detail's other checks (a Temporal read a row) took the list of failed operations from 8 to
    // 800 ms a page on a 1,000,000-operation record; what they refuse, the detail explains.
    const items = await Promise.all(
      runs.map(async (run) => {
        let row = withFollowUps(run, summaryOf(run), {
          retriedBy: retriedBy.get(run.id) ?? null,
          undoneBy: undoneBy.get(run.id) ?? null,
        });
        row = await asInDetail(run, row, true);
        return viewer
          ? {
              ...row,
              life: lifeSeenBy(viewer, row.type, run.published ? run.progress.approval : null, row.life),
            }
          : row;
      }),
    );
    return { items: await withTargetNames(items), nextPageToken };
  }

  /**
   * What the detail would not offer of a row's actions, from the record: an undo with nothing to
   * undo (its plan is empty: nothing was done), and (`withRefusal`, the list only: a platform call
   * for a row that ended refused) a retry while its refusal still holds.
   */
  async function asInDetail(
    run: RunState,
    row: OperationSummaryView,
    withRefusal: boolean,
  ): Promise<OperationSummaryView> {
    const { actions } = row.life;
    const closed: string[] = [];
    const contract = contractOf(run.type);
    if (
      actions.includes('undo') &&
      contract?.undo &&
      undoPlanOf(contract, run.progress, run.memo.input ?? {}).steps.length === 0
    )
      closed.push('undo');
    if (
      withRefusal &&
      contract &&
      actions.includes('retry') &&
      (await refusalNow(contract, run, options.platform)).blocked
    )
      closed.push('retry');
    return closed.length === 0
      ? row
      : { ...row, life: { ...row.life, actions: actions.filter((action) => !closed.includes(action)) } };
  }

  /**
   * Every row of the list with this filter, in its order, page after page (an export): the same
   * reads as `list` but for the page tokens (the record's cursor goes straight to the next page)
   * and each page's related entities (not exported). The next page is read while the caller
   * writes this one, so the database and this process work at once; two pages at most are held.
   */
  async function* allPages(
    filter: OperationFilter,
    pageSize: number,
  ): AsyncGenerator<OperationSummaryView[]> {
    const runFilter = runFilterOf(filter);
    const names: TargetNameMemo = new Map();
    const read = async (after: RunCursor | null) => {
      const found = await source.reader.page(runFilter, { size: pageSize, after, related: false });
      const runs = await source.withLiveState(found.runs);
      const { retriedBy, undoneBy } = await source.reader.followUps(runs.map((run) => run.id));
      // As the list's rows, but for the refusal's platform call (an export has no actions).
      const items = await Promise.all(
        runs.map((run) =>
          asInDetail(
            run,
            withFollowUps(run, summaryOf(run), {
              retriedBy: retriedBy.get(run.id) ?? null,
              undoneBy: undoneBy.get(run.id) ?? null,
            }),
            false,
          ),
        ),
      );
      return { items: await withTargetNames(items, names), next: found.next };
    };
    let pending: ReturnType<typeof read> | null = read(null);
    while (pending) {
      const page: Awaited<ReturnType<typeof read>> = await pending;
      pending = page.next ? read(page.next) : null;
      // Awaited on the next turn; a caller that stops early must not leave it unhandled.
      pending?.catch(() => undefined);
      yield page.items;
    }
  }

  /** One page of the filter's runs, newest first, as the views read them. */
  async function listRuns(
    filter: OperationFilter,
    page: { pageSize: number; pageToken?: string },
  ): Promise<{ runs: RunState[]; nextPageToken: string | null }> {
    const after = await openCursor(options.pageTokens, filter, page.pageToken);
    const found = await source.reader.page(runFilterOf(filter), { size: page.pageSize, after });
    return {
      runs: await source.withLiveState(found.runs),
      nextPageToken: await sealCursor(options.pageTokens, filter, found.next),
    };
  }

  async function count(filter: OperationFilter): Promise<number> {
    return source.reader.count(runFilterOf(filter));
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
        // Temporal no longer holds it: it ended long ago.
        if ((error as { code?: unknown }).code === status.NOT_FOUND) return;
        throw error;
      }
    }
  }

  /** The event-log entries the operation wrote (transactionId = operation id), oldest first. */
  async function log(id: string) {
    if (!(await source.exists(id)))
      throw new HttpError(404, 'OPERATION_NOT_FOUND', apiMessages.operationNotFound);
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

  return { get, runOf, describe, list, allPages, listRuns, count, waitForEnd, log, pendingApproval };
}

export type Reads = ReturnType<typeof createReads>;
