// The operation types the console knows: stable type name, workflow, input schema, target.
// Pure (no Temporal workflow imports) so the api can use it to validate and start.
import {
  ALL_CGI_ROLES,
  define,
  OPERATIONS_SUPPORT_ROLES,
  relatedKey,
  type OperationDefinition,
} from './definition';
import { meInstancesOperations } from './me-instances/definitions';
import { meInstanceDetailOperations } from './me-instance-detail/definitions';
import { meBulkOperations } from './me-bulk/definitions';
import { meEventanillaOperations } from './me-eventanilla/definitions';
import { versionsOperations } from './versions/definitions';
import { notificationsOperations } from './notifications/definitions';
import { securityOperations } from './security/definitions';
import { operationsBulkRetryInput } from '../inputs/bulk-retry';
import { subscriberAddUserInput } from '../inputs/subscriber-add-user';
import { messages } from '../messages';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './bulk-retry/steps';
import { subscriberAddUserSteps } from './subscriber-add-user/steps';
import { subscriberCreateInput } from '../inputs/subscriber-create';
import { subscriberUserActionInput, userEditInput } from '../inputs/subscriber-users';
import { SUBSCRIBER_CREATE, subscriberCreateSteps } from './subscriber-create/steps';
import {
  SUBSCRIBER_CANCEL_INVITATION,
  SUBSCRIBER_DEACTIVATE_USER,
  SUBSCRIBER_RESEND_INVITATION,
  USER_EDIT,
  subscriberCancelInvitationSteps,
  subscriberDeactivateUserSteps,
  subscriberResendInvitationSteps,
  userEditSteps,
} from './subscriber-users/steps';
import { organizationConfigureMeUserInput, organizationEditInput } from '../inputs/organizations';
import { storageRestoreDocumentsInput, studyCreateSystemFolderInput } from '../inputs/storage';
import {
  ORGANIZATION_CONFIGURE_ME_USER,
  ORGANIZATION_EDIT,
  organizationConfigureMeUserSteps,
  organizationEditSteps,
} from './organizations/steps';
import {
  STORAGE_RESTORE_DOCUMENTS,
  STUDY_CREATE_SYSTEM_FOLDER,
  storageRestoreDocumentsSteps,
  studyCreateSystemFolderSteps,
} from './storage/steps';

export { ALL_CGI_ROLES, define, OPERATIONS_SUPPORT_ROLES, relatedKey } from './definition';
export type { RelatedKind } from './definition';
export type { CgiRole, OperationDefinition } from './definition';

