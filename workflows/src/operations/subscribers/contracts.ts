// The subscribers area's operations (spec 1 §2, §4): common-area operations, open to every
// console role (spec 1 §6); retried and cancelled by support engineers.
import { z } from 'zod';
import { messages } from '../../messages';
import { email, optionalPhone, requiredText, subscriberNumber } from '../../core/validation';
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { addUserExplanation, addUserUndo } from './add-user-aftermath';
import { createSubscriberExplanation, createSubscriberUndo } from './create-aftermath';
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
import {
  cancelInvitationExplanation,
  cancelInvitationUndo,
  deactivateUserExplanation,
  deactivateUserUndo,
  resendInvitationExplanation,
} from './user-actions-aftermath';
import { approvalPolicy } from '../approval-policy';
import { textSubject, userSubject } from '../subject-parts';

// Inputs of the subscribers area's operations (spec 1 §5): zod schemas shared by the api
// (validation), the web app (form errors) and the workflows (typed input).
/** Permission of the new collaborator: organization user types except id 2 (DERIV-USER). */
export const assignableUserTypeCodes = ['ORG-STAFF', 'ORG-ADMIN'] as const;

export const subscriberAddUserInput = z.object({
  subscriberNumber,
  email,
  firstName: requiredText,
  lastName: requiredText,
  phone: optionalPhone,
  userTypeCode: z.enum(assignableUserTypeCodes, { error: messages.required }),
});

export type SubscriberAddUserInput = z.output<typeof subscriberAddUserInput>;

/** Default of the max-users field (spec 1 §9). */
export const DEFAULT_SUBSCRIBER_MAX_USERS = 1;

/** An integer above 0; the form sends text, the API may send a number. */
export const positiveInteger = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: messages.invalidNumber })
    .int({ error: messages.invalidNumber })
    .gt(0, { error: messages.invalidNumber }),
);

export const subscriberCreateInput = z.object({
  organizationId: z
    .number({ error: messages.organizationMissing })
    .int({ error: messages.organizationMissing })
    .positive({ error: messages.organizationMissing }),
  email,
  subscriberNumber,
  subscriberName: requiredText,
  maxUsers: positiveInteger.optional().default(DEFAULT_SUBSCRIBER_MAX_USERS),
});

export type SubscriberCreateInput = z.output<typeof subscriberCreateInput>;

const organizationUserId = z
  .number({ error: messages.userNotFound })
  .int({ error: messages.userNotFound })
  .positive({ error: messages.userNotFound });

/** Deactivate, cancel invitation and resend invitation: the user of one subscriber. */
export const subscriberUserActionInput = z.object({ subscriberNumber, userId: organizationUserId });

export type SubscriberUserActionInput = z.output<typeof subscriberUserActionInput>;

export const commercialUserTypeCodes = ['SUBSCRIBER', 'REGISTER'] as const;

/** Statuses the edit form offers; DELETED is only set by 'Dar de baja al usuario'. */
export const editableUserStatusCodes = [
  'ACTIVE',
  'WAITING_VALIDATION',
  'BLOCKED',
  'INACTIVE',
  'SUSPENDED',
] as const;

export const userEditChangeFields = [
  'firstName',
  'lastName',
  'userTypeCode',
  'commercialTypeCode',
  'userStatusCode',
] as const;

/** Only the changed fields are sent; at least one must be. */
export const userEditInput = z
  .object({
    userId: organizationUserId,
    /** The subscriber whose users screen it was edited from (context for lists and audit). */
    subscriberNumber: subscriberNumber.optional(),
    firstName: requiredText.optional(),
    lastName: requiredText.optional(),
    userTypeCode: z.enum(assignableUserTypeCodes, { error: messages.required }).optional(),
    commercialTypeCode: z.enum(commercialUserTypeCodes, { error: messages.required }).optional(),
    userStatusCode: z.enum(editableUserStatusCodes, { error: messages.required }).optional(),
  })
  .refine((input) => userEditChangeFields.some((field) => input[field] !== undefined), {
    error: messages.noChanges,
    path: ['_'],
  });

export type UserEditInput = z.output<typeof userEditInput>;

const everyRole = accessFor(ALL_CGI_ROLES);
const userResult = fields('userId', 'inviteId');

