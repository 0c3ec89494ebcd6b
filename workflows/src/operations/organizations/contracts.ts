// The organizations area's operations (spec 1 §2, §4): common-area operations, open to every
// console role (spec 1 §6); retried and cancelled by support engineers.
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import { organizationConfigureMeUserInput, organizationEditInput } from './inputs';
import {
  ORGANIZATION_CONFIGURE_ME_USER,
  ORGANIZATION_EDIT,
  organizationConfigureMeUserSteps,
  organizationEditSteps,
} from './steps';

export const organizationsContracts = [
  defineOperation({
    type: ORGANIZATION_EDIT,
    workflowType: 'organizationEdit',
    label: 'Editar una organización',
    input: organizationEditInput,
    inputFields: fields(
      'organizationId',
      'organizationName',
      'organizationLegalName',
      'organizationTypeId',
      'organizationMaxAccessCount',
      'organizationCuit',
    ),
    resultFields: fields('organizationId', 'cuitChanged'),
    steps: organizationEditSteps,
    access: accessFor(ALL_CGI_ROLES),
    target: (input) => String(input.organizationId),
    publicTarget: true,
    targetKind: 'organization',
    related: (input) => [relatedKey('organization', input.organizationId)],
  }),
  defineOperation({
    type: ORGANIZATION_CONFIGURE_ME_USER,
    workflowType: 'organizationConfigureMeUser',
    label: 'Configurar Mi Estudio al usuario',
    input: organizationConfigureMeUserInput,
    inputFields: fields('organizationId', 'userId'),
    resultFields: fields('userId', 'alreadyEnabled'),
    steps: organizationConfigureMeUserSteps,
    access: accessFor(ALL_CGI_ROLES),
    target: (input) => String(input.userId),
    publicTarget: true,
    related: (input) => [relatedKey('organization', input.organizationId), relatedKey('user', input.userId)],
  }),
];
