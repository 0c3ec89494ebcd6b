// What an operation type declares, once, in its area's contracts.ts: the api (start, retry,
// cancel, validation, the catalogue and the OpenAPI document), the worker (each element of a
// bulk retry), the CLI and the web's forms all derive from it. Never imported by workflow code,
// so zod stays out of the workflow sandbox.
import type { PlatformClient } from '@cgi/platform/client';
import type { z } from 'zod';
import type { ScreenKey } from '../roles';
import { conditionProblem, type ApprovalCondition } from './approval-conditions';
import { OPERATIONS_SUPPORT_ROLES, type CgiRole } from './cgi-roles';
import type { SampleValues } from './sample-values';

export { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES, type CgiRole } from './cgi-roles';
export { DOCUMENTATION_SAMPLE_VALUES, type SampleValues } from './sample-values';

export type { ApprovalCondition } from './approval-conditions';

/** `undo` is gated with the type's retry roles (see gate.ts): whoever may finish it may undo it. */
export type OperationAction = 'start' | 'retry' | 'cancel' | 'undo';

// A contract's approval policy (what approval-policy.ts reads and fills in with defaults).
export interface ApprovalPolicy {
  /** Distinct people, none of them the requester, who must approve. */
  approvers: 1 | 2;
  /** Roles that may approve; only those also allowed to start the type count. */
  roles: readonly CgiRole[];
  when: ApprovalCondition;
  /** How long a request may wait before it ends 'Vencida'. */
  expiresInHours: number;
  /**
   * What the condition means for this type, in Spanish, where the generic wording would not say
   * it ('Cuando edita un mantenimiento bloqueante...'). Contracts only; a policy an administrator
   * saves is described from its condition.
   */
  text?: string;
}

export interface StepDefinition {
  readonly key: string;
  readonly label: string;
}

/** Who may do each action. Retry and cancel are support work: a support role that may also start it. */
export interface OperationAccess {
  readonly start: readonly CgiRole[];
  readonly retry: readonly CgiRole[];
  readonly cancel: readonly CgiRole[];
}

/** `start` for the roles that start it; retry and cancel for those of them who are support engineers. */
export function accessFor(
  start: readonly CgiRole[],
  overrides: Partial<Pick<OperationAccess, 'retry' | 'cancel'>> = {},
): OperationAccess {
  const support = start.filter((role) => (OPERATIONS_SUPPORT_ROLES as readonly string[]).includes(role));
  return { start, retry: overrides.retry ?? support, cancel: overrides.cancel ?? support };
}

/**
 * A refusal to start, retry or cancel: an HTTP-like status, a stable code and the Spanish text
 * the caller sees (with per-field texts for a form). Contracts throw or return it; the api
 * answers it and records it, the worker reports it as the element's outcome.
 */
export class OperationRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 502,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'OperationRefusal';
  }
}

/** What a finer role rule or a start check may read: the caller's roles and the platform. */
export interface OperationRequest<TInput> {
  action: OperationAction;
  roles: readonly string[];
  input: TInput;
  /** The platform's services, called on behalf of the caller. */
  platform: PlatformClient;
  /** The console's own record, for a start check that reads it (the api's start gives it). */
  record?: OperationRecordLookup;
  /** What the start seals this input with, for a start check that looks a person up by pseudonym. */
  sealer?: InputSealer;
}

/** A person as the console's record keys them: their pseudonyms, never the values. */
export interface PersonPseudonyms {
  /** `email:<pseudonym>`, as related keys name an e-mail, under every pseudonym key. */
  subjects: readonly string[];
  /** Their values as a target is indexed, under every key. */
  targets: readonly string[];
  /** Their values as a bulk element's key is stored. */
  elementKeys: readonly string[];
}

/** What a start check may ask the console's record (console-store's operation-record). */
export interface OperationRecordLookup {
  /** The person's operations that have not ended yet, those of `exceptTypes` aside. */
  unfinishedOf(person: PersonPseudonyms, options: { exceptTypes: readonly string[] }): Promise<string[]>;
}

/** Turns secrets of a validated input into what may travel (see `secrets.seal`). */
export interface InputSealer {
  /** The identity service's own encryption of a new password (spec 2 §7). */
  encryptPassword(clear: string): string;
  /** A person's value as Temporal's index keys it, under every pseudonym key (erasure's lookup). */
  pseudonymsOf?(value: string): string[];
}

