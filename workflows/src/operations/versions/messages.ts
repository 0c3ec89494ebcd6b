// Spanish texts of 'Control de versiones de la aplicación Mi Estudio' (spec 2 §2.11, §5, §8),
// exactly as the spec writes them.
export const versionsMessages = {
  title: 'Control de versiones de la aplicación Mi Estudio',
  codeRequired: 'Ingrese la nueva versión',
  alreadyExists: 'La versión ya existe',
  deprecated: 'La versión fue deprecada',
  published: 'Publicación exitosa',
  deprecatedOk: 'Versión deprecada con éxito',
  publishFailed: 'Ocurrió un error al publicar la versión',
  deprecateFailed: 'Ocurrió un error al deprecar la versión',
  loadFailed: 'Ocurrió un error al obtener las versiones',
  noVersionSelected: 'Ocurrió un error. Intente nuevamente',
  // Not in the spec: the form's own limits and an unknown platform.
  platformRequired: 'Seleccione la plataforma',
  codeTooLong: 'Como máximo 50 caracteres',
  codeWithSpaces: 'La versión no puede contener espacios',
  descriptionTooLong: 'Como máximo 300 caracteres',
  unknownPlatform: 'La plataforma seleccionada no existe',
  versionNotFound: 'La versión no existe',
} as const;
