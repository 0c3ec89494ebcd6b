// Legacy users service (spec 2 §7 "Subscriber lookup by email"): the subscriber number of a
// user, which opens the legacy product's admin page. Path ours.
import type { Call } from './http';

export interface LegacySubscriberOfUser {
  subscriptionNumber: string;
  subscriberId: number;
  subscriberName: string;
}

export function legacyUsersClient(call: Call) {
  return {
    subscriberByEmail: (email: string) =>
      call<LegacySubscriberOfUser>('legacyUsers', 'GET', '/getSubscriberByEmailLegacyUsers', {
        query: { email },
      }),
  };
}
