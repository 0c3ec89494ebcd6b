// The person behind every identity (issue 40, finding 2), over real HTTP in front of a real
// Temporal server and worker: a service account belongs to people (its creator, then whoever it
// is handed to), and approvals count people. Neither the requester nor anyone acting for them
// (the owners of a requesting account, an account of the requester) gives an approval, whatever
// the type and role; the workflow's own Update validator holds this too, from the envelope.
import {
  approvalMessages,
  approvalPolicyOf,
  approveUpdate,
  approverRolesOf,
  notificationInstant as at,
  operationContracts,
  type ApprovalVote,
} from '@cgi/workflows';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevAccount } from '../auth/dev-idp/accounts';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

const enc = encodeURIComponent;
const CUSTOMER = 'activo@demo.com.ar';
const MISSING = 999_999;

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true });
});

afterAll(async () => {
  await api?.stop();
});

/** A bearer for a person, or a service account's token as it was issued. */
type Identity = { token: string; name: string };

/** A signed-in person of the development identity provider with these roles. */
async function person(email: string, roles: string[]): Promise<Identity> {
  const account: DevAccount = {
    email,
    firstName: 'Persona',
    lastName: 'De Prueba',
    userId: 990_000,
    roles,
    orgAppAccessStatusCode: 'GRANTED',
    userAppAccessStatusCode: 'GRANTED',
    description: 'matriz de identidades',
  };
  return { token: await api.issuer.tokenFor(account), name: email };
}