export const subscribersContracts = [
  defineOperation({
    type: SUBSCRIBER_ADD_USER,
    screen: 'subscribers',
    sample: (v) => ({
      subscriberNumber: v.subscriberNumber,
      email: v.email,
      firstName: v.firstName,
      lastName: v.lastName,
      userTypeCode: 'ORG-STAFF',
    }),
    workflowType: 'subscriberAddUser',
    label: 'Añadir un usuario al suscriptor',
    input: subscriberAddUserInput,
    inputFields: fields('subscriberNumber', 'email', 'firstName', 'lastName', 'phone', 'userTypeCode'),
    resultFields: fields('loginAccountId', 'userId', 'inviteId', 'accountCreated', 'alreadyAssigned'),
    steps: subscriberAddUserSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    subject: (input) => textSubject(input.email),
    publicTarget: true,
    targetKind: 'subscriber',
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('email', input.email)],
    explain: addUserExplanation,
    undo: addUserUndo,
  }),
  defineOperation({
    type: SUBSCRIBER_CREATE,
    screen: 'organizations',
    sample: (v) => ({
      organizationId: v.id,
      email: v.email,
      subscriberNumber: '990001',
      subscriberName: `Estudio ${v.lastName}`,
    }),
    workflowType: 'subscriberCreate',
    label: 'Añadir suscriptor',
    input: subscriberCreateInput,
    inputFields: fields('organizationId', 'subscriberNumber', 'subscriberName', 'email', 'maxUsers'),
    resultFields: fields('subscriberId', 'loginAccountId', 'userId', 'inviteId', 'accountCreated'),
    steps: subscriberCreateSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    subject: (input) => textSubject(input.email),
    publicTarget: true,
    targetKind: 'subscriber',
    related: (input) => [
      relatedKey('subscriber', input.subscriberNumber),
      relatedKey('organization', input.organizationId),
      relatedKey('email', input.email),
    ],
    explain: createSubscriberExplanation,
    undo: createSubscriberUndo,
  }),
  defineOperation({
    type: SUBSCRIBER_DEACTIVATE_USER,
    screen: 'subscribers',
    sample: (v) => ({ subscriberNumber: v.subscriberNumber, userId: v.id }),
    workflowType: 'subscriberDeactivateUser',
    label: 'Dar de baja al usuario',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: fields('userId'),
    steps: subscriberDeactivateUserSteps,
    access: everyRole,
    approval: approvalPolicy(),
    highRisk: true,
    target: (input) => input.subscriberNumber,
    subject: (input) => userSubject(input.userId),
    publicTarget: true,
    targetKind: 'subscriber',
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    explain: deactivateUserExplanation,
    undo: deactivateUserUndo,
  }),
  defineOperation({
    type: SUBSCRIBER_CANCEL_INVITATION,
    screen: 'subscribers',
    sample: (v) => ({ subscriberNumber: v.subscriberNumber, userId: v.id }),
    workflowType: 'subscriberCancelInvitation',
    label: 'Cancelar invitación',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: userResult,
    steps: subscriberCancelInvitationSteps,
    access: everyRole,
    highRisk: true,
    target: (input) => input.subscriberNumber,
    subject: (input) => userSubject(input.userId),
    publicTarget: true,
    targetKind: 'subscriber',
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    explain: cancelInvitationExplanation,
    undo: cancelInvitationUndo,
  }),
  defineOperation({
    type: SUBSCRIBER_RESEND_INVITATION,
    screen: 'subscribers',
    sample: (v) => ({ subscriberNumber: v.subscriberNumber, userId: v.id }),
    workflowType: 'subscriberResendInvitation',
    label: 'Reenviar invitación',
    input: subscriberUserActionInput,
    inputFields: fields('subscriberNumber', 'userId'),
    resultFields: fields('userId', 'previousInviteId', 'inviteId'),
    steps: subscriberResendInvitationSteps,
    access: everyRole,
    target: (input) => input.subscriberNumber,
    subject: (input) => userSubject(input.userId),
    publicTarget: true,
    targetKind: 'subscriber',
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    explain: resendInvitationExplanation,
  }),
  defineOperation({
    type: USER_EDIT,
    screen: 'users',
    sample: (v) => ({ userId: v.id, firstName: v.firstName, lastName: v.lastName }),
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
    subject: (input) => (input.subscriberNumber ? userSubject(input.userId) : null),
    publicTarget: true,
    related: (input) => [
      relatedKey('user', input.userId),
      ...(input.subscriberNumber ? [relatedKey('subscriber', input.subscriberNumber)] : []),
    ],
  }),
];
