// Nothing readable at any level, however an operation ends (issue 40): a rejection (its approver
// and reason), a withdrawal, an expiry, a cancellation while scheduled and while running, and a
// failure after retries run out. Every failure of those runs is encoded, the workflow's own
// included, and then everything Temporal answers, the raw bytes of its SQLite file, every row of
// the console's database and the api's log lines of the run are searched for the markers the
// operations started with. The console still reads them whole: the detail, 'Qué pasó', the
// decisions, and the failure through Temporal's client with the codec.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBulkElements, createIdempotencyKeys, createOperationFollowUps } from '@cgi/console-store';
import { developmentIdentitySecrets, encryptPassword } from '@cgi/platform/client';
import { WorkflowFailedError } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testElementProtection, testPseudonyms } from '@cgi/test-support/operations-env';
import { DEV_ISSUER } from '../auth/dev-idp/issuer';
import { createTokenVerifier } from '../auth/verifier';
import { payloadsFromJson, payloadsToJson, type PayloadsJson } from '../codec/proto-json';
import { watchLogLines } from '../logger';
import {
  consoleDatabaseText,
  expectFailuresEncoded,
  expectNothingPersonal,
  failuresOf,
  markersIn,
  setStreamDestinationAs,
  STREAM_TEST_HOST,
  sqliteFileText,
  storedInClear,
} from '@cgi/test-support/clear-text-scan';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { createValueSealer } from '@cgi/workflows/codec';
import { createOperationsService } from './service';
import { createPageTokens } from '../http/page-tokens';
import { loadOrCreateSharedSecret } from '../auth/shared-keys';
import { scaled } from '@cgi/test-support/slowdown';

/** Seeded: a password set for it completes once approved. */
const CUSTOMER = 'activo@demo.com.ar';
const STRANGER = 'zoe.quintanilla@privado.test';
const FIRST = 'Zoelinda';
const LAST = 'Quintanilla';
const PASSWORD = 'ClaveSecreta9xQ';
const REQUESTER = 'admin@consola.test';
const APPROVER = 'soporte@consola.test';
const REASON = `Pedido de ${FIRST} ${LAST} (${STRANGER})`;
const REJECTION = `El titular ${FIRST} ${LAST} (${STRANGER}) no lo pidió`;
/** Nothing of these may be readable where the console stores or writes anything in clear. */
const MARKERS = [CUSTOMER, STRANGER, FIRST, LAST, PASSWORD, REQUESTER, APPROVER];
const MISSING = 999_999;
const enc = encodeURIComponent;

let api: ApiTestEnv;
let dataDir: string;
let temporalDb: string;
let namespace: string;
const logLines: string[] = [];
let stopWatching: () => void = () => undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clear-text-endings-'));
  temporalDb = join(dataDir, 'temporal.db');
  stopWatching = watchLogLines((line) => logLines.push(line));
  api = await startApiTestEnv({
    stepRetry: FAST_RETRY,
    approvals: true,
    temporalDbFile: temporalDb,
    logRequests: true,
    webhooks: { allowedHosts: STREAM_TEST_HOST },
  });
  namespace = api.env.temporal.namespace ?? 'default';
});

