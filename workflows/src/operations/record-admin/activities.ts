// What the workflow of 'Olvidar datos personales' runs, plain data and types the workflow sandbox
// may import: its type, its steps and the activities they call (implemented in worker/src/record).
// The workflow never holds the person's values: the api turns them into their pseudonyms before
// it starts (see contracts.ts), so nothing of them reaches Temporal's history.

export const RECORD_FORGET_PERSON = 'record.forgetPerson';

/** The refusal's code while one of the person's operations has not ended (api and worker alike). */
export const PERSON_OPERATIONS_RUNNING = 'PERSON_OPERATIONS_RUNNING';

export const recordForgetPersonSteps = [
  { key: 'find', label: 'Buscar las operaciones de la persona' },
  { key: 'erase', label: 'Borrar sus datos del registro de la consola' },
  { key: 'deleteEngine', label: 'Eliminar del motor (Temporal) sus ejecuciones terminadas' },
  { key: 'record', label: 'Registrar el olvido' },
] as const;

/** The person as the workflow receives them: pseudonyms under every key, never the values. */
export interface ForgetPersonKeys {
  /** `email:<pseudonym>`: how the record's related keys name their e-mail. */
  subjects: string[];
  /** Their values as a target is indexed. */
  targets: string[];
  /** Their values as a bulk element's key is stored. */
  elementKeys: string[];
}

export interface ForgottenOperations {
  /** The person's operations the record holds (their ids name pseudonyms, never values). */
  operationIds: string[];
}

export interface ErasedValues {
  entries: number;
  runs: number;
  elements: number;
  idempotencyKeys: number;
  legacyOutcomes: number;
}

export interface DeletedExecutions {
  /** Executions deleted from Temporal now (those already gone count as nothing). */
  deleted: number;
}

export interface ForgetPersonActivities {
  /**
   * The person's operations in the record (their own erasures aside). Refuses, as a business
   * rejection, while one of them has not ended: its values are still in flight.
   */
  findPersonOperations(args: { keys: ForgetPersonKeys; erasureId: string }): Promise<ForgottenOperations>;
  /** Empties their sealed values in the console's database (idempotent). */
  erasePersonValues(args: { operationIds: string[]; keys: ForgetPersonKeys }): Promise<ErasedValues>;
  /** Deletes from Temporal every ended execution of these operations (idempotent). */
  deleteEndedExecutions(args: { operationIds: string[] }): Promise<DeletedExecutions>;
  /** Appends the erasure to the record: counts and ids, nothing of the person. */
  recordErasure(args: {
    erasureId: string;
    operationIds: string[];
    erased: ErasedValues;
    deleted: number;
  }): Promise<{ recorded: boolean }>;
}
