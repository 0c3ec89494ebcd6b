// Mi Estudio: the detail of an instance (modules, caps) and its users (roles, access)
// (spec 2 §2.8–§2.9). Spec 2 §2.1: ME/applicationInstances/* is for Admin and CustomerSupport.
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import {
  meAccessToggleInput,
  meModuleDisableInput,
  meModuleEnableInput,
  meModuleUpdateInput,
  meParameterUpdateInput,
  meRoleAssignInput,
} from './inputs';
import {
  ME_ACCESS_TOGGLE,
  ME_MODULE_DISABLE,
  ME_MODULE_ENABLE,
  ME_MODULE_UPDATE,
  ME_PARAMETER_UPDATE,
  ME_ROLE_ASSIGN,
  meAccessToggleSteps,
  meModuleDisableSteps,
  meModuleEnableSteps,
  meModuleUpdateSteps,
  meParameterUpdateSteps,
  meRoleAssignSteps,
} from './steps';

export const ME_INSTANCE_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

const access = accessFor(ME_INSTANCE_ROLES);
const instanceTarget = (input: { applicationInstanceId: number }) => String(input.applicationInstanceId);
const moduleFields = fields('applicationInstanceId', 'appModuleCode', 'startDate', 'finishDate');

export const meInstanceDetailContracts = [
  defineOperation({
    type: ME_MODULE_ENABLE,
    workflowType: 'meModuleEnable',
    label: 'Habilitar un módulo de Mi Estudio',
    input: meModuleEnableInput,
    inputFields: moduleFields,
    resultFields: fields('appModuleCode', 'renewed'),
    steps: meModuleEnableSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
  defineOperation({
    type: ME_MODULE_UPDATE,
    workflowType: 'meModuleUpdate',
    label: 'Editar el período de un módulo de Mi Estudio',
    input: meModuleUpdateInput,
    inputFields: moduleFields,
    resultFields: fields('appModuleCode'),
    steps: meModuleUpdateSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
  defineOperation({
    type: ME_MODULE_DISABLE,
    workflowType: 'meModuleDisable',
    label: 'Deshabilitar un módulo de Mi Estudio',
    input: meModuleDisableInput,
    inputFields: fields('applicationInstanceId', 'appModuleCode'),
    resultFields: fields('appModuleCode'),
    steps: meModuleDisableSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
  defineOperation({
    type: ME_PARAMETER_UPDATE,
    workflowType: 'meParameterUpdate',
    label: 'Editar un tope de Mi Estudio',
    input: meParameterUpdateInput,
    inputFields: fields('applicationInstanceId', 'appParameterCode', 'parameterValue'),
    resultFields: fields('appParameterCode', 'parameterValue'),
    steps: meParameterUpdateSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
  defineOperation({
    type: ME_ROLE_ASSIGN,
    workflowType: 'meRoleAssign',
    label: 'Asignar un rol de Mi Estudio',
    input: meRoleAssignInput,
    inputFields: fields('applicationInstanceId', 'userId', 'roleCode'),
    resultFields: fields('roleCode', 'previousRoleCode'),
    steps: meRoleAssignSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
  defineOperation({
    type: ME_ACCESS_TOGGLE,
    workflowType: 'meAccessToggle',
    label: 'Habilitar o deshabilitar el acceso a Mi Estudio',
    input: meAccessToggleInput,
    inputFields: fields('applicationInstanceId', 'userId', 'currentStatusCode'),
    resultFields: fields('accessStatusCode'),
    steps: meAccessToggleSteps,
    access,
    target: instanceTarget,
    publicTarget: true,
  }),
];
