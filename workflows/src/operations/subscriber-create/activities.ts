// Activities of 'Añadir suscriptor' (add a subscriber to an organization). Implemented in
// worker/; declared here as types. The account, identity and assignment activities are the
// add-user ones (same names, registered once).
import type { FoundLoginAccount, OrganizationLink } from '../subscriber-add-user/activities';

export interface NewSubscriberTarget {
  organizationId: number;
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
}

export interface SubscriberCreateActivities {
  /** The organization must exist and the subscriber number must be free. */
  checkNewSubscriber(args: {
    subscriberNumber: string;
    organizationId: number;
  }): Promise<NewSubscriberTarget>;
  createSubscriber(args: {
    subscriberNumber: string;
    subscriberName: string;
    maxUsers: number;
    organization: NewSubscriberTarget;
    actorEmail: string;
  }): Promise<{ subscriberId: number; reused: boolean }>;
  /** A login account created by this flow starts ACTIVE (spec 1 §4). */
  createActiveLoginAccount(args: {
    externalRefId: string;
    email: string;
    firstName: string;
    lastName: string;
    actorEmail: string;
  }): Promise<FoundLoginAccount>;
  /** Finds the user in the organization, or adds them as ORG-ADMIN / SUBSCRIBER / ACTIVE. */
  ensureSubscriberAdminLink(args: {
    loginAccountId: number;
    organizationId: number;
  }): Promise<OrganizationLink & { outcome: 'kept' | 'created' | 'reopened' }>;
  sendSubscriberRegistrationInvite(args: {
    email: string;
    userId: number;
    firstName: string;
    lastName: string;
    organization: NewSubscriberTarget;
    subscriberNumber: string;
  }): Promise<{ inviteId: number; reused: boolean }>;
}
