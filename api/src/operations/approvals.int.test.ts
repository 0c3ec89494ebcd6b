// Four-eyes approval (issue 30) over real HTTP, in front of a real Temporal server, worker and
// platform: an operation whose policy asks for it waits before its first step; another person
// approves or rejects it through the gate and the workflow's Update; every refusal is recorded.
import {
  ALL_CGI_ROLES,
  approvalMessages,
  approvalPolicyOf,
  approverRolesOf,
  operationContracts,
  operationSearchAttributePairs,
  type OperationContract,
  type OperationMemo,
} from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_RETRY,
  ROLE_ACCOUNTS,
  startApiTestEnv,
  type ApiTestEnv,
  type Json,
} from '@cgi/test-support/api-env';
import { postDeactivation, startDeactivation } from '@cgi/test-support/operation-starts';

const enc = encodeURIComponent;
/** The platform write a deactivation makes (the user's status): it must never run unapproved. */
const UPDATE_USER = '/organizations/updateUserOrganizationCorpEntities';
const IDLE_QUEUE = 'approvals-matrix-no-worker';
/** Who requested the matrix's runs: none of the role accounts. */
const OUTSIDER = 'solicitante@externo.test';

let api: ApiTestEnv;
const endedRun = new Map<string, string>();

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true });
  // One ended run of every type, on a queue no worker polls: the gate decides before the run is asked.
  for (const contract of operationContracts) {
    const id = `${contract.type}/aprobaciones/ended`;
    const memo: OperationMemo = {
      type: contract.type,
      target: 'matriz',
      actor: OUTSIDER,
      source: 'api',
      reason: 'matriz de aprobaciones',
      input: {},
      inputHash: '',
    };
    await api.env.temporal.client.workflow.start(contract.workflowType, {
      taskQueue: IDLE_QUEUE,
      workflowId: id,
      args: [{ input: {}, actor: { email: OUTSIDER, roles: ['CGI.Admin'] }, source: 'api' }],
      memo: memo as unknown as Record<string, unknown>,
      typedSearchAttributes: operationSearchAttributePairs(memo),
    });
    await api.env.temporal.client.workflow.getHandle(id).terminate('matriz: ya terminó');
    endedRun.set(contract.type, id);
  }
});

afterAll(async () => {
  await api?.stop();
});

/** A bulk retry of that one operation by the administrator, to its end: its element. */
async function bulkRetryOf(id: string) {
  const bulk = await api.call('/api/operations/bulk-retry', {
    method: 'POST',
    as: 'admin@consola.test',
    json: { ids: [id], reason: 'reintento masivo' },
  });
  expect(bulk.status).toBe(202);
  await api.waitFor(bulk.body!.id as string);
  const [element] = await api.elementsOf(bulk.body!.id as string);
  return element;
}

/** What a bulk retry's confirmation says of the failed deactivations of this target. */
async function bulkRetryPreviewOf(target: string) {
  const preview = await api.call(
    `/api/operations/bulk-retry?type=subscriber.deactivateUser&target=${enc(target)}`,
    { as: 'admin@consola.test' },
  );
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  return preview.body;
}

/** A retry of its own, by support, waits for another person's approval (then it is withdrawn). */
async function expectOwnRetryAsksApproval(id: string) {
  const retried = await api.call(`/api/operations/${enc(id)}/retry`, {
    method: 'POST',
    as: 'soporte@consola.test',
    json: { reason: 'otra vez' },
  });
  expect(retried).toMatchObject({ status: 202, body: { status: 'awaitingApproval' } });
  await api.call(`/api/operations/${enc(retried.body!.id as string)}/cancel`, {
    method: 'POST',
    as: 'soporte@consola.test',
  });
}

const approve = (id: string, as: string, json: Json = {}) =>
  api.call(`/api/operations/${enc(id)}/approve`, { method: 'POST', as, json });
const reject = (id: string, as: string, reason?: string) =>
  api.call(`/api/operations/${enc(id)}/reject`, { method: 'POST', as, json: reason ? { reason } : {} });

