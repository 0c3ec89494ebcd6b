// The subscribers area's operations (spec 1 §4): add a user to a subscriber, add a subscriber
// to an organization, and the operations on one user of a subscriber (deactivate ('Dar de baja
// al usuario'), cancel and resend the registration invitation, edit). Sequential steps, the
// first failure stops.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import { messages } from '../../messages';
import { relatedKey } from '../contract';
import { attemptOf, noteStep, startOperationRunner } from '../operation-runner';
import type {
  SubscriberAddUserActivities,
  SubscriberCreateActivities,
  SubscriberUserActivities,
} from './activities';
import {
  decideAddUser,
  isSelfDeactivation,
  newAccountNames,
  planUserEdit,
  shouldInviteNewSubscriberUser,
} from './decide';
import type {
  SubscriberAddUserInput,
  SubscriberCreateInput,
  SubscriberUserActionInput,
  UserEditInput,
} from './contracts';
import {
  SUBSCRIBER_ADD_USER,
  SUBSCRIBER_CANCEL_INVITATION,
  SUBSCRIBER_CREATE,
  SUBSCRIBER_DEACTIVATE_USER,
  SUBSCRIBER_RESEND_INVITATION,
  USER_EDIT,
  subscriberAddUserSteps,
  subscriberCancelInvitationSteps,
  subscriberCreateSteps,
  subscriberDeactivateUserSteps,
  subscriberResendInvitationSteps,
  userEditSteps,
} from './activities';

const activities = proxyActivities<
  SubscriberAddUserActivities & SubscriberCreateActivities & SubscriberUserActivities
>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

const genericFailure = { code: 'STEP_FAILED', message: messages.genericError };

export async function subscriberAddUser(
  envelope: OperationEnvelope<SubscriberAddUserInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  // Every step's value is recorded in the progress, so a retry resumes after the last done one.
  const { runner, input } = await startOperationRunner(
    envelope,
    SUBSCRIBER_ADD_USER,
    subscriberAddUserSteps,
    {
      code: 'STEP_FAILED',
      message: messages.addUserStepFailed,
    },
  );

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
  // The user's and its organization's timelines list this operation from here on.
  runner.addRelated([relatedKey('user', userId), relatedKey('organization', organizationId)]);

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

// 'Añadir suscriptor' (spec 1 §4): add a subscriber to an organization with its admin user.
// Sequential steps, the first failure stops.

export async function subscriberCreate(
  envelope: OperationEnvelope<SubscriberCreateInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, SUBSCRIBER_CREATE, subscriberCreateSteps, {
    code: 'STEP_FAILED',
    message: messages.createSubscriberFailed,
  });
  const names = newAccountNames(input);

  const organization = await runner.run('checkSubscriber', () =>
    activities.checkNewSubscriber({
      subscriberNumber: input.subscriberNumber,
      organizationId: input.organizationId,
    }),
  );

  const subscriber = await runner.run('createSubscriber', () =>
    activities.createSubscriber({
      subscriberNumber: input.subscriberNumber,
      subscriberName: input.subscriberName,
      maxUsers: input.maxUsers,
      organization,
      actorEmail: actor.email,
    }),
  );

  let account = await runner.run('findLoginAccount', () =>
    activities.findLoginAccountByEmail({ email: input.email }),
  );
  const accountCreated = account === null;
  if (account) {
    await runner.skip('createIdentityAccount', 'la cuenta de acceso ya existe');
    await runner.skip('createLoginAccount', 'la cuenta de acceso ya existe');
  } else {
    const identity = await runner.run('createIdentityAccount', () =>
      activities.createIdentityAccount({ email: input.email }),
    );
    account = await runner.run('createLoginAccount', () =>
      activities.createActiveLoginAccount({
        externalRefId: identity.externalRefId,
        email: input.email,
        ...names,
        actorEmail: actor.email,
      }),
    );
  }
  const loginAccountId = account.loginAccountId;

  const link = await runner.run('linkOrganization', () =>
    activities.ensureSubscriberAdminLink({ loginAccountId, organizationId: organization.organizationId }),
  );
  if (link.outcome === 'kept') {
    noteStep(runner, 'linkOrganization', 'el usuario ya pertenece a la organización');
  }
  runner.addRelated([relatedKey('user', link.userId)]);

  const assignment = await runner.run('assignUser', () =>
    activities.assignUserToSubscriber({
      subscriberId: subscriber.subscriberId,
      subscriberNumber: input.subscriberNumber,
      userId: link.userId,
      actorEmail: actor.email,
    }),
  );
  if (assignment.alreadyAssigned) {
    noteStep(runner, 'assignUser', 'el usuario ya estaba asignado al suscriptor');
  }

  let inviteId: number | null = null;
  if (shouldInviteNewSubscriberUser(accountCreated)) {
    const invite = await runner.run('sendInvite', () =>
      activities.sendSubscriberRegistrationInvite({
        email: input.email,
        userId: link.userId,
        ...names,
        organization,
        subscriberNumber: input.subscriberNumber,
      }),
    );
    inviteId = invite.inviteId;
  } else {
    await runner.skip('sendInvite', 'la cuenta de acceso ya existía');
  }

  return runner.complete({
    message: messages.subscriberAdded,
    subscriberId: subscriber.subscriberId,
    loginAccountId,
    userId: link.userId,
    accountCreated,
    inviteId,
  });
}

// The operations on one user of a subscriber (spec 1 §4): deactivate ('Dar de baja al
// usuario'), cancel and resend the registration invitation, and edit the user. Sequential
// steps, the first failure stops.

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
