// Type test, checked by `npm run typecheck` (tsc -p workflows), never run: a workflow's step keys
// are its contract's, so a mistyped key fails the type check, not the operation at run time.
// Each @ts-expect-error line is a key that must be refused; if it were accepted, tsc would
// report the directive as unused and the type check would fail.
import { expectTypeOf } from 'vitest';
import type { StepKey, StepRunner } from '../core/step-runner';
import type { OperationProgress } from '../core/progress';
import type { runBulkOperation } from './bulk-operation';
import { attemptOf, noteStep, type startOperationRunner } from './operation-runner';
import type { organizationEditSteps } from './organizations/activities';
import type { storageRestoreDocumentsSteps } from './storage/activities';

/** The runner organizationEdit gets from startOperationRunner. */
type EditRunner = Awaited<
  ReturnType<typeof startOperationRunner<unknown, typeof organizationEditSteps>>
>['runner'];

expectTypeOf<EditRunner>().toEqualTypeOf<StepRunner<'getOrganization' | 'updateOrganization'>>();
expectTypeOf<StepKey<typeof organizationEditSteps>>().toEqualTypeOf<
  'getOrganization' | 'updateOrganization'
>();

export async function organizationEditKeys(runner: EditRunner): Promise<void> {
  await runner.run('getOrganization', async () => null);
  // @ts-expect-error 'getOrganisation' is not a step of organization.edit
  await runner.run('getOrganisation', async () => null);
  // @ts-expect-error nor is another operation's step
  await runner.skip('createFolder', 'ya existe');
  // @ts-expect-error nor in the runner's other doors
  runner.step('update');
  noteStep(runner, 'updateOrganization', 'el CUIT no cambió');
  // @ts-expect-error the helpers take the runner's keys too (they do not widen them)
  noteStep(runner, 'updateOrganisation', 'el CUIT no cambió');
  // @ts-expect-error 'enableUser' is organization.configureMeUser's step
  attemptOf(runner, 'enableUser');
}

export function restoreKeys(envelope: Parameters<typeof runBulkOperation>[0], run: typeof runBulkOperation) {
  const common = {
    type: 'storage.restoreDocuments',
    steps: [] as unknown as typeof storageRestoreDocumentsSteps,
    genericFailure: { code: 'STEP_FAILED', message: '' },
    legacy: async (): Promise<OperationProgress> => ({ steps: [] }) as unknown as OperationProgress,
    chunkSize: 1,
    failure: () => null,
  };
  const end = async () => ({}) as OperationProgress;
  void run(envelope, { ...common, prepareStep: 'review', processStep: 'restore' }, end);
  // @ts-expect-error a bulk operation's prepare and process steps are its own
  void run(envelope, { ...common, prepareStep: 'review', processStep: 'restores' }, end);
}
