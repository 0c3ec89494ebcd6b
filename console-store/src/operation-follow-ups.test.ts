// An operation's follow-up claimed once over the embedded console database's socket, as the
// worker claims it: of many retries and undos claiming at once, exactly one holds it and every
// one of them reads that one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from './db';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';
import { createOperationFollowUps } from './operation-follow-ups';

let server: EmbeddedConsoleDb;
let db: Db;

beforeAll(async () => {
  server = await startEmbeddedConsoleDb({ port: 0 });
  db = await openConsoleDb({ url: server.url });
});
afterAll(async () => {
  await db.close();
  await server.close();
});

describe('operation follow-ups', () => {
  it('gives an operation to exactly one of 40 retries and undos claiming it at once', async () => {
    const followUps = createOperationFollowUps(db);
    const id = 'subscriber.addUser/p1.abc/1234abcd';
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        followUps.claim(
          id,
          n % 2 ? { kind: 'retry', id: `${id}-r1` } : { kind: 'undo', id: `operation.undo/${id}/u` },
        ),
      ),
    );
    const holder = claims[0]!;
    expect(claims.every((claim) => claim.kind === holder.kind && claim.id === holder.id)).toBe(true);
    expect(await followUps.find(id)).toEqual(holder);
    // A later claim of the other kind reads the holder, and changes nothing.
    const other = holder.kind === 'retry' ? 'undo' : 'retry';
    expect(await followUps.claim(id, { kind: other, id: 'x' })).toEqual(holder);
    expect(await followUps.find(id)).toEqual(holder);
  });

  it('reads many claims at once, and none for an operation nobody followed', async () => {
    const followUps = createOperationFollowUps(db);
    await followUps.claim('a', { kind: 'retry', id: 'a-r1' });
    await followUps.claim('b', { kind: 'undo', id: 'operation.undo/b/u' });
    const found = await followUps.findAll(['a', 'b', 'c']);
    expect([...found.entries()].sort()).toEqual([
      ['a', { kind: 'retry', id: 'a-r1' }],
      ['b', { kind: 'undo', id: 'operation.undo/b/u' }],
    ]);
    expect(await followUps.find('c')).toBeUndefined();
    expect(await followUps.findAll([])).toEqual(new Map());
  });
});
