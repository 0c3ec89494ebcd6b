import { describe, expect, it } from 'vitest';
import { initialProgress, type OperationProgress } from '../core/progress';
import { messages } from '../messages';
import { explainFailure, undoPlanOf } from './aftermath';
import { contractOf } from './catalog';
import { subscriberAddUserSteps } from './subscribers/activities';

const addUser = contractOf('subscriber.addUser')!;

/** An add-user run whose steps up to `upTo` completed, with the values the workflow records. */
function runUpTo(upTo: string, failure?: { code: string; message: string }): OperationProgress {
  const progress = initialProgress(subscriberAddUserSteps);
  const values: Record<string, unknown> = {
    checkCapacity: {
      subscriberId: 7,
      subscriberNumber: '100001',
      organizationId: 3,
      activeUsers: 4,
      maxUsers: 5,
    },
    findLoginAccount: null,
    createIdentityAccount: { externalRefId: 'x' },
    createLoginAccount: { loginAccountId: 11, accountStatusCode: 'WAITING_VALIDATION' },
    getOrganizationLinks: [],
    linkOrganization: { userId: 21, organizationId: 3, userStatusCode: 'WAITING_VALIDATION' },
    sendInvite: { inviteId: 31, reused: false },
    assignUser: { alreadyAssigned: false },
  };
  let reached = false;
  for (const step of progress.steps) {
    if (reached) break;
    if (step.key === upTo) {
      reached = true;
      if (failure) {
        step.status = 'failed';
        continue;
      }
    }
    step.status = 'done';
    step.value = values[step.key];
  }
  if (failure) progress.error = failure;
  return progress;
}

const atCapacity = { code: 'SUBSCRIBER_AT_CAPACITY', message: messages.subscriberAtCapacity };

describe('a failed add-user explains itself', () => {
  it('says what was done and why the last step was not, with the limit', () => {
    const explained = explainFailure(addUser, runUpTo('assignUser', atCapacity), {
      maxUsers: 5,
      activeUsers: 5,
    });
    expect(explained?.text).toBe(
      'Se creó la cuenta en el proveedor de identidad, se creó la cuenta de acceso, se vinculó el usuario a ' +
        'la organización y se envió la invitación de registro; no se asignó el usuario al suscriptor porque ' +
        'el suscriptor alcanzó su límite de 5 usuarios.',
    );
    expect(explained?.remedy).toMatch(/^Dé de baja a un usuario del suscriptor o pida ampliar su límite/);
  });

  it('a refusal at the first step changed nothing, and says what never ran', () => {
    const progress = runUpTo('checkCapacity', atCapacity);
    expect(explainFailure(addUser, progress, { maxUsers: 1 })?.text).toBe(
      'No se hizo ningún cambio: no se agregó el usuario al suscriptor porque el suscriptor alcanzó su límite ' +
        'de 1 usuario. Tampoco se creó la cuenta en el proveedor de identidad, ni se creó la cuenta de acceso, ' +
        'ni se vinculó el usuario a la organización, ni se envió la invitación de registro ni se asignó el usuario al suscriptor.',
    );
  });

  it('a failure no refusal explains offers the retry', () => {
    const explained = explainFailure(
      addUser,
      runUpTo('sendInvite', { code: 'STEP_FAILED', message: messages.addUserStepFailed }),
    );
    expect(explained?.text).toMatch(
      /; no se envió la invitación de registro\. Tampoco se asignó el usuario al suscriptor\.$/,
    );
    expect(explained?.remedy).toBe(messages.aftermath.retryRemedy);
  });

  it('a run cancelled before its first step (scheduled, or waiting for approval) offers no continue-from-the-failed-step', () => {
    const progress = initialProgress(subscriberAddUserSteps);
    progress.error = { code: 'CANCELLED', message: messages.operationCancelled };
    const explained = explainFailure(addUser, progress);
    expect(explained?.text).toMatch(
      /^No se hizo ningún cambio: .* porque la operación se canceló\. Tampoco /,
    );
    expect(explained?.remedy).toBe(messages.aftermath.nothingRanRemedy);
    expect(explained?.remedy).not.toMatch(/paso que falló/);
  });
});

describe('the undo plan', () => {
  it('inverts the completed steps that have an inverse, newest first, and says what stays', () => {
    const plan = undoPlanOf(addUser, runUpTo('assignUser', atCapacity), {});
    expect(plan.steps.map((step) => [step.activity, step.args])).toEqual([
      ['cancelInvite', { inviteId: 31 }],
      ['setOrganizationUserStatus', { userId: 21, userStatusCode: 'DELETED' }],
    ]);
    expect(plan.kept).toHaveLength(2);
  });

  it('unassigns only an assignment this run made', () => {
    const progress = runUpTo('done-all');
    expect(undoPlanOf(addUser, progress, {}).steps[0]).toMatchObject({
      activity: 'unassignUserFromSubscriber',
      args: { subscriberId: 7, userId: 21, missingIsDone: true },
    });
    progress.steps.find((step) => step.key === 'assignUser')!.value = { alreadyAssigned: true };
    expect(undoPlanOf(addUser, progress, {}).steps.map((step) => step.activity)).not.toContain(
      'unassignUserFromSubscriber',
    );
  });

  it('has nothing to undo when nothing with an inverse completed', () => {
    expect(undoPlanOf(addUser, runUpTo('checkCapacity', atCapacity), {}).steps).toEqual([]);
  });
});
