// Spanish texts of the Mi Estudio instances area (spec 2 §2.2–§2.6, §5, §8), shared by the
// operation inputs, the workflows, the api and the web app so a changed text changes once.
export const meInstancesMessages = {
  cuitInvalid: 'El CUIT debe contener 11 numeros, sin guiones',
  organizationNotFoundByCuit: 'No existe una organización con el CUIT ingresado',
  capsIncomplete: '* Complete todos los datos',
  expiryInvalid: '* Seleccione una fecha de vencimiento posterior al día de hoy',
  eVentanillaCapFixed: 'La cantidad máxima de clientes del módulo e-Ventanilla es 0',
  organizationNotLoaded: 'Ha ocurrido un error. Intente recargar la página.',
  enabled: 'Habilitación exitosa',
  /** Spec 1 §8: the outcome a fresh enablement records (its snackbar says `enabled`, spec 2 §8). */
  basicEnabled: 'Mi Estudio Básico fue habilitado con éxito.',
  reinitialised: 'Modificación exitosa',
  adminEmailChanged: 'El cambio de email de usuario administrador fue éxitoso.',
  adminUserNotFound: 'El usuario no es un administrador de la organización',
  adminEmailInUse: 'El email ingresado ya pertenece a otra cuenta',
  adminNotConfigurable: 'El usuario no es un administrador activo de la organización',
  userFolderCreated: 'Creación de carpeta exitosa',
  userFolderFailed: 'No se pudo crear la carpeta del usuario',
  baseFolderFailed: 'Ocurrió un error al crear la carpeta',
  genericError: 'Ocurrió un error. Intente nuevamente.',
  /** Spec 2 §8: a service's 404, and an error body with codeMessageLanguage. */
  serviceNotFound: (service: string) => `Ocurrió un error en un servicio de: ${service}`,
  serviceError: (code: string) => `Ocurrió un error en el servicio: ${code}`,
} as const;

/** Spec 2 §4 access status labels; unknown codes show the raw code. */
export const ME_ACCESS_STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Activo',
  GRANTED: 'Acceso habilitado',
  REVOKED: 'Acceso revocado',
  DELETED: 'Eliminado',
  WAITING_VALIDATION: 'Esperando validación',
  BLOCKED: 'Bloqueado',
  INACTIVE: 'Inactivo',
  SUSPENDED: 'Suspendido',
};

export function meAccessStatusLabel(code: string): string {
  return ME_ACCESS_STATUS_LABELS[code] ?? code;
}
