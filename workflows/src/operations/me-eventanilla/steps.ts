// Step keys and Spanish labels of the e-Ventanilla operation, in order.
export const EVENTANILLA_CHANGE_STATUS = 'eventanilla.changeStatus';

export const eventanillaChangeStatusSteps = [
  { key: 'loadSubscription', label: 'Buscar la suscripción de comunicación del CUIT' },
  { key: 'changeStatus', label: 'Cambiar el estado de la suscripción' },
] as const;
