// Activities the "add a user to a subscriber" workflow calls: one platform call (or one
// idempotent read-then-write) each. Implemented in worker/; declared here as types so the
// workflow never imports side-effecting code.

export interface SubscriberCapacity {
  subscriberId: number;
  subscriberNumber: string;
  organizationId: number | null;
  activeUsers: number;
  maxUsers: number | null;
}

export interface FoundLoginAccount {
  loginAccountId: number;
  accountStatusCode: string;
}

export interface OrganizationLink {
  userId: number;
  organizationId: number;
  userStatusCode: string;
}

export interface SubscriberAddUserActivities {
  checkSubscriberCapacity(args: { subscriberNumber: string }): Promise<SubscriberCapacity>;
  findLoginAccountByEmail(args: { email: string }): Promise<FoundLoginAccount | null>;
  createIdentityAccount(args: { email: string }): Promise<{ externalRefId: string }>;
  createLoginAccount(args: {
    externalRefId: string;
    email: string;
    firstName: string;
    lastName: string;
    phone?: string;
    actorEmail: string;
  }): Promise<FoundLoginAccount>;
  getOrganizationLinks(args: { loginAccountId: number }): Promise<OrganizationLink[]>;
  createOrganizationLink(args: {
    loginAccountId: number;
    organizationId: number;
    userTypeCode: string;
  }): Promise<OrganizationLink>;
  reopenOrganizationLink(args: { userId: number }): Promise<OrganizationLink>;
  sendRegistrationInvite(args: {
    email: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationId: number;
    subscriberNumber: string;
  }): Promise<{ inviteId: number; reused: boolean }>;
  assignUserToSubscriber(args: {
    subscriberId: number;
    subscriberNumber: string;
    userId: number;
    actorEmail: string;
  }): Promise<{ alreadyAssigned: boolean }>;
}

export interface EventLogActivities {
  logOperationEvent(args: { transactionId: string; processName: string; eventText: string }): Promise<void>;
}
