// Operations of every state this stack can show, for the walk over every screen: one completed,
// one failed and its retry, a bulk retry of another failure and one of an operation Temporal does
// not know, one waiting for its time and one cancelled before it (approvals are off on the shared
// stacks; approvals.spec.ts shows theirs). Failures come from the platform's fault injection.
import { expect, type APIRequestContext } from '@playwright/test';
import { devToken, stackUrls } from './stack';
import { scaled } from '../../test-support/src/slowdown';

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';

let sequence = 0;
const uniqueEmail = () => `e2e.walk.${Date.now()}.${sequence++}@demo.com.ar`;

export type OperationsInStates = Record<
  'completed' | 'failed' | 'retry' | 'bulk' | 'bulkOfUnknown' | 'scheduled' | 'cancelled',
  string
>;

export async function operationsInStates(request: APIRequestContext): Promise<OperationsInStates> {
  const headers = { authorization: `Bearer ${await devToken(request, 'admin@consola.test')}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { id: string }).id;
  };
  const start = (extra: Record<string, unknown> = {}) =>
    post('/api/operations', {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100003',
        email: uniqueEmail(),
        firstName: 'Revisión',
        lastName: 'De Textos',
        userTypeCode: 'ORG-STAFF',
      },
      ...extra,
    });
  const statusOf = async (id: string) =>
    (
      (await (await request.get(`/api/operations/${encodeURIComponent(id)}`, { headers })).json()) as {
        status: string;
      }
    ).status;
  const ended = (id: string) =>
    expect.poll(() => statusOf(id), { timeout: scaled(30_000) }).not.toMatch(/^(running|scheduled)$/);
  const fault = async (times: number | null) => {
    const url = `${stackUrls().platform}/__faults`;
    const response =
      times === null
        ? await request.delete(url)
        : await request.post(url, { data: { path: INVITE_PATH, status: 503, times } });
    expect(response.ok()).toBe(true);
  };

  const completed = await start();
  // Ended before the fault below, which would make it fail too.
  await ended(completed);
  expect(await statusOf(completed)).toBe('completed');
  await fault(100);
  let failed: string;
  let failedForBulk: string;
  try {
    [failed, failedForBulk] = await Promise.all([start(), start()]);
    await Promise.all([ended(failed), ended(failedForBulk)]);
    expect(await statusOf(failed)).toBe('failed');
    expect(await statusOf(failedForBulk)).toBe('failed');
  } finally {
    await fault(null);
  }
  const retry = await post(`/api/operations/${encodeURIComponent(failed)}/retry`, {});
  const bulk = await post('/api/operations/bulk-retry', { ids: [failedForBulk], reason: 'Prueba' });
  // A bulk retry of an operation Temporal does not know: its element has no name to show.
  const bulkOfUnknown = await post('/api/operations/bulk-retry', {
    ids: ['subscriber.addUser/100003/no-existe-e2e'],
    reason: 'Prueba',
  });
  // Two hours ahead: it waits through the whole walk.
  const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const scheduled = await start({ notBefore: later });
  const cancelled = await start({ notBefore: later });
  const cancel = await request.post(`/api/operations/${encodeURIComponent(cancelled)}/cancel`, { headers });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await Promise.all([ended(retry), ended(bulk), ended(bulkOfUnknown), ended(cancelled)]);
  expect(await statusOf(cancelled)).toBe('cancelled');
  expect(await statusOf(scheduled)).toBe('scheduled');
  return { completed, failed, retry, bulk, bulkOfUnknown, scheduled, cancelled };
}
