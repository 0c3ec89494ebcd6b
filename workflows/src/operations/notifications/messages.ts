// Spanish texts of the global notifications (spec 2 §5, §8), exactly as the spec writes them.
// Apart from the rules so the workflows can import them without the date library.
export const notificationMessages = {
  enterTitle: 'Ingrese un título',
  enterContent: 'Ingrese una descripción',
  enterStart: 'Ingrese la fecha y hora de inicio',
  enterEnd: 'Ingrese la fecha y hora de finalización',
  selectType: 'Seleccione el tipo de notificación',
  selectPlatform: 'Seleccione la plataforma',
  endAfterStart: 'La fecha y horario de finalización deben ser posteriores a la de inicio',
  alreadyExists: 'Ya existe una notificación',
  suspensionBeforeEnd: 'El servicio debe suspenderse antes a la fecha de finalización',
  suspensionAfterStart: 'El servicio debe suspenderse luego la fecha de inicio',
  suspensionRange: 'Ingrese un rango horario válido',
  selectConditionType: 'Seleccione el tipo de condición',
  selectStudyGroup: 'Seleccione el grupo de estudios',
  createFailed: 'Ocurrió un error al crear la notificación',
  suspensionFailed: 'Ocurrió un error al crear la notificación de suspensión relacionada',
  conditionFailed: 'La notificación fue creada exitosamente, excepto la asociación del tipo de condición',
  deleteFailed: 'Ocurrió un error en un servicio de: eAuthzAPI',
  serviceFailed: 'Ocurrió un error en un servicio de: Global Notification',
  // Not in the spec: the outcomes of a successful create, edit and delete.
  created: 'Notificación creada con éxito.',
  edited: 'Notificación editada con éxito.',
  deleted: 'Notificación eliminada con éxito.',
  typeNotAllowed: 'Su rol no permite gestionar notificaciones de este tipo',
  // Not in the spec: an edit says whether it touches a service suspension (issue 40).
  blockingUndeclared:
    'La notificación suspende el servicio: indique que es bloqueante (editarla necesita la aprobación de otra persona)',
  notBlocking: 'La notificación no suspende el servicio: no es bloqueante',
} as const;
