// Inputs of the operations on one user of a subscriber: deactivate, cancel and resend the
// invitation (spec 1 §4), and edit (only the changed fields).
import { z } from 'zod';
import { messages } from '../messages';
import { assignableUserTypeCodes } from './subscriber-add-user';
import { requiredText, subscriberNumber } from './validation';

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
