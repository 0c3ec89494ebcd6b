import { describe, expect, it } from 'vitest';
import type { Operation, OperationStep, OperationTypeInfo } from '../../shared/api/types';
import { inputFields, outcomeOf, resultView, stepViewOf } from './present';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../testing/operation-detail';

function step(overrides: Partial<OperationStep> = {}): OperationStep {
  return {
    key: 'restore',
    label: 'Restaurar',
    status: 'done',
    attempts: 1,
    startedAt: null,
    finishedAt: null,
    attemptErrors: [],
    ...overrides,
  };
}

function operation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 'subscriber.addUser/100001/x7k2p9',
    type: 'subscriber.addUser',
    label: 'Añadir un usuario al suscriptor',
    name: 'Añadir un usuario al suscriptor 1001',
    status: 'completed',
    life: {
      state: 'completed',
      label: 'Completada',
      sentence: 'Completada: se hicieron todos los cambios.',
      stepsDone: 0,
      stepsTotal: 0,
      actions: [],
    },
    target: '100001',
    targetName: null,
    subject: null,
    retryNumber: 0,
    actor: 'soporte@consola.test',
    source: 'ui',
    reason: null,
    input: {},
    startedAt: '2026-11-21T12:00:00.000Z',
    finishedAt: '2026-11-21T12:00:02.000Z',
    steps: [],
    temporalUrl: '',
    ...DETAIL_WITHOUT_FOLLOW_UPS,
    ...overrides,
  };
}

const addUser = {
  type: 'subscriber.addUser',
  inputFields: [
    { name: 'subscriberNumber', label: 'Número de suscriptor' },
    { name: 'email', label: 'Email' },
    { name: 'password', label: 'Contraseña' },
  ],
  resultFields: [{ name: 'accountCreated', label: 'Cuenta creada' }],
  secretFields: ['password'],
} as unknown as OperationTypeInfo;

describe('the operation detail in business terms', () => {
  it("labels the input with the contract's Spanish names and leaves secrets out", () => {
    const fields = inputFields(
      operation({ input: { email: 'a@b.c', subscriberNumber: '100001', password: '***' } }),
      addUser,
    );
    expect(fields.map((f) => f.label)).toEqual(['Número de suscriptor', 'Email']);
    expect(fields.map((f) => (f.kind === 'text' ? f.text : ''))).toEqual(['100001', 'a@b.c']);
  });

  it("names the operation an undo undoes, never its raw id under 'operationId'", () => {
    const undoType = {
      type: 'operation.undo',
      inputFields: [{ name: 'operationLabel', label: 'Operación que deshace' }],
      resultFields: [],
      secretFields: [],
    } as unknown as OperationTypeInfo;
    const fields = inputFields(
      operation({
        type: 'operation.undo',
        input: {
          operationId: 'subscriber.addUser/100001/x7k2p9',
          operationLabel: 'Añadir un usuario · 100001',
        },
        undoOfName: 'Añadir un usuario al suscriptor 100001',
      }),
      undoType,
    );
    expect(fields).toEqual([
      {
        key: 'operationId',
        label: 'Operación que deshace',
        kind: 'text',
        text: 'Añadir un usuario al suscriptor 100001',
      },
    ]);
  });

  it('summarises a large input instead of dumping it, and pages its items', () => {
    const rows = Array.from({ length: 15_000 }, (_, i) => ({
      cuit: `2000000${String(i).padStart(4, '0')}`,
      row: i + 2,
    }));
    const [field] = inputFields(operation({ input: { rows } }), {
      ...addUser,
      inputFields: [{ name: 'rows', label: 'Filas' }],
    } as OperationTypeInfo);
    expect(field).toMatchObject({ label: 'Filas', kind: 'list', count: 15_000 });
    expect(field!.kind === 'list' && field!.summary).toBe(`${(15_000).toLocaleString('es-AR')} elementos`);
    expect(field!.kind === 'list' && field!.items[0]).toBe('CUIT: 20000000000 · Fila: 2');
    expect(JSON.stringify(field)).not.toContain('{"cuit"');
  });

  it('gives the result as a sentence and labelled fields, never `accountCreated true`', () => {
    const view = resultView(
      operation({ result: { message: 'Usuario agregado con éxito.', accountCreated: true } }),
      addUser,
    );
    expect(view.sentence).toBe('Usuario agregado con éxito.');
    expect(view.fields).toEqual([
      { key: 'accountCreated', label: 'Cuenta creada', kind: 'text', text: 'Sí' },
    ]);
  });

  it("does not call a bulk whose every element failed a green 'Completada'", () => {
    const allFailed = operation({
      steps: [step({ counts: { total: 250, pending: 0, done: 0, skipped: 0, failed: 250 } })],
    });
    expect(outcomeOf(allFailed)).toMatchObject({ tone: 'red', succeeded: false });
    expect(outcomeOf(allFailed).label).not.toBe('Completada');
    expect(stepViewOf(allFailed.steps[0]!, allFailed)).toBe('failed');
    const some = operation({
      steps: [step({ counts: { total: 250, pending: 0, done: 200, skipped: 0, failed: 50 } })],
    });
    expect(outcomeOf(some)).toMatchObject({ tone: 'amber', succeeded: true });
    expect(outcomeOf(operation())).toMatchObject({ tone: 'green', label: 'Completada' });
  });

  it("marks the steps a failure or a cancel left unrun, not 'Pendiente'", () => {
    const pending = step({ status: 'pending' });
    expect(stepViewOf(pending, { status: 'failed' })).toBe('notRun');
    expect(stepViewOf(pending, { status: 'cancelled' })).toBe('notRun');
    expect(stepViewOf(pending, { status: 'running' })).toBe('pending');
  });
});