export interface OperationContract<TInput = Record<string, unknown>> {
  /** Stable type name (`subscriber.addUser`): the api's, the CLI's and the history's key. */
  type: string;
  /** Workflow function name registered by the worker. */
  workflowType: string;
  /** Spanish name shown in lists. */
  label: string;
  input: z.ZodType<TInput>;
  /** Spanish label of each input field a person reads (detail page, CLI), in display order. */
  inputFields: Readonly<Record<string, string>>;
  /** Spanish label of each result field besides the message. */
  resultFields?: Readonly<Record<string, string>>;
  /** Its named steps, in order (what a list or a detail shows before the workflow reports). */
  steps: readonly StepDefinition[];
  access: OperationAccess;
  /**
   * A finer rule after the roles, on every path (start, retry, each element of a bulk retry,
   * cancel): the information operator's two notification types, say. Null allows.
   */
  rule?(request: OperationRequest<TInput>): Promise<OperationRefusal | null>;
  /**
   * High-risk operations (deactivation, invitation cancel, impersonation, password reset,
   * session revocation, any bulk operation, notification publish and delete) require a reason,
   * recorded with the operation and shown in its detail.
   */
  highRisk: boolean;
  /** Bulk operations report per element. */
  bulk: boolean;
  /** Human-readable target (subscriber number, CUIT, e-mail...) for lists and search. */
  target(input: TInput): string;
  /**
   * Whom or what inside the target it acts on, as staff read it ('ana@estudio.com', 'usuario 42',
   * 'módulo FirmCustomer'): two operations of one type on one target are told apart by it. Null or
   * absent when the target already says it. Often a person's data: the api computes it from the
   * input it opens when it answers (subjects.ts); it is never stored, indexed or logged.
   */
  subject?(input: TInput): string | null;
  /**
   * True when the target is a code or an internal number (subscriber number, organization id,
   * an app version), never a person's data or a free text: Temporal's index and the workflow id
   * then hold it as it is. Otherwise they hold its keyed pseudonym (see indexed-values.ts).
   */
  publicTarget?: boolean;
  /**
   * What `target` is the id of, when it is one: lists and details show that entity's name beside
   * it (the api looks it up; names are never put in search attributes).
   */
  targetKind?: TargetKind;
  /** Other entities it touches, as `kind:id` keys (relatedKey): the timelines list it under each. */
  related?(input: TInput): string[];
  secrets?: {
    /** Input fields never stored, shown or hashed in clear. */
    fields: readonly string[];
    /** The input the workflow receives instead of the validated one (a password encrypted). */
    seal?(input: TInput, sealer: InputSealer): Record<string, unknown>;
  };
  /**
   * A bulk operation whose elements come with its input (declarations, documents, operations,
   * a CSV's organizations): the api stores `of(input)` in the console's store when it starts,
   * and the workflow receives `runInput(input)`, small whatever the number of elements.
   */
  elements?: {
    of(input: TInput): { key: string; label: string; payload: unknown }[];
    runInput(input: TInput): Record<string, unknown>;
    /** The field of `runInput` that counts the elements: a retry's approval reads it. */
    countField: string;
  };
  /** Business checks that read the platform before a start (not on a retry); throws OperationRefusal. */
  check?(request: OperationRequest<TInput>): Promise<void>;
  /** How a failed or cancelled run explains itself to staff (see OperationExplanation). */
  explain?: OperationExplanation<TInput>;
  /** The platform's inverse of each step that has one: 'Deshacer' runs them (operation.undo). */
  undo?: OperationUndo<TInput>;
  /**
   * Four-eyes approval before the first step (approval-policy.ts); null: never. Absent: a bulk
   * operation needs it above BULK_APPROVAL_THRESHOLD elements, any other type never.
   */
  approval?: ApprovalPolicy | null;
  /**
   * A valid input, made of the values it is given: the OpenAPI document's example (with the
   * demo's values) and every test that needs one input of each type (with its own).
   */
  sample(values: SampleValues): Record<string, unknown>;
  /** The screen that starts it (SCREEN_ROLES): every role that may start it sees that screen. */
  screen?: ScreenKey;
}

/**
 * What a failed run says in a sentence ('Se creó la cuenta y se envió la invitación; no se
 * asignó al suscriptor porque alcanzó su límite de 5 usuarios') and what would let it succeed.
 * Phrases start in lower case; the api joins them.
 */
export interface OperationExplanation<TInput = Record<string, unknown>> {
  /** Per step key: what the step did when it completed. Steps without one (lookups) are not told. */
  done: Readonly<Record<string, string>>;
  /** Per step key: what did not happen when the step failed or never ran. */
  notDone?: Readonly<Record<string, string>>;
  /** Per refusal code (the failure's code): a business refusal a plain retry cannot get past. */
  refusals?: Readonly<Record<string, RefusalExplanation<TInput>>>;
}

