// Spanish texts of the security tools (spec 2 §2.12–§2.14, §8). The texts the server shares
// (validation, errors, results) come from the workflows package; the rest are the screens'.
import { securityMessages } from '@cgi/workflows/inputs';

export const t = {
  ...securityMessages,
  homeTitle: 'Sistema y Seguridad',
  homeIntro:
    'Herramientas de soporte: extensiones de archivo, usuarios del proveedor de identidad y sesiones.', // not in the spec
  // §2.12
  extensionsTitle: 'Administración de extensiones de archivos',
  extensionsLabel: 'Extensiones habilitadas', // not in the spec
  extensionsEmpty: 'No se encontraron extensiones',
  extensionsPick: 'Seleccione una extensión', // not in the spec
  addExtension: 'Habilitar extensión',
  addExtensionLabel: 'Extensión', // not in the spec
  add: 'Agregar',
  cancel: 'Cancelar',
  removeExtension: 'Eliminar extensión',
  removeExtensionText: (extension: string) => `¿Desea deshabilitar la extensión ${extension}?`,
  removeConfirm: 'ELIMINAR',
  // §2.13
  cognitoTitle: 'Usuarios del proveedor de identidad', // not in the spec
  emailLabel: 'Email',
  emailPlaceholder: 'usuario@dominio.com', // not in the spec
  search: 'Buscar',
  attribute: 'Atributo',
  value: 'Valor',
  attributesLabel: 'Atributos del usuario', // not in the spec (the table's name)
  passwordTitle: 'Nueva contraseña', // not in the spec
  passwordLabel: 'Contraseña', // not in the spec
  confirm: 'Confirmar',
  passwordConfirmTitle: 'Cambiar la contraseña', // not in the spec
  passwordConfirmText: (email: string) => `Se guardará una nueva contraseña para ${email}.`, // not in the spec
  passwordOk: 'Contraseña guardada', // not in the spec (the success icon's name)
  passwordError: 'No se guardó la contraseña', // not in the spec (the error icon's name)
  signInTitle: 'Iniciar sesión',
  viewAsUser: 'Ver como el usuario',
  viewAsMe: 'Ver como Mi Estudio',
  subscriberProducts: 'Productos Suscriptor',
  subscriberProductsTooltip: 'Requiere VPN y un usuario de admin2', // §2.13: requires VPN and an admin2 user
  impersonateText: (email: string, what: string) =>
    `Se iniciará una sesión como ${email} (${what}). Queda registrado quién lo hizo y por qué.`, // not in the spec
  subscriberText: (email: string) => `Se buscará el suscriptor de ${email} para abrir Productos Suscriptor.`, // not in the spec
  // §2.14
  sessionsSearchTitle: 'Administración de sesiones',
  sessionsTitle: 'Administrar sesiones activas de un usuario',
  sessionsOf: (email: string) => `Dispositivos vinculados a ${email}`,
  device: 'Dispositivo',
  browser: 'Navegador',
  location: 'Ubicación',
  ip: 'IP del dispositivo',
  remove: 'Eliminar',
  removeAll: 'Eliminar todas las sesiones',
  removeOneTitle: 'Eliminar la sesión',
  removeOneText: (device: string) => `¿Desea eliminar la sesión de ${device}?`, // not in the spec
  removeAllTitle: 'Eliminar todas las sesiones',
  removeAllText: (count: number, email: string) => `Se eliminarán las ${count} sesiones activas de ${email}.`, // not in the spec
  blank: '- -',
} as const;

/**
 * 'Productos Suscriptor' opens the legacy product's admin page (reachable only through the VPN
 * with an admin2 user). The spec does not show its address: this is where it is configured.
 */
export const subscriberAdminUrl = (subscriptionNumber: string) =>
  `https://admin2.interno/suscriptores/${encodeURIComponent(subscriptionNumber)}/productos`;
