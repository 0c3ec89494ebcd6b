// The operation types the console knows: stable type name, workflow, input schema, target.
// Pure (no Temporal workflow imports) so the api can use it to validate and start.
import type { z } from 'zod';
import { subscriberAddUserInput } from '../inputs/subscriber-add-user';

export interface OperationDefinition<TSchema extends z.ZodType = z.ZodType> {
  type: string;
  /** Workflow function name registered by the worker. */
  workflowType: string;
  /** Spanish name shown in lists. */
  label: string;
  input: TSchema;
  /** Human-readable target (subscriber number, CUIT, e-mail...) for lists and search. */
  target: (input: z.output<TSchema>) => string;
  /** Roles allowed to start it; the api enforces this. */
  roles: readonly string[];
  /** Input fields never stored or shown in clear. */
  secretFields?: readonly string[];
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

function define<TSchema extends z.ZodType>(definition: OperationDefinition<TSchema>): OperationDefinition {
  return definition as unknown as OperationDefinition;
}

export const operationCatalog: Record<string, OperationDefinition> = {
  'subscriber.addUser': define({
    type: 'subscriber.addUser',
    workflowType: 'subscriberAddUser',
    label: 'Añadir un usuario al suscriptor',
    input: subscriberAddUserInput,
    target: (input) => input.subscriberNumber,
    // Spec 1 §6: the common areas are open to every console role.
    roles: ALL_CGI_ROLES,
  }),
};

export const SEARCH_ATTRIBUTES = {
  type: 'OperationType',
  target: 'OperationTarget',
  actor: 'OperationActor',
  source: 'OperationSource',
} as const;

export const TASK_QUEUE = 'consola-operaciones';
