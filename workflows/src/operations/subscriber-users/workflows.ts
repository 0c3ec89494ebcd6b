// The operations on one user of a subscriber (spec 1 §4): deactivate ('Dar de baja al
// usuario'), cancel and resend the registration invitation, and edit the user. Sequential
// steps, the first failure stops.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type { SubscriberUserActionInput, UserEditInput } from '../../inputs/subscriber-users';
import { messages } from '../../messages';
import { attemptOf, noteStep, startOperationRunner } from '../operation-runner';
import type { SubscriberUserActivities } from './activities';
import { isSelfDeactivation, planUserEdit } from './decide';
import {
  SUBSCRIBER_CANCEL_INVITATION,
  SUBSCRIBER_DEACTIVATE_USER,
  SUBSCRIBER_RESEND_INVITATION,
  USER_EDIT,
  subscriberCancelInvitationSteps,
  subscriberDeactivateUserSteps,
  subscriberResendInvitationSteps,
  userEditSteps,
} from './steps';

const activities = proxyActivities<SubscriberUserActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

const genericFailure = { code: 'STEP_FAILED', message: messages.genericError };

export async function subscriberDeactivateUser(
  envelope: OperationEnvelope<SubscriberUserActionInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    SUBSCRIBER_DEACTIVATE_USER,
    subscriberDeactivateUserSteps,
    genericFailure,
  );

  const target = await runner.run('getSubscriber', () =>
    activities.getSubscriberUserTarget({ subscriberNumber: input.subscriberNumber, userId: input.userId }),
  );
  await runner.run('checkNotSelf', () => {
    if (isSelfDeactivation(actor, target)) {
      throw businessFailureInWorkflow('SELF_DEACTIVATION', messages.selfDeactivation);
    }
    return Promise.resolve();
  });
  await runner.run('deleteOrganizationUser', () =>
    activities.setOrganizationUserStatus({ userId: target.userId, userStatusCode: 'DELETED' }),
  );
  const unassigned = await runner.run('unassignUser', () =>
    activities.unassignUserFromSubscriber({
      subscriberId: target.subscriberId,
      userId: target.userId,
      // A retry may find its own earlier effect; a first try that finds none is the spec's error.
      missingIsDone: attemptOf(runner, 'unassignUser') > 1,
    }),
  );
  if (!unassigned.wasAssigned) noteStep(runner, 'unassignUser', 'la asociación ya no existía');

  return runner.complete({ message: messages.userDeactivated, userId: target.userId, email: target.email });
}

export async function subscriberCancelInvitation(
  envelope: OperationEnvelope<SubscriberUserActionInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    SUBSCRIBER_CANCEL_INVITATION,
    subscriberCancelInvitationSteps,
    genericFailure,
  );

  const { target, invite } = await runner.run('findInvite', async () => {
    const found = await activities.getSubscriberUserTarget({
      subscriberNumber: input.subscriberNumber,
      userId: input.userId,
    });
    return {
      target: found,
      invite: await activities.findActiveInvite({
        email: found.email,
        subscriberNumber: found.subscriberNumber,
        userId: found.userId,
        notFoundMessage: messages.inviteToCancelNotFound,
      }),
    };
  });
  await runner.run('deleteOrganizationUser', () =>
    activities.setOrganizationUserStatus({ userId: target.userId, userStatusCode: 'DELETED' }),
  );
  // Spec 1 §4: a missing association is tolerated here.
  const unassigned = await runner.run('unassignUser', () =>
    activities.unassignUserFromSubscriber({
      subscriberId: target.subscriberId,
      userId: target.userId,
      missingIsDone: true,
    }),
  );
  if (!unassigned.wasAssigned) {
    noteStep(runner, 'unassignUser', 'el usuario no estaba asignado al suscriptor');
  }
  await runner.run('cancelInvite', () => activities.cancelInvite({ inviteId: invite.inviteId }));

  return runner.complete({
    message: messages.invitationCancelled,
    userId: target.userId,
    email: target.email,
    inviteId: invite.inviteId,
  });
}

export async function subscriberResendInvitation(
  envelope: OperationEnvelope<SubscriberUserActionInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    SUBSCRIBER_RESEND_INVITATION,
    subscriberResendInvitationSteps,
    genericFailure,
  );

  const previous = await runner.run('findInvite', async () => {
    const target = await activities.getSubscriberUserTarget({
      subscriberNumber: input.subscriberNumber,
      userId: input.userId,
    });
    return activities.findActiveInvite({
      email: target.email,
      subscriberNumber: target.subscriberNumber,
      userId: target.userId,
      notFoundMessage: messages.inviteToResendNotFound,
    });
  });
  await runner.run('cancelInvite', () => activities.cancelInvite({ inviteId: previous.inviteId }));
  const created = await runner.run('createInvite', () => activities.recreateInvite({ previous }));

  return runner.complete({
    message: messages.invitationResent,
    email: previous.email,
    previousInviteId: previous.inviteId,
    inviteId: created.inviteId,
  });
}

export async function userEdit(envelope: OperationEnvelope<UserEditInput>): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, USER_EDIT, userEditSteps, {
    code: 'STEP_FAILED',
    message: messages.genericErrorRetry,
  });
  const plan = planUserEdit(input);

  if (plan.loginAccount) {
    const names = plan.loginAccount;
    await runner.run('updateLoginAccount', () =>
      activities.updateLoginAccountNames({ userId: input.userId, ...names }),
    );
  } else {
    await runner.skip('updateLoginAccount', 'el nombre no cambió');
  }
  if (plan.organizationUser) {
    const changes = plan.organizationUser;
    await runner.run('updateOrganizationUser', () =>
      activities.updateOrganizationUser({ userId: input.userId, ...changes }),
    );
  } else {
    await runner.skip('updateOrganizationUser', 'el tipo, el tipo comercial y el estado no cambiaron');
  }

  return runner.complete({ message: messages.userEdited, userId: input.userId });
}
