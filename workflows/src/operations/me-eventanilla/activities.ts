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
