// What an operation type declares, once, in its area's contracts.ts: the api (start, retry,
// cancel, validation, the catalogue and the OpenAPI document), the worker (each element of a
// bulk retry), the CLI and the web's forms all derive from it. Never imported by workflow code,
// so zod stays out of the workflow sandbox.
import type { PlatformClient } from '@cgi/platform/client';
import type { z } from 'zod';

export const ALL_CGI_ROLES = [
  'CGI.Admin',
  'CGI.CustomerSupport',
  'CGI.CommercialAgent',
  'CGI.ContentManagementRW',
  'CGI.LegalCommOperator',
  'CGI.MeAppMaintainer',
  'CGI.GlobalNotificationAdmin',
  'CGI.GlobalNotificationInfoOperator',
  'CGI.GlobalNotificationReader',
] as const;

export type CgiRole = (typeof ALL_CGI_ROLES)[number];

/** Who may list, inspect, retry and cancel every operation (support engineers). */
export const OPERATIONS_SUPPORT_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export type OperationAction = 'start' | 'retry' | 'cancel';

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
}

/** Turns secrets of a validated input into what may travel (see `secrets.seal`). */
export interface InputSealer {
  /** The identity service's own encryption of a new password (spec 2 §7). */
  encryptPassword(clear: string): string;
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
  rule?: (request: OperationRequest<TInput>) => Promise<OperationRefusal | null>;
  /**
   * High-risk operations (deactivation, invitation cancel, impersonation, password reset,
   * session revocation, any bulk operation, notification publish and delete) require a reason,
   * recorded with the operation and shown in its detail.
   */
  highRisk: boolean;
  /** Bulk operations report per element. */
  bulk: boolean;
  /** Human-readable target (subscriber number, CUIT, e-mail...) for lists and search. */
  target: (input: TInput) => string;
  /**
   * What `target` is the id of, when it is one: lists and details show that entity's name beside
   * it (the api looks it up; names are never put in search attributes).
   */
  targetKind?: TargetKind;
  /** Other entities it touches, as `kind:id` keys (relatedKey): the timelines list it under each. */
  related?: (input: TInput) => string[];
  secrets?: {
    /** Input fields never stored, shown or hashed in clear. */
    fields: readonly string[];
    /** The input the workflow receives instead of the validated one (a password encrypted). */
    seal?: (input: TInput, sealer: InputSealer) => Record<string, unknown>;
  };
  /**
   * A bulk operation whose elements come with its input (declarations, documents, operations,
   * a CSV's organizations): the api stores `of(input)` in the console's store when it starts,
   * and the workflow receives `runInput(input)`, small whatever the number of elements.
   */
  elements?: {
    of: (input: TInput) => { key: string; label: string; payload: unknown }[];
    runInput: (input: TInput) => Record<string, unknown>;
  };
  /** Business checks that read the platform before a start (not on a retry); throws OperationRefusal. */
  check?: (request: OperationRequest<TInput>) => Promise<void>;
}

type ContractOptions<TSchema extends z.ZodType> = Omit<
  OperationContract<z.output<TSchema>>,
  'input' | 'highRisk' | 'bulk'
> & { input: TSchema; highRisk?: boolean; bulk?: boolean };

export function defineOperation<TSchema extends z.ZodType>(
  options: ContractOptions<TSchema>,
): OperationContract {
  return {
    ...options,
    highRisk: options.highRisk === true || options.bulk === true,
    bulk: options.bulk === true,
  } as unknown as OperationContract;
}

/** The kinds of entity an operation's target can be the id of. */
export type TargetKind = 'subscriber' | 'organization' | 'study' | 'notification';

/** The kinds of entity a timeline is kept for. */
export type RelatedKind = 'subscriber' | 'organization' | 'user' | 'email' | 'study';

/** `kind:id`: one entity in the OperationRelated search attribute (ids of kinds never collide). */
export function relatedKey(kind: RelatedKind, id: string | number): string {
  return `${kind}:${String(id).trim().toLowerCase()}`;
}
