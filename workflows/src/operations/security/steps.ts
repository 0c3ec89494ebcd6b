// Operation types, step keys and Spanish labels of the security tools, in order.
export const FILE_EXTENSION_ADD = 'fileExtension.add';
export const FILE_EXTENSION_REMOVE = 'fileExtension.remove';
export const IDENTITY_SET_PASSWORD = 'identity.setPassword';
export const IDENTITY_IMPERSONATE = 'identity.impersonate';
export const SESSIONS_REVOKE = 'sessions.revoke';
export const SESSIONS_REVOKE_ALL = 'sessions.revokeAll';

export const fileExtensionAddSteps = [
  { key: 'check', label: 'Revisar las extensiones habilitadas' },
  { key: 'enable', label: 'Habilitar la extension' },
] as const;

export const fileExtensionRemoveSteps = [
  { key: 'check', label: 'Revisar las extensiones habilitadas' },
  { key: 'disable', label: 'Deshabilitar la extension' },
] as const;

export const identitySetPasswordSteps = [
  { key: 'findUser', label: 'Buscar el usuario en el proveedor de identidad' },
  { key: 'setPassword', label: 'Guardar la nueva contraseña' },
] as const;

export const identityImpersonateSteps = [
  { key: 'findAccount', label: 'Buscar la cuenta del usuario' },
  { key: 'jobLogin', label: 'Iniciar la sesion del job de la consola' },
  { key: 'notifyUser', label: 'Notificar al usuario (jwt2)' },
  { key: 'generateJwt3', label: 'Generar el token de Mi Estudio (jwt3)' },
  { key: 'lookupSubscriber', label: 'Buscar el suscriptor del usuario' },
  { key: 'audit', label: 'Registrar quién inició sesión como quién' },
] as const;

export const sessionsRevokeSteps = [
  { key: 'check', label: 'Verificar que la sesion es del usuario' },
  { key: 'revoke', label: 'Eliminar la sesion' },
] as const;

export const sessionsRevokeAllSteps = [
  { key: 'listSessions', label: 'Obtener las sesiones activas' },
  { key: 'revoke', label: 'Eliminar las sesiones' },
] as const;
