// Step keys and Spanish labels of the global notification operations, in order.
export const NOTIFICATION_CREATE = 'notification.create';
export const NOTIFICATION_EDIT = 'notification.edit';
export const NOTIFICATION_DELETE = 'notification.delete';

export const notificationCreateSteps = [
  { key: 'createNotification', label: 'Crear la notificación' },
  { key: 'createSuspension', label: 'Crear la notificación de suspensión relacionada' },
  { key: 'associateCondition', label: 'Asociar el tipo de condición' },
] as const;

export const notificationEditSteps = [
  { key: 'updateNotification', label: 'Actualizar la notificación' },
  { key: 'updateSuspension', label: 'Actualizar la notificación de suspensión relacionada' },
  { key: 'associateCondition', label: 'Asociar el tipo de condición' },
] as const;

export const notificationDeleteSteps = [
  { key: 'deleteNotification', label: 'Eliminar la notificación' },
] as const;
