// The subscribers area's operations (spec 1 §2, §4): common-area operations, open to every
// console role (spec 1 §6); retried and cancelled by support engineers.
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { addUserExplanation, addUserUndo } from './add-user-aftermath';
import {
  subscriberAddUserInput,
  subscriberCreateInput,
  subscriberUserActionInput,
  userEditInput,
} from './inputs';
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
} from './steps';

const everyRole = accessFor(ALL_CGI_ROLES);
const userResult = fields('userId', 'inviteId');

export const subscribersContracts = [
  defineOperation({
    type: SUBSCRIBER_ADD_USER,
    workflowType: 'subscriberAddUser',
    label: 'Añadir un usuario al suscriptor',
    input: subscriberAddUserInput,
    inputFields: fields('subscriberNumber', 'email', 'firstName', 'lastName', 'phone', 'userTypeCode'),
    resultFields: fields('loginAccountId', 'userId', 'inviteId', 'accountCreated', 'alreadyAssigned'),
    steps: subscriberAddUserSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('email', input.email)],
    explain: addUserExplanation,
    undo: addUserUndo,
  }),
  defineOperation({
    type: SUBSCRIBER_CREATE,
    workflowType: 'subscriberCreate',
    label: 'Añadir suscriptor',
    input: subscriberCreateInput,
    inputFields: fields('organizationId', 'subscriberNumber', 'subscriberName', 'email', 'maxUsers'),
    resultFields: fields('subscriberId', 'loginAccountId', 'userId', 'inviteId', 'accountCreated'),
    steps: subscriberCreateSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    related: (input) => [
      relatedKey('subscriber', input.subscriberNumber),
      relatedKey('organization', input.organizationId),
      relatedKey('email', input.email),
    ],
  }),
  defineOperation({
    type: SUBSCRIBER_DEACTIVATE_USER,
    workflowType: 'subscriberDeactivateUser',
    label: 'Dar de baja al usuario',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: fields('userId'),
    steps: subscriberDeactivateUserSteps,
    access: everyRole,
    highRisk: true,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
  }),
  defineOperation({
    type: SUBSCRIBER_CANCEL_INVITATION,
    workflowType: 'subscriberCancelInvitation',
    label: 'Cancelar invitación',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: userResult,
    steps: subscriberCancelInvitationSteps,
    access: everyRole,
    highRisk: true,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
  }),
  defineOperation({
    type: SUBSCRIBER_RESEND_INVITATION,
    workflowType: 'subscriberResendInvitation',
    label: 'Reenviar invitación',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: fields('userId', 'previousInviteId', 'inviteId'),
    steps: subscriberResendInvitationSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
  }),
  defineOperation({
    type: USER_EDIT,
    workflowType: 'userEdit',
    label: 'Editar el usuario',
    input: userEditInput,
    inputFields: fields(
      'userId',
      'subscriberNumber',
      'firstName',
      'lastName',
      'userTypeCode',
      'commercialTypeCode',
      'userStatusCode',
    ),
    resultFields: fields('userId'),
    steps: userEditSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber ?? String(input.userId),
    related: (input) => [
      relatedKey('user', input.userId),
      ...(input.subscriberNumber ? [relatedKey('subscriber', input.subscriberNumber)] : []),
    ],
  }),
];
