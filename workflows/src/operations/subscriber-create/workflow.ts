// 'Añadir suscriptor' (spec 1 §4): add a subscriber to an organization with its admin user.
// Sequential steps, the first failure stops.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import type { SubscriberCreateInput } from '../../inputs/subscriber-create';
import { messages } from '../../messages';
import { noteStep, startOperationRunner } from '../operation-runner';
import type { SubscriberAddUserActivities } from '../subscriber-add-user/activities';
import type { SubscriberCreateActivities } from './activities';
import { newAccountNames, shouldInviteNewSubscriberUser } from './decide';
import { SUBSCRIBER_CREATE, subscriberCreateSteps } from './steps';

const activities = proxyActivities<SubscriberCreateActivities & SubscriberAddUserActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

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
