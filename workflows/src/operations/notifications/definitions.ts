// Operation types of the area — Notificaciones globales (spec 2 §2.10). The roles are the
// writers of §6; the api also refuses a type the caller's role may not manage (info operator).
import { define, type OperationDefinition } from '../definition';
import {
  NOTIFICATION_WRITER_ROLES,
  notificationCreateInput,
  notificationDeleteInput,
  notificationEditInput,
} from '../../inputs/notifications';
import {
  NOTIFICATION_CREATE,
  NOTIFICATION_DELETE,
  NOTIFICATION_EDIT,
  notificationCreateSteps,
  notificationDeleteSteps,
  notificationEditSteps,
} from './steps';

export const notificationsOperations: Record<string, OperationDefinition> = {
  [NOTIFICATION_CREATE]: define({
    type: NOTIFICATION_CREATE,
    workflowType: 'notificationCreate',
    label: 'Crear una nueva notificación',
    input: notificationCreateInput,
    target: (input) => input.notificationTitle,
    roles: NOTIFICATION_WRITER_ROLES,
    steps: notificationCreateSteps,
    // Issue 5: publishing a notification records why.
    highRisk: true,
  }),
  [NOTIFICATION_EDIT]: define({
    type: NOTIFICATION_EDIT,
    workflowType: 'notificationEdit',
    label: 'Editar notificación',
    input: notificationEditInput,
    target: (input) => String(input.notificationId),
    roles: NOTIFICATION_WRITER_ROLES,
    steps: notificationEditSteps,
  }),
  [NOTIFICATION_DELETE]: define({
    type: NOTIFICATION_DELETE,
    workflowType: 'notificationDelete',
    label: 'Eliminar notificación',
    input: notificationDeleteInput,
    target: (input) => String(input.notificationId),
    roles: NOTIFICATION_WRITER_ROLES,
    steps: notificationDeleteSteps,
    highRisk: true,
  }),
};
