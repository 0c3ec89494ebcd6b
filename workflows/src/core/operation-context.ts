// Who started an operation and from where; recorded with every operation.
export type OperationSource = 'ui' | 'api' | 'cli';

export interface OperationActor {
  email: string;
  userId?: number | null;
  /** Service account name when the caller is an automation token. */
  serviceAccount?: string | null;
}

export interface OperationEnvelope<TInput> {
  input: TInput;
  actor: OperationActor;
  source: OperationSource;
  reason?: string | null;
}
