// Page tokens sealed whole: every one-character change of a real token is refused with the
// Spanish 400, and so is a token of another list; another replica's instance on the same
// store opens what this one sealed.
import { randomBytes } from 'node:crypto';
import { openConsoleDb, type Db } from '@cgi/console-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSharedSecret } from '../auth/shared-keys';
import { apiMessages, HttpError } from './errors';
import { createPageTokens } from './page-tokens';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** What a hand-edited URL may put in a token besides base64url. */
const OTHERS = ['.', '=', '+', '/', '~', ' ', 'é'];

let db: Db;

beforeAll(async () => {
  db = await openConsoleDb({});
});

afterAll(async () => {
  await db?.close();
});

/** What opening `token` answers: the cursor, or the refusal's status and field text. */
async function opened(tokens: ReturnType<typeof createPageTokens>, scope: string, token: string) {
  try {
    return { cursor: Buffer.from(await tokens.open(scope, token)).toString('hex') };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, field: error.fields?.pageToken };
  }
}

describe('page tokens', () => {
  it('refuses every one-character change of a token, and a token of another list', async () => {
    const tokens = createPageTokens(() => loadOrCreateSharedSecret(db, 'page-tokens'));
    const refused = { status: 400, field: apiMessages.invalidPageToken };
    // Cursors of the lengths a list gives (the record's is about a hundred bytes): the shortest
    // and the longest token, each changed in every character.
    for (const size of [1, 40, 101]) {
      const cursor = randomBytes(size);
      const token = (await tokens.seal('lista-a', cursor))!;
      expect(await opened(tokens, 'lista-a', token)).toEqual({ cursor: cursor.toString('hex') });
      expect(await opened(tokens, 'lista-b', token)).toEqual(refused);
      // Tens of thousands of changes: the answers that were not the refusal are gathered and
      // asserted once (an expect per change took most of this file's 18 s).
      let changes = 0;
      const accepted: string[] = [];
      for (let at = 0; at < token.length; at++) {
        for (const char of [...ALPHABET, ...OTHERS]) {
          if (char === token[at]) continue;
          const changed = token.slice(0, at) + char + token.slice(at + 1);
          const answer = await opened(tokens, 'lista-a', changed);
          if (answer.status !== refused.status || answer.field !== refused.field)
            accepted.push(`${changed} (position ${at}): ${JSON.stringify(answer)}`);
          changes++;
        }
      }
      expect(accepted).toEqual([]);
      expect(changes).toBe(token.length * (ALPHABET.length - 1 + OTHERS.length));
      // Shorter or longer by one character, too.
      expect(await opened(tokens, 'lista-a', token.slice(0, -1))).toEqual(refused);
      expect(await opened(tokens, 'lista-a', `${token}A`)).toEqual(refused);
    }
  }, 120_000);

  it('keeps the cursor and the list out of sight, and has no page after the last', async () => {
    const tokens = createPageTokens(() => loadOrCreateSharedSecret(db, 'page-tokens'));
    const cursor = Buffer.from('{"CloseTime":"2026-01-01","RunID":"x"}');
    const token = (await tokens.seal('ana@example.com', cursor))!;
    const readable = token
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    expect(readable).not.toContain('CloseTime');
    expect(readable).not.toContain('ana@example.com');
    expect(await tokens.seal('x', null)).toBeNull();
    expect(await tokens.seal('x', new Uint8Array(0))).toBeNull();
    expect((await tokens.open('x', undefined)).length).toBe(0);
  });

  it('opens on another replica what one sealed (one key in the shared store)', async () => {
    const replicas = Array.from({ length: 4 }, () =>
      createPageTokens(() => loadOrCreateSharedSecret(db, 'page-tokens')),
    );
    // Replicas starting together: one key wins and all of them use it.
    const sealed = await Promise.all(replicas.map((replica, i) => replica.seal('lista', Buffer.from([i]))));
    for (const [i, token] of sealed.entries()) {
      for (const replica of replicas) {
        expect(Buffer.from(await replica.open('lista', token!))).toEqual(Buffer.from([i]));
      }
    }
    const keys = await db.query<{ n: number }>(
      "select count(*)::int as n from signing_keys where purpose = 'page-tokens'",
    );
    expect(keys[0]!.n).toBe(1);
  });
});
