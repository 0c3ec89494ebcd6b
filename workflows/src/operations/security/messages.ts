// Spanish texts of the security tools (spec 2 §2.12–§2.14, §5, §8), used by the inputs, the
// workflows, the api and the web app. Where the spec writes a text without accents, so do we.
export const securityMessages = {
  // File extensions (§5, §8).
  extensionRequired: 'Ingrese la extensión',
  extensionMalformed: 'Ocurrió un error. Recargue la página',
  extensionNotAllowed: 'Extensión de archivo no permitida',
  fileExtensionsService: 'Ocurrió un error en un servicio de: FileExtensions',
  extensionEnabled: 'Extensión habilitada con éxito',
  extensionAlreadyEnabled: 'la extensión ya estaba habilitada',
  extensionDisabled: 'Extensión eliminada con éxito',
  extensionAlreadyDisabled: 'la extensión ya estaba deshabilitada',
  // Identity tools (§2.13, §5, §8).
  userNotInIdentity: 'El usuario no existe en Cognito!',
  passwordRequired: 'Ingrese la nueva contraseña',
  /** §5 and §9: 8 characters with at least one lowercase, one uppercase and one number. */
  passwordHint: 'La contraseña debe tener al menos 8 caracteres, una minúscula, una mayúscula y un número',
  passwordSaved: 'Contraseña actualizada',
  passwordFailed: 'No se pudo actualizar la contraseña',
  impersonationDataError: (api: string) =>
    `Problemas en la asociacion de datos. Error al invocar la api: ${api}`,
  impersonationInternalError: 'Ocurrió un error interno. Intente más tarde o comuníquese con Desarrollo.',
  subscriberDataError: 'Ocurrió un error al recuperar datos para este usuario.',
  impersonationDone: (email: string, product: string) => `Sesión iniciada como ${email} en ${product}`,
  subscriberFound: (email: string, subscriptionNumber: string) =>
    `Suscriptor de ${email}: ${subscriptionNumber}`,
  // Sessions (§2.14, §8).
  loginAccountNotFound: 'No se encontró el usuario ingresado.',
  searchFailed: 'Ocurrió un error. Intente nuevamente',
  emailInvalid: 'Ingrese un email válido',
  sessionRemoved: 'Sesión eliminada',
  sessionNotRemoved: 'No se pudo eliminar la sesión',
  sessionAlreadyGone: 'la sesión ya no estaba activa',
  sessionsRemoved: 'Sesiones eliminadas',
  sessionsNone: 'No se encontraron sesiones activas',
  sessionsLoadFailed: 'Ocurrió un error al obtener las sesiones',
  sessionsItemsFailed: (failed: number, total: number) =>
    `No se pudieron eliminar ${failed} de ${total} sesiones`,
} as const;
