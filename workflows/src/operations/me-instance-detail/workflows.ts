// The instance detail operations (spec 2 §2.8, §2.9, §4): enable, edit and disable a module,
// edit a cap ('Topes'), assign a role and grant or revoke a user's access. Each reads the
// current state first and writes only what differs, so running it again is a no-op.
import { proxyActivities } from '@temporalio/workflow';
import { patchedSince } from '../../core/patches';
import { ROLE_ASSIGN_READS_ACCESS } from './decide';
import { asBusinessRejection } from '../../core/business-failure';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type {
  MeAccessToggleInput,
  MeModuleDisableInput,
  MeModuleEnableInput,
  MeModuleUpdateInput,
  MeParameterUpdateInput,
  MeRoleAssignInput,
} from './contracts';
import { startOperationRunner } from '../operation-runner';
import type { InstanceModuleState, MeInstanceDetailActivities } from './activities';
import { accessWindow, dayEnd, dayStart, disabledFinishDate } from './calendar';
import { planModuleDisable, planModuleEnable, planModuleUpdate, planRoleAssignment } from './decide';
import { meInstanceMessages as t } from './messages';
import {
  ME_ACCESS_TOGGLE,
  ME_MODULE_DISABLE,
  ME_MODULE_ENABLE,
  ME_MODULE_UPDATE,
  ME_PARAMETER_UPDATE,
  ME_ROLE_ASSIGN,
  meAccessToggleSteps,
  meModuleDisableSteps,
  meModuleEnableSteps,
  meModuleUpdateSteps,
  meParameterUpdateSteps,
  meRoleAssignSteps,
} from './activities';

const activities = proxyActivities<MeInstanceDetailActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

/** A refusal of the service fails the operation with this operation's spec text. */
async function refusedAs<T>(text: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const rejection = asBusinessRejection(error);
    if (rejection) throw businessFailureInWorkflow(rejection.code, text);
    throw error;
  }
}

const moduleFailure = { code: 'STEP_FAILED', message: t.eAuthzFailed };

/** Raised inside the write step, so the progress records which step refused. */
const moduleNotOnInstance = () => businessFailureInWorkflow('MODULE_NOT_ENABLED', t.eAuthzFailed);

const findModule = (modules: InstanceModuleState[], code: string) =>
  modules.find((m) => m.appModuleCode === code);

export async function meModuleEnable(
  envelope: OperationEnvelope<MeModuleEnableInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_MODULE_ENABLE,
    meModuleEnableSteps,
    moduleFailure,
  );
  const wanted = {
    startDate: dayStart(input.startDate),
    finishDate: input.finishDate ? dayEnd(input.finishDate) : null,
  };
  const instance = await runner.run('readInstance', () =>
    activities.meDetailGetInstance({ applicationInstanceId: input.applicationInstanceId }),
  );
  const plan = planModuleEnable(findModule(instance.modules, input.appModuleCode), wanted);
  const change = {
    applicationInstanceId: input.applicationInstanceId,
    appModuleCode: input.appModuleCode,
    ...wanted,
  };
  if (plan === 'unchanged') {
    await runner.skip('enableModule', t.moduleAlreadyEnabled);
  } else {
    await runner.run('enableModule', () =>
      // Spec 2 §4: a module whose period ended is renewed by updating its record.
      plan === 'create' ? activities.meDetailEnableModule(change) : activities.meDetailUpdateModule(change),
    );
  }
  return runner.complete({
    message: t.moduleEnabled,
    appModuleCode: input.appModuleCode,
    renewed: plan === 'update',
  });
}

export async function meModuleUpdate(
  envelope: OperationEnvelope<MeModuleUpdateInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_MODULE_UPDATE,
    meModuleUpdateSteps,
    moduleFailure,
  );
  const wanted = {
    startDate: dayStart(input.startDate),
    finishDate: input.finishDate ? dayEnd(input.finishDate) : null,
  };
  const instance = await runner.run('readInstance', () =>
    activities.meDetailGetInstance({ applicationInstanceId: input.applicationInstanceId }),
  );
  const plan = planModuleUpdate(findModule(instance.modules, input.appModuleCode), wanted);
  if (plan === 'unchanged') {
    await runner.skip('updateModule', t.moduleUnchanged);
  } else {
    await runner.run('updateModule', async () => {
      if (plan === 'missing') throw moduleNotOnInstance();
      return activities.meDetailUpdateModule({
        applicationInstanceId: input.applicationInstanceId,
        appModuleCode: input.appModuleCode,
        ...wanted,
      });
    });
  }
  return runner.complete({ message: t.moduleUpdated, appModuleCode: input.appModuleCode });
}

