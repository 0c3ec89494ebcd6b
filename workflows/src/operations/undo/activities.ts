// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).
import { messages } from '../../messages';
import type { UndoPlan } from '../aftermath';
import type { UndoActor } from '../contract';

// Type name, id and fixed step of 'Deshacer' (issue 28): an operation of its own that runs the
// inverses of another's completed steps. Its other steps are the plan's, known once reviewed.
export const OPERATION_UNDO = 'operation.undo';

export const operationUndoSteps = [{ key: 'review', label: messages.undo.reviewStep }] as const;

/**
 * The undo of an operation: one per operation, so a double click, two engineers or a retried
 * request find the undo already started. Its retries are `<undo id>-r1`, `-r2`...
 */
export function undoIdFor(operationId: string): string {
  return `${OPERATION_UNDO}/${operationId}/u`;
}

// The undo's review, implemented in worker/ with a Temporal client (it reads the operation it
// undoes). Declared here as a type so the workflow never imports side-effecting code.
export interface UndoActivities {
  /**
   * The gate (the undone type's retry roles, with the roles of whoever asked), whether the
   * operation may be undone (failed or cancelled, not retried), and its inverses, newest first.
   * A refusal is a business failure with its Spanish text.
   */
  planUndo(args: {
    operationId: string;
    roles: readonly string[];
    /** Who undoes it, written where the platform records a writer (absent in older runs). */
    actor?: UndoActor;
  }): Promise<UndoPlan & { type: string }>;
}
