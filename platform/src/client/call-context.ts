// What the caller of a platform request knows about the work it runs in, carried to every call
// without threading it through each client method: a signal that aborts the call when that
// work is cancelled or times out, a deadline the call's own timeout must stay below, and a key
// scope from which each write gets a stable Idempotency-Key (the worker sets it per activity).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

export interface CallContext {
  /** Aborts every call in flight (an activity cancelled, timed out, or its worker shutting down). */
  signal?: AbortSignal;
  /** Epoch ms by which the work must end: a call's timeout is cut to finish before it. */
  deadline?: number;
  /**
   * Identifies the effect the work is making, the same on every retry of it: each write sent
   * inside it carries `Idempotency-Key: sha256(scope, method, path, n)`, so a service that
   * received the first try answers a repeat with the first answer instead of acting twice.
   */
  keyScope?: string;
}

interface Store extends CallContext {
  sent: Map<string, number>;
}

const storage = new AsyncLocalStorage<Store>();

export function runWithCallContext<T>(context: CallContext, fn: () => Promise<T>): Promise<T> {
  return storage.run({ ...context, sent: new Map() }, fn);
}

/** Runs `fn` with the current context changed by `changes` (a narrower key scope, say). */
export function withCallContext<T>(changes: CallContext, fn: () => Promise<T>): Promise<T> {
  const current = storage.getStore();
  return storage.run({ ...current, ...changes, sent: new Map() }, fn);
}

export function currentCallContext(): CallContext | undefined {
  return storage.getStore();
}

/** The key of the next write to `method path` in the current context, or undefined outside one. */
export function nextIdempotencyKey(method: string, path: string): string | undefined {
  const store = storage.getStore();
  if (!store?.keyScope) return undefined;
  const slot = `${method} ${path}`;
  const n = (store.sent.get(slot) ?? 0) + 1;
  store.sent.set(slot, n);
  return createHash('sha256').update(`${store.keyScope}\n${slot}\n${n}`).digest('base64url');
}
