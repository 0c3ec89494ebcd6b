// Typed client for the platform services. The api and the worker's activities use it against
// either the reference platform in this repo or the provider's real services.
import { authorizationClient } from './authorization';
import { declarationsClient } from './declarations';
import { fileExtensionsClient } from './file-extensions';
import { firmsCustomersClient } from './firms-customers';
import { globalNotificationsClient } from './global-notifications';
import { createHttp, type HttpOptions } from './http';
import { identityToolsClient } from './identity-tools';
import { legacyUsersClient } from './legacy-users';
import { legalCommunicationsClient } from './legal-communications';
import { meRegistrationClient } from './me-registration';
import { sessionsClient } from './sessions';
import { storageClient } from './storage';
import { suborganizationsClient } from './suborganizations';
import type {
  AddOrganizationUser,
  AuditEntry,
  AuditEntryInput,
  EventLogEntry,
  IdentityUser,
  IdentityUserCreated,
  Invite,
  InvitesByEmail,
  LoginAccount,
  LoginAccountCreate,
  Organization,
  OrganizationCommercialUserType,
  OrganizationSearch,
  OrganizationType,
  OrganizationUpdate,
  OrganizationUser,
  OrganizationUserListItem,
  OrganizationUserType,
  RegistrationInvite,
  StoredEventLogEntry,
  Subscriber,
  SubscriberCreate,
  SubscriberStatus,
  SubscriberUser,
  Subscription,
} from './types';
import { versionsClient } from './versions';

export * from './http';
export * from './call-context';
export * from './base-urls';
export * from './service-key';
export type * from './types';
export * from './authorization';
export type * from './declarations';
export type * from './file-extensions';
export type * from './firms-customers';
export type * from './global-notifications';
export type * from './identity-tools';
export type * from './legacy-users';
export * from './legal-communications';
export type * from './me-registration';
export { decryptPassword, encryptPassword } from './password-cipher';
export * from './console-secrets';
export type * from './sessions';
export type * from './storage';
export type * from './suborganizations';
export type * from './versions';

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
      /** Name search uppercased, anywhere in the name; 404 'datos no encontrados' when none match. */
      search: (query: OrganizationSearch = {}) =>
        call<Organization[]>('organizations', 'GET', '/getAllOrganizationCorpEntities', {
          query: { ...query },
        }),
      /** 404 'Organization not found' when no organization has the CUIT. */
      byCuit: (organizationCuit: string) =>
        call<Organization>('organizations', 'GET', '/getByCuitOrganizationCorpEntities', {
          query: { organizationCuit },
        }),
      /** A CUIT of another organization is a 409 whose message names CUIT. */
      update: (body: OrganizationUpdate) =>
        call<Organization>('organizations', 'POST', '/updateOrganizationCorpEntities', { body }),
      users: (organizationId: number, offset = 0, limit = 1000) =>
        call<OrganizationUserListItem[]>('organizations', 'GET', '/getAllUsersOrganizationCorpEntities', {
          query: { organizationId, offset, limit },
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
        call<{ user: IdentityUser }>('authentication', 'POST', '/admin/getUserEAuth', {
          body: { username },
          read: true,
        }),
      /** `encryptedPassword` from encryptPassword(password, identity client id). */
      setPassword: (username: string, encryptedPassword: string) =>
        call<{ user: IdentityUser }>('authentication', 'POST', '/admin/setUserPasswordEAuth', {
          body: { username, password: encryptedPassword },
        }),
    },
    invites: {
      createOrgStaffRegistration: (body: RegistrationInvite) =>
        call<Invite>('invites', 'POST', '/createOrgStaffRegistrationUserInvite', { body }),
      createSubscriberRegistration: (body: RegistrationInvite) =>
        call<Invite>('invites', 'POST', '/createSubscriberRegistrationUserInvite', { body }),
      search: (body: { destinationEmail: string[]; inviteTypeCode: string[]; inviteStatusCode: string[] }) =>
        call<InvitesByEmail[]>('invites', 'POST', '/getAllInviteUserInvite', { body, read: true }),
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
      /** The audit call of operations other than step logs (shape ours). */
      audit: (body: AuditEntryInput) =>
        call<{ auditLogId: number }>('eventLog', 'POST', '/pushAuditEventLogger', { body }),
      /** Ours: audit entries of one entity, oldest first. */
      auditOf: (entityType: string, entityId: string | number) =>
        call<AuditEntry[]>('eventLog', 'GET', '/audit', {
          query: { entityType, entityId: String(entityId) },
        }),
    },
    suborganizations: suborganizationsClient(call),
    storage: storageClient(call),
    meRegistration: meRegistrationClient(call),
    authorization: authorizationClient(call),
    globalNotifications: globalNotificationsClient(call),
    versions: versionsClient(call),
    fileExtensions: fileExtensionsClient(call),
    identityTools: identityToolsClient(call),
    sessions: sessionsClient(call),
    declarations: declarationsClient(call),
    legalCommunications: legalCommunicationsClient(call),
    firmsCustomers: firmsCustomersClient(call),
    legacyUsers: legacyUsersClient(call),
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
