// What an operation type declares (see catalog.ts), and the role lists the definitions use.
// Kept apart from the catalog so each area's definitions module can import it without a cycle.
import type { z } from 'zod';

export interface OperationDefinition<TSchema extends z.ZodType = z.ZodType> {
  type: string;
  /** Workflow function name registered by the worker. */
  workflowType: string;
  /** Spanish name shown in lists. */
  label: string;
  input: TSchema;
  /** Human-readable target (subscriber number, CUIT, e-mail...) for lists and search. */
  target: (input: z.output<TSchema>) => string;
  /**
   * Other entities it touches besides its target, as `kind:id` keys (see relatedKey): the
   * timelines of a subscriber, organization or user list every operation carrying their key.
   */
  related?: (input: z.output<TSchema>) => string[];
  /** Roles allowed to start it; the api enforces this. */
  roles: readonly string[];
  /** Input fields never stored or shown in clear. */
  secretFields?: readonly string[];
  /** Its named steps, in order (what a list or a detail shows before the workflow reports). */
  steps?: readonly { key: string; label: string }[];
  /**
   * High-risk operations (deactivation, invitation cancel, impersonation, password reset,
   * session revocation, any bulk operation, notification publish and delete) require a
   * reason, recorded with the operation and shown in its detail. The api enforces it.
   */
  highRisk?: boolean;
  /** Bulk operations report per element (progress.items). */
  bulk?: boolean;
}

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

export function define<TSchema extends z.ZodType>(
  definition: OperationDefinition<TSchema>,
): OperationDefinition {
  return definition as unknown as OperationDefinition;
}

/** The kinds of entity a timeline is kept for. */
export type RelatedKind = 'subscriber' | 'organization' | 'user' | 'email' | 'study';

/** `kind:id`: one entity in the OperationRelated search attribute (ids of kinds never collide). */
export function relatedKey(kind: RelatedKind, id: string | number): string {
  return `${kind}:${String(id).trim().toLowerCase()}`;
}
