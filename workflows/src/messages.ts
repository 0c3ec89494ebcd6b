// Spanish texts of the operations, exactly as the spec writes them. Imported by the
// workflows, the api, the web app and the tests, so a typo is caught in one place.

/** A run named by its number ('la corrida original', 'el reintento 2'): ids end in `-r<n>`. */
function runName(operationId: string): string {
  const retry = /-r(\d+)$/.exec(operationId)?.[1];
  return retry ? `el reintento ${retry}` : 'la corrida original';
}

/**
 * The statuses an operation can show (OperationStatus is their names), with the word staff read
 * (the api, its export and the web).
 */
export const operationStatusLabels = {
  running: 'En curso',
  awaitingApproval: 'Esperando aprobación',
  scheduled: 'Programada',
  completed: 'Completada',
  failed: 'Falló',
  cancelled: 'Cancelada',
  rejected: 'Rechazada',
  expired: 'Vencida',
} as const;

/**
 * What a four-eyes approval came to (ApprovalState's names), with the word staff read: the
 * approvals record, its export and the web.
 */
export const approvalDecisionLabels = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  expired: 'Vencida',
  withdrawn: 'Retirada',
} as const;

/** Every decision, in the order the record's filter offers them. */
export const APPROVAL_DECISIONS = Object.keys(approvalDecisionLabels) as [
  keyof typeof approvalDecisionLabels,
  ...(keyof typeof approvalDecisionLabels)[],
];

/** Every status an operation can show, in the order the filters offer them. */
export const OPERATION_STATUSES = Object.keys(operationStatusLabels) as [
  keyof typeof operationStatusLabels,
  ...(keyof typeof operationStatusLabels)[],
];

