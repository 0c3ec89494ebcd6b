// Operation types of the area — Mi Estudio: búsqueda de instancias, instancias de una organización, habilitación, estado de inicialización y de almacenamiento (spec 2 §2.2–§2.6).
import { define, type OperationDefinition, relatedKey } from '../definition';
import {
  meChangeAdminUserInput,
  meCreateBaseFolderInput,
  meCreateUserFolderInput,
  meEnableInput,
} from '../../inputs/me-instances';
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

/** Spec 2 §2.1: ME/applicationInstances/* is open to Admin and CustomerSupport only. */
export const ME_INSTANCES_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export const meInstancesOperations: Record<string, OperationDefinition> = {
  [ME_ENABLE]: define({
    type: ME_ENABLE,
    workflowType: 'meEnable',
    label: 'Habilitar Mi Estudio Versión Básica',
    input: meEnableInput,
    target: (input) => String(input.organizationId),
    related: (input) => [relatedKey('organization', input.organizationId)],
    roles: ME_INSTANCES_ROLES,
    steps: meEnableSteps,
  }),
  [ME_CHANGE_ADMIN_USER]: define({
    type: ME_CHANGE_ADMIN_USER,
    workflowType: 'meChangeAdminUser',
    label: 'Cambiar el email del usuario administrador',
    input: meChangeAdminUserInput,
    target: (input) => String(input.userId),
    related: (input) => [relatedKey('user', input.userId)],
    roles: ME_INSTANCES_ROLES,
    steps: meChangeAdminUserSteps,
  }),
  [ME_CREATE_USER_FOLDER]: define({
    type: ME_CREATE_USER_FOLDER,
    workflowType: 'meCreateUserFolder',
    label: 'Crear la carpeta de sistema del usuario',
    input: meCreateUserFolderInput,
    target: (input) => `${input.suborganizationId}/${input.firmUserId}`,
    related: (input) => [relatedKey('study', input.suborganizationId), relatedKey('user', input.firmUserId)],
    roles: ME_INSTANCES_ROLES,
    steps: meCreateUserFolderSteps,
  }),
  [ME_CREATE_BASE_FOLDER]: define({
    type: ME_CREATE_BASE_FOLDER,
    workflowType: 'meCreateBaseFolder',
    label: 'Crear la carpeta de sistema del estudio (Mi Estudio)',
    input: meCreateBaseFolderInput,
    target: (input) => String(input.suborganizationId),
    related: (input) => [relatedKey('study', input.suborganizationId)],
    roles: ME_INSTANCES_ROLES,
    steps: meCreateBaseFolderSteps,
  }),
};
