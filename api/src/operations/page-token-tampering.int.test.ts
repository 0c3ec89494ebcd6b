// The paged lists over real HTTP (issue 40, finding 6): a page token changed in any one
// character answers the Spanish 400, never a 500 from Temporal reading a mangled cursor; a
// token of another filter or another list is refused; another replica opens the tokens this
// one issued. The lists that page with tokens: the operations and the approvals record (the
// exports and the bulk retry's review walk the same two internally).
import { createBulkElements, createIdempotencyKeys, createOperationFollowUps } from '@cgi/console-store';
import { developmentIdentitySecrets, encryptPassword } from '@cgi/platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testElementProtection, testPseudonyms } from '@cgi/test-support/operations-env';
import { loadOrCreateSharedSecret } from '../auth/shared-keys';
import { apiMessages } from '../http/errors';
import { createPageTokens } from '../http/page-tokens';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startDeactivation } from '@cgi/test-support/operation-starts';
import { listOperationsQuery } from './schemas';
import { createValueSealer } from '@cgi/workflows/codec';
import { createOperationsService } from './service';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const enc = encodeURIComponent;

let api: ApiTestEnv;
const requester = 'soporte@consola.test';

beforeAll(async () => {
  // Approvals on: the approvals record lists the operations that waited for one, and these
  // wait (nobody approves them), so nothing runs.
  api = await startApiTestEnv({ approvals: true });
  for (let i = 0; i < 3; i++) {
    const { id } = await startDeactivation(api, { reason: 'Prueba de páginas', as: requester });
    await api.waitFor(id, (view) => view.approval?.state === 'pending');
  }
}, 240_000);

afterAll(async () => {
  await api?.stop();
});

/** The routes that page with a token, each with a filter that has a second page. */
const LISTS = {
  operations: `/api/operations?actor=${enc(requester)}&pageSize=1`,
  approvals: `/api/approvals/record?requester=${enc(requester)}&pageSize=1`,
} as const;

/** A token for the second page of `list`, once visibility lists all three requests. */
async function secondPageToken(list: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const all = await api.call(list.replace('pageSize=1', 'pageSize=10'));
    if ((all.body?.items as Json[] | undefined)?.length === 3) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const first = await api.call(list);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  // The record says its total with each page (issue 43): the three requests, one on this page.
  if (list.startsWith('/api/approvals/')) expect(first.body!.total).toBe(3);
  const token = first.body!.nextPageToken as string | null;
  expect(token).toEqual(expect.any(String));
  return token!;
}

/** Each position changed once to a base64url letter and once by its lowest bit (an encoder's
 * unused bits in the last character of a part). */
function oneCharacterChanges(token: string): string[] {
  const changes: string[] = [];
  for (let at = 0; at < token.length; at++) {
    const index = ALPHABET.indexOf(token[at]!);
    const candidates = new Set([ALPHABET[(index + 1 + (at % 63)) % 64]!, ALPHABET[index ^ 1]!]);
    if (index < 0) candidates.add('A');
    for (const char of candidates) {
      if (char !== token[at]) changes.push(token.slice(0, at) + char + token.slice(at + 1));
    }
  }
  return changes;
}

describe.each(Object.entries(LISTS))('the %s list', (_name, list) => {
  it('answers 400 in Spanish to every one-character change of a real token, never 500', async () => {
    const token = await secondPageToken(list);
    const second = await api.call(`${list}&pageToken=${enc(token)}`);
    expect(second.status).toBe(200);
    expect(second.body!.items).toHaveLength(1);

    const changes = oneCharacterChanges(token);
    expect(changes.length).toBeGreaterThanOrEqual(token.length);
    const statuses = new Map<number, number>();
    for (let i = 0; i < changes.length; i += 16) {
      const answers = await Promise.all(
        changes.slice(i, i + 16).map((changed) => api.call(`${list}&pageToken=${enc(changed)}`)),
      );
      for (const [j, answer] of answers.entries()) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${changes[i + j]}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'VALIDATION',
          fields: { pageToken: apiMessages.invalidPageToken },
        });
      }
    }
    expect([...statuses]).toEqual([[400, changes.length]]);
  }, 180_000);

  it('refuses a token of another filter', async () => {
    const token = await secondPageToken(list);
    const other = list.includes('/api/operations?')
      ? `/api/operations?actor=${enc('admin@consola.test')}&pageSize=1`
      : `/api/approvals/record?decision=pending&pageSize=1`;
    const refused = await api.call(`${other}&pageToken=${enc(token)}`);
    expect(refused.status).toBe(400);
    expect(refused.body!.fields).toEqual({ pageToken: apiMessages.invalidPageToken });
  });
});

it('refuses a token of one list on the other, even with the same filter', async () => {
  const token = await secondPageToken(LISTS.approvals);
  const refused = await api.call(`/api/operations?pageSize=1&pageToken=${enc(token)}`);
  expect(refused.status).toBe(400);
});

it('opens on another replica (its own instance, the same console store) a token this api issued', async () => {
  const token = await secondPageToken(LISTS.operations);
  const replica = createOperationsService({
    client: api.env.temporal.client,
    namespace: api.env.temporal.namespace ?? 'default',
    temporalUiUrl: 'http://localhost:8233',
    platform: () => api.env.platform,
    sealer: {
      encryptPassword: (clear) => encryptPassword(clear, developmentIdentitySecrets.identityClientId),
    },
    elements: createBulkElements(api.env.consoleDb, testElementProtection),
    pseudonyms: testPseudonyms,
    idempotencyKeys: createIdempotencyKeys(api.env.consoleDb),
    pageTokens: createPageTokens(() => loadOrCreateSharedSecret(api.env.consoleDb, 'page-tokens')),
    followUps: createOperationFollowUps(api.env.consoleDb),
    record: {
      db: api.env.consoleDb,
      sealer: createValueSealer(api.env.temporal.client.options.loadedDataConverter.payloadCodecs),
    },
  });
  const { pageSize, pageToken, ...filter } = listOperationsQuery.parse({
    actor: requester,
    pageSize: '1',
    pageToken: token,
  });
  const page = await replica.list(filter, { pageSize, pageToken });
  expect(page.items).toHaveLength(1);
  const here = await api.call(`${LISTS.operations}&pageToken=${enc(token)}`);
  expect(page.items[0]!.id).toBe(here.body!.items[0].id);
});
