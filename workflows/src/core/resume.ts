// Inside a workflow: the input and, for a retry, the run it continues. A retry is started
// with `resumeFrom` (and normally the same input); the completed steps, and the input when
// the starter did not send it, come from that run's history and memo, read by a local
// activity (so they are recorded in this run's history).
import { ApplicationFailure, proxyLocalActivities } from '@temporalio/workflow';
import type { OperationsActivities } from './operations-activities';
import type { OperationEnvelope } from './operation-context';
import type { ResumeSource } from './step-runner';

const operations = proxyLocalActivities<OperationsActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5 },
});

export async function prepareOperation<TInput>(
  envelope: OperationEnvelope<TInput>,
): Promise<{ input: TInput; resume: ResumeSource | null }> {
  if (!envelope.resumeFrom) {
    if (envelope.input === undefined) {
      throw ApplicationFailure.nonRetryable('La operación no recibió datos de entrada', 'MissingInput');
    }
    return { input: envelope.input, resume: null };
  }
  const loaded = await operations.loadResume({ operationId: envelope.resumeFrom });
  return {
    input: envelope.input ?? (loaded.input as TInput),
    resume: { operationId: envelope.resumeFrom, progress: loaded.progress },
  };
}