afterAll(async () => {
  stopWatching();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(type: string, input: Json, extra: Json = {}): Promise<Json> {
  const started = await api.call('/api/operations', {
    method: 'POST',
    as: REQUESTER,
    json: { type, input, reason: REASON, ...extra },
  });
  expect(started.status, `${type}: ${JSON.stringify(started.body)}`).toBe(202);
  return started.body!;
}

const addUser = (email: string) => ({
  subscriberNumber: '100003',
  email,
  firstName: FIRST,
  lastName: LAST,
  userTypeCode: 'ORG-STAFF',
});

/** A service as the api's, whose approval requests lapse after a second. */
function lapsingService() {
  return createOperationsService({
    client: api.env.temporal.client,
    namespace,
    temporalUiUrl: 'http://localhost:8233',
    stepRetry: FAST_RETRY,
    platform: () => api.env.platform,
    sealer: {
      encryptPassword: (clear) => encryptPassword(clear, developmentIdentitySecrets.identityClientId),
    },
    elements: createBulkElements(api.env.consoleDb, testElementProtection),
    pageTokens: createPageTokens(() => loadOrCreateSharedSecret(api.env.consoleDb, 'page-tokens')),
    followUps: createOperationFollowUps(api.env.consoleDb),
    record: {
      db: api.env.consoleDb,
      sealer: createValueSealer(api.env.temporal.client.options.loadedDataConverter.payloadCodecs),
    },
    pseudonyms: testPseudonyms,
    idempotencyKeys: createIdempotencyKeys(api.env.consoleDb),
    approvals: true,
    approvalExpiryMs: 1_000,
  });
}

describe('every ending of an operation, as Temporal, the console and its log keep it', () => {
  const endings = new Map<string, Json>();

  it(
    'rejects, withdraws, lets expire, cancels and fails operations, and reads each back whole',
    async () => {
      // Rejected by a second person, with a reason full of personal data.
      const rejected = await start('identity.setPassword', { email: CUSTOMER, password: PASSWORD });
      expect(rejected.status).toBe('awaitingApproval');
      const rejection = await api.call(`/api/operations/${enc(rejected.id as string)}/reject`, {
        method: 'POST',
        as: APPROVER,
        json: { reason: REJECTION },
      });
      expect(rejection).toMatchObject({ status: 200, body: { state: 'rejected' } });
      endings.set('rejected', await api.waitFor(rejected.id as string, (v) => v.status === 'rejected'));

      // Withdrawn by its requester while it waited.
      const withdrawn = await start('sessions.revokeAll', { email: CUSTOMER, loginAccountId: MISSING });
      const cancel = (id: string) =>
        api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST', as: REQUESTER });
      expect((await cancel(withdrawn.id as string)).status).toBe(202);
      endings.set('withdrawn', await api.waitFor(withdrawn.id as string));

      // Nobody answered in time.
      const verifier = createTokenVerifier({
        jwks: api.issuer.jwks,
        algorithms: ['RS256'],
        issuer: DEV_ISSUER,
      });
      const expiring = await lapsingService().start({
        type: 'sessions.revoke',
        input: { email: CUSTOMER, loginAccountId: MISSING, uuidDeviceSession: 'no-existe' },
        reason: REASON,
        auth: await verifier.verifyToken(await api.tokenFor(REQUESTER)),
        source: 'api',
      });
      endings.set('expired', await api.waitFor(expiring.id, (v) => v.status === 'expired', 60_000));

      // Cancelled while scheduled for later, and while its first step waits on a slow service.
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await start('subscriber.addUser', addUser(`programada.${STRANGER}`), {
        notBefore: later,
      });
      expect(scheduled.status).toBe('scheduled');
      expect((await cancel(scheduled.id as string)).status).toBe(202);
      endings.set('cancelled while scheduled', await api.waitFor(scheduled.id as string));
      await api.injectDelay('/login-accounts/loginAccountCreate', 8_000, 1);
      const running = await start('subscriber.addUser', addUser(STRANGER));
      await api.waitFor(running.id as string, (v) =>
        (v.steps as Json[]).some((s) => s.key === 'createLoginAccount' && s.status === 'running'),
      );
      expect((await cancel(running.id as string)).status).toBe(202);
      endings.set('cancelled while running', await api.waitFor(running.id as string));

      // Failed after its retries ran out.
      await api.injectFault('/login-accounts/loginAccountCreate', 503, 10);
      const failing = await start('subscriber.addUser', addUser(`fallida.${STRANGER}`));
      endings.set('failed', await api.waitFor(failing.id as string));
      await api.clearFaults();

      expect(Object.fromEntries([...endings].map(([name, view]) => [name, view.status]))).toEqual({
        rejected: 'rejected',
        withdrawn: 'cancelled',
        expired: 'expired',
        'cancelled while scheduled': 'cancelled',
        'cancelled while running': 'cancelled',
        failed: 'failed',
      });

      // The console reads the approver and the reason back from what the codec protects.
      const detail = endings.get('rejected')!;
      expect(detail).toMatchObject({
        target: CUSTOMER,
        actor: REQUESTER,
        error: { code: 'APPROVAL_REJECTED', message: `Rechazada por ${APPROVER}: ${REJECTION}` },
        approval: {
          state: 'rejected',
          decisions: [{ by: APPROVER, decision: 'rejected', reason: REJECTION }],
        },
      });
      expect(endings.get('withdrawn')).toMatchObject({ approval: { state: 'withdrawn' } });
      // 'Qué pasó' of the failure, read back whole from what the codec protects: the step it stopped at, and why.
      expect((endings.get('failed')!.explanation as { text: string }).text).toMatch(
        /no se creó la cuenta de acceso porque el servicio de cuentas de acceso/,
      );
      // And so does Temporal's client, whose converter decodes the workflow's encoded failure.
      const failure = await api.env.temporal.client.workflow
        .getHandle(rejected.id as string)
        .result()
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect((failure as WorkflowFailedError).cause?.message).toBe(`Rechazada por ${APPROVER}: ${REJECTION}`);
      // And so does the Temporal UI, which sends the failure's encoded attributes to the codec server.
      const { events } = await api.env.temporal.client.workflow
        .getHandle(rejected.id as string)
        .fetchHistory();
      const ended = events!.find((event) => event.workflowExecutionFailedEventAttributes)!;
      const attributes = ended.workflowExecutionFailedEventAttributes!.failure!.encodedAttributes!;
      const decoded = await api.call('/codec/decode', {
        method: 'POST',
        as: APPROVER,
        json: payloadsToJson([attributes as Payload]),
      });
      expect(decoded.status).toBe(200);
      const [payload] = payloadsFromJson(decoded.body as PayloadsJson);
      expect(defaultPayloadConverter.fromPayload(payload!)).toMatchObject({
        message: `Rechazada por ${APPROVER}: ${REJECTION}`,
      });
    },
    scaled(300_000),
  );

  it('leaves every failure encoded and no marker in Temporal, its SQLite file, the console database or the log', async () => {
    expect(endings.size).toBe(6);
    const stored = await storedInClear(api.env.temporal.client, namespace);
    for (const view of endings.values()) expect(stored.ids).toContain(view.id);

    const failures = [...stored.histories.values()].flatMap((history) => failuresOf(history));
    // The rejection, the expiry and the failure end their workflows with a failure of their own.
    expect(failures.filter((f) => f.event === 'workflow' && f.depth === 0).length).toBeGreaterThanOrEqual(3);
    expect(failures.filter((f) => f.event === 'activity').length).toBeGreaterThan(0);
    expectFailuresEncoded(failures);
    expectNothingPersonal(stored.text, stored.outsideCiphertext, MARKERS);

    // The file Temporal keeps its data in: read, and without a marker.
    const sqlite = await sqliteFileText(temporalDb);
    expect(sqlite).toContain(endings.get('rejected')!.id as string);
    expect(sqlite).toContain(testPseudonyms.of(CUSTOMER));
    expect(markersIn(sqlite, MARKERS)).toEqual([]);

    // Every row of the console's own database: the outcomes of these runs are there, and where
    // the record's stream goes (set by the requester, with a secret of its own).
    await setStreamDestinationAs(api, REQUESTER, `${PASSWORD}-envio`);
    const consoleRows = await consoleDatabaseText(api.env.consoleDb);
    expect(consoleRows).toContain(endings.get('rejected')!.id as string);
    expect(consoleRows).toContain(`http://${STREAM_TEST_HOST}/auditoria`);
    expect(markersIn(consoleRows, MARKERS)).toEqual([]);

    // The api's log of the run: a line per request, none with a marker.
    const log = logLines.join('');
    expect(log).toContain('/api/operations/:id/reject');
    expect(markersIn(log, MARKERS)).toEqual([]);
  });
});
