import { z } from 'zod';
import { messages } from '../../messages';

export const operationUndoInput = z.object({
  operationId: z.string().trim().min(1, { error: messages.required }),
  /** The undone operation as staff read it ('Añadir un usuario al suscriptor · 100001'). */
  operationLabel: z.string().max(300).optional(),
});

export type OperationUndoInput = z.output<typeof operationUndoInput>;
