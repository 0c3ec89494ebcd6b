// Who may act is decided before what they sent is read (issue 40, finding 9): on every door of
// an operation that takes a body (start, validate, retry, undo, reschedule), a role that may
// not act gets 403 whatever its body — empty, of the wrong shape or too long — and a role
// that may act gets the 400 of that body. Every role, against types whose roles differ.
// The runs are real workflows on a task queue no worker polls: nothing they would do happens.
import {
  ALL_CGI_ROLES,
  approvalPolicyOf,
  contractOf,
  OPERATIONS_SUPPORT_ROLES,
  type OperationContract,
} from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ACCOUNTS, startApiTestEnv, type ApiTestEnv } from '@cgi/test-support/api-env';
import { startIdleRun } from '@cgi/test-support/idle-runs';

const enc = encodeURIComponent;

/** Types whose start, retry and undo roles differ from one another's. */
const TYPES = [
  'subscriber.addUser',
  'notification.create',
  'versions.deprecate',
  'eventanilla.changeStatus',
  'identity.setPassword',
];

/** Bodies of the wrong shape or over a limit, for a door that takes a reason. */
const BAD_REASONS: unknown[] = [{ reason: 5 }, { reason: 'x'.repeat(501) }, []];
/** The same for a reschedule, whose one field is the new time. */
const BAD_TIMES: unknown[] = [{}, { notBefore: 7 }, { notBefore: 'mañana' }, []];
/** Inputs no type accepts (the body names the type, as a start's always does). */
const BAD_INPUTS: unknown[] = [{}, 5, [], { reason: 5 }];

let api: ApiTestEnv;
const failedRun = new Map<string, string>();
const scheduledRun = new Map<string, string>();

beforeAll(async () => {
  api = await startApiTestEnv({ withWorker: false });
  for (const type of TYPES) {
    const contract = contractOf(type)!;
    const failed = `${type}/orden/failed`;
    await startIdleRun(api.env.temporal.client, contract, failed);
    await api.env.temporal.client.workflow.getHandle(failed).terminate('orden: una operación fallida');
    failedRun.set(type, failed);
    // Never run: no worker polls its queue, so it stays as a run waiting to start.
    const waiting = `${type}/orden/waiting`;
    await startIdleRun(api.env.temporal.client, contract, waiting);
    scheduledRun.set(type, waiting);
  }
});

afterAll(async () => {
  await api?.stop();
});

const may = (contract: OperationContract, action: 'start' | 'retry', role: string) =>
  (contract.access[action] as readonly string[]).includes(role);

/** Whether the role reads every operation (the idle runs were started by the administrator). */
const readsAll = (role: string) => (OPERATIONS_SUPPORT_ROLES as readonly string[]).includes(role);

describe.each(TYPES.map((type) => [type]))('%s', (type) => {
  const contract = contractOf(type)!;

  it.each(ALL_CGI_ROLES.map((role) => [role]))(
    '%s: 403 before the body is read where the role may not act',
    async (role) => {
      const as = ROLE_ACCOUNTS[role];
      const retryRoles = may(contract, 'retry', role) && readsAll(role);
      const start = (input: unknown) => ({ type, input, reason: 'x'.repeat(501) });
      const doors = [
        {
          name: 'start',
          path: '/api/operations',
          allowed: may(contract, 'start', role),
          bodies: BAD_INPUTS.map(start),
        },
        {
          name: 'validate',
          path: '/api/operations/validate',
          allowed: may(contract, 'start', role),
          bodies: BAD_INPUTS.map(start),
        },
        {
          name: 'retry',
          path: `/api/operations/${enc(failedRun.get(type)!)}/retry`,
          allowed: retryRoles,
          bodies: BAD_REASONS,
        },
        {
          name: 'undo',
          path: `/api/operations/${enc(failedRun.get(type)!)}/undo`,
          allowed: retryRoles,
          bodies: BAD_REASONS,
        },
        {
          name: 'reschedule',
          path: `/api/operations/${enc(scheduledRun.get(type)!)}/reschedule`,
          allowed: may(contract, 'start', role) && readsAll(role),
          bodies: BAD_TIMES,
        },
      ];
      const VALID = {
        start: { type, input: {} },
        validate: { type, input: {} },
        reschedule: { notBefore: new Date(Date.now() + 86_400_000).toISOString() },
      };
      for (const door of doors) {
        // A role that may not act: refused whatever it sends, a valid body included.
        const bodies = door.allowed
          ? door.bodies
          : [...door.bodies, VALID[door.name as keyof typeof VALID] ?? {}];
        for (const body of bodies) {
          const answer = await api.call(door.path, {
            method: 'POST',
            as,
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          const what = `${door.name} ${JSON.stringify(body).slice(0, 60)}: ${answer.status} ${JSON.stringify(answer.body)}`;
          expect(answer.status, what).toBe(door.allowed ? 400 : 403);
          if (!door.allowed) expect(answer.body!.message, what).toMatch(/^Su rol no permite /);
        }
      }
    },
  );
});

it('reads a reschedule refused for its role as the same 403 whatever the body, for every role that may not', async () => {
  // The finding as it was reported: an empty body, roles that may not reschedule the type.
  const contract = contractOf('subscriber.addUser')!;
  const refusedRoles = ALL_CGI_ROLES.filter((role) => !(may(contract, 'start', role) && readsAll(role)));
  expect(refusedRoles.length).toBeGreaterThan(3);
  for (const role of refusedRoles) {
    const answer = await api.call(
      `/api/operations/${enc(scheduledRun.get('subscriber.addUser')!)}/reschedule`,
      { method: 'POST', as: ROLE_ACCOUNTS[role], json: {} },
    );
    expect(answer.status, role).toBe(403);
  }
});

it('refuses a decision by a role that may not approve with 403 before its reason is read', async () => {
  // The reason is over its limit: a role that may decide gets that body's 400, any other 403.
  const contract = contractOf('subscriber.deactivateUser')!;
  const waiting = 'subscriber.deactivateUser/orden/waiting-approval';
  await startIdleRun(api.env.temporal.client, contract, waiting);
  const policyRoles = (approvalPolicyOf(contract)?.roles ?? []) as readonly string[];
  const decides = (role: string) => policyRoles.includes(role) && may(contract, 'start', role);
  expect(ALL_CGI_ROLES.filter(decides).length).toBeGreaterThan(0);
  for (const role of ALL_CGI_ROLES) {
    // The runs were started by the administrator: their own side is refused too.
    if (ROLE_ACCOUNTS[role] === 'admin@consola.test') continue;
    for (const door of ['approve', 'reject']) {
      const answer = await api.call(`/api/operations/${enc(waiting)}/${door}`, {
        method: 'POST',
        as: ROLE_ACCOUNTS[role],
        json: { reason: 'x'.repeat(501), inputHash: 5 },
      });
      expect(answer.status, `${role} ${door}: ${JSON.stringify(answer.body)}`).toBe(
        decides(role) ? 400 : 403,
      );
    }
  }
});
