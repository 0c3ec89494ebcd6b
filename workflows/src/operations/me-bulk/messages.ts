// Spanish texts of the Mi Estudio bulk operations (spec 2 §2.7, §2.15, §8), shared by the
// workflows, the api, the web app and the tests.
export const meBulkMessages = {
  // CSV enablement (spec 2 §2.7, §8).
  csvLabel: 'Habilitación de módulos mediante documento .CSV', // the screen's title, spec 2 §2.7
  csvSuccess: 'Proceso exitoso',
  csvPartial: 'El proceso se completó con éxito aunque presenta varios errores',
  csvError: 'Error en el proceso',
  csvIncorrect: 'El documento es incorrecto.',
  csvTarget: (organizations: number) =>
    organizations === 1 ? '1 organización' : `${organizations} organizaciones`,
  csvBatchLabel: (from: number, to: number) => `Organizaciones ${from} a ${to}`,
  csvOrganizationEnabled: 'Módulos habilitados', // not in the spec: one organization's outcome
  csvBatchNote: (organizations: number, succeeded: number, withErrors: number) =>
    `${organizations} procesadas: ${succeeded} con éxito, ${withErrors} con errores`,
  // Declarations (spec 2 §2.15, §5, §8).
  unlockLabel: 'Desbloquear declaraciones',
  unlockSuccess: 'Desbloqueo exitoso',
  unlockTarget: (suborganizationId: number) => `estudio ${suborganizationId}`,
  declarationUnlocked: 'Declaración desbloqueada',
  declarationAlreadyUnlocked: 'La declaración ya estaba desbloqueada',
  declarationNotFound: 'No se encontró la declaración',
  declarationsServiceNotFound: 'Ocurrió un error en un servicio de: declarations',
  nothingSelected: 'No seleccionaste ninguna declaración para desbloquear',
  tooManyDeclarations: (max: number) => `Como máximo ${max.toLocaleString('es-AR')} declaraciones por vez`,
  invalidDeclarationId: 'Identificador de declaración inválido',
} as const;
