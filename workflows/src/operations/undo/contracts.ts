// 'Deshacer una operación' (issue 28). Started only through POST /api/operations/{id}/undo (or
// `consola undo`), which gates it with the undone type's retry roles; the worker's review gates
// it again with the same rule, so no other door can run inverses nobody was allowed to run.
// High risk: it cancels, unlinks and unassigns, so it records a reason.
import { z } from 'zod';
import { messages } from '../../messages';
import { defineOperation, OPERATIONS_SUPPORT_ROLES } from '../contract';
import { OPERATION_UNDO, operationUndoSteps } from './activities';

export const operationUndoInput = z.object({
  operationId: z.string().trim().min(1, { error: messages.required }),
  /** The undone operation as staff read it ('Añadir un usuario al suscriptor · 100001'). */
  operationLabel: z.string().max(300).optional(),
});

export type OperationUndoInput = z.output<typeof operationUndoInput>;

export const undoContracts = [
  defineOperation({
    type: OPERATION_UNDO,
    sample: () => ({
      operationId: 'subscriber.addUser/100001/4c1f0a2e',
      operationLabel: 'Añadir un usuario al suscriptor · 100001',
    }),
    workflowType: 'operationUndo',
    label: messages.undo.label,
    input: operationUndoInput,
    inputFields: { operationLabel: 'Operación que deshace' },
    resultFields: { undone: 'Pasos deshechos' },
    steps: operationUndoSteps,
    // Nobody starts it as a type of its own; retried and cancelled by support engineers.
    access: { start: [], retry: OPERATIONS_SUPPORT_ROLES, cancel: OPERATIONS_SUPPORT_ROLES },
    highRisk: true,
    target: (input) => input.operationLabel ?? input.operationId,
  }),
];
