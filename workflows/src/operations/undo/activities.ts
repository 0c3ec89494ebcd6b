// The undo's review, implemented in worker/ with a Temporal client (it reads the operation it
// undoes). Declared here as a type so the workflow never imports side-effecting code.
import type { UndoPlan } from '../aftermath';
import type { UndoActor } from '../contract';

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
