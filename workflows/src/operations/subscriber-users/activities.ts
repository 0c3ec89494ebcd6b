// Activities of the operations on one user of a subscriber (deactivate, cancel and resend
// the invitation, edit). Implemented in worker/; declared here as types.

/** The user of a subscriber an operation acts on, as the services know it now. */
export interface SubscriberUserTarget {
  subscriberId: number;
  subscriberNumber: string;
  userId: number;
  loginAccountId: number;
  organizationId: number;
  email: string;
  userStatusCode: string;
}

/** An active registration invite, with what is needed to send it again. */
export interface ActiveInvite {
  inviteId: number;
  email: string;
  inviteData: {
    subscriberRefId: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationName: string;
    organizationCuit: string;
  };
}

export interface SubscriberUserActivities {
  /** 'El suscriptor ingresado no existe' / 'El usuario no existe' when either is missing. */
  getSubscriberUserTarget(args: { subscriberNumber: string; userId: number }): Promise<SubscriberUserTarget>;
  /** 'El usuario no existe' when the organization user is missing. */
  setOrganizationUserStatus(args: {
    userId: number;
    userStatusCode: 'DELETED';
  }): Promise<{ changed: boolean }>;
  /**
   * Removes the user from the subscriber. A missing association is done when `missingIsDone`
   * (a retry after a lost answer, or cancel invitation which tolerates it); otherwise it is the
   * spec's 'Ocurrió un error, no existe la asociación'.
   */
  unassignUserFromSubscriber(args: {
    subscriberId: number;
    userId: number;
    missingIsDone: boolean;
  }): Promise<{ wasAssigned: boolean }>;
  /** The user's active ORG-STAFF-USER-REGISTRATION invite, or the given not-found text. */
  findActiveInvite(args: {
    email: string;
    subscriberNumber: string;
    userId: number;
    notFoundMessage: string;
  }): Promise<ActiveInvite>;
  cancelInvite(args: { inviteId: number }): Promise<void>;
  /** Sends the invite again; a retry reuses the one it already sent. */
  recreateInvite(args: { previous: ActiveInvite }): Promise<{ inviteId: number; reused: boolean }>;
  updateLoginAccountNames(args: { userId: number; firstName?: string; lastName?: string }): Promise<void>;
  updateOrganizationUser(args: {
    userId: number;
    userTypeCode?: string;
    commercialTypeCode?: string;
    userStatusCode?: string;
  }): Promise<void>;
}
