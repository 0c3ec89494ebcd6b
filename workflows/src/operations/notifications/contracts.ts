// Global notifications (spec 2 §2.10). The writers of spec 2 §6 start them; the information
// operator only for ADVERTISEMENT and INFORMATION, on every path (the rule below reads the
// notification an edit or delete names, so a retry is held to it too).
import type { PlatformClient } from '@cgi/platform/client';
import { messages } from '../../messages';
import { accessFor, defineOperation, OperationRefusal, type OperationAction } from '../contract';
import { fields } from '../field-labels';
import { createNotificationExplanation, createNotificationUndo } from './aftermath';
import {
  createFormFailure,
  editFormFailure,
  mayManageNotificationType,
  NOTIFICATION_APP_CODE,
  NOTIFICATION_WRITER_ROLES,
  notificationCreateInput,
  notificationDeleteInput,
  notificationEditInput,
} from './inputs';
import { notificationMessages } from './messages';
import {
  NOTIFICATION_CREATE,
  NOTIFICATION_DELETE,
  NOTIFICATION_EDIT,
  notificationCreateSteps,
  notificationDeleteSteps,
  notificationEditSteps,
} from './steps';
import { approvalPolicy } from '../approval-policy';

const access = accessFor(NOTIFICATION_WRITER_ROLES);
const typeNotAllowed = () => new OperationRefusal(403, 'FORBIDDEN', notificationMessages.typeNotAllowed);
const overlap = (field: string, message: string) =>
  new OperationRefusal(409, 'NOTIFICATION_ALREADY_EXISTS', message, { [field]: message });

/** The ME notifications, or the spec's service failure (404 or 502, 'Global Notification'). */
async function meNotifications(platform: PlatformClient) {
  try {
    return await platform.globalNotifications.list({ appCodes: [NOTIFICATION_APP_CODE] });
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw new OperationRefusal(
      status === 404 ? 404 : 502,
      'NOTIFICATION_SERVICE',
      notificationMessages.serviceFailed,
    );
  }
}

/** The notification an edit or delete names, held to the caller's role. */
async function namedNotification(
  request: { action: OperationAction; roles: readonly string[]; platform: PlatformClient },
  notificationId: number,
) {
  const all = await meNotifications(request.platform);
  const current = all.find((n) => n.notificationId === notificationId);
  if (!current) {
    // Gone since: a start is refused; a retry may go on only for a role that manages every type.
    if (request.action === 'start' || !mayManageNotificationType(request.roles, 'MAINTENANCE')) {
      throw new OperationRefusal(404, 'NOTIFICATION_NOT_FOUND', notificationMessages.serviceFailed);
    }
    return { all, current: null };
  }
  if (!mayManageNotificationType(request.roles, current.notificationTypeCode)) throw typeNotAllowed();
  return { all, current };
}

/** Runs a rule that refuses by throwing, as the gate expects it: returning the refusal. */
async function refusalOf(rule: () => Promise<unknown>): Promise<OperationRefusal | null> {
  try {
    await rule();
    return null;
  } catch (error) {
    if (error instanceof OperationRefusal) return error;
    throw error;
  }
}

export const notificationsContracts = [
  defineOperation({
    type: NOTIFICATION_CREATE,
    workflowType: 'notificationCreate',
    label: 'Crear una nueva notificación',
    input: notificationCreateInput,
    inputFields: fields(
      'notificationTypeCode',
      'notificationTitle',
      'notificationText',
      'validityStartDate',
      'validityFinishDate',
      'communicationChannelCodes',
      'notificationConditionType',
      'suborganizationGroupId',
      'blocking',
      'suspensionStartDate',
      'description',
    ),
    steps: notificationCreateSteps,
    access,
    // A blocking maintenance suspends the service for every customer.
    approval: approvalPolicy({
      roles: ['CGI.Admin', 'CGI.GlobalNotificationAdmin'],
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
    }),
    rule: async ({ roles, input }) =>
      mayManageNotificationType(roles, input.notificationTypeCode) ? null : typeNotAllowed(),
    check: async ({ input, platform }) => {
      const failure = createFormFailure(input, await meNotifications(platform));
      if (failure) throw overlap(failure.field, failure.message);
    },
    // Issue 5: publishing a notification records why.
    highRisk: true,
    // A free text: Temporal's index gets its pseudonym.
    target: (input) => input.notificationTitle,
    explain: createNotificationExplanation,
    undo: createNotificationUndo,
  }),
  defineOperation({
    type: NOTIFICATION_EDIT,
    workflowType: 'notificationEdit',
    label: 'Editar notificación',
    input: notificationEditInput,
    inputFields: fields(
      'notificationId',
      'notificationTitle',
      'notificationText',
      'validityStartDate',
      'validityFinishDate',
      'communicationChannelCodes',
      'notificationConditionType',
      'suborganizationGroupId',
      'suspension',
    ),
    steps: notificationEditSteps,
    access,
    // A blocking maintenance suspends the service for every customer.
    approval: approvalPolicy({
      roles: ['CGI.Admin', 'CGI.GlobalNotificationAdmin'],
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
    }),
    rule: (request) => refusalOf(() => namedNotification(request, request.input.notificationId)),
    check: async (request) => {
      const { all, current } = await namedNotification(request, request.input.notificationId);
      if (!current) return;
      const suspension = request.input.suspension;
      // The suspension edited along must be the one linked to this notification.
      if (
        suspension &&
        !all.some(
          (n) =>
            n.notificationId === suspension.notificationId &&
            n.relatedNotificationId === current.notificationId,
        )
      ) {
        throw new OperationRefusal(400, 'VALIDATION', messages.invalidInput, {
          suspension: notificationMessages.suspensionRange,
        });
      }
      const failure = editFormFailure(request.input, {
        typeCode: current.notificationTypeCode,
        existing: all,
      });
      if (failure) throw overlap(failure.field, failure.message);
    },
    target: (input) => String(input.notificationId),
    publicTarget: true,
    targetKind: 'notification',
  }),
  defineOperation({
    type: NOTIFICATION_DELETE,
    workflowType: 'notificationDelete',
    label: 'Eliminar notificación',
    input: notificationDeleteInput,
    inputFields: fields('notificationId', 'notificationTitle'),
    steps: notificationDeleteSteps,
    access,
    rule: (request) => refusalOf(() => namedNotification(request, request.input.notificationId)),
    highRisk: true,
    target: (input) => String(input.notificationId),
    publicTarget: true,
    targetKind: 'notification',
  }),
];
