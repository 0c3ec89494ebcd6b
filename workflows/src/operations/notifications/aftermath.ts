// What a failed 'Crear una nueva notificación' tells staff and how it is undone (issue 28): a
// notification created without its suspension or its condition is active and shown; its undo
// deactivates what the run created (the platform's soft delete, as 'Eliminar' does).
// Read by the api and the worker; never by workflow code.
import type { OperationExplanation, OperationUndo, StepInverse } from '../contract';
import { permanentRefusal } from '../permanent-refusal';
import { notificationMessages as m } from './messages';

export const createNotificationExplanation: OperationExplanation = {
  done: {
    createNotification: 'se publicó la notificación',
    createSuspension: 'se creó la notificación de suspensión relacionada',
    associateCondition: 'se asoció el tipo de condición',
  },
  notDone: {
    createNotification: 'no se creó la notificación',
    createSuspension: 'no se creó la notificación de suspensión relacionada',
    associateCondition: 'no se asoció el tipo de condición',
  },
  refusals: {
    NOTIFICATION_ALREADY_EXISTS: permanentRefusal(
      'ya existe una notificación del mismo tipo en esas fechas',
      'Cambie las fechas o elimine la notificación que se superpone e inicie la operación de nuevo.',
      'Ya existe una notificación en esas fechas: un reintento volvería a rechazarse.',
    ),
  },
};

function deactivate(label: string, done: string, step: string): StepInverse {
  return {
    label,
    done,
    activity: 'updateNotification',
    args: (values, _input, actor) => {
      const notificationId = values[step];
      if (typeof notificationId !== 'number') return null;
      return {
        notificationId,
        changes: { isActive: false },
        modificationUser: actor.name,
        failureText: m.deleteFailed,
      };
    },
  };
}

export const createNotificationUndo: OperationUndo = {
  inverses: {
    createNotification: deactivate(
      'Eliminar la notificación',
      'se eliminó la notificación',
      'createNotification',
    ),
    createSuspension: deactivate(
      'Eliminar la notificación de suspensión relacionada',
      'se eliminó la notificación de suspensión relacionada',
      'createSuspension',
    ),
  },
};
