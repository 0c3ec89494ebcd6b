// Input of 'Añadir suscriptor' (add a subscriber to an organization, spec 1 §2 and §5).
import { z } from 'zod';
import { messages } from '../messages';
import { email, requiredText, subscriberNumber } from './validation';

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
