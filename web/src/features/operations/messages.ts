// Spanish texts of the operations screens (issue 5, not in the spec): the list and its
// filters, an operation's detail, its steps, retry, cancel and undo, and the live progress the
// other screens show. The step and element statuses other features show too stay in
// shared/messages.
import { messages as workflowMessages, operationStatusLabels } from '@cgi/workflows/messages';
import { stepsProgressText } from '@cgi/workflows/life-state';
import { glossary } from '../../shared/glossary';

export const operationTexts = {
  progressTitle: 'Progreso de la operación', // not in the spec
  engineHistoryExpired: workflowMessages.record.engineHistoryExpired, // not in the spec (issue 42)
  progressRunning: 'La operación está en curso…', // not in the spec
  title: 'Operaciones', // not in the spec (issue 5: support engineers)
  subtitle:
    'Cada cambio que hace la consola, con sus pasos. Abra una operación para ver qué pasó y reintente las que fallaron.', // not in the spec
  filters: 'Filtros de operaciones', // not in the spec (accessible name)
  exportFileName: 'operaciones.csv', // not in the spec (issue 31: the list's export)
  status: 'Estado',
  type: 'Tipo',
  target: 'Objetivo',
  actor: 'Iniciada por',
  from: 'Desde',
  to: 'Hasta',
  any: 'Todos',
  targetPlaceholder: 'Suscriptor, CUIT o email',
  actorPlaceholder: 'Email o cuenta de servicio',
  apply: 'Filtrar',
  clear: 'Limpiar filtros',
  // The timeline of one entity (issue 5), not in the spec.
  relatedKinds: {
    subscriber: 'suscriptor',
    organization: 'organización',
    user: 'usuario de organización',
    email: 'usuario',
    study: 'estudio',
  },
  relatedChip: (name: string) => `Historial de ${name}`,
  emptyTimeline: (name: string) => `Todavía no hay operaciones sobre ${name}.`,
  removeRelated: (chip: string) => `${glossary.removeFilter.text} ${chip}`,
  /** The panel's 'k de n' opens the failures of one step (issue 43). */
  failedStepChip: (label: string) => `Fallaron en «${label}»`,
  aStep: 'un paso',
  columns: {
    status: 'Estado',
    operation: 'Operación',
    target: 'Objetivo',
    actor: 'Iniciada por',
    started: 'Inicio',
    finished: 'Fin',
    step: 'Situación',
  },
  empty: 'No hay operaciones que cumplan el filtro.',
  emptyHint: 'Pruebe con otro estado, tipo o rango de fechas.',
  loadError: 'No se pudieron cargar las operaciones.',
  previous: 'Anterior',
  next: 'Siguiente',
  /** '1–25 de 134 operaciones' (issue 43: the list says its total, not only its page). */
  pageOf: (from: number, to: number, total: number) =>
    `${from}–${to} de ${total} ${total === 1 ? 'operación' : 'operaciones'}`,
  live: 'Se actualiza sola mientras hay operaciones en curso',
  statuses: operationStatusLabels,
  sources: { ui: 'Consola', api: 'API', cli: 'Línea de comandos' },
  stepsProgress: stepsProgressText,
  lifeActions: (labels: string[]) => `Puede: ${labels.join(' · ')}`, // not in the spec (issue 43)
  retryFailed: (count: number | string) => `${glossary.retryFailed.text} (${count})`,
  retried: 'Reintentada',
  bulkTitle: 'Reintentar operaciones fallidas',
  bulkBody: (count: number) =>
    count === 1
      ? 'Se reintentará 1 operación fallida que cumple el filtro y todavía no se reintentó. Continúa desde el paso que falló.'
      : `Se reintentarán ${count} operaciones fallidas que cumplen el filtro y todavía no se reintentaron. Cada una continúa desde el paso que falló.`,
  bulkTooMany: (max: number) =>
    `Hay más de ${max} operaciones fallidas: se reintentarán las ${max} más recientes. Para el resto, repita o acote el filtro.`,
  bulkSkipsUnapproved: (count: number) =>
    count === 1
      ? '1 de ellas nunca fue aprobada y su tipo pide aprobación: se omitirá. Reinténtela sola para pedir la aprobación de otra persona.'
      : `${count} de ellas nunca fueron aprobadas y su tipo pide aprobación: se omitirán. Reinténtelas solas para pedir la aprobación de otra persona.`,
  bulkSkipsUndone: (count: number) =>
    count === 1
      ? '1 de ellas se deshizo: se omitirá. Una operación deshecha no se reintenta; para volver a hacerla, iníciela de nuevo.'
      : `${count} de ellas se deshicieron: se omitirán. Una operación deshecha no se reintenta; para volver a hacerla, iníciela de nuevo.`,
  bulkConfirm: (count: number) =>
    count === 1 ? 'Reintentar 1 operación' : `Reintentar ${count} operaciones`,
  reason: 'Motivo',
  reasonHint: 'Queda registrado con la operación y se muestra en su detalle.',
  retry: 'Reintentar',
  retryFailedItems: glossary.retryFailed.text,
  retryTitle: 'Reintentar la operación',
  retryBody: 'Continúa desde el paso que falló; los pasos completados no se repiten.',
  // A withdrawn request or a schedule cancelled before its time: nothing failed, nothing ran.
  retryBodyNothingRan: 'Se pide de nuevo con la misma entrada; la primera vez no se hizo ningún cambio.',
  retryStarted: 'Reintento iniciado.',
  // not in the spec: a failed operation after the fact (issue 28)
  aftermath: {
    title: 'Qué pasó',
    remedy: 'Para completarla',
    retryBlocked: 'Por qué no se ofrece reintentar',
    undo: 'Deshacer',
    undoTitle: 'Deshacer la operación',
    undoBody: 'Se ejecutará, del paso más reciente al primero:',
    undoKept: 'Queda como está:',
    undoStarted: 'Deshacer iniciado.',
    undone: 'Deshecho',
    undoneBy: 'Deshecha en',
    undoOf: 'Deshace a',
    retryConfirm: 'Reintentar',
  },
  cancel: 'Cancelar operación',
  cancelTitle: '¿Cancelar la operación?',
  cancelBody:
    'El paso en curso termina y la operación se detiene antes del siguiente. Los pasos completados quedan aplicados.',
  cancelConfirm: 'Cancelar operación',
  keepRunning: 'Seguir',
  cancelRequested: 'Cancelación pedida: la operación se detiene al terminar el paso en curso.',
  // A scheduled operation or one not started yet has run nothing: no step to finish.
  cancelBodyNotStarted: 'La operación todavía no empezó: se cancela sin ejecutar ningún paso.',
  cancelledBeforeStart: 'Operación cancelada: no se ejecutó ningún paso.',
  // The requester withdraws a request still waiting for approval (issue 43): nothing ran.
  withdrawTitle: '¿Retirar la solicitud?',
  withdrawBody: 'La operación no se ejecutará y la solicitud quedará como retirada.',
  withdrawConfirm: 'Retirar solicitud',
  keepRequest: 'No retirar',
  withdrawn: 'Solicitud retirada: la operación no se ejecutará.',
  viewInTemporal: 'Ver en Temporal',
  backToList: 'Volver a operaciones',
  notFound: 'No existe la operación indicada',
  fields: {
    status: 'Estado',
    target: 'Objetivo',
    actor: 'Iniciada por',
    started: 'Inicio',
    finished: 'Fin',
    reason: 'Motivo',
    retryOf: 'Reintenta a',
    retriedBy: 'Reintentada en',
    id: 'Id',
  },
  steps: 'Pasos',
  itemsFilter: { all: 'Todos', failed: 'Fallidos', done: 'Hechos', skipped: 'Omitidos' },
  itemsSummary: (done: number, failed: number, skipped: number, total: number) =>
    `${total} elementos: ${done} hechos, ${failed} fallidos, ${skipped} omitidos`,
  noItems: 'No hay elementos con ese estado.',
  input: 'Entrada',
  result: 'Resultado',
  log: 'Registro de eventos',
  logEmpty: 'La operación todavía no escribió en el registro de eventos.',
  logError: 'No se pudo leer el registro de eventos.',
  attempt: (n: number) => `Intento ${n}`,
  resumedFrom: 'Completado en el intento anterior',
  resumedNote: 'Los pasos marcados «Completado en el intento anterior» no se repitieron: tuvieron efecto en',
  summary: 'Resumen',
  duration: 'Duración',
  source: 'Desde',
  filtersToggle: (active: number) => (active === 0 ? 'Filtros' : `Filtros (${active})`),
  openOperation: 'Ver operación',
  /** An element's failure in the service's own words, folded away: for support (issue 43). */
  technicalDetail: 'Detalle técnico',
  history: 'Ver historial de operaciones',
  // not in the spec: the operation detail in business terms (issue 16)
  present: {
    yes: 'Sí',
    no: 'No',
    elements: (count: number) => (count === 1 ? '1 elemento' : `${count.toLocaleString('es-AR')} elementos`),
    listPage: (from: number, to: number, total: number) =>
      `${from.toLocaleString('es-AR')}–${to.toLocaleString('es-AR')} de ${total.toLocaleString('es-AR')}`,
    unnamedElement: 'Operación sin nombre disponible', // not in the spec (a bulk retry's element)
    undoneOperation: 'Operación que deshace', // not in the spec (an undo's input, issue 43)
    showList: 'Ver el detalle',
    hideList: 'Ocultar el detalle',
    allFailed: 'Sin efecto: fallaron todos los elementos',
    someFailed: 'Completada con errores',
    notRun: 'No se ejecutará',
    notRunCancelled: 'No se ejecutó',
    elementsFailedNote: (failed: number, total: number) =>
      failed === total ? `Fallaron los ${total} elementos` : `Fallaron ${failed} de ${total} elementos`,
    // Names of values nested in a field (the contracts name the top-level ones).
    knownFields: {
      cuit: 'CUIT',
      row: 'Fila',
      line: 'Línea',
      detail: 'Detalle',
      value: 'Valor',
      email: 'Email',
      name: 'Nombre',
      startDate: 'Fecha de inicio',
      finishDate: 'Fecha de fin',
      appModuleCode: 'Módulo',
      documentId: 'Documento',
      id: 'Id',
    } as Record<string, string>,
  },
} as const;

