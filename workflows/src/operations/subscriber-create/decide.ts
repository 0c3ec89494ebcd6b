// Rules of 'Añadir suscriptor' that need no service call. Pure, so they are unit-tested alone.
import type { SubscriberCreateInput } from '../../inputs/subscriber-create';

/**
 * The add-subscriber form asks for no names (spec 1 §2), but a login account and its
 * invitation need them: the razón social and the subscriber number stand in until the
 * owner completes the registration.
 */
export function newAccountNames(input: Pick<SubscriberCreateInput, 'subscriberName' | 'subscriberNumber'>): {
  firstName: string;
  lastName: string;
} {
  return { firstName: input.subscriberName.trim(), lastName: `Suscriptor ${input.subscriberNumber}` };
}

/** Spec 1 §4: the registration invite goes out only when this operation created the account. */
export function shouldInviteNewSubscriberUser(accountCreated: boolean): boolean {
  return accountCreated;
}
