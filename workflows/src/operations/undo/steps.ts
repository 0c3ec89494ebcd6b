// Type name, id and fixed step of 'Deshacer' (issue 28): an operation of its own that runs the
// inverses of another's completed steps. Its other steps are the plan's, known once reviewed.
import { messages } from '../../messages';

export const OPERATION_UNDO = 'operation.undo';

export const operationUndoSteps = [{ key: 'review', label: messages.undo.reviewStep }] as const;

/**
 * The undo of an operation: one per operation, so a double click, two engineers or a retried
 * request find the undo already started. Its retries are `<undo id>-r1`, `-r2`...
 */
export function undoIdFor(operationId: string): string {
  return `${OPERATION_UNDO}/${operationId}/u`;
}