/** The facts a refusal's texts read: the steps' recorded values by key, and what a recheck found. */
export type RefusalFacts = Readonly<Record<string, unknown>>;

export interface RefusalExplanation<TInput = Record<string, unknown>> {
  /** Why, after 'porque': 'el suscriptor alcanzó su límite de 5 usuarios'. */
  because: (facts: RefusalFacts) => string;
  /** What would let it succeed: 'Dé de baja a un usuario del suscriptor o amplíe su límite.' */
  remedy: string;
  /** Why 'Reintentar' is not offered while the refusal stands. */
  retryBlocked: (facts: RefusalFacts) => string;
  /**
   * Whether the refusal still stands, read from the platform now (the subscriber's limit against
   * its users). Without it, the refusal stands for good: a new operation is the way forward.
   */
  stillBlocked?(request: {
    input: TInput;
    platform: PlatformClient;
  }): Promise<{ blocked: boolean; facts: RefusalFacts }>;
}

/** One step's inverse, as the platform offers it. */
export interface StepInverse<TInput = Record<string, unknown>> {
  /** The undo's step label: 'Cancelar la invitación de registro'. */
  label: string;
  /** What undoing it did, for the original's detail: 'se canceló la invitación'. */
  done: string;
  /** The worker activity that undoes it; idempotent, as every activity (see worker/src/activities). */
  activity: string;
  /**
   * Its arguments, from the recorded values of the run's steps (by key), its input and who
   * undoes it (the platform records who wrote); null when the step left nothing of its own to
   * undo (the user was already assigned, say).
   */
  args(
    values: Readonly<Record<string, unknown>>,
    input: TInput,
    actor: UndoActor,
  ): Record<string, unknown> | null;
}

/** Who runs an undo, as the platform's audit fields record a writer. */
export interface UndoActor {
  email: string;
  /** The service account, else the e-mail (actorName). */
  name: string;
}

export interface OperationUndo<TInput = Record<string, unknown>> {
  inverses: Readonly<Record<string, StepInverse<TInput>>>;
  /** Steps whose effect stays after an undo, with why: the platform offers no inverse. */
  kept?: Readonly<Record<string, string>>;
}

/** What an area writes: a contract whose functions read its own input, as its schema types it. */
export type ContractOptions<TType extends string, TSchema extends z.ZodType> = Omit<
  OperationContract<z.output<TSchema>>,
  'type' | 'input' | 'highRisk' | 'bulk'
> & {
  type: TType;
  input: TSchema;
  highRisk?: boolean;
  bulk?: boolean;
};

/** A defined contract: its type name and input schema kept, so clients can be typed per type. */
export type DefinedOperation<TType extends string, TSchema extends z.ZodType> = ContractOptions<
  TType,
  TSchema
> & { highRisk: boolean; bulk: boolean };

/**
 * A contract, checked as it is defined: a default approval policy whose condition could never
 * apply (a field its input does not have, say) stops the module from loading. It stays an
 * OperationContract (its callbacks are methods, so one typed by its own input is one of them).
 */
export function defineOperation<
  const TType extends string,
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(options: ContractOptions<TType, TSchema>): DefinedOperation<TType, TSchema> {
  const contract: DefinedOperation<TType, TSchema> = {
    ...options,
    highRisk: options.highRisk === true || options.bulk === true,
    bulk: options.bulk === true,
  };
  const problem = contract.approval ? conditionProblem(contract, contract.approval.when) : null;
  if (problem) throw new Error(`${contract.type}: su política de aprobación no puede aplicarse (${problem})`);
  return contract;
}

/** The kinds of entity an operation's target can be the id of. */
export type TargetKind = 'subscriber' | 'organization' | 'study' | 'notification';

/** The kinds of entity a timeline is kept for. */
export type RelatedKind = 'subscriber' | 'organization' | 'user' | 'email' | 'study';

/**
 * Whether a kind's ids are a person's data, which Temporal's index may hold only as keyed
 * pseudonyms (indexed-values.ts). Whoever adds a kind says which it is here.
 */
export const PERSONAL_RELATED_KINDS: Readonly<Record<RelatedKind, boolean>> = {
  subscriber: false,
  organization: false,
  user: false,
  email: true,
  study: false,
};

/** `kind:id`: one entity in the OperationRelated search attribute (ids of kinds never collide). */
export function relatedKey(kind: RelatedKind, id: string | number): string {
  return `${kind}:${String(id).trim().toLowerCase()}`;
}
