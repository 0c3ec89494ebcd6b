// Inputs of the subscribers area's operations (spec 1 §5): zod schemas shared by the api
// (validation), the web app (form errors) and the workflows (typed input).
import { z } from 'zod';
import { messages } from '../../messages';
import { email, optionalPhone, requiredText, subscriberNumber } from '../../core/validation';

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
