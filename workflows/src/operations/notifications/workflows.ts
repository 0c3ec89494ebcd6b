// The global notification operations (spec 2 §4, §8): create (with the linked suspension of a
// blocking maintenance and the condition association), edit and soft delete.
//
// What a failure after the first step leaves: the notification stays created and active; the
// operation fails with the failing step's spec text ('Ocurrió un error al crear la notificación
// de suspensión relacionada', 'La notificación fue creada exitosamente, excepto la asociación
// del tipo de condición') and its steps say exactly what exists (the done step keeps the id of
// the notification it created). Nothing is undone, because the spec's own condition text reports
// the notification as created, and because a retry resumes at the failed step: it adds the
// missing suspension or condition to the same notification instead of starting over. Undoing
// would leave a retry pointing at a deactivated notification.
import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import { actorName } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { OPERATION_FAILED_TYPE, type StepRunner } from '../../core/step-runner';
import type { NotificationCreateInput, NotificationDeleteInput, NotificationEditInput } from './contracts';
import { notificationMessages as m } from './messages';
import { noteStep, startOperationRunner } from '../operation-runner';
import type { NotificationsActivities } from './activities';
import { conditionOf, isBlockingMaintenance, mainWrite, suspensionWrite } from './decide';
import {
  NOTIFICATION_CREATE,
  NOTIFICATION_DELETE,
  NOTIFICATION_EDIT,
  notificationCreateSteps,
  notificationDeleteSteps,
  notificationEditSteps,
} from './activities';

