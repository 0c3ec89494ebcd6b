// 'Olvidar datos personales' end to end (issue 42): a person's operations run (one completes, one
// fails, one waits for its time), an administrator asks to forget them and another approves. While
// one of them has not ended the request itself is refused in Spanish, through the api and the CLI,
// before anyone is asked to approve (issue 43); one that starts after the request, before the
// approval, is refused by the workflow's first step; once they have ended, the erasure runs. Then the
// console's database (every table and column, and every sealed value opened with the keys), what
// Temporal still holds (every history decoded with the codec) and the api's and the worker's logs
// hold none of the person's values; the chain verifies; the lists count the same; another
// person's values are still there (the scan finds what it looks for).
import { WorkflowNotFoundError } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { forgetPersonMessages } from '@cgi/workflows';
import { consoleDataConverter, createValueSealer } from '@cgi/workflows/codec';
import { verifyChain } from '@cgi/console-store';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { consoleDatabaseText, markersIn, storedInClear } from '@cgi/test-support/clear-text-scan';
import { consolaAs } from '@cgi/test-support/consola-process';
import { TEST_PAYLOAD_KEYS } from '@cgi/test-support/operations-env';
import { scaled } from '@cgi/test-support/slowdown';
import { activityLogging } from '../../../worker/src/observability/activity-interceptor';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { watchLogLines } from '../logger';

const PERSON = 'zoelinda.quintanilla@olvido.test';
const FIRST = 'Zoelinda';
const LAST = 'Quintanilla';
const OTHER = 'brunilda.permanece@control.test';
const HER = [PERSON, FIRST, LAST] as const;
const SOMEONE_ELSE = [OTHER, 'Brunilda', 'Permanece'] as const;
/** Nothing of these may be found anywhere once she is forgotten. */
const MARKERS = [PERSON, FIRST, LAST];
const enc = encodeURIComponent;
const codecs = consoleDataConverter(TEST_PAYLOAD_KEYS).payloadCodecs ?? [];
const sealer = createValueSealer(codecs);

let api: ApiTestEnv;
let namespace: string;
/** A second administrator: the one who asks never approves their own request. */
let secondAdmin: string;
const apiLines: string[] = [];
const workerLines: string[] = [];
let stopWatching: () => void = () => undefined;

beforeAll(async () => {
  stopWatching = watchLogLines((line) => apiLines.push(line));
  const workerLogger = pino({ base: null }, { write: (line: string) => workerLines.push(line) });
  api = await startApiTestEnv({
    stepRetry: FAST_RETRY,
    approvals: true,
    logRequests: true,
    activityInterceptors: [activityLogging(workerLogger)],
  });
  namespace = api.env.temporal.namespace ?? 'default';
  secondAdmin = await api.issuer.tokenFor({
    ...findDevAccount('admin@consola.test')!,
    email: 'beatriz.admin@consola.test',
    firstName: 'Beatriz',
    lastName: 'Segunda',
    userId: 900_099,
  });
}, scaled(240_000));

afterAll(async () => {
  stopWatching();
  await api?.stop();
});

