// Operations recorded before the codec (plain payloads, by an api and a worker without it) still
// replay, read, list and retry once everything runs with the codec.
import { randomUUID } from 'node:crypto';
import {
  createBulkElements,
  createIdempotencyKeys,
  createOperationFollowUps,
  createRecordWriter,
} from '@cgi/console-store';
import { developmentIdentitySecrets, encryptPassword } from '@cgi/platform/client';
import { TASK_QUEUE } from '@cgi/workflows';
import { consoleDataConverter, ENCRYPTED_ENCODING } from '@cgi/workflows/codec';
import { Client } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createActivities } from '../../../worker/src/activities';
import { createOutcomeActivities } from '../../../worker/src/activities/outcomes';
import { TEST_PAYLOAD_KEYS, testElementProtection, testPseudonyms } from '@cgi/test-support/operations-env';
import { copyFromTemporal } from '../../../worker/src/record-copy';
import { workflowsPath } from '../../../worker/src/worker';
import { workflowInterceptorModules } from '../../../worker/src/workflow-bundle';
import { DEV_ISSUER } from '../auth/dev-idp/issuer';
import { createTokenVerifier } from '../auth/verifier';
import { loadOrCreateSharedSecret } from '../auth/shared-keys';
import { createPageTokens } from '../http/page-tokens';
import { createValueSealer } from '@cgi/workflows/codec';
import { createOperationsService } from '../operations/service';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY });
});

afterAll(async () => {
  await api?.stop();
});

const enc = encodeURIComponent;
/** The console before the codec wrote its index in clear too (before the pseudonyms). */
const inClear = { of: (value: string) => value, all: (value: string) => [value] };
const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';
const encodingOf = (payload: { metadata?: Record<string, Uint8Array> | null } | undefined) =>
  Buffer.from(payload?.metadata?.encoding ?? []).toString();

function addUserInput() {
  return {
    subscriberNumber: '100003',
    email: `antes.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Antes',
    lastName: 'Del Códec',
    userTypeCode: 'ORG-STAFF',
  };
}

it(
  'replays, reads, lists and retries operations whose histories are plain',
  async () => {
    // The console before the codec: a client and a worker without it, the same workflows.
    await api.env.stopWorker();
    const namespace = api.env.temporal.namespace ?? 'default';
    const plainClient = new Client({ connection: api.env.temporal.connection, namespace });
    const elements = createBulkElements(api.env.consoleDb, testElementProtection);
    const plainWorker = await Worker.create({
      connection: api.env.temporal.nativeConnection,
      namespace,
      taskQueue: TASK_QUEUE,
      workflowsPath,
      interceptors: { workflowModules: workflowInterceptorModules },
      activities: {
        ...createActivities({
          platform: api.env.platform,
          temporal: plainClient,
          elements,
          pseudonyms: inClear,
          followUps: createOperationFollowUps(api.env.consoleDb),
        }),
        ...createOutcomeActivities(undefined),
      },
    });
    const oldApi = createOperationsService({
      client: plainClient,
      namespace,
      temporalUiUrl: 'http://localhost:8233',
      stepRetry: FAST_RETRY,
      platform: () => api.env.platform,
      sealer: {
        encryptPassword: (clear) => encryptPassword(clear, developmentIdentitySecrets.identityClientId),
      },
      elements,
      pseudonyms: inClear,
      idempotencyKeys: createIdempotencyKeys(api.env.consoleDb),
      pageTokens: createPageTokens(() => loadOrCreateSharedSecret(api.env.consoleDb, 'page-tokens')),
      followUps: createOperationFollowUps(api.env.consoleDb),
      record: {
        db: api.env.consoleDb,
        sealer: createValueSealer(api.env.temporal.client.options.loadedDataConverter.payloadCodecs),
      },
    });
    const verifier = createTokenVerifier({
      jwks: api.issuer.jwks,
      algorithms: ['RS256'],
      issuer: DEV_ISSUER,
    });
    const auth = await verifier.verifyToken(await api.tokenFor('admin@consola.test'));
    const completedInput = addUserInput();
    const failedInput = addUserInput();

    const { completedId, failedId } = await plainWorker.runUntil(async () => {
      const completed = await oldApi.start({
        type: 'subscriber.addUser',
        input: completedInput,
        auth,
        source: 'api',
      });
      await plainClient.workflow.getHandle(completed.id).result();
      await api.injectFault(INVITE_PATH, 503, 100);
      const failed = await oldApi.start({
        type: 'subscriber.addUser',
        input: failedInput,
        auth,
        source: 'api',
      });
      await expect(plainClient.workflow.getHandle(failed.id).result()).rejects.toThrow();
      await api.clearFaults();
      return { completedId: completed.id, failedId: failed.id };
    });

    const history = await plainClient.workflow.getHandle(completedId).fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    expect(encodingOf(started?.input?.payloads?.[0])).toBe('json/plain');
    expect(encodingOf(started?.memo?.fields?.input ?? undefined)).toBe('json/plain');

    // The worker with the codec replays the plain history without a nondeterminism error.
    await Worker.runReplayHistory(
      {
        workflowsPath,
        interceptors: { workflowModules: workflowInterceptorModules },
        dataConverter: consoleDataConverter(TEST_PAYLOAD_KEYS),
      },
      history,
      completedId,
    );

    // From here on everything runs with the codec; the worker's first start copies what ran before
    // into the console's record (worker/src/record/first-copy.ts), as it does on an upgrade.
    await api.env.startWorker();
    await copyFromTemporal(
      api.env.temporal.client,
      createRecordWriter(
        api.env.consoleDb,
        createValueSealer(api.env.temporal.client.options.loadedDataConverter.payloadCodecs),
      ),
      testPseudonyms,
    );
    const completed = (await api.call(`/api/operations/${enc(completedId)}`)).body!;
    expect(completed).toMatchObject({ status: 'completed', input: completedInput });
    expect(completed.result.message).toBe('Usuario agregado con éxito.');
    const list = await api.call(`/api/operations?target=100003&status=failed`);
    expect((list.body!.items as Json[]).map((row) => row.id)).toContain(failedId);

    await api.resetCalls();
    const retried = await api.call(`/api/operations/${enc(failedId)}/retry`, { method: 'POST', json: {} });
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    const done = await api.waitFor(retried.body!.id as string);
    expect(done.status).toBe('completed');
    expect(done.input).toEqual(failedInput);
    const byKey = Object.fromEntries((done.steps as Json[]).map((step) => [step.key, step]));
    expect(byKey.linkOrganization).toMatchObject({ status: 'done', resumedFrom: failedId, attempts: 0 });
    expect(byKey.sendInvite).toMatchObject({ status: 'done', attempts: 1 });
    expect(await api.callsTo('/login-accounts/loginAccountCreate')).toBe(0);
    const users = await api.env.platform.subscribers.users('100003', 0, 1000);
    expect(users.filter((user) => user.login_account.email === failedInput.email)).toHaveLength(1);

    // The retry's own history is written with the codec.
    const retryHistory = await plainClient.workflow.getHandle(done.id as string).fetchHistory();
    const retryStart = retryHistory.events?.[0]?.workflowExecutionStartedEventAttributes;
    expect(encodingOf(retryStart?.input?.payloads?.[0])).toBe(ENCRYPTED_ENCODING);
  },
  scaled(180_000),
);
