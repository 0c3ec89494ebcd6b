// PGlite has one backend session; pglite-socket multiplexes many connections onto it one
// protocol message at a time, keeping a connection's messages together only inside an explicit
// transaction. A query with parameters is several messages (Parse, Bind, Describe, Execute, Sync),
// so two connections' queries could interleave: one's Bind then names the other's unnamed
// statement ("unnamed prepared statement does not exist", or worse, runs the wrong one). Here each
// connection's requests pass whole, up to the backend's ReadyForQuery, one connection at a time,
// and a connection in a transaction keeps its turn until the transaction ends: the backend is
// shared the way a PostgreSQL server serves one session per connection. Hand-written: neither
// pglite-socket nor pg-gateway offers it; the protocol framing is PostgreSQL's (type byte, then
// a 32-bit length that counts itself).
import type { Socket } from 'node:net';

/** Frontend messages that end a request: Sync ends an extended query, Query is a simple one. */
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
/** The backend's ReadyForQuery, whose one byte says where the session stands. */
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;

/** Whose turn it is on the one backend; a waiting connection is woken when it is free. */
export class BackendTurns {
  private owner: object | null = null;
  private readonly waiting: (() => void)[] = [];

  async take(connection: object): Promise<void> {
    while (this.owner !== null && this.owner !== connection) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.owner = connection;
  }

  give(connection: object): void {
    if (this.owner !== connection) return;
    this.owner = null;
    this.waiting.shift()?.();
  }
}

/** Splits a byte stream into whole messages (each with its type byte: after the start-up). */
class MessageReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Buffer[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const messages: Buffer[] = [];
    while (this.buffer.length >= 5) {
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      messages.push(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
    }
    return messages;
  }
}

/**
 * Joins a client to its inner connection, taking the backend's turn for each request: `startup`
 * (already written by the caller's choice of bytes) is the first request, answered by the
 * backend's first ReadyForQuery.
 */
export function relayInTurns(client: Socket, inner: Socket, turns: BackendTurns, startup: Buffer): void {
  const connection = {};
  const requests: Buffer[][] = [];
  const fromClient = new MessageReader();
  const fromInner = new MessageReader();
  let pending: Buffer[] = [];
  let answered: (() => void) | null = null;
  let closed = false;
  let draining = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    answered?.();
    turns.give(connection);
    client.destroy();
    inner.destroy();
  };

  /** Sends each request whole in its turn, and waits for the backend to be ready again. */
  const drain = async () => {
    if (draining) return;
    draining = true;
    try {
      while (requests.length > 0 && !closed) {
        const request = requests.shift()!;
        await turns.take(connection);
        // Closed while it waited: its turn goes on to the next, or it would be held for ever.
        if (closed) return turns.give(connection);
        const ready = new Promise<void>((resolve) => (answered = resolve));
        inner.write(Buffer.concat(request));
        const last = request.at(-1)!;
        if (last[0] === TERMINATE) return finish();
        await ready;
      }
    } finally {
      draining = false;
    }
  };

  requests.push([startup]);
  void drain();

  client.on('data', (chunk: Buffer) => {
    for (const message of fromClient.push(chunk)) {
      pending.push(message);
      if (message[0] === SYNC || message[0] === QUERY || message[0] === TERMINATE) {
        requests.push(pending);
        pending = [];
      }
    }
    void drain();
  });
  inner.on('data', (chunk: Buffer) => {
    client.write(chunk);
    for (const message of fromInner.push(chunk)) {
      if (message[0] !== READY_FOR_QUERY) continue;
      // Idle: the next connection's turn; in (or failed in) a transaction: still this one's.
      if (message[5] === IDLE) turns.give(connection);
      const resolve = answered;
      answered = null;
      resolve?.();
    }
  });
  inner.on('error', finish);
  client.on('error', finish);
  inner.on('close', finish);
  client.on('close', finish);
}
