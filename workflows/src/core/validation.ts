// Field rules shared by every form and operation input (spec 1 §5).
import { z } from 'zod';
import { messages } from '../messages';

/** Local part up to 64 characters, domain labels up to 63, top-level domain 2 to 63 letters. */
export const emailPattern =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const requiredText = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required });

export const email = requiredText.pipe(z.string().regex(emailPattern, { error: messages.invalidEmail }));

/** Numeric and non-negative; empty means "no phone". */
export const optionalPhone = z
  .string({ error: messages.invalidPhone })
  .trim()
  .regex(/^\d*$/, { error: messages.invalidPhone })
  .optional()
  .transform((value) => (value ? value : undefined));

export const subscriberNumber = requiredText.pipe(
  z.string().regex(/^\d+$/, { error: messages.invalidNumber }),
);
