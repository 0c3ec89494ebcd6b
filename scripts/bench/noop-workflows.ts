// Workflows registered only by scripts/bench-operations-list.ts: each ends at once with the
// final progress it is given (completed, or failed like a real operation whose step ran out of
// retries), so the benchmark can record many finished operations with the real memo and search
// attributes without running their steps. The real worker never registers these.
import { ApplicationFailure } from '@temporalio/workflow';
import type { OperationProgress } from '../../workflows/src/core/progress';
import { OPERATION_FAILED_TYPE } from '../../workflows/src/core/step-runner';

export async function subscriberAddUser(args: { progress: OperationProgress }): Promise<OperationProgress> {
  if (args.progress.error) {
    throw ApplicationFailure.create({
      type: OPERATION_FAILED_TYPE,
      message: args.progress.error.message,
      nonRetryable: true,
      details: [args.progress],
    });
  }
  return args.progress;
}
