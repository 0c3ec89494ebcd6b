import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { isTerminal, watchOperation, type WatchDeps } from './watch-operation';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../../testing/operation-detail';

function createOperation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 'subscriber.addUser/1001/ab12',
    type: 'subscriber.addUser',
    label: 'Añadir un usuario al suscriptor',
    name: 'Añadir un usuario al suscriptor 1001',
    status: 'running',
    life: {
      state: 'running',
      label: 'En curso',
      sentence: 'En curso.',
      stepsDone: 0,
      stepsTotal: 0,
      actions: [],
    },
    target: '1001',
    targetName: null,
    subject: null,
    retryNumber: 0,
    actor: 'ana@example.com',
    source: 'ui',
    reason: null,
    input: {},
    startedAt: '2025-01-01T10:00:00Z',
    finishedAt: null,
    steps: [
      {
        key: 'checkCapacity',
        label: 'Verificar la capacidad del suscriptor',
        status: 'running',
        attempts: 1,
        startedAt: null,
        finishedAt: null,
        attemptErrors: [],
      },
    ],
    temporalUrl: 'http://localhost:8233/namespaces/default/workflows/subscriber.addUser%2F1001%2Fab12',
    ...DETAIL_WITHOUT_FOLLOW_UPS,
    ...overrides,
  };
}

function frame(operation: Operation): string {
  return `event: operation\ndata: ${JSON.stringify(operation)}\n\n`;
}

function streamResponse(chunks: string[], options: { failAfter?: boolean } = {}): Response {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(encoder.encode(next));
      else if (options.failAfter) controller.error(new Error('connection reset'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const noSleep = () => Promise.resolve();

function deps(overrides: Partial<WatchDeps>): WatchDeps & { polls: number } {
  const state = { polls: 0 };
  return Object.assign(state, {
    openStream: () => Promise.reject(new Error('no stream')),
    fetchOperation: () => Promise.reject(new Error('no poll')),
    sleep: noSleep,
    ...overrides,
  });
}

describe('watchOperation', () => {
  it('follows the stream to the terminal state, frame split or not', async () => {
    const running = createOperation();
    const done = createOperation({ status: 'completed', result: { message: 'Usuario agregado con éxito.' } });
    const text = frame(running) + frame(done);
    const updates: Operation[] = [];
    const d = deps({
      openStream: () =>
        Promise.resolve(streamResponse([text.slice(0, 17), text.slice(17, 300), text.slice(300)])),
    });
    const result = await watchOperation(
      running.id,
      (op) => updates.push(op),
      new AbortController().signal,
      d,
    );
    expect(result?.status).toBe('completed');
    expect(updates.map((op) => op.status)).toEqual(['running', 'completed']);
  });

  it('ignores other events and malformed frames', async () => {
    const done = createOperation({
      status: 'failed',
      error: { code: 'X', message: 'Ocurrió un error. Intente nuevamente' },
    });
    const d = deps({
      openStream: () =>
        Promise.resolve(
          streamResponse([
            ': ping\n\nevent: other\ndata: {}\n\nevent: operation\ndata: {bad\n\n',
            frame(done),
          ]),
        ),
    });
    const updates: Operation[] = [];
    const result = await watchOperation(done.id, (op) => updates.push(op), new AbortController().signal, d);
    expect(result?.error?.message).toBe('Ocurrió un error. Intente nuevamente');
    expect(updates).toHaveLength(1);
  });

  it('polls when the stream cannot be opened', async () => {
    const sequence = [createOperation(), createOperation(), createOperation({ status: 'completed' })];
    let polls = 0;
    const d = deps({
      openStream: () => Promise.resolve(new Response('nope', { status: 502 })),
      fetchOperation: () => Promise.resolve(sequence[Math.min(polls++, sequence.length - 1)] as Operation),
    });
    const result = await watchOperation('x', () => undefined, new AbortController().signal, d);
    expect(result?.status).toBe('completed');
    expect(polls).toBe(3);
  });

  it('polls when the stream drops before a terminal status', async () => {
    const updates: string[] = [];
    const d = deps({
      openStream: () => Promise.resolve(streamResponse([frame(createOperation())], { failAfter: true })),
      fetchOperation: () => Promise.resolve(createOperation({ status: 'cancelled' })),
    });
    const result = await watchOperation(
      'x',
      (op) => updates.push(op.status),
      new AbortController().signal,
      d,
    );
    expect(result?.status).toBe('cancelled');
    expect(updates).toEqual(['running', 'cancelled']);
  });

  it('polls when the stream ends cleanly without a terminal status', async () => {
    const d = deps({
      openStream: () => Promise.resolve(streamResponse([frame(createOperation())])),
      fetchOperation: () => Promise.resolve(createOperation({ status: 'completed' })),
    });
    expect((await watchOperation('x', () => undefined, new AbortController().signal, d))?.status).toBe(
      'completed',
    );
  });

  it('keeps polling through transient failures, waiting between polls', async () => {
    let calls = 0;
    const waits: number[] = [];
    const d = deps({
      fetchOperation: () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(new ApiError(503, undefined, 'x'))
          : Promise.resolve(createOperation({ status: 'completed' }));
      },
      pollIntervalMs: 1000,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect((await watchOperation('x', () => undefined, new AbortController().signal, d))?.status).toBe(
      'completed',
    );
    expect(waits).toEqual([1000, 1000]);
  });

  it('gives up on a 4xx answer while polling', async () => {
    const d = deps({
      fetchOperation: () => Promise.reject(new ApiError(401, { code: 'UNAUTHORIZED', message: 'x' }, 'x')),
    });
    await expect(watchOperation('x', () => undefined, new AbortController().signal, d)).rejects.toMatchObject(
      {
        status: 401,
      },
    );
  });

  it('stops quietly when aborted', async () => {
    const controller = new AbortController();
    const d = deps({
      fetchOperation: () => {
        controller.abort();
        return Promise.resolve(createOperation());
      },
    });
    expect(await watchOperation('x', () => undefined, controller.signal, d)).toBeUndefined();
  });
});

describe('isTerminal', () => {
  it('ends at a rejection or an expiry of the approval, and not while it waits', () => {
    for (const status of ['completed', 'failed', 'cancelled', 'rejected', 'expired'] as const)
      expect(isTerminal({ status }), status).toBe(true);
    for (const status of ['running', 'awaitingApproval', 'scheduled'] as const)
      expect(isTerminal({ status }), status).toBe(false);
  });
});
