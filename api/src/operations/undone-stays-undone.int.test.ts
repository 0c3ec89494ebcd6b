// What was undone stays undone (issue 40, finding 8), with the real api, worker, Temporal and
// platform: a half-done add-user (everything but its assignment, refused by a failing
// platform) is undone, a place is free for it, and then every way of retrying it is refused in
// Spanish — one retry through the api and the CLI, a bulk retry's review and the bulk retry
// itself through the api and the CLI, a retry started in Temporal directly and a retry of that
// one — with no call to the platform. Then the races: retries and undos of the same operations
// at once, through the api and straight into Temporal, and undos while a bulk retry runs; of
// each operation's retry and undo exactly one takes effect and the other is refused.
import { randomUUID } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import {
  messages,
  OPERATION_UNDO,
  retryIdFor,
  retryMemo,
  undoIdFor,
  type OperationEnvelope,
  type OperationMemo,
} from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolaAs } from '@cgi/test-support/consola-process';
import {
  activeStaffInvites,
  createSubscriberWithRoom,
  organizationLinkStatus,
} from '@cgi/test-support/subscriber-fixtures';
import { apiMessages } from '../http/errors';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

const ASSIGN = '/subscribers/assignUserSubscriberCorpEntity';
/** Every write an add-user or its retry makes on the platform. */
const WRITES = [
  '/authentication/create/createUserBaseAccountEAuth',
  '/login-accounts/loginAccountCreate',
  '/organizations/addUserOrganizationCorpEntities',
  '/invites/createOrgStaffRegistrationUserInvite',
  ASSIGN,
];
const SUPPORT = 'soporte@consola.test';
/** Someone with access to Temporal, starting a run there instead of through the console. */
const SCRIPT_ACTOR = { email: 'guion@consola.test', roles: ['CGI.Admin'] };

let api: ApiTestEnv;
let platform: PlatformClient;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY });
  platform = api.env.platform;
}, 240_000);

afterAll(async () => {
  await api?.stop();
});

const enc = encodeURIComponent;
const path = (id: string, action = '') => `/api/operations/${enc(id)}${action}`;
const step = (view: Json, key: string) => (view.steps as Json[]).find((s) => s.key === key)!;

interface HalfDone {
  id: string;
  email: string;
  /** Its own subscriber, with room: a retry would assign the user. */
  number: string;
}

/**
 * `count` add-users, each to a subscriber of its own, that did everything but assign the user
 * (the platform answered 503 until their retries ran out); the platform answers again after.
 */
async function halfDone(count: number): Promise<HalfDone[]> {
  await api.injectFault(ASSIGN, 503, 1_000_000);
  try {
    const ops = await Promise.all(
      Array.from({ length: count }, async () => {
        const number = await createSubscriberWithRoom(platform, 5);
        const email = `deshecha.${randomUUID().slice(0, 8)}@demo.com.ar`;
        const started = await api.call('/api/operations', {
          method: 'POST',
          json: {
            type: 'subscriber.addUser',
            input: {
              subscriberNumber: number,
              email,
              firstName: 'Mitad',
              lastName: 'Hecha',
              userTypeCode: 'ORG-STAFF',
            },
          },
        });
        expect(started.status, JSON.stringify(started.body)).toBe(202);
        return { id: started.body!.id as string, email, number };
      }),
    );
    for (const op of ops) {
      const failed = await api.waitFor(op.id);
      expect(failed.status).toBe('failed');
      expect(step(failed, 'sendInvite').status).toBe('done');
      expect(step(failed, 'assignUser').status).toBe('failed');
      expect(failed.retryable).toBe(true);
    }
    return ops;
  } finally {
    await api.clearFaults();
  }
}

const undoThroughApi = (id: string) =>
  api.call(path(id, '/undo'), {
    method: 'POST',
    as: SUPPORT,
    json: { reason: 'Se deshace el alta a medias' },
  });

const retryThroughApi = (id: string) =>
  api.call(path(id, '/retry'), { method: 'POST', as: SUPPORT, json: {} });

