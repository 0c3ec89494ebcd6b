// The console remembers (issue 42): operations end, their executions are deleted from Temporal the
// way its namespace's retention deletes them, and every read answers as before from the console's
// own record — the detail field by field, the list and its filters, a customer's history, the
// approvals record, the event log, the three exports — but for 'Ver en Temporal', which is not
// offered, and a retry or undo, which is refused in Spanish (never a 404 or a 500).
import { WorkflowNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser, startDeactivation } from '@cgi/test-support/operation-starts';
import { scaled } from '@cgi/test-support/slowdown';
import { messages } from '@cgi/workflows/messages';

let api: ApiTestEnv;
const enc = encodeURIComponent;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true });
}, scaled(240_000));

afterAll(async () => {
  await api?.stop();
});

/** Deletes an ended execution from Temporal as retention does, and waits until it is gone. */
async function forget(id: string): Promise<void> {
  const client = api.env.temporal.client;
  await client.workflowService.deleteWorkflowExecution({
    namespace: api.env.temporal.namespace,
    workflowExecution: { workflowId: id },
  });
  // Temporal deletes in the background; on a busy machine that takes a while.
  const deadline = Date.now() + scaled(120_000);
  for (;;) {
    try {
      await client.workflow.getHandle(id).describe();
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return;
      throw error;
    }
    if (Date.now() > deadline) throw new Error(`${id} is still in Temporal`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the record holds the operation's end (the worker writes it as it ends). */
async function recorded(id: string): Promise<void> {
  const deadline = Date.now() + scaled(30_000);
  for (;;) {
    const [row] = await api.env.consoleDb.query<{ ended_at: string | null }>(
      'select ended_at from operation_runs where operation_id = $1',
      [id],
    );
    if (row?.ended_at) return;
    if (Date.now() > deadline) throw new Error(`${id} never reached the record`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function read(path: string, as = 'admin@consola.test') {
  const res = await api.call(path, { as });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as Json;
}

async function download(path: string) {
  const token = await api.tokenFor('admin@consola.test');
  const res = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return res.text();
}

it(
  'answers every read of an ended operation as before once Temporal has deleted it',
  async () => {
    const tag = `Olvido${Date.now().toString(36)}`;
    const completed = await startAddUser(api, '100003', { tag });
    const failed = await startAddUser(api, '999999', { tag });
    // A four-eyes request another person rejects (with a reason), and one that ran once approved.
    const rejected = await startDeactivation(api, { reason: `Baja pedida por ${tag}` });
    const approved = await startDeactivation(api, { reason: `Baja aprobada de ${tag}` });
    await api.call(`/api/operations/${enc(rejected.id)}/reject`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: { reason: `No corresponde (${tag})` },
    });
    const approval = await api.call(`/api/operations/${enc(approved.id)}/approve`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: {},
    });
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    // And one its requester withdrew while it waited: cancelled, so a retry would be offered.
    const withdrawn = await startDeactivation(api, { reason: `Baja retirada de ${tag}` });
    const cancel = await api.call(`/api/operations/${enc(withdrawn.id)}/cancel`, {
      method: 'POST',
      json: {},
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBeLessThan(300);
    const ids = [completed, failed, rejected.id, approved.id, withdrawn.id];
    for (const id of ids) {
      await api.waitFor(id);
      await recorded(id);
    }
    const email = (await read(`/api/operations/${enc(completed)}`)).input.email as string;

    const reads = {
      details: Object.fromEntries(
        await Promise.all(ids.map(async (id) => [id, await read(`/api/operations/${enc(id)}`)])),
      ),
      logs: Object.fromEntries(
        await Promise.all(ids.map(async (id) => [id, await read(`/api/operations/${enc(id)}/log`)])),
      ),
      list: await read(`/api/operations?pageSize=100&from=2020-01-01`),
      failedList: await read(`/api/operations?status=failed&type=subscriber.addUser&target=999999`),
      byActor: await read(`/api/operations?actor=${enc('soporte@consola.test')}&pageSize=100`),
      history: await read(`/api/operations?related=${enc(`email:${email}`)}`),
      subscriberHistory: await read(`/api/operations?related=subscriber:100003&pageSize=100`),
      count: await read(`/api/operations/count?type=subscriber.deactivateUser`),
      approvals: await read(`/api/approvals/record?pageSize=100`),
      rejectedOnly: await read(`/api/approvals/record?decision=rejected`),
      operationsCsv: await download(`/api/exports/operations?format=csv&type=subscriber.deactivateUser`),
      approvalsCsv: await download(`/api/exports/approvals?format=csv`),
    };

    for (const id of ids) await forget(id);

    // The detail: the same, field by field, but for what Temporal alone could offer.
    for (const id of ids) {
      const now = await read(`/api/operations/${enc(id)}`);
      const before = reads.details[id] as Json;
      expect(now.temporalUrl).toBeNull();
      expect(now.engineHistoryExpired).toBe(true);
      const same = (view: Json) => {
        const {
          temporalUrl: _url,
          engineHistoryExpired: _expired,
          retryable: _retryable,
          retryBlockedReason: _blocked,
          undo: _undo,
          targetName: _name,
          life,
          ...rest
        } = view;
        // The actions follow retryable and undo: a retry or an undo needs the engine's history.
        const { actions: _actions, ...lifeRest } = life as Json;
        return { ...rest, life: lifeRest };
      };
      expect(same(now)).toEqual(same(before));
      expect(await read(`/api/operations/${enc(id)}/log`)).toEqual(reads.logs[id]);
    }
    // Lists, histories, the approvals record and the exports: the same rows.
    const rows = (page: Json, only: string[]) =>
      (page.items as Json[])
        .filter((row) => only.includes(row.id as string))
        .map(({ targetName: _n, ...row }) => row);
    expect(rows(await read(`/api/operations?pageSize=100&from=2020-01-01`), ids)).toEqual(
      rows(reads.list, ids),
    );
    expect(
      rows(await read(`/api/operations?status=failed&type=subscriber.addUser&target=999999`), ids),
    ).toEqual(rows(reads.failedList, ids));
    expect(
      rows(await read(`/api/operations?actor=${enc('soporte@consola.test')}&pageSize=100`), ids),
    ).toEqual(rows(reads.byActor, ids));
    expect((await read(`/api/operations?related=${enc(`email:${email}`)}`)).items).toEqual(
      reads.history.items,
    );
    expect(rows(await read(`/api/operations?related=subscriber:100003&pageSize=100`), ids)).toEqual(
      rows(reads.subscriberHistory, ids),
    );
    expect(await read(`/api/operations/count?type=subscriber.deactivateUser`)).toEqual(reads.count);
    expect(rows(await read(`/api/approvals/record?pageSize=100`), ids)).toEqual(rows(reads.approvals, ids));
    expect(rows(await read(`/api/approvals/record?decision=rejected`), ids)).toEqual(
      rows(reads.rejectedOnly, ids),
    );
    expect(await download(`/api/exports/operations?format=csv&type=subscriber.deactivateUser`)).toBe(
      reads.operationsCsv,
    );
    expect(await download(`/api/exports/approvals?format=csv`)).toBe(reads.approvalsCsv);

    // Retry and undo: refused in Spanish, never a 404 or a 500. The failed one's own refusal
    // still stands (its subscriber does not exist); the withdrawn one says why it cannot be.
    for (const id of [failed, withdrawn.id]) {
      const retry = await api.call(`/api/operations/${enc(id)}/retry`, {
        method: 'POST',
        json: { reason: 'Otra vez' },
      });
      expect(retry.status, JSON.stringify(retry.body)).toBe(409);
      expect(retry.body?.message).toMatch(/[a-záéíóúñ]/);
      const undo = await api.call(`/api/operations/${enc(id)}/undo`, {
        method: 'POST',
        json: { reason: 'Deshacer lo que quedó' },
      });
      expect(undo.status, JSON.stringify(undo.body)).toBe(409);
      expect(undo.body?.message).toMatch(/[a-záéíóúñ]/);
    }
    const retryWithdrawn = await api.call(`/api/operations/${enc(withdrawn.id)}/retry`, {
      method: 'POST',
      json: { reason: 'Otra vez' },
    });
    expect(retryWithdrawn.body).toMatchObject({ message: messages.record.engineHistoryExpiredRetry });
    expect(await read(`/api/operations/${enc(withdrawn.id)}`)).toMatchObject({
      retryable: false,
      retryBlockedReason: messages.record.engineHistoryExpiredRetry,
      undo: null,
    });
  },
  scaled(600_000),
);
