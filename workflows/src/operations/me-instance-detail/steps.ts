// Operation types, step keys and Spanish labels of the instance detail and its users, in order.
export const ME_MODULE_ENABLE = 'me.module.enable';
export const ME_MODULE_UPDATE = 'me.module.update';
export const ME_MODULE_DISABLE = 'me.module.disable';
export const ME_PARAMETER_UPDATE = 'me.parameter.update';
export const ME_ROLE_ASSIGN = 'me.role.assign';
export const ME_ACCESS_TOGGLE = 'me.access.toggle';

const readInstance = { key: 'readInstance', label: 'Consultar los módulos de la instancia' } as const;

export const meModuleEnableSteps = [
  readInstance,
  { key: 'enableModule', label: 'Habilitar el módulo' },
] as const;

export const meModuleUpdateSteps = [
  readInstance,
  { key: 'updateModule', label: 'Actualizar el período del módulo' },
] as const;

export const meModuleDisableSteps = [
  readInstance,
  { key: 'disableModule', label: 'Deshabilitar el módulo' },
] as const;

export const meParameterUpdateSteps = [
  { key: 'readInstance', label: 'Consultar los topes de la instancia' },
  { key: 'updateParameter', label: 'Actualizar el tope' },
] as const;

export const meRoleAssignSteps = [
  { key: 'readRole', label: 'Consultar el rol actual del usuario' },
  { key: 'assignRole', label: 'Asignar el rol' },
] as const;

export const meAccessToggleSteps = [
  { key: 'readAccess', label: 'Consultar el acceso del usuario' },
  { key: 'updateAccess', label: 'Actualizar el acceso' },
] as const;