export const operationCatalog: Record<string, OperationDefinition> = {
  'subscriber.addUser': define({
    type: 'subscriber.addUser',
    workflowType: 'subscriberAddUser',
    label: 'Añadir un usuario al suscriptor',
    input: subscriberAddUserInput,
    target: (input) => input.subscriberNumber,
    // Spec 1 §6: the common areas are open to every console role.
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('email', input.email)],
    roles: ALL_CGI_ROLES,
    steps: subscriberAddUserSteps,
  }),
  // The subscribers area (spec 1 §2, §4): common-area operations, open to every console role (§6).
  [SUBSCRIBER_CREATE]: define({
    type: SUBSCRIBER_CREATE,
    workflowType: 'subscriberCreate',
    label: 'Añadir suscriptor',
    input: subscriberCreateInput,
    target: (input) => input.subscriberNumber,
    related: (input) => [
      relatedKey('subscriber', input.subscriberNumber),
      relatedKey('organization', input.organizationId),
      relatedKey('email', input.email),
    ],
    roles: ALL_CGI_ROLES,
    steps: subscriberCreateSteps,
  }),
  [SUBSCRIBER_DEACTIVATE_USER]: define({
    type: SUBSCRIBER_DEACTIVATE_USER,
    workflowType: 'subscriberDeactivateUser',
    label: 'Dar de baja al usuario',
    input: subscriberUserActionInput,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    roles: ALL_CGI_ROLES,
    steps: subscriberDeactivateUserSteps,
    highRisk: true,
  }),
  [SUBSCRIBER_CANCEL_INVITATION]: define({
    type: SUBSCRIBER_CANCEL_INVITATION,
    workflowType: 'subscriberCancelInvitation',
    label: 'Cancelar invitación',
    input: subscriberUserActionInput,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    roles: ALL_CGI_ROLES,
    steps: subscriberCancelInvitationSteps,
    highRisk: true,
  }),
  [SUBSCRIBER_RESEND_INVITATION]: define({
    type: SUBSCRIBER_RESEND_INVITATION,
    workflowType: 'subscriberResendInvitation',
    label: 'Reenviar invitación',
    input: subscriberUserActionInput,
    target: (input) => input.subscriberNumber,
    related: (input) => [relatedKey('subscriber', input.subscriberNumber), relatedKey('user', input.userId)],
    roles: ALL_CGI_ROLES,
    steps: subscriberResendInvitationSteps,
  }),
  [USER_EDIT]: define({
    type: USER_EDIT,
    workflowType: 'userEdit',
    label: 'Editar el usuario',
    input: userEditInput,
    target: (input) => input.subscriberNumber ?? String(input.userId),
    related: (input) => [
      relatedKey('user', input.userId),
      ...(input.subscriberNumber ? [relatedKey('subscriber', input.subscriberNumber)] : []),
    ],
    roles: ALL_CGI_ROLES,
    steps: userEditSteps,
  }),
  // Organizations, studies and the recycle bin (spec 1 §2, §4): common areas, every console role (§6).
  [ORGANIZATION_EDIT]: define({
    type: ORGANIZATION_EDIT,
    workflowType: 'organizationEdit',
    label: 'Editar una organización',
    input: organizationEditInput,
    target: (input) => String(input.organizationId),
    related: (input) => [relatedKey('organization', input.organizationId)],
    roles: ALL_CGI_ROLES,
    steps: organizationEditSteps,
  }),
  [ORGANIZATION_CONFIGURE_ME_USER]: define({
    type: ORGANIZATION_CONFIGURE_ME_USER,
    workflowType: 'organizationConfigureMeUser',
    label: 'Configurar Mi Estudio al usuario',
    input: organizationConfigureMeUserInput,
    target: (input) => String(input.userId),
    related: (input) => [relatedKey('organization', input.organizationId), relatedKey('user', input.userId)],
    roles: ALL_CGI_ROLES,
    steps: organizationConfigureMeUserSteps,
  }),
  [STUDY_CREATE_SYSTEM_FOLDER]: define({
    type: STUDY_CREATE_SYSTEM_FOLDER,
    workflowType: 'studyCreateSystemFolder',
    label: 'Crear la carpeta de sistema del estudio',
    input: studyCreateSystemFolderInput,
    target: (input) => String(input.suborganizationId),
    related: (input) => [relatedKey('study', input.suborganizationId)],
    roles: ALL_CGI_ROLES,
    steps: studyCreateSystemFolderSteps,
  }),
  [STORAGE_RESTORE_DOCUMENTS]: define({
    type: STORAGE_RESTORE_DOCUMENTS,
    workflowType: 'storageRestoreDocuments',
    label: 'Restaurar documento(s)',
    input: storageRestoreDocumentsInput,
    target: (input) => String(input.studyId),
    related: (input) => [relatedKey('study', input.studyId)],
    roles: ALL_CGI_ROLES,
    steps: storageRestoreDocumentsSteps,
    // A bulk operation (one or many documents), so it records why (see highRisk).
    highRisk: true,
    bulk: true,
  }),
  // Support engineers' own operation (issue 5): retries a selection of failed operations.
  [OPERATIONS_BULK_RETRY]: define({
    type: OPERATIONS_BULK_RETRY,
    workflowType: 'operationsBulkRetry',
    label: messages.bulkRetryLabel,
    input: operationsBulkRetryInput,
    target: (input) => messages.bulkTarget(input.ids.length),
    roles: OPERATIONS_SUPPORT_ROLES,
    steps: operationsBulkRetrySteps,
    highRisk: true,
    bulk: true,
  }),
  // The Mi Estudio area, notifications and security tools (spec 2): one definitions module per area.
  ...meInstancesOperations,
  ...meInstanceDetailOperations,
  ...meBulkOperations,
  ...meEventanillaOperations,
  ...versionsOperations,
  ...notificationsOperations,
  ...securityOperations,
};

/** High-risk operations require a reason (see OperationDefinition.highRisk). */
export function isHighRisk(type: string): boolean {
  return operationCatalog[type]?.highRisk === true;
}

export const SEARCH_ATTRIBUTES = {
  type: 'OperationType',
  target: 'OperationTarget',
  actor: 'OperationActor',
  source: 'OperationSource',
  related: 'OperationRelated',
} as const;

export const TASK_QUEUE = 'consola-operaciones';
