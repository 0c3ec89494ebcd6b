// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the e-Ventanilla operation, in order.
export const EVENTANILLA_CHANGE_STATUS = 'eventanilla.changeStatus';

export const eventanillaChangeStatusSteps = [
  { key: 'loadSubscription', label: 'Buscar la suscripción de comunicación del CUIT' },
  { key: 'changeStatus', label: 'Cambiar el estado de la suscripción' },
] as const;

// Activities of the e-Ventanilla operation. Implemented in worker/; declared here as types.
export interface SubscriptionSnapshot {
  communicationSubscriptionVEId: number;
  cuit: string;
  status: string;
}

export interface EventanillaActivities {
  /** 'No se encontro la suscripcion de comunicacion' (non-retryable) when the CUIT has none. */
  getCommSubscription(args: { cuit: string }): Promise<SubscriptionSnapshot>;
  /**
   * PATCH updateSubscriptionCommunicationVE. Asking for the status it already has is a no-op.
   * Refusals with the spec's text: more than one client, not found, transition not allowed.
   */
  changeCommSubscriptionStatus(args: {
    communicationSubscriptionVEId: number;
    from: string;
    to: string;
    actorEmail: string;
  }): Promise<{ status: string; lastStatusChangeDate: string }>;
}
