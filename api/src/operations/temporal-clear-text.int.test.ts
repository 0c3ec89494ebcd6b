// What Temporal stores in clear holds no person's data (issue 27): one operation of every type
// in the catalogue is started through the api with e-mails, names, a CUIT and a password in its
// input, and then every workflow id, search attribute and history event is read through
// Temporal's own API, without the codec, and searched for them. Failures at every level of a
// history (an activity's and its cause, a child workflow's, the workflow's own with details, a
// failed workflow task) are checked with a fixture worker using the console's data converter.
// The list still filters by a customer's e-mail, actor and target (the api computes the
// pseudonyms), and operations written before the pseudonyms stay findable and retryable.
import { fileURLToPath } from 'node:url';
import { createBulkElements, createIdempotencyKeys, createOperationFollowUps } from '@cgi/console-store';
import { developmentIdentitySecrets, encryptPassword } from '@cgi/platform/client';
import {
  notificationInstant as at,
  operationContracts,
  SEARCH_ATTRIBUTES,
  type SampleValues,
} from '@cgi/workflows';
import { consoleDataConverter, ENCRYPTED_ENCODING } from '@cgi/workflows/codec';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import proto from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureLevelsActivities } from '@cgi/test-support/failure-levels.workflows';
import { TEST_PAYLOAD_KEYS, testElementProtection, testPseudonyms } from '@cgi/test-support/operations-env';
import { DEV_ISSUER } from '../auth/dev-idp/issuer';
import { createTokenVerifier } from '../auth/verifier';
import { loadOrCreateSharedSecret } from '../auth/shared-keys';
import { createPageTokens } from '../http/page-tokens';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { activityLogging } from '../../../worker/src/observability/activity-interceptor';
import { watchLogLines } from '../logger';
import {
  consoleDatabaseText,
  EMAIL,
  expectFailuresEncoded,
  expectNothingPersonal as expectNothingPersonalIn,
  failuresOf,
  markersIn,
  setStreamDestinationAs,
  STREAM_TEST_HOST,
  storedInClear,
  withoutCiphertext,
} from '@cgi/test-support/clear-text-scan';
import { createValueSealer } from '@cgi/workflows/codec';
import { createOperationsService } from './service';
import { scaled } from '@cgi/test-support/slowdown';

const { History } = proto.temporal.api.history.v1;
const { EventType } = proto.temporal.api.enums.v1;

/** A seeded customer: the identity operations on it complete. */
const CUSTOMER = 'activo@demo.com.ar';
const STRANGER = 'zoe.quintanilla@privado.test';
const FIRST = 'Zoelinda';
const LAST = 'Quintanilla';
const CUIT = '27345678904';
const PASSWORD = 'ClaveSecreta9xQ';
const STAFF = 'admin@consola.test';
/** Nothing of these may be readable where Temporal stores data in clear. */
const PERSONAL = [CUSTOMER, STRANGER, FIRST, LAST, CUIT, PASSWORD, STAFF];
const REASON = `Pedido de ${FIRST} ${LAST} (${STRANGER})`;
const MISSING = 999_999;
const enc = encodeURIComponent;

let api: ApiTestEnv;
let namespace: string;
/** The run's log: the api's lines and the worker's activity lines. */
const apiLines: string[] = [];
const workerLines: string[] = [];
let stopWatching: () => void = () => undefined;

beforeAll(async () => {
  stopWatching = watchLogLines((line) => apiLines.push(line));
  const workerLogger = pino({ base: null }, { write: (line: string) => workerLines.push(line) });
  api = await startApiTestEnv({
    stepRetry: FAST_RETRY,
    logRequests: true,
    activityInterceptors: [activityLogging(workerLogger)],
    webhooks: { allowedHosts: STREAM_TEST_HOST },
  });
  namespace = api.env.temporal.namespace ?? 'default';
});