export async function meModuleDisable(
  envelope: OperationEnvelope<MeModuleDisableInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_MODULE_DISABLE,
    meModuleDisableSteps,
    moduleFailure,
  );
  // Workflow time is deterministic, so a replay computes the same yesterday.
  const now = new Date();
  const instance = await runner.run('readInstance', () =>
    activities.meDetailGetInstance({ applicationInstanceId: input.applicationInstanceId }),
  );
  const plan = planModuleDisable(findModule(instance.modules, input.appModuleCode), now);
  const finishDate = disabledFinishDate(now);
  if (plan === 'alreadyDisabled') {
    await runner.skip('disableModule', t.moduleAlreadyDisabled);
  } else {
    await runner.run('disableModule', async () => {
      if (plan === 'missing') throw moduleNotOnInstance();
      return activities.meDetailDisableModule({
        applicationInstanceId: input.applicationInstanceId,
        appModuleCode: input.appModuleCode,
        finishDate,
      });
    });
  }
  return runner.complete({ message: t.moduleDisabled, appModuleCode: input.appModuleCode, finishDate });
}

export async function meParameterUpdate(
  envelope: OperationEnvelope<MeParameterUpdateInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_PARAMETER_UPDATE,
    meParameterUpdateSteps,
    moduleFailure,
  );
  const instance = await runner.run('readInstance', () =>
    activities.meDetailGetInstance({ applicationInstanceId: input.applicationInstanceId }),
  );
  const current = instance.parameters.find((p) => p.code === input.appParameterCode);
  if (current?.value === input.parameterValue) {
    await runner.skip('updateParameter', t.parameterUnchanged);
  } else {
    await runner.run('updateParameter', () =>
      activities.meDetailUpdateParameter({
        applicationInstanceId: input.applicationInstanceId,
        appParameterCode: input.appParameterCode,
        parameterValue: input.parameterValue,
      }),
    );
  }
  return runner.complete({
    message: t.parameterUpdated,
    appParameterCode: input.appParameterCode,
    parameterValue: input.parameterValue,
  });
}

export async function meRoleAssign(
  envelope: OperationEnvelope<MeRoleAssignInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, ME_ROLE_ASSIGN, meRoleAssignSteps, {
    code: 'STEP_FAILED',
    message: t.roleFailed,
  });
  const { applicationInstanceId, userId, roleCode } = input;
  const found = await runner.run('readRole', async () => {
    const instance = await refusedAs(t.roleFailed, activities.meDetailGetInstance({ applicationInstanceId }));
    const current = await refusedAs(
      t.roleFailed,
      activities.meDetailGetUserRole({ applicationInstanceId, userId }),
    );
    const access = patchedSince(ROLE_ASSIGN_READS_ACCESS)
      ? await refusedAs(t.roleFailed, activities.meDetailGetUserAccess({ applicationInstanceId, userId }))
      : undefined;
    return {
      suborganizationId: instance.baseSuborganizationId,
      currentRoleCode: current,
      // Absent in runs from before the patch (and in the steps a retry of one resumes).
      hasAccess: access === undefined ? undefined : access !== null,
    };
  });
  const plan = planRoleAssignment(found.currentRoleCode, roleCode, found.hasAccess ?? true);
  const suborganizationId = found.suborganizationId;
  if (plan.kind === 'unchanged') {
    await runner.skip('assignRole', t.roleUnchanged);
  } else {
    await runner.run('assignRole', async () => {
      if (suborganizationId === null) throw businessFailureInWorkflow('NO_BASE_STUDY', t.roleFailed);
      return refusedAs(
        t.roleFailed,
        plan.kind === 'grant'
          ? activities.meDetailGrantRole({ applicationInstanceId, userId, roleCode, suborganizationId })
          : activities.meDetailReplaceRole({
              applicationInstanceId,
              userId,
              roleCode,
              previousRoleCode: plan.previousRoleCode,
              suborganizationId,
            }),
      );
    });
  }
  return runner.complete({
    message: plan.kind === 'replace' ? t.roleChanged : t.roleAssigned,
    plan: plan.kind,
    roleCode,
    previousRoleCode: found.currentRoleCode,
  });
}

export async function meAccessToggle(
  envelope: OperationEnvelope<MeAccessToggleInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, ME_ACCESS_TOGGLE, meAccessToggleSteps, {
    code: 'STEP_FAILED',
    message: t.accessFailed,
  });
  const now = new Date();
  const { applicationInstanceId, userId, accessStatusCode } = input;
  const access = await runner.run('readAccess', () =>
    refusedAs(t.accessFailed, activities.meDetailGetUserAccess({ applicationInstanceId, userId })),
  );
  const window = accessWindow(now);
  if (access?.userAppAccessStatusCode === accessStatusCode) {
    await runner.skip('updateAccess', t.accessUnchanged);
  } else {
    await runner.run('updateAccess', async () => {
      // The menu offers the toggle only to users with an access record (spec 2 §2.9).
      if (!access) throw businessFailureInWorkflow('ACCESS_NOT_FOUND', t.accessFailed);
      return refusedAs(
        t.accessFailed,
        activities.meDetailUpdateUserAccess({
          userAppAccessId: access.userAppAccessId,
          accessStatusCode,
          ...window,
        }),
      );
    });
  }
  return runner.complete({
    message: accessStatusCode === 'GRANTED' ? t.accessGranted : t.accessRevoked,
    accessStatusCode,
    ...window,
  });
}
