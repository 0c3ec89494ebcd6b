// The rule of what follows a failed operation (follow-ups.ts), on an in-memory store: a retry
// never continues a chain an undo holds, an undo never acts where a retry holds the operation,
// the first claim wins, and operations followed before claims were kept keep their outcome.
import { describe, expect, it } from 'vitest';
import {
  claimForRetry,
  claimForUndo,
  retryChainOf,
  undoHolding,
  undoStateOf,
  type FollowUp,
  type UndoState,
} from './follow-ups';
import { undoIdFor } from './activities';

/** A store double (unit test): claims in a map, undo states and existing runs as given. */
function world(undos: Record<string, UndoState> = {}, existing: string[] = []) {
  const claims = new Map<string, FollowUp>();
  return {
    claims,
    find: async (id: string) => claims.get(id),
    findAll: async (ids: readonly string[]) =>
      new Map(ids.flatMap((id) => (claims.has(id) ? [[id, claims.get(id)!] as const] : []))),
    claim: async (id: string, followUp: FollowUp) => {
      if (!claims.has(id)) claims.set(id, followUp);
      return claims.get(id)!;
    },
    undoState: async (undoId: string) => undos[undoId] ?? 'none',
    exists: async (id: string) => existing.includes(id),
  };
}

const X = 'subscriber.addUser/p1.abc/1a2b3c4d';
const U = undoIdFor(X);

describe('what follows a failed operation', () => {
  it('walks a retry chain from its first run', () => {
    expect(retryChainOf(X)).toEqual([X]);
    expect(retryChainOf(`${X}-r3`)).toEqual([X, `${X}-r1`, `${X}-r2`, `${X}-r3`]);
    expect(retryChainOf(`${U}-r1`)).toEqual([U, `${U}-r1`]);
  });

  it("reads an undo's state from its review", () => {
    const review = (status: 'pending' | 'running' | 'done' | 'failed') => ({
      steps: [{ key: 'review', label: 'r', status, attempts: 0 }],
    });
    expect(undoStateOf(null)).toBe('none');
    expect(undoStateOf({ running: true, progress: undefined })).toBe('reviewing');
    expect(undoStateOf({ running: true, progress: review('running') })).toBe('reviewing');
    expect(undoStateOf({ running: true, progress: review('done') })).toBe('undone');
    expect(undoStateOf({ running: false, progress: review('done') })).toBe('undone');
    expect(undoStateOf({ running: false, progress: review('failed') })).toBe('refused');
    expect(undoStateOf({ running: true, progress: review('failed') })).toBe('refused');
    // Cancelled or terminated before its review: it did nothing.
    expect(undoStateOf({ running: false, progress: review('pending') })).toBe('refused');
  });

  it('refuses a retry of an undone operation, and of any run continuing one', async () => {
    const store = world();
    await store.claim(X, { kind: 'undo', id: U });
    expect(await undoHolding(X, store)).toBe(U);
    expect(await claimForRetry(X, `${X}-r1`, store)).toBe(U);
    // A retry that lost the race exists and failed; retrying it continues X, which was undone.
    expect(await undoHolding(`${X}-r1`, store)).toBe(U);
    expect(await claimForRetry(`${X}-r1`, `${X}-r2`, store)).toBe(U);
    expect(store.claims.has(`${X}-r1`)).toBe(false);
  });

  it('lets the first claim win between a retry and an undo, in either order', async () => {
    const retryFirst = world({ [U]: 'reviewing' }, [`${X}-r1`]);
    expect(await claimForRetry(X, `${X}-r1`, retryFirst)).toBeNull();
    expect(await claimForUndo(X, U, retryFirst)).toBe(`${X}-r1`);

    const undoFirst = world({ [U]: 'reviewing' }, [`${X}-r1`]);
    // The undo reviews first: the retry exists already (started, not yet at its first step),
    // so it holds the operation and the undo defers, as it always did.
    expect(await claimForUndo(X, U, undoFirst)).toBe(`${X}-r1`);
    expect(await claimForRetry(X, `${X}-r1`, undoFirst)).toBeNull();

    const onlyUndo = world({ [U]: 'reviewing' });
    expect(await claimForUndo(X, U, onlyUndo)).toBeNull();
    expect(await claimForRetry(X, `${X}-r1`, onlyUndo)).toBe(U);
  });

  it('keeps what was decided before claims were kept', async () => {
    // Undone then: its undo passed its review, so it holds X; a new retry is refused and
    // claims X for that undo.
    const undone = world({ [U]: 'undone' });
    expect(await undoHolding(X, undone)).toBe(U);
    expect(await claimForRetry(X, `${X}-r1`, undone)).toBe(U);
    expect(undone.claims.get(X)).toEqual({ kind: 'undo', id: U });
    // An undo refused at its review (nothing to undo) did nothing: X may be retried.
    const refused = world({ [U]: 'refused' });
    expect(await undoHolding(X, refused)).toBeNull();
    expect(await claimForRetry(X, `${X}-r1`, refused)).toBeNull();
    // Retried then: an undo of X defers to that retry.
    const retried = world({}, [`${X}-r1`]);
    expect(await claimForUndo(X, U, retried)).toBe(`${X}-r1`);
  });

  it('lets an undo retry itself (its own retry holds what it claimed)', async () => {
    const store = world();
    expect(await claimForUndo(X, U, store)).toBeNull();
    expect(await claimForUndo(X, `${U}-r1`, store)).toBeNull();
  });
});