/** A service account created by `creator` with `roles`, handed to `owner` when given. */
async function serviceAccount(creator: Identity, name: string, roles: string[], owner?: string) {
  const issued = await api.call('/api/service-accounts', {
    method: 'POST',
    token: creator.token,
    json: { name, roles, expiresInDays: 1 },
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const id = (issued.body!.account as Json).id as string;
  if (owner) {
    const handed = await api.call(`/api/service-accounts/${id}/owner`, {
      method: 'PUT',
      token: creator.token,
      json: { owner, reason: 'matriz de identidades' },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  }
  return { token: issued.body!.token as string, name, id };
}

async function request(as: Identity, type: string, input: Json) {
  const started = await api.call('/api/operations', {
    method: 'POST',
    token: as.token,
    json: { type, input, reason: 'matriz de identidades' },
  });
  expect(started.status, `${type} por ${as.name}: ${JSON.stringify(started.body)}`).toBe(202);
  expect(started.body!.status).toBe('awaitingApproval');
  return started.body!.id as string;
}

/** The run once its workflow published its approval (the Update has a handler from then on). */
const waiting = (id: string) => api.waitFor(id, (view) => view.approval?.state === 'pending');

const decide = (id: string, as: Identity, decision: 'approve' | 'reject') =>
  api.call(`/api/operations/${enc(id)}/${decision}`, {
    method: 'POST',
    token: as.token,
    json: decision === 'reject' ? { reason: 'matriz' } : {},
  });

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

describe('a service account and the person it belongs to', () => {
  it('the administrator who created an account may not approve what it requested (the reported case)', async () => {
    const admin: Identity = { token: await api.tokenFor('admin@consola.test'), name: 'admin@consola.test' };
    const account = await serviceAccount(admin, 'identidades-soporte', ['CGI.CustomerSupport']);
    const id = await request(account, 'identity.setPassword', {
      email: CUSTOMER,
      password: 'ClaveSecreta9xQ',
    });
    const before = await waiting(id);
    expect(before.approval).toMatchObject({ requester: 'identidades-soporte', decisions: [] });

    const refused = await decide(id, admin, 'approve');
    expect({ status: refused.status, code: refused.body?.code }).toEqual({
      status: 403,
      code: 'OWNER_APPROVAL',
    });
    expect(refused.body!.message).toBe(approvalMessages.ownAccount('identidades-soporte'));
    expect((await decide(id, admin, 'reject')).body?.code).toBe('OWNER_APPROVAL');
    const recorded = await refusalsOf('admin@consola.test', (r) => r.code === 'OWNER_APPROVAL');
    expect(recorded[0]).toMatchObject({
      status: 403,
      action: expect.stringMatching(/^(approve|reject)$/),
      operationType: 'identity.setPassword',
      reason: approvalMessages.ownAccount('identidades-soporte'),
    });
    // Its approvals screen does not offer it either; another person's does.
    const mine = await api.call('/api/approvals', { token: admin.token });
    expect((mine.body!.items as Json[]).map((item) => item.id)).not.toContain(id);
    const theirs = await api.call('/api/approvals', { as: 'guardia@consola.test' });
    expect((theirs.body!.items as Json[]).map((item) => item.id)).toContain(id);

    const still = await api.call(`/api/operations/${enc(id)}`);
    expect(still.body).toMatchObject({ status: 'awaitingApproval', approval: { decisions: [] } });
    const approved = await api.call(`/api/operations/${enc(id)}/approve`, {
      method: 'POST',
      as: 'guardia@consola.test',
      json: {},
    });
    expect(approved).toMatchObject({ status: 200, body: { state: 'approved', missing: 0 } });
    expect(await api.waitFor(id)).toMatchObject({
      approval: { state: 'approved', decisions: [{ by: 'guardia@consola.test' }] },
    });
  });
});

describe('a handover after the request', () => {
  it('bars the new owner too (the api reads the owners now), and the former one stays barred', async () => {
    const creator = await person('creadora.traspaso@matriz.test', ['CGI.Admin']);
    const first = await person('primera.traspaso@matriz.test', ['CGI.CustomerSupport']);
    const next = await person('siguiente.traspaso@matriz.test', ['CGI.CustomerSupport']);
    const account = await serviceAccount(creator, 'traspaso-soporte', ['CGI.CustomerSupport'], first.name);
    const id = await request(account, 'sessions.revokeAll', { email: CUSTOMER, loginAccountId: MISSING });
    await waiting(id);
    const handed = await api.call(`/api/service-accounts/${account.id}/owner`, {
      method: 'PUT',
      token: creator.token,
      json: { owner: next.name, reason: 'cambio de equipo' },
    });
    expect(handed.body).toMatchObject({ owner: next.name });
    for (const who of [next, first]) {
      expect((await decide(id, who, 'approve')).body).toMatchObject({ code: 'OWNER_APPROVAL' });
    }
    expect(
      (await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST', token: account.token })).status,
    ).toBe(202);
  });
});

// ---------------------------------------------------------------------------------------------
// The matrix: every type that asks for approval by default × every role that may approve it ×
// identity kind. For each (type, role) two runs wait: one requested by a person with the role,
// one by that person's service account. The approve and reject calls are refused before any
// effect, so every identity is tried against these runs, and the workflow's own validator is
// asked directly as well. Nothing in the matrix is ever approved but one run per type, by a
// person with no part in it (the control that approving works at all).

const hex = (n: number) => n.toString(16).padStart(24, '0');
const many = <T>(count: number, of: (n: number) => T) => Array.from({ length: count }, (_, n) => of(n + 1));

/** A valid input of each type whose default policy asks for approval, one that asks. */
async function inputsThatAsk(): Promise<Record<string, Json>> {
  const notices = api.env.platform.globalNotifications;
  const notice = {
    notificationText: 'Mi Estudio no estará disponible.',
    communicationChannelCodes: ['WEB-APP-PUSH' as const],
    isActive: true,
    appCode: 'ME',
  };
  const { notificationId } = await notices.create({
    ...notice,
    notificationTitle: 'Mantenimiento de la matriz',
    validityStartDate: at('2085-03-01', '08:00'),
    validityFinishDate: at('2085-03-01', '12:00'),
    notificationTypeCode: 'MAINTENANCE',
  });
  const suspension = await notices.create({
    ...notice,
    notificationTitle: 'Suspensión de la matriz',
    validityStartDate: at('2085-03-01', '09:00'),
    validityFinishDate: at('2085-03-01', '12:00'),
    notificationTypeCode: 'SERVICE_SUSPENSION',
    relatedNotificationId: notificationId,
  });
  const window = {
    notificationText: notice.notificationText,
    communicationChannelCodes: notice.communicationChannelCodes,
    validityStartDate: at('2086-03-01', '08:00'),
    validityFinishDate: at('2086-03-01', '12:00'),
  };
  return {
    'subscriber.deactivateUser': { subscriberNumber: '100003', userId: MISSING },
    'storage.restoreDocuments': { studyId: MISSING, documentIds: many(101, hex) },
    'operations.bulkRetry': { ids: many(101, (n) => `versions.deprecate/matriz/${n}`) },
    'me.csvEnablement': {
      fileName: 'matriz.csv',
      rows: many(101, (n) => `${String(30_000_000_000 + n)};MODQ;2030-01-01;`),
    },
    'declarations.unlock': { suborganizationId: MISSING, declarationIds: many(101, hex) },
    'notification.create': {
      ...window,
      notificationTitle: 'Mantenimiento nuevo de la matriz',
      notificationTypeCode: 'MAINTENANCE',
      blocking: true,
      suspensionStartDate: at('2086-03-01', '09:00'),
    },
    'notification.edit': {
      ...window,
      notificationId,
      notificationTitle: 'Mantenimiento de la matriz',
      validityStartDate: at('2085-03-01', '08:00'),
      validityFinishDate: at('2085-03-01', '13:00'),
      blocking: true,
      suspension: {
        notificationId: suspension.notificationId,
        validityStartDate: at('2085-03-01', '10:00'),
        validityFinishDate: at('2085-03-01', '13:00'),
      },
    },
    'identity.setPassword': { email: CUSTOMER, password: 'ClaveSecreta9xQ' },
    'identity.impersonate': { email: CUSTOMER, mode: 'user' },
    'sessions.revoke': { email: CUSTOMER, loginAccountId: MISSING, uuidDeviceSession: 'no-existe' },
    'sessions.revokeAll': { email: CUSTOMER, loginAccountId: MISSING },
    // Someone with no operations: the control's approval forgets nothing of this file's runs.
    'record.forgetPerson': { email: 'nadie.olvidado@matriz.test' },
  };
}

const asking = operationContracts.filter((contract) => approvalPolicyOf(contract) !== null);
const approverRoles = (type: string) => {
  const contract = asking.find((candidate) => candidate.type === type)!;
  return approverRolesOf(contract, approvalPolicyOf(contract)!);
};
const slug = (role: string) => role.replace('CGI.', '').toLowerCase();

/** The identities of one role: a person, their two service accounts, and a person with no part. */
interface RoleCast {
  role: string;
  person: Identity;
  account: Identity;
  otherAccount: Identity;
  bystander: Identity;
}

let inputs: Record<string, Json>;
let creator: Identity;
const casts = new Map<string, RoleCast>();

/** Calls `each` for every item, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, each: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
    }),
  );
}

/** Asks the workflow's Update directly, as a caller past the api would: its validator's answer. */
async function validatorAnswer(id: string, by: Identity, role: string, inputHash: string) {
  const vote: ApprovalVote = { by: by.name, roles: [role], serviceAccount: false, inputHash, source: 'api' };
  try {
    await api.env.temporal.client.workflow.getHandle(id).executeUpdate(approveUpdate, { args: [vote] });
    return 'approved';
  } catch (error) {
    const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
    return (cause as { type?: string } | undefined)?.type ?? String(error);
  }
}

describe('no approval is ever given by the requester or someone acting for them', () => {
  beforeAll(async () => {
    inputs = await inputsThatAsk();
    creator = await person('creador@matriz.test', ['CGI.Admin']);
    const roles = [...new Set(asking.flatMap((contract) => approverRoles(contract.type)))];
    for (const role of roles) {
      const own = await person(`persona.${slug(role)}@matriz.test`, [role]);
      casts.set(role, {
        role,
        person: own,
        // Created by another administrator and handed to the person: two owners on record.
        account: await serviceAccount(creator, `m-${slug(role)}`, [role], own.name),
        otherAccount: await serviceAccount(creator, `m2-${slug(role)}`, [role], own.name),
        bystander: await person(`otra.${slug(role)}@matriz.test`, [role]),
      });
    }
  });

  it('covers every type that asks for approval by default (a new one needs an input above)', () => {
    expect(Object.keys(inputs).sort()).toEqual(asking.map((contract) => contract.type).sort());
  });

  it.each(asking.map((contract) => [contract.type]))('%s', async (type) => {
    const roles = approverRoles(type);
    expect(roles.length).toBeGreaterThan(0);
    const runs: { cast: RoleCast; byPerson: string; byAccount: string }[] = [];
    await inParallel(roles, 4, async (role) => {
      const cast = casts.get(role)!;
      const [byPerson, byAccount] = await Promise.all([
        request(cast.person, type, inputs[type]!),
        request(cast.account, type, inputs[type]!),
      ]);
      runs.push({ cast, byPerson, byAccount });
    });

    const refusals: string[] = [];
    const expectRefused = (what: string, answer: { status: number; body?: Json }, code: string) => {
      if (answer.status !== 403 || answer.body?.code !== code)
        refusals.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    await inParallel(runs, 4, async ({ cast, byPerson, byAccount }) => {
      const [personRun, accountRun] = await Promise.all([waiting(byPerson), waiting(byAccount)]);
      // The requester's person and an account of theirs, on the person's request.
      const onPerson: [Identity, string][] = [
        [cast.person, 'SELF_APPROVAL'],
        [cast.account, 'SERVICE_ACCOUNT_APPROVAL'],
      ];
      // The account itself, its owner now and before, and another account of its owner.
      const onAccount: [Identity, string][] = [
        [cast.account, 'SERVICE_ACCOUNT_APPROVAL'],
        [cast.person, 'OWNER_APPROVAL'],
        [creator, 'OWNER_APPROVAL'],
        [cast.otherAccount, 'SERVICE_ACCOUNT_APPROVAL'],
      ];
      for (const [id, identities] of [
        [byPerson, onPerson],
        [byAccount, onAccount],
      ] as const) {
        for (const [who, code] of identities) {
          for (const decision of ['approve', 'reject'] as const) {
            expectRefused(
              `${cast.role} ${decision} por ${who.name} de ${id}`,
              await decide(id, who, decision),
              code,
            );
          }
        }
      }
      // The workflow holds it on its own, from the envelope: a vote sent past the api's gate.
      const direct = [
        await validatorAnswer(byPerson, cast.person, cast.role, personRun.approval.inputHash),
        await validatorAnswer(byAccount, cast.person, cast.role, accountRun.approval.inputHash),
      ];
      expect(direct, `${cast.role}: ${byAccount}`).toEqual(['SELF_APPROVAL', 'OWNER_APPROVAL']);
      // What each may approve: never their own side's; a person with no part in it sees both.
      const listed = async (who: Identity) =>
        ((await api.call('/api/approvals', { token: who.token })).body!.items as Json[]).map(
          (item) => item.id,
        );
      expect(await listed(cast.person)).not.toEqual(expect.arrayContaining([byPerson]));
      expect(await listed(cast.person)).not.toEqual(expect.arrayContaining([byAccount]));
      expect(await listed(cast.bystander)).toEqual(expect.arrayContaining([byPerson, byAccount]));
    });
    expect(refusals).toEqual([]);

    // Nothing was decided on any of them.
    for (const { byPerson, byAccount } of runs) {
      for (const id of [byPerson, byAccount]) {
        expect((await api.call(`/api/operations/${enc(id)}`)).body).toMatchObject({
          status: 'awaitingApproval',
          approval: { state: 'pending', decisions: [] },
        });
      }
    }
    // The control: a person with no part in it approves the account's request.
    const [control, ...rest] = runs;
    const approved = await decide(control!.byAccount, control!.cast.bystander, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body!.missing).toBe(
      approvalPolicyOf(asking.find((c) => c.type === type)!)!.approvers - 1,
    );
    // The rest are withdrawn by whoever asked (a service account by its own token), and the
    // control too while it still waits for a second approval.
    const withdrawals: [string, Identity][] = [[control!.byPerson, control!.cast.person]];
    if (approved.body!.missing > 0) withdrawals.push([control!.byAccount, control!.cast.account]);
    for (const run of rest)
      withdrawals.push([run.byPerson, run.cast.person], [run.byAccount, run.cast.account]);
    await Promise.all(
      withdrawals.map(async ([id, who]) => {
        const withdrawn = await api.call(`/api/operations/${enc(id)}/cancel`, {
          method: 'POST',
          token: who.token,
        });
        expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(202);
      }),
    );
  });
});
