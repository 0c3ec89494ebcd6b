// The operations api tests start most often, through POST /api/operations of a test api: a new
// user for a subscriber (a quick run, or a failed one) and the deactivation of a fresh user (a
// high-risk one: with approvals on, it waits for a second person).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createSubscriberUser } from './subscriber-fixtures';
import type { ApiTestEnv, Json } from './api-env';

/**
 * Starts subscriber.addUser of a new user named after `tag` (its email too) in `subscriberNumber`
 * (100003 completes; 999999 does not exist, so the run fails at its first step); its id.
 */
export async function startAddUser(
  api: ApiTestEnv,
  subscriberNumber: string,
  { tag, as }: { tag: string; as?: string },
): Promise<string> {
  const res = await api.call('/api/operations', {
    method: 'POST',
    as,
    json: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber,
        email: `${tag.toLowerCase()}.${randomUUID().slice(0, 8)}@demo.com.ar`,
        firstName: tag,
        lastName: 'Prueba',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body as Json).id as string;
}

/**
 * Asks for subscriber.deactivateUser of a new active user of subscriber 100003, by `as`
 * (default the support engineer) for `reason`, at `notBefore` if given; the api's answer as it is.
 */
export async function postDeactivation(
  api: ApiTestEnv,
  { reason, notBefore, as = 'soporte@consola.test' }: { reason: string; notBefore?: string; as?: string },
) {
  const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
  const started = await api.call('/api/operations', {
    method: 'POST',
    as,
    json: {
      type: 'subscriber.deactivateUser',
      input: { subscriberNumber: '100003', userId: user.userId },
      reason,
      ...(notBefore ? { notBefore } : {}),
    },
  });
  return { user, started };
}

/** postDeactivation, accepted (202): its id, the user and the api's view of the run. */
export async function startDeactivation(api: ApiTestEnv, request: Parameters<typeof postDeactivation>[1]) {
  const { user, started } = await postDeactivation(api, request);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { id: (started.body as Json).id as string, user, view: started.body as Json };
}