/** A deactivation requested by `as`, waiting for approval once its workflow has published it. */
async function requestDeactivation(as = 'soporte@consola.test') {
  const { id, user, view } = await startDeactivation(api, { reason: 'Baja pedida por el titular', as });
  expect(view).toMatchObject({
    status: 'awaitingApproval',
    approval: { state: 'pending', missing: 1 },
  });
  const waiting = await api.waitFor(
    id,
    (view) => view.approval?.state === 'pending' && view.steps !== undefined,
  );
  return { id, user, waiting };
}

const userStatus = async (userId: number) =>
  (await api.env.platform.organizations.userData(userId)).status.userStatusCode;

/** The refusal record's entries of an actor, once written (off the request path). */
async function refusalsOf(actor: string, where: (entry: Json) => boolean): Promise<Json[]> {
  let found: Json[] = [];
  for (let i = 0; i < 50 && found.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await api.call(`/api/refusals?actor=${enc(actor)}&pageSize=200`);
    found = ((page.body?.items ?? []) as Json[]).filter(where);
  }
  return found;
}

describe('waiting, approving, rejecting', () => {
  it('waits before any effect; another person approves from the list; it runs exactly what was approved', async () => {
    await api.resetCalls();
    const { id, user, waiting } = await requestDeactivation('soporte@consola.test');
    expect(waiting.status).toBe('awaitingApproval');
    expect(waiting.steps.every((step: Json) => step.status === 'pending' && step.attempts === 0)).toBe(true);
    // Still waiting a moment later: nothing reached the platform.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await api.callsTo(UPDATE_USER)).toBe(0);
    expect(await userStatus(user.userId)).toBe('ACTIVE');

    // The list filter and the approvals screen's list: the requester never sees it to approve.
    const listed = await api.call(`/api/operations?status=awaitingApproval&type=subscriber.deactivateUser`);
    expect((listed.body!.items as Json[]).map((item) => item.id)).toContain(id);
    const running = await api.call(`/api/operations?status=running&type=subscriber.deactivateUser`);
    expect((running.body!.items as Json[]).map((item) => item.id)).not.toContain(id);
    const forAdmin = await api.call('/api/approvals', { as: 'admin@consola.test' });
    const item = (forAdmin.body!.items as Json[]).find((entry) => entry.id === id);
    expect(item).toMatchObject({
      requester: 'soporte@consola.test',
      reason: 'Baja pedida por el titular',
      missing: 1,
      status: 'awaitingApproval',
      // What is asked and whom it acts on, from the input the approver reviews (issue 43).
      input: { subscriberNumber: '100003', userId: user.userId },
      subject: `usuario ${user.userId}`,
    });
    const forRequester = await api.call('/api/approvals', { as: 'soporte@consola.test' });
    expect((forRequester.body!.items as Json[]).map((entry) => entry.id)).not.toContain(id);
    const forCommercial = await api.call('/api/approvals', { as: 'comercial@consola.test' });
    expect((forCommercial.body!.items as Json[]).map((entry) => entry.id)).not.toContain(id);

    // Another input than the one reviewed is refused.
    const wrongInput = await approve(id, 'admin@consola.test', { inputHash: 'otra' });
    expect(wrongInput).toMatchObject({ status: 409, body: { code: 'INPUT_CHANGED' } });

    const approved = await approve(id, 'admin@consola.test', { inputHash: item!.inputHash });
    expect(approved).toMatchObject({ status: 200, body: { state: 'approved', missing: 0 } });
    const done = await api.waitFor(id);
    expect(done).toMatchObject({
      status: 'completed',
      approval: {
        state: 'approved',
        requester: 'soporte@consola.test',
        decisions: [{ by: 'admin@consola.test', decision: 'approved', source: 'api' }],
      },
    });
    expect(await userStatus(user.userId)).toBe('DELETED');
    // Approving what already ran: refused, and recorded.
    const late = await approve(id, 'guardia@consola.test');
    expect(late).toMatchObject({ status: 409, body: { code: 'NOT_AWAITING_APPROVAL' } });
    expect(
      await refusalsOf('guardia@consola.test', (r) => r.code === 'NOT_AWAITING_APPROVAL'),
    ).not.toHaveLength(0);
  });

  it('a rejection needs a reason; the operation ends Rechazada with no platform call, and says who and why', async () => {
    await api.resetCalls();
    const { id, user } = await requestDeactivation('comercial@consola.test');
    expect(await reject(id, 'admin@consola.test')).toMatchObject({
      status: 400,
      body: { code: 'REASON_REQUIRED' },
    });
    const rejected = await reject(id, 'admin@consola.test', 'El contrato sigue vigente');
    expect(rejected).toMatchObject({ status: 200, body: { state: 'rejected' } });
    const ended = await api.waitFor(id, (view) => view.status === 'rejected');
    expect(ended).toMatchObject({
      retryable: false,
      error: {
        code: 'APPROVAL_REJECTED',
        message: 'Rechazada por admin@consola.test: El contrato sigue vigente',
      },
      approval: {
        state: 'rejected',
        decisions: [{ by: 'admin@consola.test', decision: 'rejected', reason: 'El contrato sigue vigente' }],
      },
    });
    expect(ended.steps.every((step: Json) => step.status === 'skipped' && step.attempts === 0)).toBe(true);
    expect(await api.callsTo(UPDATE_USER)).toBe(0);
    expect(await userStatus(user.userId)).toBe('ACTIVE');
    const filtered = await api.call('/api/operations?status=rejected&type=subscriber.deactivateUser');
    expect((filtered.body!.items as Json[]).map((row) => row.id)).toContain(id);
    const failed = await api.call('/api/operations?status=failed&type=subscriber.deactivateUser');
    expect((failed.body!.items as Json[]).map((row) => row.id)).not.toContain(id);
  });

  it('refuses self-approval for every role, administrators included (403, recorded)', async () => {
    const requests = await Promise.all(
      ALL_CGI_ROLES.map(async (role) => ({ role, ...(await requestDeactivation(ROLE_ACCOUNTS[role])) })),
    );
    for (const { role, id } of requests) {
      const as = ROLE_ACCOUNTS[role];
      expect(await approve(id, as)).toMatchObject({ status: 403, body: { code: 'SELF_APPROVAL' } });
      expect(await reject(id, as, 'me lo rechazo')).toMatchObject({
        status: 403,
        body: { code: 'SELF_APPROVAL' },
      });
      const recorded = await refusalsOf(as, (r) => r.code === 'SELF_APPROVAL' && r.action === 'approve');
      expect(recorded[0]).toMatchObject({
        status: 403,
        actor: as,
        operationType: 'subscriber.deactivateUser',
        route: '/api/operations/:id/approve',
      });
    }
    // The requester withdraws: cancelled, nothing ran; nobody else without a cancel role may.
    const [first, ...rest] = requests;
    expect(
      (
        await api.call(`/api/operations/${enc(first!.id)}/cancel`, {
          method: 'POST',
          as: 'lector@consola.test',
        })
      ).status,
    ).toBe(403);
    await Promise.all(
      requests.map(({ role, id }) =>
        api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST', as: ROLE_ACCOUNTS[role] }),
      ),
    );
    for (const { id } of [first!, ...rest]) {
      const ended = await api.waitFor(id);
      expect(ended).toMatchObject({ status: 'cancelled', approval: { state: 'withdrawn' } });
      expect(ended.steps.every((step: Json) => step.status === 'skipped')).toBe(true);
    }
  });

  it('with two approvers each person counts once, and the detail says how many are missing', async () => {
    const started = await api.call('/api/operations', {
      method: 'POST',
      as: 'admin@consola.test',
      json: {
        type: 'identity.impersonate',
        input: { email: 'activo@demo.com.ar', mode: 'me' },
        reason: 'ver lo que ve el usuario',
      },
    });
    expect(started).toMatchObject({
      status: 202,
      body: { status: 'awaitingApproval', approval: { approvers: 2 } },
    });
    const id = started.body!.id as string;
    await api.waitFor(id, (view) => view.approval?.state === 'pending');
    expect(await approve(id, 'soporte@consola.test')).toMatchObject({
      status: 200,
      body: { state: 'pending', missing: 1 },
    });
    const twice = await Promise.all([
      approve(id, 'soporte@consola.test'),
      approve(id, 'soporte@consola.test'),
    ]);
    expect(twice.map((answer) => answer.body?.code)).toEqual([
      'ALREADY_APPROVED_BY_YOU',
      'ALREADY_APPROVED_BY_YOU',
    ]);
    const still = await api.call(`/api/operations/${enc(id)}`);
    expect(still.body).toMatchObject({ status: 'awaitingApproval', approval: { missing: 1 } });
    expect(still.body!.approval.decisions).toHaveLength(1);
    expect(await approve(id, 'guardia@consola.test')).toMatchObject({
      status: 200,
      body: { state: 'approved', missing: 0 },
    });
    const done = await api.waitFor(id);
    expect(done.status).toBe('completed');
    expect(done.approval.decisions.map((d: Json) => d.by)).toEqual([
      'soporte@consola.test',
      'guardia@consola.test',
    ]);
  });

  it('20 concurrent approve and reject calls give exactly one outcome and at most one run of the steps', async () => {
    await api.resetCalls();
    const { id } = await requestDeactivation('comercial@consola.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? approve(id, 'admin@consola.test') : reject(id, 'guardia@consola.test', `no ${i}`),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
      true,
    );
    const ended = await api.waitFor(id, (view) => !['running', 'awaitingApproval'].includes(view.status));
    expect(ended.approval.decisions).toHaveLength(1);
    const outcome = accepted[0]!.body!.state as string;
    expect(ended.status).toBe(outcome === 'approved' ? 'completed' : 'rejected');
    expect(await api.callsTo(UPDATE_USER)).toBe(outcome === 'approved' ? 1 : 0);
  });

  it('a worker stopped while it waits, and again while it is being approved, loses nothing', async () => {
    await api.resetCalls();
    const { id, user } = await requestDeactivation('soporte@consola.test');
    await api.env.stopWorker();
    await api.env.startWorker();
    // Approved while no worker runs: the Update waits for the next worker, which replays the wait.
    await api.env.stopWorker();
    const pending = approve(id, 'admin@consola.test');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await api.env.startWorker();
    expect(await pending).toMatchObject({ status: 200, body: { state: 'approved' } });
    const done = await api.waitFor(id);
    expect(done).toMatchObject({ status: 'completed', approval: { state: 'approved' } });
    expect(done.approval.decisions).toHaveLength(1);
    expect(await api.callsTo(UPDATE_USER)).toBe(1);
    expect(await userStatus(user.userId)).toBe('DELETED');
  });

  it('a retry of an approved operation with the same input needs no new approval', async () => {
    const { id } = await requestDeactivation('soporte@consola.test');
    await api.injectFault(UPDATE_USER, 500, 10);
    expect((await approve(id, 'admin@consola.test')).status).toBe(200);
    const failed = await api.waitFor(id);
    expect(failed.status).toBe('failed');
    await api.clearFaults();
    const retried = await api.call(`/api/operations/${enc(id)}/retry`, {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { reason: 'reintento tras la caída' },
    });
    expect(retried.status).toBe(202);
    const done = await api.waitFor(retried.body!.id as string);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.approval ?? null).toBeNull();
  });

  it('a bulk retry of an approved operation carries its approval: the retry after it needs none either', async () => {
    const { id, user } = await requestDeactivation('soporte@consola.test');
    await api.injectFault(UPDATE_USER, 500, 1_000);
    expect((await approve(id, 'admin@consola.test')).status).toBe(200);
    expect((await api.waitFor(id)).status).toBe('failed');
    // The bulk retry's element runs again (and fails again: the platform is still down) unasked.
    const element = await bulkRetryOf(id);
    expect(element).toMatchObject({ status: 'failed' });
    const viaBulk = await api.waitFor(`${id}-r1`);
    expect(viaBulk).toMatchObject({ status: 'failed' });
    expect(viaBulk.approval ?? null).toBeNull();
    // Its confirmation counts it without a warning: the approval carries over.
    expect(await bulkRetryPreviewOf(viaBulk.target as string)).toMatchObject({ count: 1, unapproved: 0 });
    await api.clearFaults();
    // Its retry by hand: the same input, approved in the first run, so no new approval.
    const retried = await api.call(`/api/operations/${enc(`${id}-r1`)}/retry`, {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { reason: 'reintento tras la caída' },
    });
    expect(retried.status).toBe(202);
    expect(retried.body!.status).not.toBe('awaitingApproval');
    const done = await api.waitFor(retried.body!.id as string);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.approval ?? null).toBeNull();
    expect(await userStatus(user.userId)).toBe('DELETED');
  });

  it('a withdrawn request is not run by a bulk retry; a retry of its own asks for approval again', async () => {
    await api.resetCalls();
    const { id } = await requestDeactivation('soporte@consola.test');
    await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST', as: 'soporte@consola.test' });
    expect(await api.waitFor(id)).toMatchObject({ status: 'cancelled', approval: { state: 'withdrawn' } });
    const element = await bulkRetryOf(id);
    expect(element).toMatchObject({ status: 'skipped', note: expect.stringContaining('nunca fue aprobada') });
    expect(await api.callsTo(UPDATE_USER)).toBe(0);
    await expectOwnRetryAsksApproval(id);
  });

  it('a bulk retry, alone or nine at once, does not run a failed operation its type now asks approval for; a retry of its own asks', async () => {
    const policy = (json: Json) =>
      api.call('/api/approval-policies/subscriber.deactivateUser', {
        method: 'PUT',
        as: 'admin@consola.test',
        json,
      });
    const before = (await api.call('/api/approval-policies/subscriber.deactivateUser')).body!.current as Json;
    const { condition: _shown, ...inForce } = before;
    // The deactivation ran while its policy asked for no one, and failed at its platform write.
    expect((await policy({ required: false, reason: 'sin aprobación por un día' })).status).toBe(200);
    await api.injectFault(UPDATE_USER, 500, 1_000);
    const { user, started } = await postDeactivation(api, { reason: 'Baja pedida por el titular' });
    expect(started.status).toBe(202);
    const id = started.body!.id as string;
    const failed = await api.waitFor(id);
    expect(failed).toMatchObject({ status: 'failed' });
    await api.clearFaults();
    await api.resetCalls();
    const target = failed.target as string;
    expect(await bulkRetryPreviewOf(target)).toMatchObject({ count: 1, unapproved: 0 });
    // The policy asks for approval again: a bulk retry must not run it past a second person.
    expect((await policy({ ...inForce, reason: 'vuelve la aprobación' })).status).toBe(200);
    try {
      // Its confirmation says so before it starts.
      expect(await bulkRetryPreviewOf(target)).toMatchObject({ count: 1, unapproved: 1 });
      const skipped = { status: 'skipped', note: expect.stringContaining('nunca fue aprobada') };
      expect(await bulkRetryOf(id)).toMatchObject(skipped);
      // Eight more at once, as a script's loop might send them: none runs it either.
      const many = await Promise.all(Array.from({ length: 8 }, () => bulkRetryOf(id)));
      expect(many).toEqual(Array.from({ length: 8 }, () => expect.objectContaining(skipped)));
      expect(await api.callsTo(UPDATE_USER)).toBe(0);
      expect(await userStatus(user.userId)).toBe('ACTIVE');
      await expectOwnRetryAsksApproval(id);
    } finally {
      await policy({ ...inForce, reason: 'la de siempre' });
    }
  });

  it('a start its policy sends to approval needs a reason (400 in Spanish, nothing started); with one it waits and says for whom and until when', async () => {
    const put = (json: Json) =>
      api.call('/api/approval-policies/subscriber.addUser', {
        method: 'PUT',
        as: 'admin@consola.test',
        json,
      });
    const asked = await put({
      required: true,
      approvers: 1,
      roles: ['CGI.Admin', 'CGI.CustomerSupport'],
      when: { kind: 'fieldEquals', field: 'subscriberNumber', value: '100003' },
      expiresInHours: 72,
      reason: 'Prueba: las altas las revisa otra persona',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    try {
      const input = {
        subscriberNumber: '100003',
        email: `motivo.${Date.now()}@demo.com.ar`,
        firstName: 'Motivo',
        lastName: 'Prueba',
        userTypeCode: 'ORG-STAFF',
      };
      const refused = await api.call('/api/operations', {
        method: 'POST',
        json: { type: 'subscriber.addUser', input },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'REASON_REQUIRED',
        fields: { reason: approvalMessages.reasonForApproval },
      });
      const started = await api.call('/api/operations', {
        method: 'POST',
        json: { type: 'subscriber.addUser', input, reason: 'Alta pedida por el titular' },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      // The start's own answer already says it; a read says it once the run has published its wait.
      expect((started.body!.life as Json).sentence).toContain('con rol Administración o Soporte, hasta el');
      let view = (await api.call(`/api/operations/${enc(started.body!.id as string)}`)).body!;
      for (
        let tries = 0;
        tries < 100 && !String((view.life as Json).sentence).includes('hasta el');
        tries++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        view = (await api.call(`/api/operations/${enc(started.body!.id as string)}`)).body!;
      }
      expect(view).toMatchObject({ status: 'awaitingApproval', reason: 'Alta pedida por el titular' });
      // The requester (admin here) may withdraw, never decide; another approver decides (issue 43).
      expect(view.life).toMatchObject({ state: 'awaitingApproval', stepsDone: 0, actions: ['withdraw'] });
      const other = await api.call(`/api/operations/${enc(started.body!.id as string)}`, {
        as: 'soporte@consola.test',
      });
      expect((other.body!.life as Json).actions).toEqual(['approve', 'reject']);
      const row = await api.call('/api/operations?type=subscriber.addUser&pageSize=100', {
        as: 'soporte@consola.test',
      });
      const listed = (row.body!.items as Json[]).find((item) => item.id === started.body!.id);
      expect((listed!.life as Json).actions).toEqual(['approve', 'reject']);
      expect((view.life as Json).sentence).toMatch(
        /^Espera la aprobación de otra persona con rol Administración o Soporte, hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
      );
    } finally {
      await put({ required: false, reason: 'Fin de la prueba' });
    }
  });

  it('a service account may request but never approves', async () => {
    const issued = await api.call('/api/service-accounts', {
      method: 'POST',
      json: { name: 'aprobador-automatico', roles: ['CGI.Admin'], expiresInDays: 1 },
    });
    const token = issued.body!.token as string;
    const { id } = await requestDeactivation('soporte@consola.test');
    const refused = await api.call(`/api/operations/${enc(id)}/approve`, { method: 'POST', token, json: {} });
    expect(refused).toMatchObject({ status: 403, body: { code: 'SERVICE_ACCOUNT_APPROVAL' } });
    expect((await api.call('/api/approvals', { token })).body!.items).toEqual([]);
    await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST', as: 'soporte@consola.test' });
  });
});

const mayApprove = (contract: OperationContract, role: string) => {
  const policy = approvalPolicyOf(contract);
  return policy !== null && approverRolesOf(contract, policy).includes(role);
};

describe.each(operationContracts.map((contract) => [contract.type, contract] as const))(
  'matrix: %s',
  (_type, contract) => {
    it.each(ALL_CGI_ROLES.map((role) => [role]))('%s: approve and reject', async (role) => {
      const as = ROLE_ACCOUNTS[role];
      const id = endedRun.get(contract.type)!;
      // Past the gate, an ended run is 409; refused by it, 403 (and recorded).
      const expected = mayApprove(contract, role) ? 409 : 403;
      expect((await approve(id, as)).status).toBe(expected);
      expect((await reject(id, as, 'matriz')).status).toBe(expected);
    });
  },
);
