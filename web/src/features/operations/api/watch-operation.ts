// Follows an operation until it reaches a terminal status: first through its SSE stream
// (read with fetch so the bearer header goes along), then, if the stream fails or ends
// early, by polling GET /api/operations/{id} every second.
import { isApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { createSseParser } from './sse';

export const POLL_INTERVAL_MS = 1000;
/** Consecutive failed polls tolerated before giving up (transient network trouble). */
export const MAX_POLL_FAILURES = 10;

/** Ended: run to its end, or ended at its approval (rejected, expired) before any step. */
const ENDED: ReadonlySet<Operation['status']> = new Set([
  'completed',
  'failed',
  'cancelled',
  'rejected',
  'expired',
]);

export function isTerminal(operation: Pick<Operation, 'status'>): boolean {
  return ENDED.has(operation.status);
}

export type WatchDeps = {
  openStream: (id: string, signal: AbortSignal) => Promise<Response>;
  fetchOperation: (id: string, signal: AbortSignal) => Promise<Operation>;
  pollIntervalMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Reads the stream; resolves with the terminal operation, or null when the stream gave out. */
async function followStream(
  id: string,
  onUpdate: (operation: Operation) => void,
  signal: AbortSignal,
  deps: WatchDeps,
): Promise<Operation | null> {
  let response: Response;
  try {
    response = await deps.openStream(id, signal);
  } catch {
    return null;
  }
  if (!response.ok || !response.body) return null;

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let terminal: Operation | null = null;
  const parser = createSseParser((message) => {
    if (message.event !== 'operation' || terminal) return;
    try {
      const operation = JSON.parse(message.data) as Operation;
      onUpdate(operation);
      if (isTerminal(operation)) terminal = operation;
    } catch {
      // A malformed frame is skipped; polling covers anything missed.
    }
  });
  try {
    while (!terminal && !signal.aborted) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Dropped connection: fall back to polling.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return terminal;
}

async function poll(
  id: string,
  onUpdate: (operation: Operation) => void,
  signal: AbortSignal,
  deps: WatchDeps,
): Promise<Operation | undefined> {
  const sleep = deps.sleep ?? defaultSleep;
  const interval = deps.pollIntervalMs ?? POLL_INTERVAL_MS;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const operation = await deps.fetchOperation(id, signal);
      failures = 0;
      onUpdate(operation);
      if (isTerminal(operation)) return operation;
    } catch (error) {
      if (signal.aborted) return undefined;
      // Session and not-found answers will not improve by asking again.
      if (isApiError(error) && error.status >= 400 && error.status < 500) throw error;
      failures += 1;
      if (failures >= MAX_POLL_FAILURES) throw error;
    }
    await sleep(interval, signal);
  }
  return undefined;
}

/**
 * Resolves with the terminal operation (undefined if aborted first); every intermediate
 * state goes to onUpdate. Rejects only when polling cannot reach the API.
 */
export async function watchOperation(
  id: string,
  onUpdate: (operation: Operation) => void,
  signal: AbortSignal,
  deps: WatchDeps,
): Promise<Operation | undefined> {
  const streamed = await followStream(id, onUpdate, signal, deps);
  if (streamed) return streamed;
  if (signal.aborted) return undefined;
  return poll(id, onUpdate, signal, deps);
}
