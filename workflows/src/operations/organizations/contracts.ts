// The organizations area's operations (spec 1 §2, §4): common-area operations, open to every
// console role (spec 1 §6); retried and cancelled by support engineers.
import { z } from 'zod';
import { messages } from '../../messages';
import { accessFor, ALL_CGI_ROLES, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import {
  ORGANIZATION_CONFIGURE_ME_USER,
  ORGANIZATION_EDIT,
  organizationConfigureMeUserSteps,
  organizationEditSteps,
} from './activities';

// Inputs of the organization operations: 'Editar una organización' (spec 1 §5) and the
// configuration of a user for Mi Estudio (enableAdminUserMERegistration).
const organizationId = z
  .number({ error: messages.organizationMissing })
  .int({ error: messages.organizationMissing })
  .positive({ error: messages.organizationMissing });

/** The longest name or legal name an organization may have (the form shows the same rule). */
export const ORGANIZATION_NAME_MAX = 100;

const name = z
  .string({ error: messages.enterName })
  .trim()
  .min(1, { error: messages.enterName })
  .max(ORGANIZATION_NAME_MAX, { error: `Como máximo ${ORGANIZATION_NAME_MAX} caracteres` });

/** A CUIT as typed: 11 digits, or empty (left as it is). */
export const CUIT_PATTERN = /^\d{11}$/;

/** The form sends text, the API may send a number: either must be an integer above 0. */
const maxAccessCount = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
  z
    .number({ error: messages.enterNumber })
    .int({ error: messages.enterNumber })
    .gt(0, { error: messages.enterNumber }),
);

/**
 * Every editable field is sent (spec 1 §7 lists them in the update body); the CUIT only when
 * it changed (§5), so an empty or absent CUIT leaves it as it is. The type is shown disabled
 * but still sent.
 */
export const organizationEditInput = z.object({
  organizationId,
  organizationName: name,
  organizationLegalName: name,
  organizationTypeId: z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .positive({ error: messages.required }),
  organizationMaxAccessCount: maxAccessCount,
  organizationCuit: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string({ error: messages.cuitDigits }).regex(CUIT_PATTERN, { error: messages.cuitDigits }).optional(),
  ),
});

export type OrganizationEditInput = z.output<typeof organizationEditInput>;

/** 'Configurar usuario': an organization user of that organization. */
export const organizationConfigureMeUserInput = z.object({
  organizationId,
  userId: z
    .number({ error: messages.userNotFound })
    .int({ error: messages.userNotFound })
    .positive({ error: messages.userNotFound }),
});

export type OrganizationConfigureMeUserInput = z.output<typeof organizationConfigureMeUserInput>;

export const organizationsContracts = [
  defineOperation({
    type: ORGANIZATION_EDIT,
    screen: 'organizations',
    sample: (v) => ({
      organizationId: v.id,
      organizationName: `Estudio ${v.lastName}`,
      organizationLegalName: `${v.firstName} ${v.lastName} SRL`,
      organizationTypeId: 1,
      organizationMaxAccessCount: 5,
      organizationCuit: v.cuit,
    }),
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
    screen: 'organizations',
    sample: (v) => ({ organizationId: v.id, userId: v.id }),
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
