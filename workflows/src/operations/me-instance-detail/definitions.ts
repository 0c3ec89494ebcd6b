// Operation types of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
// Spec 2 §2.1: ME/applicationInstances/* is for CGI.Admin and CGI.CustomerSupport only.
import {
  meAccessToggleInput,
  meModuleDisableInput,
  meModuleEnableInput,
  meModuleUpdateInput,
  meParameterUpdateInput,
  meRoleAssignInput,
} from '../../inputs/me-instance-detail';
import { define, type OperationDefinition } from '../definition';
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

const instanceTarget = (input: { applicationInstanceId: number }) => String(input.applicationInstanceId);

export const meInstanceDetailOperations: Record<string, OperationDefinition> = {
  [ME_MODULE_ENABLE]: define({
    type: ME_MODULE_ENABLE,
    workflowType: 'meModuleEnable',
    label: 'Habilitar un módulo de Mi Estudio',
    input: meModuleEnableInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meModuleEnableSteps,
  }),
  [ME_MODULE_UPDATE]: define({
    type: ME_MODULE_UPDATE,
    workflowType: 'meModuleUpdate',
    label: 'Editar el período de un módulo de Mi Estudio',
    input: meModuleUpdateInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meModuleUpdateSteps,
  }),
  [ME_MODULE_DISABLE]: define({
    type: ME_MODULE_DISABLE,
    workflowType: 'meModuleDisable',
    label: 'Deshabilitar un módulo de Mi Estudio',
    input: meModuleDisableInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meModuleDisableSteps,
  }),
  [ME_PARAMETER_UPDATE]: define({
    type: ME_PARAMETER_UPDATE,
    workflowType: 'meParameterUpdate',
    label: 'Editar un tope de Mi Estudio',
    input: meParameterUpdateInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meParameterUpdateSteps,
  }),
  [ME_ROLE_ASSIGN]: define({
    type: ME_ROLE_ASSIGN,
    workflowType: 'meRoleAssign',
    label: 'Asignar un rol de Mi Estudio',
    input: meRoleAssignInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meRoleAssignSteps,
  }),
  [ME_ACCESS_TOGGLE]: define({
    type: ME_ACCESS_TOGGLE,
    workflowType: 'meAccessToggle',
    label: 'Habilitar o deshabilitar el acceso a Mi Estudio',
    input: meAccessToggleInput,
    target: instanceTarget,
    roles: ME_INSTANCE_ROLES,
    steps: meAccessToggleSteps,
  }),
};