async function addUser(
  [email, firstName, lastName]: readonly [string, string, string],
  subscriberNumber: string,
  notBefore?: string,
) {
  const res = await api.call('/api/operations', {
    method: 'POST',
    as: 'soporte@consola.test',
    json: {
      type: 'subscriber.addUser',
      input: { subscriberNumber, email, firstName, lastName, userTypeCode: 'ORG-STAFF' },
      reason: `Pedido de ${firstName} ${lastName} <${email}>`,
      ...(notBefore ? { notBefore } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body as Json).id as string;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + scaled(ms);
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const recorded = (id: string) =>
  waitUntil(`${id} in the record`, async () => {
    const [row] = await api.env.consoleDb.query<{ ended_at: unknown }>(
      'select ended_at from operation_runs where operation_id = $1',
      [id],
    );
    return row?.ended_at ? true : undefined;
  });

const FORGET_HER = {
  type: 'record.forgetPerson',
  input: { email: PERSON.toUpperCase() },
  reason: 'Pedido de supresión del titular de los datos',
};
const askToForgetHer = (path = '/api/operations') =>
  api.call(path, { method: 'POST', as: 'admin@consola.test', json: FORGET_HER });

/** Asks to forget her, as the first administrator: it waits for another one. */
async function requestForgetting(): Promise<string> {
  const res = await askToForgetHer();
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = (res.body as Json).id as string;
  const waiting = await api.waitFor(id, (view) => view.status === 'awaitingApproval');
  expect(waiting.status).toBe('awaitingApproval');
  return id;
}

/** Another administrator approves the request (its requester may not); its end. */
async function approveForgetting(id: string): Promise<Json> {
  const own = await api.call(`/api/operations/${enc(id)}/approve`, { method: 'POST', json: {} });
  expect(own.status).toBeGreaterThanOrEqual(400);
  const approved = await api.call(`/api/operations/${enc(id)}/approve`, {
    method: 'POST',
    token: secondAdmin,
    json: {},
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const view = await api.waitFor(id);
  await recorded(id);
  return { ...view, id };
}

const forgetHer = async () => approveForgetting(await requestForgetting());

/** Withdraws one of her scheduled operations and waits until the record has its end. */
async function withdraw(id: string): Promise<void> {
  const cancel = await api.call(`/api/operations/${enc(id)}/cancel`, {
    method: 'POST',
    as: 'soporte@consola.test',
    json: {},
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBeLessThan(300);
  await api.waitFor(id);
  await recorded(id);
}

/** How many erasures were asked for: a refused request starts none. */
const erasuresAsked = async () =>
  (
    await api.env.consoleDb.query<{ n: number }>(
      "select count(*)::int as n from operation_runs where operation_type = 'record.forgetPerson'",
    )
  )[0]!.n;

/** Every sealed value of the console's database, opened with the keys, and its text. */
async function consoleDatabaseContents(): Promise<string> {
  const text = await consoleDatabaseText(api.env.consoleDb);
  const sealed = text.match(/sealed:[A-Za-z0-9+/=]+/g) ?? [];
  const opened = await Promise.all(sealed.map(async (value) => JSON.stringify(await sealer.open(value))));
  // bytea columns read as hex: the values' bytes in hex too.
  return [text, ...opened].join('\n');
}

const hexOf = (value: string) => Buffer.from(value, 'utf8').toString('hex');

/** Every payload of every history Temporal holds in the namespace, decoded with the codec. */
async function temporalContents(): Promise<{ ids: string[]; text: string }> {
  const stored = await storedInClear(api.env.temporal.client, namespace);
  const payloads: Payload[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    const candidate = value as { metadata?: Record<string, unknown>; data?: unknown };
    if (candidate.data instanceof Uint8Array && candidate.metadata && 'encoding' in candidate.metadata) {
      payloads.push(candidate as Payload);
      return;
    }
    for (const child of Object.values(value)) walk(child);
  };
  for (const history of stored.histories.values()) walk(history);
  const decoded: string[] = [];
  for (const payload of payloads) {
    let current = [payload];
    for (const codec of [...codecs].reverse()) current = await codec.decode(current);
    decoded.push(JSON.stringify(defaultPayloadConverter.fromPayload(current[0]!) ?? null));
  }
  return { ids: stored.ids, text: [stored.text, ...decoded].join('\n') };
}

const lower = (values: readonly string[]) => values.map((value) => value.toLowerCase());
const everywhereText = (text: string) => `${text}\n${text.toLowerCase()}`;
/** Her values, and their bytes in hex (a bytea column, or an element's key before its pseudonym). */
const findings = (text: string) =>
  markersIn(everywhereText(text), [...MARKERS, ...lower(MARKERS).map(hexOf), hexOf(PERSON)]);

/** What the lists answer: counts, ids and outcomes, by type, by her and by who acted. */
async function counts() {
  const ids = async (path: string) => {
    const res = await api.call(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ((res.body as Json).items as Json[]).map((item) => [item.id, item.type, item.status]);
  };
  const count = await api.call('/api/operations/count?type=subscriber.addUser');
  const panel = await api.call('/api/panel/operations/types');
  expect(panel.status, JSON.stringify(panel.body)).toBe(200);
  return {
    // The panel's figures of the type her operations were (its own erasures end in between).
    panel: ((panel.body as Json).types as Json[]).filter((figures) => figures.type === 'subscriber.addUser'),
    count: count.body,
    list: await ids('/api/operations?type=subscriber.addUser&pageSize=100&from=2020-01-01'),
    history: await ids(`/api/operations?related=${enc(`email:${PERSON}`)}&pageSize=100`),
    // Who acted stays, as a pseudonym: a filter by them still finds what they did.
    byActor: await ids(`/api/operations?actor=${enc('soporte@consola.test')}&pageSize=100`),
  };
}

it(
  'refuses while one of her operations has not ended, at the request and after approval, then forgets her everywhere',
  async () => {
    const completed = await addUser(HER, '100003');
    const failed = await addUser(HER, '999999');
    const others = await addUser(SOMEONE_ELSE, '100003');
    const later = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const scheduled = await addUser(HER, '100003', later);
    for (const id of [completed, failed, others]) {
      await api.waitFor(id);
      await recorded(id);
    }
    expect((await api.waitFor(scheduled, (view) => view.status === 'scheduled')).status).toBe('scheduled');

    // Before: the scans find her, so finding nothing afterwards means something.
    expect(findings(await consoleDatabaseContents())).toEqual(expect.arrayContaining([PERSON, FIRST]));
    expect(findings((await temporalContents()).text)).toEqual(expect.arrayContaining([PERSON, FIRST]));

    // One of hers waits for its time: the request itself is refused, saying why, through the api
    // (its start and its validation) and the CLI, before anyone is asked to approve it.
    const refusedStart = await askToForgetHer();
    expect(refusedStart.status, JSON.stringify(refusedStart.body)).toBe(409);
    expect(refusedStart.body).toMatchObject({
      code: 'PERSON_OPERATIONS_RUNNING',
      message: forgetPersonMessages.stillRunning(1),
    });
    const refusedCheck = await askToForgetHer('/api/operations/validate');
    expect(refusedCheck.status, JSON.stringify(refusedCheck.body)).toBe(409);
    expect(refusedCheck.body?.message).toBe(forgetPersonMessages.stillRunning(1));
    const cli = await consolaAs(
      api,
      'admin@consola.test',
      'start',
      'record.forgetPerson',
      '--set',
      `email=${PERSON}`,
      '--reason',
      FORGET_HER.reason,
    );
    expect(cli.code, cli.stdout).not.toBe(0);
    expect(cli.stderr).toContain(forgetPersonMessages.stillRunning(1));
    expect(await erasuresAsked()).toBe(0);
    expect(findings(await consoleDatabaseContents())).toContain(PERSON);

    // Withdrawn, it has ended: now it may be asked for. One of hers scheduled after the request,
    // before the approval, is refused by the workflow's first step, and nothing is erased.
    await withdraw(scheduled);
    const requested = await requestForgetting();
    const scheduledMeanwhile = await addUser(HER, '100003', later);
    await api.waitFor(scheduledMeanwhile, (view) => view.status === 'scheduled');
    const refused = await approveForgetting(requested);
    expect(refused.status).toBe('failed');
    expect(refused.error.message).toBe(forgetPersonMessages.stillRunning(1));
    expect(findings(await consoleDatabaseContents())).toContain(PERSON);

    // Withdrawn too: now she is forgotten.
    await withdraw(scheduledMeanwhile);
    const before = await counts();
    expect(before.history).toHaveLength(4);
    expect(before.byActor).toHaveLength(5);
    expect(before.panel).toHaveLength(1);

    const done = await forgetHer();
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    expect(done.result.message).toBe(forgetPersonMessages.done(4));
    expect(done.result.operations).toBe(4);
    const hers = [completed, failed, scheduled, scheduledMeanwhile];

    // Temporal deletes in the background: wait until none of hers is left.
    const temporal = await waitUntil('her executions deleted', async () => {
      // An execution listed and deleted before its history is read: read again.
      const contents = await temporalContents().catch((error: unknown) => {
        if ((error as { code?: number }).code === 5) return undefined;
        throw error;
      });
      return !contents || hers.some((id) => contents.ids.includes(id)) ? undefined : contents;
    });
    expect(temporal.ids).toContain(others);
    expect(temporal.ids).toContain(done.id);
    expect(findings(temporal.text)).toEqual([]);
    expect(markersIn(temporal.text, [OTHER])).toEqual([OTHER]);
    for (const id of hers) {
      await expect(api.env.temporal.client.workflow.getHandle(id).describe()).rejects.toBeInstanceOf(
        WorkflowNotFoundError,
      );
    }

    const database = await consoleDatabaseContents();
    expect(findings(database)).toEqual([]);
    expect(markersIn(database, [OTHER])).toEqual([OTHER]);
    expect(findings([...apiLines, ...workerLines].join('\n'))).toEqual([]);
    expect(workerLines.length).toBeGreaterThan(0);

    // The chain still verifies; the lists and her history count the same.
    const verdict = await verifyChain(api.env.consoleDb);
    expect(verdict.firstProblem).toBeNull();
    expect(verdict.ok).toBe(true);
    expect(await counts()).toEqual(before);
    // Her operations still open, from the record: type, outcome, who — not what.
    const detail = await api.call(`/api/operations/${enc(completed)}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body).toMatchObject({ type: 'subscriber.addUser', status: 'completed' });

    // The erasure is recorded, with counts and no value of hers.
    const [erased] = await api.env.consoleDb.query<{ facts: string; sealed: string | null }>(
      "select facts, sealed from operation_record where stage = 'erased' and operation_id = $1",
      [done.id],
    );
    expect(erased?.sealed).toBeNull();
    expect(JSON.parse(erased!.facts)).toMatchObject({ operations: 4, executionsDeleted: 4 });
  },
  scaled(600_000),
);