const activities = proxyActivities<NotificationsActivities>({
  startToCloseTimeout: '5 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

const STEP_FAILED = 'STEP_FAILED';

/**
 * Runs a step whose exhausted retries have their own spec text (the runner knows one generic
 * text per operation); business rejections keep theirs.
 */
async function runWithText<T, K extends string>(
  runner: StepRunner<K>,
  key: NoInfer<K>,
  text: string,
  action: () => Promise<T>,
  leftBehind?: string,
) {
  try {
    return await runner.run(key, action);
  } catch (error) {
    // Marks what the failure leaves, so nothing half-done goes unmentioned.
    if (leftBehind && runner.step(key).status === 'failed') {
      runner.step(key).note = leftBehind;
      runner.publish();
    }
    if (
      error instanceof ApplicationFailure &&
      error.type === OPERATION_FAILED_TYPE &&
      runner.progress.error?.code === STEP_FAILED &&
      runner.progress.error.message !== text
    ) {
      runner.progress.error = { code: STEP_FAILED, message: text };
      runner.publish();
      throw ApplicationFailure.create({
        type: OPERATION_FAILED_TYPE,
        message: text,
        nonRetryable: true,
        details: [runner.progress],
      });
    }
    throw error;
  }
}

/** The note of a step that failed after the notification was created. */
const leftWithout = (notificationId: number, missing: string) =>
  `La notificación ${notificationId} quedó creada y activa, ${missing}; reintentar la operación completa lo que falta.`;

export async function notificationCreate(
  envelope: OperationEnvelope<NotificationCreateInput>,
): Promise<OperationProgress> {
  const user = actorName(envelope.actor);
  const { runner, input } = await startOperationRunner(
    envelope,
    NOTIFICATION_CREATE,
    notificationCreateSteps,
    {
      code: STEP_FAILED,
      message: m.createFailed,
    },
  );

  const main = mainWrite(input);
  const notificationId = await runWithText(runner, 'createNotification', m.createFailed, async () => {
    // A retried attempt whose first call wrote the notification finds it instead of writing another.
    const found = await activities.findCreatedNotification({ write: main, creationUser: user });
    return (
      found ??
      activities.createNotification({
        write: main,
        creationUser: user,
        failureText: m.createFailed,
        overlapText: m.alreadyExists,
      })
    );
  });
  noteStep(runner, 'createNotification', `Notificación ${notificationId}`);

  let suspensionId: number | null = null;
  if (isBlockingMaintenance(input)) {
    suspensionId = await runWithText(
      runner,
      'createSuspension',
      m.suspensionFailed,
      async () => {
        const found = await activities.findLinkedSuspension({ notificationId });
        return (
          found ??
          activities.createNotification({
            write: suspensionWrite(input, notificationId),
            creationUser: user,
            failureText: m.suspensionFailed,
          })
        );
      },
      leftWithout(notificationId, 'sin su notificación de suspensión relacionada'),
    );
    noteStep(runner, 'createSuspension', `Notificación ${suspensionId}, relacionada con ${notificationId}`);
  } else {
    await runner.skip('createSuspension', 'la notificación no es un mantenimiento bloqueante');
  }

  const condition = conditionOf(input);
  if (condition) {
    await runWithText(
      runner,
      'associateCondition',
      m.conditionFailed,
      () =>
        activities.associateNotificationCondition({
          notificationId,
          ...condition,
          failureText: m.conditionFailed,
        }),
      leftWithout(notificationId, 'sin la asociación del tipo de condición'),
    );
  } else {
    await runner.skip('associateCondition', 'no se eligió un tipo de condición');
  }

  return runner.complete({ message: m.created, notificationId, suspensionId });
}

export async function notificationEdit(
  envelope: OperationEnvelope<NotificationEditInput>,
): Promise<OperationProgress> {
  const user = actorName(envelope.actor);
  const { runner, input } = await startOperationRunner(envelope, NOTIFICATION_EDIT, notificationEditSteps, {
    code: STEP_FAILED,
    message: m.createFailed,
  });

  // Spec 2 §4: editing keeps the notification active.
  await runner.run('updateNotification', () =>
    activities.updateNotification({
      notificationId: input.notificationId,
      changes: {
        notificationTitle: input.notificationTitle,
        notificationText: input.notificationText,
        communicationChannelCodes: input.communicationChannelCodes,
        validityStartDate: input.validityStartDate,
        validityFinishDate: input.validityFinishDate,
        isActive: true,
      },
      modificationUser: user,
      failureText: m.createFailed,
      overlapText: m.alreadyExists,
    }),
  );

  const suspension = input.suspension;
  if (suspension) {
    await runner.run('updateSuspension', () =>
      activities.updateNotification({
        notificationId: suspension.notificationId,
        changes: {
          validityStartDate: suspension.validityStartDate,
          validityFinishDate: suspension.validityFinishDate,
          communicationChannelCodes: input.communicationChannelCodes,
          isActive: true,
        },
        modificationUser: user,
        failureText: m.createFailed,
        overlapText: m.alreadyExists,
      }),
    );
  } else {
    await runner.skip('updateSuspension', 'la notificación no tiene una suspensión relacionada');
  }

  const condition = conditionOf(input);
  if (condition) {
    await runWithText(runner, 'associateCondition', m.conditionFailed, () =>
      activities.associateNotificationCondition({
        notificationId: input.notificationId,
        ...condition,
        failureText: m.conditionFailed,
      }),
    );
  } else {
    await runner.skip('associateCondition', 'no se eligió un tipo de condición');
  }

  return runner.complete({ message: m.edited, notificationId: input.notificationId });
}

export async function notificationDelete(
  envelope: OperationEnvelope<NotificationDeleteInput>,
): Promise<OperationProgress> {
  const user = actorName(envelope.actor);
  const { runner, input } = await startOperationRunner(
    envelope,
    NOTIFICATION_DELETE,
    notificationDeleteSteps,
    {
      code: STEP_FAILED,
      message: m.deleteFailed,
    },
  );

  // Soft delete (spec 2 §4): isActive false; the service also deactivates the linked suspension.
  await runner.run('deleteNotification', () =>
    activities.updateNotification({
      notificationId: input.notificationId,
      changes: { isActive: false },
      modificationUser: user,
      failureText: m.deleteFailed,
    }),
  );

  return runner.complete({ message: m.deleted, notificationId: input.notificationId });
}
