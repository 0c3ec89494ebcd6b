// The one shape of every bulk operation's workflow (bulk retry, restore, CSV enablement, unlock,
// revoke all): runs started before the elements moved to the console's store go on with their
// legacy code; the others start the step runner, prepare the elements as one step, process
// them in chunks as the next (core/bulk.ts) and end with what the counts came to. Each
// workflow declares only its names, numbers and final result.
import { patchedSince } from '../core/patches';
import {
  BULK_ELEMENTS_IN_STORE,
  bulkRun,
  prepareElements,
  processElements,
  type BulkOptions,
} from '../core/bulk';
import type { BulkRun, ElementCounts } from '../core/bulk-activities';
import { BULK_CHUNK_WINDOW } from '../core/history-shape';
import type { OperationEnvelope } from '../core/operation-context';
import type { OperationOutcomeError, OperationProgress } from '../core/progress';
import type { StepKey, StepRunner } from '../core/step-runner';
import { startOperationRunner } from './operation-runner';

export interface BulkOperation<TLegacyInput, TSteps extends readonly { key: string; label: string }[]> {
  type: string;
  steps: TSteps;
  /** The operation's failure text when a step fails for a reason that is not a business rule. */
  genericFailure: OperationOutcomeError;
  /** The code a run started before BULK_ELEMENTS_IN_STORE goes on with (frozen, in legacy.ts). */
  legacy: (envelope: OperationEnvelope<TLegacyInput>) => Promise<OperationProgress>;
  /** The step that prepares the elements, then the one that processes them. */
  prepareStep: NoInfer<StepKey<TSteps>>;
  processStep: NoInfer<StepKey<TSteps>>;
  /** Elements per chunk (from BULK_CHUNK_SIZE, core/history-shape.ts). */
  chunkSize: number;
  failure: BulkOptions['failure'];
}

/** What a bulk operation's own ending reads. */
export interface BulkEnding<K extends string> {
  runner: StepRunner<K>;
  run: BulkRun;
  counts: ElementCounts;
}

export async function runBulkOperation<
  TLegacyInput,
  const TSteps extends readonly { key: string; label: string }[],
>(
  /** The run's input (small: the elements are in the store), or a legacy run's whole input. */
  envelope: OperationEnvelope<unknown>,
  operation: BulkOperation<TLegacyInput, TSteps>,
  end: (ending: BulkEnding<StepKey<TSteps>>) => Promise<OperationProgress>,
): Promise<OperationProgress> {
  if (!patchedSince(BULK_ELEMENTS_IN_STORE)) {
    return operation.legacy(envelope as OperationEnvelope<TLegacyInput>);
  }
  const { runner, input } = await startOperationRunner(
    envelope,
    operation.type,
    operation.steps,
    operation.genericFailure,
  );
  const run = bulkRun(envelope, operation.type, input);
  const { total } = await runner.run(operation.prepareStep, () => prepareElements(run));
  const counts = await processElements(runner, operation.processStep, run, total, {
    chunkSize: operation.chunkSize,
    window: BULK_CHUNK_WINDOW,
    failure: operation.failure,
  });
  return end({ runner, run, counts });
}
