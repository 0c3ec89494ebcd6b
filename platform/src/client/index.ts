// Typed client for the platform services. The api and the worker's activities use it against
// either the reference platform in this repo or the provider's real services.
import { createHttp, type HttpOptions } from './http';
import type {
  AddOrganizationUser,
  EventLogEntry,
  IdentityUser,
  IdentityUserCreated,
  Invite,
  InvitesByEmail,
  LoginAccount,
  LoginAccountCreate,
  Organization,
  OrganizationCommercialUserType,
  OrganizationType,
  OrganizationUser,
  OrganizationUserType,
  RegistrationInvite,
  StoredEventLogEntry,
  Subscriber,
  SubscriberCreate,
  SubscriberStatus,
  SubscriberUser,
  Subscription,
} from './types';

export * from './http';
export * from './base-urls';
export type * from './types';

export function createPlatformClient(options: HttpOptions) {
  const call = createHttp(options);
  return {
    subscribers: {
      statuses: () => call<SubscriberStatus[]>('subscribers', 'GET', '/getSubscriberStatusCorpEntities'),
      byNumber: (clicod: string) =>
        call<Subscriber>('subscribers', 'GET', '/getSubscriberCorpEntities', { query: { clicod } }),
      byId: (subscriberId: number) =>
        call<Subscriber>('subscribers', 'GET', '/getSubscriberCorpEntities', {
          query: { subscriber_id: subscriberId },
        }),
      ofOrganization: (organizationId: number, offset = 0, limit = 100) =>
        call<Subscriber[]>('subscribers', 'GET', `/getAllSubscriberCorpEntities/${organizationId}`, {
          query: { offset, limit },
        }),
      users: (clicod: string, offset = 0, limit = 100) =>
        call<SubscriberUser[]>('subscribers', 'GET', '/getUsersSubscriberCorpEntities', {
          query: { clicod, offset, limit },
        }),
      ofUser: (userId: number, offset = 0, limit = 1000) =>
        call<Subscriber[]>('subscribers', 'GET', `/getSubscriberUserCorpEntities/${userId}`, {
          query: { offset, limit },
        }),
      create: (body: SubscriberCreate) =>
        call<{ subscriber_id: number }>('subscribers', 'POST', '/createSubscriberCorpEntities', { body }),
      assignUser: (body: {
        user_id: number;
        subscriber_id: number;
        creation_user: string;
        creation_date: string;
      }) =>
        call<{ user_id: number; subscriber_id: number }>(
          'subscribers',
          'POST',
          '/assignUserSubscriberCorpEntity',
          {
            body,
          },
        ),
      unassignUser: (body: { subscriber_id: number; user_id: number }) =>
        call<{ user_id: number; subscriber_id: number }>(
          'subscribers',
          'DELETE',
          '/unassignUserSubscriberCorpEntity',
          {
            body,
          },
        ),
    },
    organizations: {
      byId: (organizationId: number) =>
        call<Organization>('organizations', 'GET', '/getOrganizationCorpEntities', {
          query: { organizationId },
        }),
      types: () => call<OrganizationType[]>('organizations', 'GET', '/getOrganizationTypeCorpEntities'),
      userTypes: () =>
        call<OrganizationUserType[]>('organizations', 'GET', '/getOrganizationUserTypeCorpEntities'),
      commercialUserTypes: () =>
        call<OrganizationCommercialUserType[]>(
          'organizations',
          'GET',
          '/getOrganizationCommercialUserTypeCorpEntities',
        ),
      linksOfLoginAccount: (loginAccountId: number) =>
        call<OrganizationUser[]>('organizations', 'GET', '/getUserOrganizationByLoginAccountCorpEntities', {
          query: { loginAccountId },
        }),
      addUser: (body: AddOrganizationUser) =>
        call<OrganizationUser>('organizations', 'POST', '/addUserOrganizationCorpEntities', { body }),
      updateUser: (body: {
        organizationUserId: number;
        userStatusCode?: string;
        organizationUserTypeCode?: string;
        organizationCommercialUserTypeCode?: string;
      }) => call<OrganizationUser>('organizations', 'POST', '/updateUserOrganizationCorpEntities', { body }),
      userData: (organizationUserId: number) =>
        call<OrganizationUser>('organizations', 'GET', '/getUserDataOrganizationCorpEntities', {
          query: { organizationUserId },
        }),
    },
    loginAccounts: {
      byEmail: (email: string) =>
        call<{ loginAccount: LoginAccount }>('loginAccounts', 'GET', '/loginAccountByEmail', {
          query: { email },
        }),
      byId: (loginAccountId: number) =>
        call<{ loginAccount: LoginAccount }>('loginAccounts', 'GET', '/loginAccountById', {
          query: { loginAccountId },
        }),
      create: (body: LoginAccountCreate) =>
        call<{ loginAccount: LoginAccount }>('loginAccounts', 'POST', '/loginAccountCreate', { body }),
      update: (body: { loginAccountId: number; firstName?: string; lastName?: string }) =>
        call<{ loginAccount: LoginAccount }>('loginAccounts', 'PUT', '/loginAccountUpdate', { body }),
    },
    authentication: {
      createBaseAccount: (body: { username: string; password: string }) =>
        call<IdentityUserCreated>('authentication', 'POST', '/create/createUserBaseAccountEAuth', { body }),
      /** Identity-provider user lookup (spec 2 §7 "User lookup: POST with username"). */
      getUser: (username: string) =>
        call<{ user: IdentityUser }>('authentication', 'POST', '/admin/getUserEAuth', { body: { username } }),
    },
    invites: {
      createOrgStaffRegistration: (body: RegistrationInvite) =>
        call<Invite>('invites', 'POST', '/createOrgStaffRegistrationUserInvite', { body }),
      createSubscriberRegistration: (body: RegistrationInvite) =>
        call<Invite>('invites', 'POST', '/createSubscriberRegistrationUserInvite', { body }),
      search: (body: { destinationEmail: string[]; inviteTypeCode: string[]; inviteStatusCode: string[] }) =>
        call<InvitesByEmail[]>('invites', 'POST', '/getAllInviteUserInvite', { body }),
      update: (body: { inviteId: number; inviteStatusCode: 'CANCELLED' | 'ACTIVE' }) =>
        call<Invite>('invites', 'PUT', '/updateInviteUserInvite', { body }),
    },
    products: {
      subscriptionsOfSubscriber: (subscriberId: number, size = 50, page = 1) =>
        call<Subscription[]>('products', 'GET', `/getSubscriberSuscriptionCommProduct/${subscriberId}`, {
          query: { size, page },
        }),
    },
    eventLog: {
      push: (body: EventLogEntry) =>
        call<{ eventLogId: number }>('eventLog', 'POST', '/pushProcessLogEventLogger', { body }),
      /** Our own read path (not in the spec): entries of one transaction, oldest first. */
      ofTransaction: (transactionId: string) =>
        call<StoredEventLogEntry[]>('eventLog', 'GET', '/events', { query: { transactionId } }),
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
