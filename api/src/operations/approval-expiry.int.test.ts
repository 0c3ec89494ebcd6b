// A request for approval that nobody answers ends 'Vencida' on its durable timer, with no
// platform call made (issue 30). Every policy's 72 hours are 3 seconds here.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startDeactivation } from '@cgi/test-support/operation-starts';

const UPDATE_USER = '/organizations/updateUserOrganizationCorpEntities';
let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true, approvalExpiryMs: 3_000 });
});

afterAll(async () => {
  await api?.stop();
});

it('an unanswered request ends Vencida with no platform call; approving it afterwards is refused', async () => {
  await api.resetCalls();
  const { id, user, view } = await startDeactivation(api, { reason: 'Baja al fin del contrato' });
  expect(view).toMatchObject({ status: 'awaitingApproval' });
  const ended = await api.waitFor(id, (view) => view.status === 'expired', 30_000);
  expect(ended).toMatchObject({
    retryable: false,
    approval: { state: 'expired', decisions: [] },
    error: {
      code: 'APPROVAL_EXPIRED',
      message: 'Vencida: nadie la aprobó a tiempo; no se hizo ningún cambio',
    },
  });
  expect(ended.steps.every((step: Json) => step.status === 'skipped' && step.attempts === 0)).toBe(true);
  expect(await api.callsTo(UPDATE_USER)).toBe(0);
  expect((await api.env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('ACTIVE');

  const late = await api.call(`/api/operations/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    as: 'admin@consola.test',
    json: {},
  });
  expect(late).toMatchObject({ status: 409, body: { code: 'NOT_AWAITING_APPROVAL' } });
  const filtered = await api.call('/api/operations?status=expired');
  expect((filtered.body!.items as Json[]).map((row) => row.id)).toContain(id);
});
