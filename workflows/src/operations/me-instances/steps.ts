// Step keys and Spanish labels of the Mi Estudio instances operations, in order.
export const ME_ENABLE = 'me.enable';
export const ME_CHANGE_ADMIN_USER = 'me.changeAdminUser';
export const ME_CREATE_USER_FOLDER = 'me.createUserFolder';
export const ME_CREATE_BASE_FOLDER = 'me.createBaseFolder';

/** The parts of the enablement request (spec 2 §3), in the order the request lists them. */
export const meEnableSteps = [
  { key: 'organization', label: 'Verificar la organización' },
  { key: 'suborganization', label: 'Verificar el estudio base' },
  { key: 'parameters', label: 'Configurar los topes' },
  { key: 'modules', label: 'Habilitar los módulos' },
  { key: 'instance', label: 'Crear o renovar la instancia de Mi Estudio' },
] as const;

export const meChangeAdminUserSteps = [
  { key: 'checkUser', label: 'Verificar el usuario administrador' },
  { key: 'changeEmail', label: 'Cambiar el email del usuario administrador' },
] as const;

export const meCreateUserFolderSteps = [
  { key: 'checkFolder', label: 'Verificar la carpeta del usuario' },
  { key: 'createFolder', label: 'Crear la carpeta del usuario' },
] as const;

export const meCreateBaseFolderSteps = [
  { key: 'checkFolder', label: 'Verificar la carpeta de sistema del estudio' },
  { key: 'createFolder', label: 'Crear la carpeta de sistema' },
] as const;
