// Mi Estudio: instances of an organization, enablement, initialisation status and system
// folders (spec 2 §2.2–§2.6).
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import {
  meChangeAdminUserInput,
  meCreateBaseFolderInput,
  meCreateUserFolderInput,
  meEnableInput,
} from './inputs';
import {
  ME_CHANGE_ADMIN_USER,
  ME_CREATE_BASE_FOLDER,
  ME_CREATE_USER_FOLDER,
  ME_ENABLE,
  meChangeAdminUserSteps,
  meCreateBaseFolderSteps,
  meCreateUserFolderSteps,
  meEnableSteps,
} from './steps';
import { meEnableExplanation, meEnableUndo } from './enable-aftermath';

/** Spec 2 §2.1: ME/applicationInstances/* is open to Admin and CustomerSupport only. */
export const ME_INSTANCES_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export const meInstancesContracts = [
  defineOperation({
    type: ME_ENABLE,
    workflowType: 'meEnable',
    label: 'Habilitar Mi Estudio Versión Básica',
    input: meEnableInput,
    inputFields: fields(
      'organizationId',
      'mode',
      'maxFirmStaffCount',
      'maxFirmCustomerCount',
      'maxFirmCustomerStaffCount',
      'maxCapacityGB',
      'maxEVentanillaCustomerCount',
      'accessFinishDate',
    ),
    resultFields: fields('organizationId', 'applicationInstanceId', 'suborganizationId'),
    steps: meEnableSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.organizationId),
    publicTarget: true,
    targetKind: 'organization',
    related: (input) => [relatedKey('organization', input.organizationId)],
    explain: meEnableExplanation,
    undo: meEnableUndo,
  }),
  defineOperation({
    type: ME_CHANGE_ADMIN_USER,
    workflowType: 'meChangeAdminUser',
    label: 'Cambiar el email del usuario administrador',
    input: meChangeAdminUserInput,
    inputFields: fields('organizationId', 'userId', 'newEmail'),
    resultFields: fields('userId'),
    steps: meChangeAdminUserSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.userId),
    publicTarget: true,
    related: (input) => [relatedKey('user', input.userId)],
  }),
  defineOperation({
    type: ME_CREATE_USER_FOLDER,
    workflowType: 'meCreateUserFolder',
    label: 'Crear la carpeta de sistema del usuario',
    input: meCreateUserFolderInput,
    inputFields: fields('suborganizationId', 'firmUserId', 'firmUserName'),
    resultFields: fields('suborganizationId', 'userId', 'alreadyExisted'),
    steps: meCreateUserFolderSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => `${input.suborganizationId}/${input.firmUserId}`,
    publicTarget: true,
    related: (input) => [relatedKey('study', input.suborganizationId), relatedKey('user', input.firmUserId)],
  }),
  defineOperation({
    type: ME_CREATE_BASE_FOLDER,
    workflowType: 'meCreateBaseFolder',
    label: 'Crear la carpeta de sistema del estudio (Mi Estudio)',
    input: meCreateBaseFolderInput,
    inputFields: fields('suborganizationId', 'suborganizationName'),
    resultFields: fields('suborganizationId', 'alreadyExisted'),
    steps: meCreateBaseFolderSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.suborganizationId),
    publicTarget: true,
    targetKind: 'study',
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
];