export const messages = {
  required: 'Este campo es requerido',
  invalidEmail: 'El email ingresado no es válido',
  invalidPhone: 'Ingrese un teléfono válido',
  invalidNumber: 'Ingrese un número válido',

  userAdded: 'Usuario agregado con éxito.',
  subscriberAtCapacity: 'El suscriptor posee la cantidad máxima de usuarios establecida',
  emailInOtherOrganization: 'El email que se quiere dar de alta ya existe para otra organización',
  userAlreadyActive: 'Usuario ya existente y activo',
  userActiveAccountPending: 'Usuario ya activo pero cuenta de mail en login account pendiente',
  addUserStepFailed: 'Ocurrió un error. Intente nuevamente',
  subscriberNotFound: 'El suscriptor ingresado no existe',
  genericError: 'Ocurrió un error, intente nuevamente',

  // Subscribers area: add subscriber, deactivate, invitations, edit user (spec 1 §4, §5, §8).
  genericErrorRetry: 'Ocurrió un error. Intente nuevamente.',
  organizationMissing: 'Ocurrió un error. Intente cargar nuevamente la página',
  subscriberExists: 'Suscriptor ya existente',
  createSubscriberFailed: 'Ocurrió un error.',
  subscriberAdded: 'Suscriptor agregado con éxito.',
  userDeactivated: 'Usuario dado de baja con éxito',
  selfDeactivation: 'Un usuario no se puede dar de baja a si mismo',
  userNotFound: 'El usuario no existe',
  associationNotFound: 'Ocurrió un error, no existe la asociación',
  inviteToResendNotFound: 'No se encontró la invitación a reenviar',
  inviteToCancelNotFound: 'No se encontró la invitación a cancelar',
  invitationCancelled: 'Invitación cancelada con éxito.',
  invitationResent: 'Invitación enviada con éxito.',
  userEdited: 'Usuario editado con éxito.',
  noChanges: 'No hay cambios para guardar', // not in the spec: an edit with no changed field
  // Operations as support engineers see them (not in the spec).
  // Runs are named by their number, never by workflow id (issue 28).
  stepResumed: (operationId: string) => `Completado en ${runName(operationId)}; no se repitió`,
  retryLogLine: (operationId: string) => `Reintento: continúa desde ${runName(operationId)}`,
  stepNotRunCancelled: 'No se ejecutó: la operación fue cancelada',
  stepInterrupted: 'Se detuvo a medias: la operación fue cancelada',
  stepCancelledWhileWaiting: 'Cancelada mientras esperaba para reintentar',
  operationCancelled:
    'Operación cancelada. Los pasos completados quedaron aplicados; los pendientes no se ejecutaron.',
  reasonRequired: 'Indique el motivo: es una operación de alto riesgo',
  // The authorization gate (operations/gate.ts) and the start path (not in the spec).
  invalidInput: 'Revise los datos ingresados',
  unknownOperationType: 'Tipo de operación desconocido',
  forbiddenStart: 'Su rol no permite realizar esta acción',
  forbiddenRetry: 'Su rol no permite reintentar esta operación',
  forbiddenCancel: 'Su rol no permite cancelar esta operación',
  forbiddenUndo: 'Su rol no permite deshacer esta operación',
  bulkRetryLabel: 'Reintentar operaciones fallidas',
  bulkRetryDone: 'Reintento masivo finalizado.',
  bulkItemsFailed: (failed: number, total: number) =>
    failed === 1 ? `Falló 1 de ${total} elementos` : `Fallaron ${failed} de ${total} elementos`,
  bulkItemNotFound: 'La operación no existe',
  bulkItemCompleted: 'La operación ya estaba completada',
  bulkItemCompletedIn: (operationId: string) => `Ya se completó en ${runName(operationId)}`,
  bulkItemRunning: 'La operación está en curso',
  bulkItemNeedsApproval:
    'No se reintentó: nunca fue aprobada; reinténtela sola para pedir la aprobación de otra persona',
  bulkItemRetried: 'Reintentada con éxito',
  bulkItemAlreadyRetried: 'Ya se estaba reintentando',
  bulkItemUndone: 'No se reintentó: la operación se deshizo; para volver a hacerla, iníciela de nuevo',
  bulkItemNotProcessed: 'No se procesó: la operación fue cancelada',
  bulkTarget: (count: number) => (count === 1 ? '1 operación' : `${count} operaciones`),

  // Organizations, studies and the recycle bin (spec 1 §4, §5, §8).
  serviceNotFound: (service: string) => `Ocurrió un error en un servicio de: ${service}`,
  enterName: 'Ingrese el nombre',
  enterNumber: 'Ingrese un número',
  cuitDigits: 'El CUIT debe contener 11 digitos',
  cuitSearchRule: 'El CUIT debe contener 11 números, sin guiones',
  organizationByCuitNotFound: 'No existe una organización con el CUIT ingresado',
  cuitInUse: 'Ya existe una organización con el CUIT ingresado',
  organizationEdited: 'Organización editada con éxito.',
  featureDisabled: 'La funcionalidad está deshabilitada',
  meUserConfigured: 'Usuario configurado en Mi Estudio con éxito.', // not in the spec
  meUserNotConfigurable:
    'Solo se puede configurar Mi Estudio a usuarios activos de tipo Colaborador o Administrador', // not in the spec (the screen hides the option)
  folderCreated: 'Creación de carpeta exitosa',
  folderNoActiveAdmin: 'La organización no tiene un usuario administrador activo',
  folderCreateFailed: 'Ocurrió un error al crear la carpeta',
  documentsRestored: 'Documento(s) restaurado(s) con éxito',
  documentNotFound: 'El documento no existe', // not in the spec
  documentNotInBin: 'El documento ya no estaba en la papelera', // not in the spec
  documentRestored: 'Restaurado', // not in the spec
  documentsTarget: (count: number) => (count === 1 ? '1 documento' : `${count} documentos`), // not in the spec

  // A failed operation after the fact: its sentence, and 'Deshacer' (issue 28; not in the spec).
  aftermath: {
    nothingDone: 'No se hizo ningún cambio',
    notFinished: 'la operación no terminó',
    stepNotCompleted: (label: string) => `no se completó el paso «${label}»`,
    becauseCancelled: ' porque la operación se canceló',
    retryRemedy: 'Reintente: continúa desde el paso que falló y no repite los completados.',
    nothingRanRemedy:
      'Ningún paso llegó a ejecutarse: si todavía hace falta, reinténtela o iníciela de nuevo.',
  },
  /**
   * Whom or what inside its target an operation acts on (OperationContract.subject), where its
   * input names it by an id or a code (issue 43; not in the spec).
   */
  subject: {
    user: (userId: number) => `usuario ${userId}`,
    module: (code: string) => `módulo ${code}`,
    parameter: (code: string) => `tope ${code}`,
  },
  /** The console's own record of operations (issue 42). */
  record: {
    engineHistoryExpired:
      'El historial de esta operación en el motor (Temporal) ya venció: lo que se muestra viene del registro de la consola.',
    engineHistoryExpiredRetry:
      'No se puede reintentar ni deshacer: su historial en el motor (Temporal) ya venció. Iníciela de nuevo si hace falta.',
  },
  undo: {
    label: 'Deshacer una operación',
    reviewStep: 'Revisar qué se puede deshacer',
    undone: (count: number) =>
      count === 1 ? 'Se deshizo 1 paso de la operación.' : `Se deshicieron ${count} pasos de la operación.`,
    kept: (phrases: string[]) => `Queda como estaba: ${phrases.join('; ')}.`,
    failed: 'No se pudo deshacer la operación. Reintente: no repite lo ya deshecho.',
    notFound: 'La operación a deshacer no existe',
    notFailed: 'Solo se deshace una operación que falló o se canceló',
    running: 'La operación está en curso: espere a que termine o cancélela antes de deshacerla',
    retried: 'La operación ya se reintentó: deshaga su último reintento',
    nothingToUndo:
      'No hay nada que deshacer: ningún paso completado tiene una acción inversa en la plataforma',
    alreadyUndone: 'La operación ya se deshizo',
    retryBlockedUndone: 'La operación se deshizo: para volver a hacerla, iníciela de nuevo.',
  },
} as const;
