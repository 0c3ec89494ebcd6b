import { describe, expect, it } from 'vitest';
import type { Operation } from './client';
import { inputFromSets } from './input-from-sets';
import { bulkRetryConfirmation, outcomeLine, progressLine } from './progress';

function createOperation(overrides: Partial<Operation> = {}): Operation {
  const step = (key: string, status: Operation['steps'][number]['status'], attempts = 1) => ({
    key,
    label: `Paso ${key}`,
    status,
    attempts,
    startedAt: null,
    finishedAt: null,
    attemptErrors: [],
  });
  return {
    id: 'subscriber.addUser/100001/ab12',
    type: 'subscriber.addUser',
    label: 'Añadir un usuario al suscriptor',
    name: 'Añadir un usuario al suscriptor 100001',
    status: 'running',
    life: {
      state: 'running',
      label: 'En curso',
      sentence: 'En curso: Paso c.',
      stepsDone: 2,
      stepsTotal: 4,
      actions: ['cancel'],
    },
    target: '100001',
    targetName: null,
    subject: null,
    retryNumber: 0,
    actor: 'soporte@consola.test',
    source: 'cli',
    reason: null,
    input: {},
    startedAt: '2026-11-21T12:00:00Z',
    finishedAt: null,
    // b: skipped by the run's own decision (it reached it: it has an end).
    steps: [
      step('a', 'done'),
      { ...step('b', 'skipped'), finishedAt: '2026-11-21T12:00:01Z' },
      step('c', 'running', 2),
      step('d', 'pending'),
    ],
    temporalUrl: 'http://localhost:8233/x',
    engineHistoryExpired: false,
    highRisk: false,
    retryOf: null,
    retriedBy: null,
    retryOfName: null,
    retriedByName: null,
    retryable: false,
    explanation: null,
    retryBlockedReason: null,
    undo: null,
    undoOf: null,
    undoOfName: null,
    undoneBy: null,
    undoneByName: null,
    undoSteps: null,
    ...overrides,
  };
}

describe('CLI progress', () => {
  it('draws done and skipped steps as progress, naming the running step and its attempt', () => {
    expect(progressLine(createOperation(), 8)).toBe('[████░░░░] 2/4  Paso c (intento 2)');
  });

  it('counts only the steps that ran: a rejected operation ran none of its steps', () => {
    const unrun = {
      status: 'skipped' as const,
      finishedAt: null,
      note: 'No se ejecutó: la operación fue rechazada',
    };
    const rejected = createOperation({ status: 'rejected' });
    rejected.steps = rejected.steps.map((one) => ({ ...one, ...unrun }));
    expect(progressLine(rejected, 8)).toBe('[░░░░░░░░] 0/4  rechazada');
  });

  it('ends with the result, or with where it failed and how to retry', () => {
    expect(
      outcomeLine(
        createOperation({ status: 'completed', result: { message: 'Usuario agregado con éxito.' } }),
      ),
    ).toBe('✔ subscriber.addUser/100001/ab12: Usuario agregado con éxito.');
    const failed = createOperation({
      status: 'failed',
      retryable: true,
      highRisk: true,
      error: { code: 'STEP_FAILED', message: 'Ocurrió un error. Intente nuevamente' },
      life: {
        state: 'failed',
        label: 'Falló',
        sentence:
          'Falló en «Paso c». Los pasos completados quedan aplicados; puede reintentarla desde el paso que falló.',
        stepsDone: 2,
        stepsTotal: 4,
        actions: ['retry'],
      },
    });
    failed.steps[2] = { ...failed.steps[2]!, status: 'failed', error: 'HTTP 503' };
    expect(outcomeLine(failed)).toBe(
      '✖ subscriber.addUser/100001/ab12 falló en «Paso c»: Ocurrió un error. Intente nuevamente (HTTP 503)\n' +
        '  Falló en «Paso c». Los pasos completados quedan aplicados; puede reintentarla desde el paso que falló.\n' +
        '  Para reintentar: consola retry subscriber.addUser/100001/ab12 --reason "<motivo>"',
    );
  });

  it('builds the input from --set flags, typed by the schema', () => {
    const schema = {
      properties: { maxUsers: { type: 'integer' }, ids: { type: 'array' }, name: { type: 'string' } },
    };
    expect(inputFromSets(['maxUsers=3', 'ids=a,b', 'name=007', 'extra.deep=x'], schema)).toEqual({
      maxUsers: 3,
      ids: ['a', 'b'],
      name: '007',
      extra: { deep: 'x' },
    });
    expect(() => inputFromSets(['sin-igual'], schema)).toThrow('--set espera clave=valor');
  });
});

describe('the bulk retry confirmation', () => {
  it('says what it would touch and what it would skip for want of approval', () => {
    expect(bulkRetryConfirmation({ count: 3, more: false, max: 200, unapproved: 0, undone: 0 })).toBe(
      'Se reintentarían 3 operaciones fallidas sin reintentar.\nRepita con --yes para confirmar.',
    );
    expect(
      bulkRetryConfirmation({ count: 200, more: true, max: 200, unapproved: 1, undone: 0 }).split('\n'),
    ).toEqual([
      'Hay más de 200 operaciones fallidas sin reintentar: se reintentarían las 200 más recientes.',
      '1 de ellas nunca fue aprobada y su tipo pide aprobación: se omitiría (reinténtela sola con `retry`).',
      'Repita con --yes para confirmar.',
    ]);
    expect(bulkRetryConfirmation({ count: 0, more: false, max: 200, unapproved: 0, undone: 0 })).toBe(
      'Se reintentarían 0 operaciones fallidas sin reintentar.',
    );
  });

  it('says what it would skip because it was undone', () => {
    expect(
      bulkRetryConfirmation({ count: 4, more: false, max: 200, unapproved: 1, undone: 2 }).split('\n'),
    ).toEqual([
      'Se reintentarían 4 operaciones fallidas sin reintentar.',
      '1 de ellas nunca fue aprobada y su tipo pide aprobación: se omitiría (reinténtela sola con `retry`).',
      '2 de ellas se deshicieron: se omitirían (para volver a hacerlas, inícielas de nuevo con `start`).',
      'Repita con --yes para confirmar.',
    ]);
    expect(bulkRetryConfirmation({ count: 1, more: false, max: 200, unapproved: 0, undone: 1 })).toContain(
      '1 de ellas se deshizo: se omitiría',
    );
  });
});
