// Following an operation to its end (its SSE stream, else polling) and the exit code its end
// gives: shared by start, watch, retry, undo, cancel, approve and bulk-retry.
import { unwrap, type Operation } from './client';
import type { Context } from './context';
import { outcomeLine, progressLine } from './progress';
import { readSse } from './sse';

// A run waiting for approval stops the follow too: it needs another person, not more waiting;
// so does one waiting for its time (it may be days away).
const TERMINAL = new Set([
  'completed',
  'failed',
  'cancelled',
  'rejected',
  'expired',
  'awaitingApproval',
  'scheduled',
]);
export const ENDED = new Set(['completed', 'failed', 'cancelled', 'rejected', 'expired']);
/** 0 completed, 3 waiting (for another person's approval, or for its time), 1 otherwise. */
const exitCodeOf = (operation: Operation) =>
  operation.status === 'completed'
    ? 0
    : operation.status === 'awaitingApproval' || operation.status === 'scheduled'
      ? 3
      : 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows an operation to its end: its SSE stream, or polling if the stream is cut. */
export async function follow(
  ctx: Context,
  id: string,
  first?: Operation,
  stopAt: ReadonlySet<string> = TERMINAL,
): Promise<Operation> {
  const tty = Boolean(ctx.io.stdout.isTTY) && !ctx.json;
  let lastShown = '';
  const show = (operation: Operation) => {
    if (ctx.json) return;
    const line = progressLine(operation);
    if (line === lastShown) return;
    lastShown = line;
    ctx.io.stdout.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
  };
  let latest = first;
  if (latest) show(latest);
  const api = await ctx.api();
  if (!latest || !stopAt.has(latest.status)) {
    try {
      const token = await ctx.api.token();
      const response = await fetch(`${ctx.url}/api/operations/${encodeURIComponent(id)}/events`, {
        headers: {
          accept: 'text/event-stream',
          'x-consola-source': 'cli',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      if (response.ok && response.body) {
        for await (const message of readSse(response.body)) {
          if (message.event !== 'operation') continue;
          latest = JSON.parse(message.data) as Operation;
          show(latest);
          if (stopAt.has(latest.status)) break;
        }
      }
    } catch {
      // The stream dropped: polling below picks up from here.
    }
  }
  while (!latest || !stopAt.has(latest.status)) {
    await sleep(1000);
    latest = await unwrap(api.GET('/api/operations/{id}', { params: { path: { id } } }), ctx.url);
    show(latest);
  }
  if (tty) ctx.io.stdout.write('\n');
  return latest;
}

export function finish(ctx: Context, operation: Operation): number {
  if (ctx.json) ctx.print(JSON.stringify(operation, null, 2));
  else ctx.print(outcomeLine(operation));
  return exitCodeOf(operation);
}
