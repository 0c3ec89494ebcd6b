// Payload shapes of the platform services, named and cased exactly as the spec lists them
// (subscribers use snake_case, the other families camelCase).

export interface Subscriber {
  subscriber_id: number;
  subscriber_ref_id: string;
  subscriber_name: string;
  subscriber_status_id: number;
  subscriber_max_user_count: number | null;
  creation_date: string;
  creation_user: string;
  modification_date: string | null;
  modification_user: string | null;
  organization_id: number | null;
}

export interface SubscriberStatus {
  subscriber_status_id: number;
  subscriber_status_code: string;
  subscriber_status_desc: string;
}

/** A user of a subscriber, in the list form of an organization user. */
export interface SubscriberUser {
  user_id: number;
  subscriber_id: number;
  user_status_id: number;
  creation_user: string;
  creation_date: string;
  login_account_id: number;
  login_account: { first_name: string; last_name: string; email: string };
  organization_id: number;
  organization_user_type_id: number;
  organization_commercial_user_type_id: number | null;
  user_status_code: string;
}

export interface SubscriberCreate {
  clicod: string;
  subscriber_name: string;
  organization_cuit: string;
  organization_legal_name: string;
  subscriber_status_id: number;
  subscriber_max_user_count: number;
  creation_user: string;
  creation_date: string;
}

export interface OrganizationType {
  organizationTypeId: number;
  organizationTypeCode: 'MAIN-ORG' | 'TESTING-ORG' | 'CUSTOMER-ORG';
  organizationTypeName: string;
}

export interface Organization {
  organizationId: number;
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
  organizationTypeId: number;
  organizationMaxAccessCount: number | null;
  isActive: boolean;
  creationDate: string;
  creationUser: string;
  modificationUser: string | null;
  organizationType: { organizationTypeCode: string; organizationTypeName: string };
}

export interface OrganizationUserType {
  organizationUserTypeId: number;
  organizationUserTypeCode: string;
  organizationUserTypeName: string;
}

export interface OrganizationCommercialUserType {
  organizationCommercialUserTypeId: number;
  organizationCommercialUserTypeCode: string;
  organizationCommercialUserTypeName: string;
}

export type UserStatusCode =
  'ACTIVE' | 'WAITING_VALIDATION' | 'BLOCKED' | 'INACTIVE' | 'SUSPENDED' | 'DELETED';

/** The user–organization link. */
export interface OrganizationUser {
  userId: number;
  loginAccountId: number;
  organizationId: number;
  account: { firstName: string; lastName: string; email: string };
  type: {
    organizationUserTypeId: number;
    organizationUserTypeCode: string;
    organizationUserTypeName: string;
  };
  commercialType: {
    organizationCommercialUserTypeId: number;
    organizationCommercialUserTypeCode: string;
    organizationCommercialUserTypeName: string;
  } | null;
  status: { userStatusId: number; userStatusCode: UserStatusCode; userStatusName: string };
  organization: { organizationName: string; organizationLegalName: string; organizationCuit: string };
  legacyUserRefId: string | null;
  startDate: string;
}

/** An organization user in the list form (spec 1 §3): both casings. */
export interface OrganizationUserListItem extends OrganizationUser {
  user_id: number;
  login_account_id: number;
  login_account: { first_name: string; last_name: string; email: string };
  organization_user_type_id: number;
  organization_commercial_user_type_id: number | null;
  user_status_id: number;
}

export interface OrganizationUpdate {
  organizationId: number;
  organizationName?: string;
  organizationLegalName?: string;
  organizationTypeId?: number;
  organizationMaxAccessCount?: number;
  /** Sent only when changed; an empty string leaves it as it is. */
  organizationCuit?: string;
  modificationUser?: string;
}

export interface OrganizationSearch {
  /** Defaults to TESTING-ORG when neither name is given. */
  organizationTypeCode?: string;
  /** Matched uppercased, anywhere in the name. */
  organizationName?: string;
  organizationLegalName?: string;
  offset?: number;
  limit?: number;
}

export interface AddOrganizationUser {
  loginAccountId: number;
  organizationId: number;
  organizationUserTypeCode: string;
  organizationCommercialUserTypeCode: string;
  userStatusCode: UserStatusCode;
}

export type AccountStatusCode = 'ACTIVE' | 'WAITING_VALIDATION' | 'BLOCKED' | 'INACTIVE';

export interface LoginAccount {
  loginAccountId: number;
  accountExternalRefId: string;
  email: string;
  firstName: string;
  lastName: string;
  modificationUser: string | null;
  accountStatusCode: AccountStatusCode;
  loginAccountPhone: { phoneNumber: string; phoneNumberTypeCode: 'MOBILE' } | null;
  accountStatus: {
    accountStatusCode: AccountStatusCode;
    accountStatusDesc: string;
    creationDate: string;
    creationUser: string;
    modificationDate: string | null;
    modificationUser: string | null;
  };
  organizationUsers: { userId: number; organizationId: number }[];
}

export interface LoginAccountCreate {
  accountExternalRefId: string;
  email: string;
  firstName: string;
  lastName: string;
  modificationUser: string;
  accountStatusCode: AccountStatusCode;
  loginAccountPhone?: { phoneNumber: string; phoneNumberTypeCode: 'MOBILE' } | null;
}

export interface IdentityUserCreated {
  cognitoUser: { User: { Username: string }; idCognito: string };
}

export interface IdentityUser {
  Username: string;
  Enabled: boolean;
  UserCreateDate: string;
  UserLastModifiedDate: string;
  UserStatus: string;
  UserAttributes: { Name: string; Value: string }[];
}

export interface RegistrationInvite {
  inviteDate: string;
  accountEmail: string;
  userId: number;
  firstName: string;
  lastName: string;
  organizationName: string;
  organizationCuit: string;
  subscriberRefId: string;
}

export interface Invite {
  inviteId: number;
  inviteTypeCode: string;
  inviteStatusCode: 'ACTIVE' | 'CANCELLED';
  /** Lower-cased `accountEmail` of the registration payload. */
  destinationEmail: string;
  inviteDate: string;
  /** Everything needed to send the same invite again (resend = cancel + create). */
  inviteData: {
    subscriberRefId: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationName: string;
    organizationCuit: string;
  };
  creationDate: string;
}

export interface InvitesByEmail {
  destinationEmail: string;
  invites: Invite[];
}

export interface Subscription {
  product_subscription_id: number;
  account_executive_ref_id: string | null;
  is_active: boolean;
  subscription_start_date: string;
  subscription_finish_date: string | null;
  product_id: number;
  product: {
    product_name: string;
    product_code: string;
    product_type: { product_type_name: string };
    product_scopes: {
      product_max_access_count: number;
      product_max_user_count: number;
      is_active: boolean;
    }[];
  };
}

export interface EventLogEntry {
  transactionId: string;
  processName: string;
  logType: 'NOTIFY';
  eventText: string;
}

export interface StoredEventLogEntry extends EventLogEntry {
  eventLogId: number;
  creationDate: string;
}

/** The audit call of operations other than step logs (shape ours). */
export interface AuditEntryInput {
  actionUser: string;
  actionName: string;
  entityType: string;
  entityId: string | number;
  detail?: Record<string, unknown> | null;
}

export interface AuditEntry extends Omit<AuditEntryInput, 'entityId' | 'detail'> {
  auditLogId: number;
  entityId: string;
  detail: Record<string, unknown> | null;
  creationDate: string;
}
