// The embedded database's turns: a connection that closes while it waits for its turn must not
// keep the turn once it gets it, or every other connection waits for ever (seen as benchmarks
// and tests whose first query through the gate never answered, the database idle).
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { expect, it } from 'vitest';
import { BackendTurns, relayInTurns } from './backend-turns';

/** Enough of a socket for the relay: what is written to it, and its events. */
class FakeSocket extends EventEmitter {
  readonly written: Buffer[] = [];
  write(chunk: Buffer): boolean {
    this.written.push(chunk);
    return true;
  }
  destroy(): void {
    this.emit('close');
  }
}

const socket = () => new FakeSocket() as FakeSocket & Socket;
/** A start-up message (no type byte: its length first) and the backend's ReadyForQuery, idle. */
const startup = Buffer.from([0, 0, 0, 8, 0, 3, 0, 0]);
const readyIdle = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('gives the turn on when a connection that waited for it has closed meanwhile', async () => {
  const turns = new BackendTurns();
  const first = { client: socket(), inner: socket() };
  relayInTurns(first.client, first.inner, turns, startup);
  await settle();
  expect(first.inner.written).toHaveLength(1);

  // The second waits behind the first, and its client goes away while it waits.
  const second = { client: socket(), inner: socket() };
  relayInTurns(second.client, second.inner, turns, startup);
  await settle();
  second.client.emit('close');

  // The first's request is answered: the backend is free again.
  first.inner.emit('data', readyIdle);
  await settle();
  await settle();

  const third = { client: socket(), inner: socket() };
  relayInTurns(third.client, third.inner, turns, startup);
  await settle();
  await settle();
  expect(second.inner.written).toHaveLength(0);
  expect(third.inner.written).toHaveLength(1);
});
