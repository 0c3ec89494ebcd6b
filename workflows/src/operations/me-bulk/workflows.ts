// The Mi Estudio bulk operations: CSV module enablement ('Habilitacion de modulos mediante
// documento .CSV', spec 2 §2.7) and the unlock of locked declarations ('Desbloquear', §2.15).
// Their elements (a CSV's organizations, the declarations) live in the console's store and are
// processed in chunks by the bulk runtime (core/bulk.ts), whatever their number.
import { patched } from '@temporalio/workflow';
import {
  BULK_ELEMENTS_IN_STORE,
  bulkRun,
  failWhenUnsettled,
  prepareElements,
  processElements,
  summarizeElements,
} from '../../core/bulk';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type {
  DeclarationsUnlockInput,
  DeclarationsUnlockRunInput,
  MeCsvEnablementInput,
  MeCsvEnablementRunInput,
} from './inputs';
import { legacyDeclarationsUnlock, legacyMeCsvEnablement } from './legacy';
import { meBulkMessages } from './messages';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './steps';

export async function meCsvEnablement(
  envelope: OperationEnvelope<MeCsvEnablementRunInput | MeCsvEnablementInput>,
): Promise<OperationProgress> {
  if (!patched(BULK_ELEMENTS_IN_STORE)) {
    return legacyMeCsvEnablement(envelope as OperationEnvelope<MeCsvEnablementInput>);
  }
  const { runner, input } = await startOperationRunner(
    envelope as OperationEnvelope<MeCsvEnablementRunInput>,
    ME_CSV_ENABLEMENT,
    meCsvEnablementSteps,
    { code: 'STEP_FAILED', message: meBulkMessages.csvError },
  );
  const run = bulkRun(envelope, ME_CSV_ENABLEMENT, input);
  const { total } = await runner.run('prepare', () => prepareElements(run));
  await processElements(runner, 'enable', run, total, {
    chunkSize: 1_000,
    window: 2,
    // An organization the service refused is the document's own error (the spec's partial
    // outcome); one the service never answered leaves the process unfinished: 'Error en el proceso'.
    failure: (counts) =>
      counts.pending > 0 ? { code: 'ITEMS_FAILED', message: meBulkMessages.csvError } : null,
  });
  const summary = await summarizeElements(run);
  return runner.complete({
    message:
      Number(summary.whithErrorProcessedCount) > 0 ? meBulkMessages.csvPartial : meBulkMessages.csvSuccess,
    ...summary,
  });
}

export async function declarationsUnlock(
  envelope: OperationEnvelope<DeclarationsUnlockRunInput | DeclarationsUnlockInput>,
): Promise<OperationProgress> {
  if (!patched(BULK_ELEMENTS_IN_STORE)) {
    return legacyDeclarationsUnlock(envelope as OperationEnvelope<DeclarationsUnlockInput>);
  }
  const { runner, input } = await startOperationRunner(
    envelope as OperationEnvelope<DeclarationsUnlockRunInput>,
    DECLARATIONS_UNLOCK,
    declarationsUnlockSteps,
    { code: 'STEP_FAILED', message: messages.genericErrorRetry },
  );
  const run = bulkRun(envelope, DECLARATIONS_UNLOCK, input);
  const { total } = await runner.run('review', () => prepareElements(run));
  const counts = await processElements(runner, 'unlock', run, total, {
    chunkSize: 2_000,
    window: 2,
    failure: failWhenUnsettled(messages.bulkItemsFailed),
  });
  return runner.complete({
    message: meBulkMessages.unlockSuccess,
    unlocked: counts.done,
    skipped: counts.skipped,
  });
}
