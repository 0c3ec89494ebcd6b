// Reads a request body sent as it is (a file), up to a limit. Past the limit it stops reading:
// a declared Content-Length over it is refused before a byte is read, and a longer stream is
// left unread, with the connection closed once the answer is sent, so a client cannot make the
// api read (or buffer) more than the limit.
import type { Request, Response } from 'express';

export type RawBody = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

/** Time the client gets to read the refusal before the connection is cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * After a refused body: the connection closes instead of reading what is left of it. The answer
 * goes first (Node ends the socket after a `connection: close` answer); the rest of the body
 * stays unread in the paused socket, which is destroyed shortly after.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.setHeader('connection', 'close');
  res.once('finish', () => setTimeout(() => req.socket.destroy(), CLOSE_GRACE_MS).unref());
}

export async function readRawBody(req: Request, res: Response, maxBytes: number): Promise<RawBody> {
  const declared = Number(req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    closeAfterAnswer(req, res);
    return { ok: false, tooLarge: true };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop must not destroy the request: that would close the socket before the answer.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.pause();
      closeAfterAnswer(req, res);
      return { ok: false, tooLarge: true };
    }
    chunks.push(chunk);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