// Scheduled operations (issue 30): not in the spec.
export const scheduleTexts = {
  title: 'Programación',
  filter: 'Programadas',
  scheduledFor: (when: string) => `Programada para ${when}`,
  forWhen: (when: string) => `para ${when}`,
  ranAt: (when: string, started: string) => `Programada para ${when}; empezó ${started}`,
  cancelledBefore: (when: string) => `Programada para ${when}; se canceló antes de empezar`,
  afterApproval: 'Corre a esa hora si ya fue aprobada; si no, en cuanto se apruebe.',
  change: (who: string, when: string, from: string, to: string, source: string) =>
    `${who} cambió la hora el ${when} (desde ${source}): de ${from} a ${to}`,
  reschedule: 'Cambiar hora',
  rescheduleTitle: 'Cambiar la hora de la operación',
  rescheduleConfirm: 'Guardar hora',
  rescheduled: 'Hora cambiada',
  cancel: 'Cancelar',
};

// Four-eyes approval (issue 30): not in the spec.
export const approvalTexts = {
  title: 'Aprobación',
  state: {
    pending: 'Esperando aprobación de otra persona',
    approved: 'Aprobada',
    rejected: 'Rechazada',
    expired: 'Vencida: nadie la aprobó a tiempo',
    withdrawn: 'Retirada por quien la pidió',
  } as Record<string, string>,
  requestedBy: (who: string, when: string) => `La pidió ${who} el ${when}`,
  missing: (missing: number, of: number) =>
    of === 1 ? 'Falta una aprobación' : `Faltan ${missing} de ${of} aprobaciones`,
  expires: (when: string) => `vence el ${when}`,
  // The requester's own request (issue 43): who must decide, and until when; not theirs to decide.
  whoDecides: (roles: string, when: string) =>
    roles
      ? `Debe aprobarla otra persona con rol ${roles}, hasta el ${when}.`
      : `Debe aprobarla otra persona, hasta el ${when}.`,
  decision: (decision: string, who: string, when: string, from: string) =>
    `${decision === 'approved' ? 'Aprobó' : 'Rechazó'} ${who} el ${when} (desde ${from})`,
  approve: 'Aprobar',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar la operación',
  rejectHint: 'La operación termina sin ningún cambio; quien la pidió verá su motivo.',
  // The api's own words (approvalMessages.reasonRequired): a rejection needs a reason whatever its risk.
  rejectReasonRequired: 'Indique el motivo del rechazo',
  approved: 'Aprobación registrada',
  rejected: 'Operación rechazada',
  elementCount: (n: number) => (n === 1 ? 'Toca 1 elemento:' : `Toca ${n} elementos; los primeros:`),
  moreElements: (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`),
};
