// What every part of the operations service shares: its options (the clients and stores it is
// given) and the few things derived from them once.
import {
  createRecordReader,
  createRecordWriter,
  findPersonOperations,
  type BulkElements,
  type Db,
  type IdempotencyKeys,
} from '@cgi/console-store';
import type { PlatformClient } from '@cgi/platform/client';
import type { Pseudonyms, ValueSealer } from '@cgi/workflows/codec';
import {
  approvalPolicyOf,
  lookupValues,
  TASK_QUEUE,
  type ApprovalPolicy,
  type ApprovalRequest,
  type FollowUps,
  type InputSealer,
  type OperationContract,
  type OperationRecordLookup,
  type StepRetryPolicy,
} from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import type { PageTokens } from '../../http/page-tokens';
import { entityNameLookup } from '../entity-names';
import { createRunSource } from '../run-source';

export interface OperationsServiceOptions {
  client: Client;
  namespace: string;
  temporalUiUrl: string;
  taskQueue?: string;
  /** Step retry policy sent to every operation (default: the workflows' own, 5 attempts). */
  stepRetry?: StepRetryPolicy;
  /** False: no operation waits for approval (test stacks not about it; never PROD, see config). */
  approvals?: boolean;
  /** Overrides every policy's expiry (tests of 'Vencida' wait seconds, not 72 hours). */
  approvalExpiryMs?: number;
  /**
   * How long one hour of a policy's expiry lasts (a browser test's stack: one request lapses in
   * seconds while another, under a longer policy, still waits); 3 600 000 by default.
   */
  approvalHourMs?: number;
  /** The policy a type follows now (an administrator's change, else its contract's). */
  approvalPolicy?: (contract: OperationContract) => Promise<ApprovalPolicy | null>;
  /** The platform as the api calls it: the gate's finer rules, start checks, the event log. */
  platform: () => PlatformClient;
  /** Encrypts what an operation's contract seals (a new password) before it reaches Temporal. */
  sealer: InputSealer;
  /** The elements of bulk operations, in the console's store. */
  elements: BulkElements;
  /** What personal values become in workflow ids and search attributes (indexed-values.ts). */
  pseudonyms: Pseudonyms;
  /** Which operation each caller's Idempotency-Key started, in the console's store. */
  idempotencyKeys: IdempotencyKeys;
  /** Seals and opens the lists' page tokens (a key every replica shares). */
  pageTokens: PageTokens;
  /** Which run follows each failed operation, its retry or its undo, in the console's store. */
  followUps: FollowUps;
  /**
   * The names of the service accounts a person owns or owned (issue 40): what they may not
   * approve. Default: none (a stack without service accounts).
   */
  ownedAccounts?: (person: string) => Promise<string[]>;
  /** The console's record of every operation (issue 42): what ended runs are read from. */
  record: {
    db: Db;
    /** Seals the record's personal values with the payload keys (the api's codec). */
    sealer: ValueSealer;
  };
}

export function createServiceContext(options: OperationsServiceOptions) {
  const reader = createRecordReader(options.record.db, options.record.sealer);
  /** What a start check reads of the record ('Olvidar datos personales': what has not ended). */
  const recordLookup: OperationRecordLookup = {
    unfinishedOf: async (person, { exceptTypes }) =>
      (await findPersonOperations(options.record.db, person, { exceptTypes })).notEnded,
  };
  return {
    recordLookup,
    /** Runs, ended ones from the record and running ones live from Temporal. */
    source: createRunSource(options.client, options.namespace, reader),
    /** Appends what the api sees happen (a request, a decision, a retry or undo started). */
    recordWriter: createRecordWriter(options.record.db, options.record.sealer),
    options,
    client: options.client,
    namespace: options.namespace,
    taskQueue: options.taskQueue ?? TASK_QUEUE,
    names: entityNameLookup(options.platform),
    /** The policy a type follows now. */
    policyOf: (contract: OperationContract): Promise<ApprovalPolicy | null> =>
      options.approvalPolicy ? options.approvalPolicy(contract) : Promise.resolve(approvalPolicyOf(contract)),
    /** A request made at `now`, its expiry as the options override it (tests of 'Vencida'). */
    withExpiry: (request: ApprovalRequest | null, now: Date): ApprovalRequest | null => {
      if (!request) return request;
      const at = (ms: number) => ({ ...request, expiresAt: new Date(now.getTime() + ms).toISOString() });
      if (options.approvalExpiryMs !== undefined) return at(options.approvalExpiryMs);
      if (options.approvalHourMs === undefined) return request;
      const hours = (Date.parse(request.expiresAt) - now.getTime()) / 3_600_000;
      return at(Math.round(hours * options.approvalHourMs));
    },
    pseudonymize: (value: string) => options.pseudonyms.of(value),
    /** A filter's actor, target or entity as Temporal may hold it: pseudonyms under every key, or clear. */
    lookup: (field: 'target' | 'actor' | 'related', value: string) =>
      lookupValues(field, value, options.pseudonyms.all),
  };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
