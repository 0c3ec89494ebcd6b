// Workflows of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
// 'Cambiar el estado del CUIT': find the CUIT's subscription, check the edge of §4, change it.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import type { EventanillaChangeStatusInput } from './contracts';
import { noteStep, startOperationRunner } from '../operation-runner';
import type { EventanillaActivities } from './activities';
import { canChangeStatus, statusLabel } from './decide';
import { eventanillaMessages } from './messages';
import { EVENTANILLA_CHANGE_STATUS, eventanillaChangeStatusSteps } from './activities';

const activities = proxyActivities<EventanillaActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

export async function eventanillaChangeStatus(
  envelope: OperationEnvelope<EventanillaChangeStatusInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    EVENTANILLA_CHANGE_STATUS,
    eventanillaChangeStatusSteps,
    { code: 'STEP_FAILED', message: eventanillaMessages.statusChangeFailed },
  );

  const subscription = await runner.run('loadSubscription', () =>
    activities.getCommSubscription({ cuit: input.cuit }),
  );
  const to = input.targetStatus;
  if (subscription.status === to) {
    // A retry of a change that took effect, or a second click: nothing left to do.
    await runner.skip('changeStatus', `la suscripción ya está en ${statusLabel(to)}`);
  } else {
    if (!canChangeStatus(subscription.status, to)) {
      await runner.run('changeStatus', () =>
        Promise.reject(
          businessFailureInWorkflow(
            'TRANSITION_NOT_ALLOWED',
            eventanillaMessages.transitionNotAllowed(statusLabel(subscription.status), statusLabel(to)),
          ),
        ),
      );
    }
    await runner.run('changeStatus', () =>
      activities.changeCommSubscriptionStatus({
        communicationSubscriptionVEId: subscription.communicationSubscriptionVEId,
        from: subscription.status,
        to,
        actorEmail: actor.email,
      }),
    );
    noteStep(runner, 'changeStatus', `${statusLabel(subscription.status)} → ${statusLabel(to)}`);
  }

  return runner.complete({
    message: eventanillaMessages.statusChanged,
    cuit: input.cuit,
    from: subscription.status,
    to,
  });
}