/** A retry started in Temporal itself, past the console's api (as a script with access to it could). */
async function retryInTemporal(id: string): Promise<string> {
  const client = api.env.temporal.client;
  const description = await client.workflow.getHandle(id).describe();
  const memo = description.memo as unknown as OperationMemo;
  const retryId = retryIdFor(id);
  await client.workflow.start(description.type, {
    taskQueue: description.taskQueue,
    workflowId: retryId,
    args: [
      {
        resumeFrom: id,
        actor: SCRIPT_ACTOR,
        source: 'api',
        reason: null,
      } satisfies OperationEnvelope<unknown>,
    ],
    memo: retryMemo(memo, { retryOf: id, actor: SCRIPT_ACTOR.email, source: 'api', reason: null }) as never,
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  return retryId;
}

/** An undo started in Temporal itself, past the console's api. */
async function undoInTemporal(id: string): Promise<string> {
  const client = api.env.temporal.client;
  const description = await client.workflow.getHandle(id).describe();
  const memo = description.memo as unknown as OperationMemo;
  const undoId = undoIdFor(id);
  const input = { operationId: id, operationLabel: `Añadir un usuario al suscriptor · ${memo.target}` };
  await client.workflow.start('operationUndo', {
    taskQueue: description.taskQueue,
    workflowId: undoId,
    args: [
      { input, actor: SCRIPT_ACTOR, source: 'api', reason: 'Desde Temporal' } satisfies OperationEnvelope<
        typeof input
      >,
    ],
    memo: {
      type: OPERATION_UNDO,
      target: memo.target,
      actor: SCRIPT_ACTOR.email,
      source: 'api',
      reason: 'Desde Temporal',
      input,
      inputHash: '',
      undoOf: id,
    } satisfies OperationMemo as never,
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  return undoId;
}

/** The view of a run once it ended, or null when it was never started. */
async function endedView(id: string): Promise<Json | null> {
  const found = await api.call(path(id));
  if (found.status === 404) return null;
  return api.waitFor(id, undefined, 90_000);
}

const linkStatus = (email: string) => organizationLinkStatus(platform, email);
const activeInvites = async (email: string) => (await activeStaffInvites(platform, email)).length;

/**
 * Of an operation's retry and undo, which took effect: exactly one, the other refused in Spanish
 * (or never started), and the platform as that one left it.
 */
async function settledOutcome(op: HalfDone): Promise<{ won: 'retried' | 'undone'; bothStarted: boolean }> {
  const [retry, undo] = await Promise.all([endedView(retryIdFor(op.id)), endedView(undoIdFor(op.id))]);
  const retried = retry?.status === 'completed';
  const undone = undo?.status === 'completed';
  const what = `${op.id}: retry ${retry?.status} ${JSON.stringify(retry?.error)}, undo ${undo?.status} ${JSON.stringify(undo?.error)}`;
  expect(retried !== undone, what).toBe(true);
  const users = await platform.subscribers.users(op.number);
  if (retried) {
    if (undo) {
      expect(undo.status, what).toBe('failed');
      expect(undo.error, what).toEqual({ code: 'OPERATION_RETRIED', message: messages.undo.retried });
    }
    expect(users.map((user) => user.login_account.email.toLowerCase())).toEqual([op.email]);
    expect(await linkStatus(op.email)).not.toBe('DELETED');
    return { won: 'retried', bothStarted: undo !== null };
  }
  if (retry) {
    expect(retry.status, what).toBe('failed');
    expect(retry.error, what).toEqual({
      code: 'OPERATION_UNDONE',
      message: messages.undo.retryBlockedUndone,
    });
    expect(
      (retry.steps as Json[]).every((s) => s.status === 'skipped'),
      what,
    ).toBe(true);
  }
  expect(users).toEqual([]);
  expect(await linkStatus(op.email)).toBe('DELETED');
  expect(await activeInvites(op.email)).toBe(0);
  return { won: 'undone', bothStarted: retry !== null };
}

describe('an undone operation', () => {
  it('is refused in Spanish by every way of retrying it, and nothing reaches the platform', async () => {
    const [op] = await halfDone(1);
    const started = await undoThroughApi(op!.id);
    expect(started.status).toBe(202);
    const undo = await api.waitFor(started.body!.id as string);
    expect(undo.status, JSON.stringify(undo.steps)).toBe('completed');
    expect(await linkStatus(op!.email)).toBe('DELETED');
    await api.resetCalls();

    // The view says so; one retry through the api, and through the CLI.
    const view = (await api.call(path(op!.id))).body!;
    expect(view).toMatchObject({ retryable: false, retryBlockedReason: messages.undo.retryBlockedUndone });
    const single = await retryThroughApi(op!.id);
    expect(single.status).toBe(409);
    expect(single.body).toMatchObject({
      code: 'OPERATION_RETRY_BLOCKED',
      message: messages.undo.retryBlockedUndone,
    });
    const cliRetry = await consolaAs(api, SUPPORT, 'retry', op!.id);
    expect(cliRetry.code).not.toBe(0);
    expect(cliRetry.stderr).toContain(messages.undo.retryBlockedUndone);

    // A bulk retry's review counts it as skipped, in the api and in the CLI's confirmation.
    const preview = await api.call(`/api/operations/bulk-retry?target=${op!.number}`);
    expect(preview.body).toEqual({
      count: 1,
      more: false,
      max: expect.any(Number),
      unapproved: 0,
      undone: 1,
    });
    const asked = await consolaAs(api, SUPPORT, 'bulk-retry', '--target', op!.number, '--reason', 'prueba');
    expect(asked.code).toBe(2);
    expect(asked.stdout).toContain('1 de ellas se deshizo: se omitiría');

    // The bulk retry itself, by filter from the CLI and by ids from the api: skipped, and why.
    const cliBulk = await consolaAs(
      api,
      SUPPORT,
      'bulk-retry',
      '--target',
      op!.number,
      '--reason',
      'prueba',
      '--yes',
      '--watch',
    );
    expect(cliBulk.code, cliBulk.stdout + cliBulk.stderr).toBe(0);
    const cliBulkId = cliBulk.stdout.split(/\s/)[0]!;
    const byIds = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      json: { ids: [op!.id], reason: 'prueba' },
    });
    expect(byIds.status).toBe(202);
    for (const bulkId of [cliBulkId, byIds.body!.id as string]) {
      expect((await api.waitFor(bulkId)).status).toBe('completed');
      expect(await api.elementsOf(bulkId)).toMatchObject([
        { key: op!.id, status: 'skipped', note: messages.bulkItemUndone, operationId: null },
      ]);
    }

    // Started in Temporal itself, past the api: the worker refuses it before its first step...
    const direct = await retryInTemporal(op!.id);
    const refused = await api.waitFor(direct);
    expect(refused.status).toBe('failed');
    expect(refused.error).toEqual({ code: 'OPERATION_UNDONE', message: messages.undo.retryBlockedUndone });
    expect((refused.steps as Json[]).every((s) => s.status === 'skipped')).toBe(true);
    // ...and a retry of that refused run continues the same undone operation: refused too.
    expect(refused.retryBlockedReason).toBe(messages.undo.retryBlockedUndone);
    const again = await retryThroughApi(direct);
    expect(again.status).toBe(409);
    expect(again.body!.message).toBe(messages.undo.retryBlockedUndone);
    const bulkOfRetry = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      json: { ids: [direct], reason: 'prueba' },
    });
    await api.waitFor(bulkOfRetry.body!.id as string);
    expect(await api.elementsOf(bulkOfRetry.body!.id as string)).toMatchObject([
      { key: direct, status: 'skipped', note: messages.bulkItemUndone },
    ]);

    // Nothing reached the platform: the person is not assigned, the link and the invitation
    // stay as the undo left them.
    for (const write of WRITES) expect(await api.callsTo(write), write).toBe(0);
    expect(await platform.subscribers.users(op!.number)).toEqual([]);
    expect(await linkStatus(op!.email)).toBe('DELETED');
    expect(await activeInvites(op!.email)).toBe(0);
  }, 240_000);
});

