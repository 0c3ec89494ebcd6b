// "Add a user to a subscriber" (spec 1 §4): sequential steps, the first failure stops.
import { proxyActivities, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import { initialProgress, progressQuery, type OperationProgress } from '../../core/progress';
import { prepareOperation } from '../../core/resume';
import { StepRunner } from '../../core/step-runner';
import type { SubscriberAddUserInput } from '../../inputs/subscriber-add-user';
import { messages } from '../../messages';
import type { EventLogActivities, SubscriberAddUserActivities } from './activities';
import { decideAddUser } from './decide';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import { SUBSCRIBER_ADD_USER, subscriberAddUserSteps } from './steps';

const activities = proxyActivities<SubscriberAddUserActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

// A local activity: the audit write runs in the worker beside the workflow, without its own
// round trip through the Temporal server (it is still recorded in the history).
const eventLog = proxyLocalActivities<EventLogActivities>({
  startToCloseTimeout: '5 seconds',
  retry: { maximumAttempts: 2 },
});

export async function subscriberAddUser(
  envelope: OperationEnvelope<SubscriberAddUserInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const progress = initialProgress(subscriberAddUserSteps);
  setHandler(progressQuery, () => progress);
  // Every step's value is recorded in the progress, so a retry resumes after the last done one.
  const { input, resume } = await prepareOperation(envelope);
  const transactionId = workflowInfo().workflowId;
  const runner = new StepRunner(progress, {
    retry: envelope.retry,
    resume,
    genericFailure: { code: 'STEP_FAILED', message: messages.addUserStepFailed },
    logEvent: (eventText) =>
      eventLog.logOperationEvent({ transactionId, processName: SUBSCRIBER_ADD_USER, eventText }),
  });

  const subscriber = await runner.run('checkCapacity', () =>
    activities.checkSubscriberCapacity({ subscriberNumber: input.subscriberNumber }),
  );

  let account = await runner.run('findLoginAccount', () =>
    activities.findLoginAccountByEmail({ email: input.email }),
  );
  const accountExisted = account !== null;

  if (account) {
    await runner.skip('createIdentityAccount', 'la cuenta de acceso ya existe');
    await runner.skip('createLoginAccount', 'la cuenta de acceso ya existe');
  } else {
    const identity = await runner.run('createIdentityAccount', () =>
      activities.createIdentityAccount({ email: input.email }),
    );
    account = await runner.run('createLoginAccount', () =>
      activities.createLoginAccount({
        externalRefId: identity.externalRefId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        actorEmail: actor.email,
      }),
    );
  }
  const loginAccountId = account.loginAccountId;

  const links = await runner.run('getOrganizationLinks', async () => {
    if (subscriber.organizationId === null) {
      throw businessFailureInWorkflow('SUBSCRIBER_WITHOUT_ORGANIZATION', messages.addUserStepFailed);
    }
    return activities.getOrganizationLinks({ loginAccountId });
  });
  const organizationId = subscriber.organizationId as number;

  const decision = decideAddUser(accountExisted ? account : null, links, organizationId);
  if (decision.kind === 'reject') {
    await runner.run('linkOrganization', () => {
      throw businessFailureInWorkflow(decision.code, decision.message);
    });
    throw new Error('unreachable');
  }

  let userId: number;
  const plan = decision.link;
  if (plan.kind === 'keep') {
    userId = plan.link.userId;
    await runner.skip('linkOrganization', 'el usuario ya pertenece a la organización');
  } else if (plan.kind === 'reopen') {
    const link = await runner.run('linkOrganization', () =>
      activities.reopenOrganizationLink({ userId: plan.link.userId }),
    );
    userId = link.userId;
  } else {
    const link = await runner.run('linkOrganization', () =>
      activities.createOrganizationLink({ loginAccountId, organizationId, userTypeCode: input.userTypeCode }),
    );
    userId = link.userId;
  }

  let inviteId: number | null = null;
  if (decision.sendInvite) {
    const invite = await runner.run('sendInvite', () =>
      activities.sendRegistrationInvite({
        email: input.email,
        userId,
        firstName: input.firstName,
        lastName: input.lastName,
        organizationId,
        subscriberNumber: input.subscriberNumber,
      }),
    );
    inviteId = invite.inviteId;
  } else {
    await runner.skip('sendInvite', 'la cuenta o el vínculo ya están activos');
  }

  const assignment = await runner.run('assignUser', () =>
    activities.assignUserToSubscriber({
      subscriberId: subscriber.subscriberId,
      subscriberNumber: input.subscriberNumber,
      userId,
      actorEmail: actor.email,
    }),
  );
  if (assignment.alreadyAssigned)
    runner.step('assignUser').note = 'el usuario ya estaba asignado al suscriptor';

  return runner.complete({
    message: messages.userAdded,
    loginAccountId,
    userId,
    inviteId,
    accountCreated: !accountExisted,
    alreadyAssigned: assignment.alreadyAssigned,
  });
}
