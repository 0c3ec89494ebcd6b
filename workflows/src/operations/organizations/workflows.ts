// The organization operations (spec 1 §2, §4): 'Editar una organización' and 'Configurar
// usuario' for Mi Estudio. Sequential steps, the first failure stops.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type { OrganizationConfigureMeUserInput, OrganizationEditInput } from './contracts';
import { messages } from '../../messages';
import { noteStep, startOperationRunner } from '../operation-runner';
import type { OrganizationActivities } from './activities';
import { isMeConfigurable, planOrganizationUpdate } from './decide';
import {
  ORGANIZATION_CONFIGURE_ME_USER,
  ORGANIZATION_EDIT,
  organizationConfigureMeUserSteps,
  organizationEditSteps,
} from './activities';

const activities = proxyActivities<OrganizationActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

export async function organizationEdit(
  envelope: OperationEnvelope<OrganizationEditInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, ORGANIZATION_EDIT, organizationEditSteps, {
    code: 'STEP_FAILED',
    message: messages.genericErrorRetry,
  });

  const current = await runner.run('getOrganization', () =>
    activities.getOrganization({ organizationId: input.organizationId }),
  );
  const plan = planOrganizationUpdate(current, input);
  const updated = await runner.run('updateOrganization', () =>
    activities.updateOrganization({ ...plan, actorEmail: actor.email }),
  );
  if (plan.organizationCuit === undefined) noteStep(runner, 'updateOrganization', 'el CUIT no cambió');

  return runner.complete({
    message: messages.organizationEdited,
    organizationId: updated.organizationId,
    cuitChanged: plan.organizationCuit !== undefined,
  });
}

export async function organizationConfigureMeUser(
  envelope: OperationEnvelope<OrganizationConfigureMeUserInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    ORGANIZATION_CONFIGURE_ME_USER,
    organizationConfigureMeUserSteps,
    { code: 'STEP_FAILED', message: messages.genericErrorRetry },
  );

  const user = await runner.run('checkUser', async () => {
    const found = await activities.getMeUserCandidate({ userId: input.userId });
    if (found.organizationId !== input.organizationId) {
      throw businessFailureInWorkflow('USER_NOT_FOUND', messages.userNotFound);
    }
    if (!isMeConfigurable(found)) {
      throw businessFailureInWorkflow('USER_NOT_CONFIGURABLE', messages.meUserNotConfigurable);
    }
    return found;
  });
  const configured = await runner.run('enableUser', () =>
    activities.enableMeUser({ userId: user.userId, actorEmail: actor.email }),
  );
  if (!configured.userSystemFolderCreated)
    noteStep(runner, 'enableUser', 'la carpeta del usuario ya existía');

  return runner.complete({
    message: messages.meUserConfigured,
    userId: user.userId,
    email: user.email,
    applicationInstanceId: configured.applicationInstanceId,
    appRoleCode: configured.appRoleCode,
  });
}
