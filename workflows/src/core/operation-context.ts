// Who started an operation and from where; recorded with every operation.
import type { ApprovalRequest } from './approval';

export type OperationSource = 'ui' | 'api' | 'cli';

export interface OperationActor {
  email: string;
  userId?: number | null;
  /** Service account name when the caller is an automation token. */
  serviceAccount?: string | null;
  /**
   * For a service account: every person who owns or owned it (e-mails, lower case), so the
   * workflow's own approval check knows who stands behind a request (issue 40).
   */
  owners?: string[];
  /** The caller's roles when it started the run: each element of a bulk retry is gated with them. */
  roles?: string[];
}

export interface StepRetryPolicy {
  maxAttempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
}

/**
 * What every operation workflow receives. A retry carries `resumeFrom` instead of `input`:
 * the workflow loads the input and the completed steps of that earlier run itself (see
 * core/resume.ts), so the api and the bulk retry start retries the same way.
 */
export interface OperationEnvelope<TInput> {
  input?: TInput;
  actor: OperationActor;
  source: OperationSource;
  reason?: string | null;
  /** Id of the failed or cancelled operation this run continues. */
  resumeFrom?: string | null;
  /** Overrides the step retry policy (operators lower it for tests and demos). */
  retry?: StepRetryPolicy | null;
  /** Overrides the elements per chunk of a bulk operation (tests make many chunks of few elements). */
  bulkChunkSize?: number | null;
  /** Set when the run must be approved before its first step (see core/approval-wait.ts). */
  approval?: ApprovalRequest | null;
  /** Set when the run waits for a later time before its first step, ISO UTC (see core/schedule-wait.ts). */
  notBefore?: string | null;
}

/** Name recorded as the one who started an operation: the service account, else the e-mail. */
export function actorName(actor: OperationActor): string {
  return actor.serviceAccount ?? actor.email;
}
