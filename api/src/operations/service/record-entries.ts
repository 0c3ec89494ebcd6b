// What the api writes into the console's record as it happens through it: an operation requested
// (a start, a retry, an undo, a bulk retry), what followed another one, and approval decisions.
// The worker writes everything else when a run ends, and writes these too if the api could not:
// the record's keys keep each stage once. A write that fails after the engine took the request
// does not fail the request (it happened): it is logged, and the end's record fills it in.
import { requestedEntry, type NewRecordEntry } from '@cgi/console-store';
import {
  indexedFields,
  type ApprovalAnswer,
  type OperationMemo,
  type OperationProgress,
} from '@cgi/workflows';
import { logger } from '../../logger';
import type { ServiceContext } from './context';

export function createRecordEntries(ctx: ServiceContext) {
  const { recordWriter, pseudonymize } = ctx;
  const keysOf = (memo: OperationMemo) => {
    const indexed = indexedFields(memo, pseudonymize);
    return {
      targetKey: indexed.target,
      actorKey: indexed.actor,
      related: indexed.related ?? [],
      pseudonym: pseudonymize,
    };
  };

  async function append(entries: NewRecordEntry[], what: string, operationId: string): Promise<void> {
    try {
      await recordWriter.append(entries, 'api');
    } catch (error) {
      logger.warn("record: not written now (the run's end writes it)", {
        what,
        operationId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    /** An operation the engine took: what was asked, by whom, why, and what it waits for. */
    requested(id: string, memo: OperationMemo, progress: OperationProgress, at: Date): Promise<void> {
      const entries = [requestedEntry(id, at, memo, progress, keysOf(memo))];
      // What it follows says so too: the retry or the undo of an operation.
      const followed = memo.undoOf ?? memo.retryOf;
      if (followed) {
        entries.push({
          operationId: followed,
          stage: memo.undoOf ? 'undoneBy' : 'retriedAs',
          stageKey: id,
          at,
          type: memo.undoOf ? memo.undoOf.split('/')[0]! : memo.type,
          actorKey: pseudonymize(memo.actor),
          source: memo.source,
          facts: { operationId: id },
        });
      }
      return append(entries, 'requested', id);
    },

    /** An approval decision the workflow accepted, with where the approval stands after it. */
    decided(
      id: string,
      memo: Partial<OperationMemo>,
      decision: { decision: 'approved' | 'rejected'; by: string; source: string; reason?: string },
      answer: ApprovalAnswer,
      at: Date,
    ): Promise<void> {
      const status =
        answer.state === 'pending'
          ? 'awaitingApproval'
          : answer.state === 'approved'
            ? memo.progress?.schedule?.state === 'waiting'
              ? 'scheduled'
              : 'running'
            : 'rejected';
      return append(
        [
          {
            operationId: id,
            stage: 'decided',
            stageKey: `${decision.decision}:${pseudonymize(decision.by)}`,
            at,
            type: memo.type ?? id.split('/')[0]!,
            status: decision.decision,
            facts: {
              decision: decision.decision,
              decisionSource: decision.source,
              approvalState: answer.state,
              ...(answer.state !== 'pending' ? { approvalSettledAt: at.toISOString(), status } : {}),
            },
            personal: { by: decision.by, reason: decision.reason ?? null },
          },
        ],
        'decided',
        id,
      );
    },
  };
}

export type RecordEntries = ReturnType<typeof createRecordEntries>;
