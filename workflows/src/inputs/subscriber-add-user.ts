import { z } from 'zod';
import { messages } from '../messages';
import { email, optionalPhone, requiredText, subscriberNumber } from './validation';

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