afterAll(async () => {
  stopWatching();
  await api?.stop();
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function maintenance(year: number): Promise<number> {
  const { notificationId } = await api.env.platform.globalNotifications.create({
    notificationTitle: `Mantenimiento ${year}`,
    notificationText: 'Texto',
    communicationChannelCodes: ['WEB-APP-PUSH'],
    validityStartDate: at(`${year}-01-01`, '00:00'),
    validityFinishDate: at(`${year}-01-02`, '00:00'),
    isActive: true,
    appCode: 'ME',
    notificationTypeCode: 'MAINTENANCE',
  });
  return notificationId;
}

/** What the contracts' samples are made of here: recognisable personal data, ids nobody has. */
const PERSONAL_VALUES: SampleValues = {
  email: STRANGER,
  customerEmail: CUSTOMER,
  firstName: FIRST,
  lastName: LAST,
  cuit: CUIT,
  password: PASSWORD,
  id: MISSING,
  subscriberNumber: '100003',
  day,
};

/**
 * A valid input of every type a start can name, from its contract's sample, full of recognisable
 * personal data where the type takes any; an edit and a delete name a notification of this run.
 */
async function inputsOfEveryType(): Promise<Record<string, Json>> {
  const [edited, deleted] = [await maintenance(2093), await maintenance(2094)];
  const existing: Record<string, Json> = {
    'notification.edit': { notificationId: edited },
    'notification.delete': { notificationId: deleted },
    // Someone with no operations: it finds nothing to forget, so it erases no other run here.
    'record.forgetPerson': { email: `olvido.${STRANGER}` },
  };
  return Object.fromEntries(
    operationContracts
      .filter((contract) => contract.access.start.length > 0)
      .map((contract) => [
        contract.type,
        { ...(contract.sample(PERSONAL_VALUES) as Json), ...existing[contract.type] },
      ]),
  );
}

async function startOperation(type: string, input: Json): Promise<string> {
  const started = await api.call('/api/operations', {
    method: 'POST',
    json: { type, input, reason: REASON },
  });
  expect(started.status, `${type}: ${JSON.stringify(started.body)}`).toBe(202);
  return started.body!.id as string;
}

const readStored = () => storedInClear(api.env.temporal.client, namespace);
const expectNothingPersonal = (text: string, outsideCiphertext: string) =>
  expectNothingPersonalIn(text, outsideCiphertext, PERSONAL);

const listIds = async (query: string) => {
  const { status, body } = await api.call(`/api/operations?pageSize=100&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return new Set((body!.items as Json[]).map((item) => item.id as string));
};

describe('what Temporal stores in clear', () => {
  const ids = new Map<string, string>();

  it("leaves only encrypted payloads' bytes out of the address scan", () => {
    const payload = (encoding: string, data: string) => ({
      metadata: { encoding: Buffer.from(encoding) },
      data: Buffer.from(data),
    });
    const history = History.create({
      events: [
        {
          workflowExecutionStartedEventAttributes: {
            input: { payloads: [payload('json/plain', '"visible@en.claro"')] },
            memo: { fields: { m: payload(ENCRYPTED_ENCODING, 'oculto@cifrado.test') } },
          },
        },
      ],
    });
    const scanned = withoutCiphertext(History, History.encode(history).finish()).toString('utf8');
    expect(scanned.match(EMAIL)).toEqual(['visible@en.claro']);
  });

  it(
    'holds no e-mail, name, CUIT or password of any operation type, whatever its outcome',
    async () => {
      const inputs = await inputsOfEveryType();
      // Every type a start can name; an undo is started only from the operation it undoes (its id
      // `operation.undo/<that id>/u`, its index through the same pseudonyms: aftermath.test.ts).
      const startable = operationContracts.map((c) => c.type).filter((type) => type !== 'operation.undo');
      expect(Object.keys(inputs).sort()).toEqual(startable.sort());
      for (const [type, input] of Object.entries(inputs)) {
        if (type !== 'operations.bulkRetry') ids.set(type, await startOperation(type, input));
      }
      const views = new Map<string, Json>();
      for (const [type, id] of ids) views.set(type, await api.waitFor(id, undefined, 120_000));
      const outcomes = new Set([...views.values()].map((view) => view.status));
      expect(outcomes).toContain('completed');
      expect(outcomes).toContain('failed');

      // A retry through the api and a bulk retry through the worker write their own ids and attributes.
      const failed = [...ids].filter(([type]) => views.get(type)!.status === 'failed').map(([, id]) => id);
      const personalFailed = ids.get('sessions.revoke')!;
      expect(views.get('sessions.revoke')!.status).toBe('failed');
      const retry = await api.call(`/api/operations/${enc(personalFailed)}/retry`, {
        method: 'POST',
        json: {},
      });
      expect(retry.status, JSON.stringify(retry.body)).toBe(202);
      ids.set('sessions.revoke retry', retry.body!.id as string);
      const bulkInput = { ids: failed.filter((id) => id !== personalFailed).slice(0, 3) };
      ids.set('operations.bulkRetry', await startOperation('operations.bulkRetry', bulkInput));
      await api.waitFor(ids.get('sessions.revoke retry')!, undefined, 120_000);
      const bulk = await api.waitFor(ids.get('operations.bulkRetry')!, undefined, 120_000);
      const elements = await api.elementsOf(bulk.id as string);
      expect(elements.filter((element) => element.operationId !== null)).toHaveLength(3);

      const stored = await readStored();
      for (const id of ids.values()) expect(stored.ids).toContain(id);
      // Every failure of every type's runs, at every level (the workflow's own included), is encoded.
      const failures = [...stored.histories.values()].flatMap((history) => failuresOf(history));
      expect(failures.filter((f) => f.event === 'workflow').length).toBeGreaterThanOrEqual(failed.length);
      expectFailuresEncoded(failures);
      expect(stored.ids.length).toBeGreaterThanOrEqual(ids.size + 3);
      expectNothingPersonal(stored.text, stored.outsideCiphertext);
      // Only encrypted bytes were left out of the pattern's scan.
      expect(stored.outsideCiphertext.length).toBeLessThan(stored.text.length);
      expect(stored.outsideCiphertext).toContain(testPseudonyms.of(CUSTOMER));
      // The scan reads the index: the pseudonyms and the public targets are there.
      expect(stored.text).toContain(testPseudonyms.of(CUSTOMER));
      expect(stored.text).toContain(`email:${testPseudonyms.of(STRANGER)}`);
      expect(stored.text).toContain(testPseudonyms.of(STAFF));
      expect(stored.text).toContain('subscriber:100003');
      expect(ids.get('identity.setPassword')).toMatch(/^identity\.setPassword\/t1\.[A-Za-z0-9_-]{22}\//);

      // Nor the console's database (outcomes, bulk elements, where the record's stream goes: who set
      // it and its secret) or the worker's log of the run (its lines name every activity, the
      // failed ones too).
      await setStreamDestinationAs(api, STAFF, `${PASSWORD}-envio`);
      const consoleRows = await consoleDatabaseText(api.env.consoleDb);
      expect(consoleRows).toContain(`http://${STREAM_TEST_HOST}/auditoria`);
      expect(markersIn(consoleRows, PERSONAL)).toEqual([]);
      expect(workerLines.some((line) => line.includes('"outcome":"failed"'))).toBe(true);
      expect(markersIn(workerLines.join(''), PERSONAL)).toEqual([]);

      // The console still shows the real values (from the encrypted memo).
      const detail = (await api.call(`/api/operations/${enc(ids.get('identity.setPassword')!)}`)).body!;
      expect(detail).toMatchObject({ target: CUSTOMER, actor: STAFF, reason: REASON, status: 'completed' });
      const row = (await api.call(`/api/operations?pageSize=100&type=eventanilla.changeStatus`)).body!
        .items[0];
      expect(row).toMatchObject({ target: CUIT, actor: STAFF });
    },
    scaled(400_000),
  );

  it('filters by a customer e-mail, an actor and a target through their pseudonyms', async () => {
    const customer = [
      'identity.setPassword',
      'identity.impersonate',
      'sessions.revoke',
      'sessions.revoke retry',
      'sessions.revokeAll',
    ].map((key) => ids.get(key)!);
    expect(await listIds(`related=${enc(`email:${CUSTOMER}`)}`)).toEqual(new Set(customer));
    expect(await listIds(`target=${enc(CUSTOMER.toUpperCase())}`)).toEqual(new Set(customer));
    // The stranger's two operations, and the bulk retry's retry of one of them if it took it.
    const stranger = [ids.get('subscriber.addUser')!, ids.get('subscriber.create')!];
    const strangerRows = [...(await listIds(`related=${enc(`email:${STRANGER}`)}`))];
    expect(strangerRows).toEqual(expect.arrayContaining(stranger));
    for (const id of strangerRows)
      expect(stranger.some((own) => id === own || id === `${own}-r1`)).toBe(true);
    expect(await listIds(`target=${CUIT}`)).toEqual(new Set([ids.get('eventanilla.changeStatus')]));
    expect((await listIds(`actor=${enc(STAFF)}`)).size).toBeGreaterThanOrEqual(ids.size);
    expect((await listIds(`actor=${enc('soporte@consola.test')}`)).size).toBe(0);
  });

  it(
    'keeps every failure message and stack trace encrypted, at every level of a history',
    async () => {
      const fixture = await Worker.create({
        connection: api.env.temporal.nativeConnection,
        namespace,
        taskQueue: 'failure-levels',
        workflowsPath: fileURLToPath(
          new URL('../../../test-support/src/failure-levels.workflows.ts', import.meta.url),
        ),
        dataConverter: consoleDataConverter(TEST_PAYLOAD_KEYS),
        activities: {
          async failWithPersonalData(email: string) {
            throw new Error(`No se pudo avisar a ${email}`, {
              cause: new Error(`El correo rechazó a ${email}`),
            });
          },
        } satisfies FailureLevelsActivities,
      });
      const client = api.env.temporal.client;
      await fixture.runUntil(async () => {
        const parent = await client.workflow.start('failsWithPersonalData', {
          taskQueue: 'failure-levels',
          workflowId: 'failure-levels-parent',
          args: [STRANGER],
        });
        // Read back through the codec, the texts are whole.
        await expect(parent.result()).rejects.toMatchObject({
          cause: { message: `La operación de ${STRANGER} falló` },
        });
        const stuck = await client.workflow.start('workflowTaskFailsWithPersonalData', {
          taskQueue: 'failure-levels',
          workflowId: 'failure-levels-task',
          args: [STRANGER],
        });
        for (let i = 0; i < 200; i++) {
          const history = await stuck.fetchHistory();
          if (history.events?.some((e) => e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED)) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await stuck.terminate('fin de la prueba');
      });

      const stored = await readStored();
      const fixtureHistories = [...stored.histories].filter(([key]) => key.startsWith('failure-levels-'));
      expect(fixtureHistories).toHaveLength(3);
      const failures = fixtureHistories.flatMap(([, history]) => failuresOf(history));
      expect([...new Set(failures.map((f) => f.event))].sort()).toEqual([
        'activity',
        'child',
        'workflow',
        'workflow task',
      ]);
      // Three levels at least: the workflow's failure, the child's, the activity's and its cause.
      expect(failures.length).toBeGreaterThan(8);
      expect(failures.filter((f) => f.depth >= 2).length).toBeGreaterThan(0);
      expectFailuresEncoded(failures);
      // Those not encoded are Temporal's own texts ('Activity task failed'), never the error's.
      expect(failures.filter((f) => f.encoded).length).toBeGreaterThan(4);
      const fixtureBytes = fixtureHistories.map(([, history]) => History.encode(history).finish());
      expectNothingPersonal(
        Buffer.concat(fixtureBytes).toString('utf8'),
        Buffer.concat(fixtureBytes.map((bytes) => withoutCiphertext(History, bytes))).toString('utf8'),
      );
    },
    scaled(180_000),
  );

  it(
    'finds and retries operations written before the pseudonyms, and their retry gets pseudonyms',
    async () => {
      // The console before this change: the same api with its index in clear.
      const inClear = { of: (value: string) => value, all: (value: string) => [value] };
      const before = createOperationsService({
        client: api.env.temporal.client,
        namespace,
        temporalUiUrl: 'http://localhost:8233',
        stepRetry: FAST_RETRY,
        platform: () => api.env.platform,
        sealer: {
          encryptPassword: (clear) => encryptPassword(clear, developmentIdentitySecrets.identityClientId),
        },
        elements: createBulkElements(api.env.consoleDb, testElementProtection),
        pseudonyms: inClear,
        idempotencyKeys: createIdempotencyKeys(api.env.consoleDb),
        pageTokens: createPageTokens(() => loadOrCreateSharedSecret(api.env.consoleDb, 'page-tokens')),
        followUps: createOperationFollowUps(api.env.consoleDb),
        record: {
          db: api.env.consoleDb,
          sealer: createValueSealer(api.env.temporal.client.options.loadedDataConverter.payloadCodecs),
        },
        // Not about approvals: the operation runs at once, as before approvals existed.
        approvals: false,
      });
      const verifier = createTokenVerifier({
        jwks: api.issuer.jwks,
        algorithms: ['RS256'],
        issuer: DEV_ISSUER,
      });
      const auth = await verifier.verifyToken(await api.tokenFor(STAFF));
      const old = await before.start({
        type: 'sessions.revoke',
        input: { email: CUSTOMER, loginAccountId: MISSING, uuidDeviceSession: 'antes' },
        auth,
        source: 'api',
      });
      expect(old.id).toContain(CUSTOMER);
      expect((await api.waitFor(old.id)).status).toBe('failed');

      expect(await listIds(`related=${enc(`email:${CUSTOMER}`)}`)).toContain(old.id);
      expect(await listIds(`target=${enc(CUSTOMER)}&status=failed`)).toContain(old.id);
      expect(await listIds(`actor=${enc(STAFF)}`)).toContain(old.id);

      const retry = await api.call(`/api/operations/${enc(old.id)}/retry`, { method: 'POST', json: {} });
      expect(retry.status, JSON.stringify(retry.body)).toBe(202);
      const retryId = retry.body!.id as string;
      // The retry's id continues the old one (so a second retry finds it); its index is pseudonymous.
      expect(retryId).toBe(`${old.id}-r1`);
      const view = await api.waitFor(retryId);
      expect(view).toMatchObject({ target: CUSTOMER, actor: STAFF, retryOf: old.id });
      const described = await api.env.temporal.client.workflowService.describeWorkflowExecution({
        namespace,
        execution: { workflowId: retryId },
      });
      const indexed = Object.fromEntries(
        Object.entries(described.workflowExecutionInfo?.searchAttributes?.indexedFields ?? {}).map(
          ([key, payload]) => [key, defaultPayloadConverter.fromPayload(payload as Payload)],
        ),
      );
      expect(indexed[SEARCH_ATTRIBUTES.target]).not.toBe(CUSTOMER);
      expect(indexed).toMatchObject({
        [SEARCH_ATTRIBUTES.target]: testPseudonyms.of(CUSTOMER),
        [SEARCH_ATTRIBUTES.actor]: testPseudonyms.of(STAFF),
        [SEARCH_ATTRIBUTES.related]: [`email:${testPseudonyms.of(CUSTOMER)}`],
      });
      expect(await listIds(`related=${enc(`email:${CUSTOMER}`)}`)).toContain(retryId);
    },
    scaled(120_000),
  );

  it("leaves none of them in the api's log of the whole run, filters by e-mail included", async () => {
    await expect.poll(() => apiLines.some((line) => line.includes('GET /api/operations 200'))).toBe(true);
    expect(apiLines.join('')).toContain('"related":"[redacted]"');
    expect(markersIn(apiLines.join(''), [...PERSONAL, ...PERSONAL.map(enc)])).toEqual([]);
  });
});