describe('a retry and an undo of the same operation at once', () => {
  it('let exactly one of them take effect, through the api and straight into Temporal', async () => {
    const ops = await halfDone(6);
    const answers = await Promise.all(
      ops.flatMap((op, i) => [
        ...Array.from({ length: 3 }, () => undoThroughApi(op.id)),
        ...Array.from({ length: 3 }, () => retryThroughApi(op.id)),
        // Half of them also past the api, where only the worker's claims decide (each first in turn).
        ...(i % 2 === 0
          ? []
          : i % 4 === 1
            ? [retryInTemporal(op.id).then(() => null), undoInTemporal(op.id).then(() => null)]
            : [undoInTemporal(op.id).then(() => null), retryInTemporal(op.id).then(() => null)]),
      ]),
    );
    for (const answer of answers) {
      if (!answer) continue;
      expect([202, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) {
        expect([
          messages.undo.retried,
          messages.undo.retryBlockedUndone,
          apiMessages.operationNotRetryable,
        ]).toContain(answer.body!.message);
      }
    }
    for (const [i, op] of ops.entries()) {
      const { won, bothStarted } = await settledOutcome(op);
      // Started both past the api: the worker's claim alone chose the one that took effect.
      if (i % 2) expect(bothStarted, `${op.id} ${won}`).toBe(true);
    }
  }, 240_000);

  it('an undo while a bulk retry runs: each operation is retried by it or undone, never both', async () => {
    const ops = await halfDone(6);
    // Slow assignments keep the bulk retry going while the undos arrive.
    await api.injectDelay(ASSIGN, 300, 6);
    const bulk = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      json: { ids: ops.map((op) => op.id), reason: 'prueba' },
    });
    expect(bulk.status).toBe(202);
    const undos = await Promise.all(
      ops.map(async (op, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 150));
        return undoThroughApi(op.id);
      }),
    );
    for (const undo of undos) expect([202, 409], JSON.stringify(undo.body)).toContain(undo.status);
    const bulkId = bulk.body!.id as string;
    await api.waitFor(bulkId, undefined, 120_000);
    const elements = new Map(
      (await api.elementsOf(bulkId)).map((element) => [element.key as string, element]),
    );
    for (const op of ops) {
      const { won: outcome } = await settledOutcome(op);
      const element = elements.get(op.id)!;
      if (outcome === 'retried')
        expect(element).toMatchObject({ status: 'done', operationId: retryIdFor(op.id) });
      else expect(element).toMatchObject({ status: 'skipped', note: messages.bulkItemUndone });
    }
  }, 240_000);
});
