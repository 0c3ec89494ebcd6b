// Ids of the reference rows the migrations insert; the seed writes foreign keys with them.

export const organizationTypeIds = { 'MAIN-ORG': 1, 'TESTING-ORG': 2, 'CUSTOMER-ORG': 3 } as const;
export const suborganizationTypeIds = { 'ORG-FIRM': 1 } as const;
export const accountStatusIds = { ACTIVE: 1, WAITING_VALIDATION: 2, BLOCKED: 3, INACTIVE: 4 } as const;
export const userStatusIds = {
  ACTIVE: 1,
  INACTIVE: 2,
  BLOCKED: 3,
  DELETED: 4,
  WAITING_VALIDATION: 5,
  SUSPENDED: 6,
} as const;
export const organizationUserTypeIds = { 'ORG-STAFF': 1, 'DERIV-USER': 2, 'ORG-ADMIN': 3 } as const;
export const commercialUserTypeIds = { SUBSCRIBER: 1, REGISTER: 2 } as const;
export const subscriberStatusIds = { ACTIVE: 1, SUSPENDED: 2, INACTIVE: 3 } as const;
export const inviteTypeIds = { 'ORG-STAFF-USER-REGISTRATION': 1, 'SUBSCRIBER-USER-REGISTRATION': 2 } as const;
export const inviteStatusIds = { ACTIVE: 1, CANCELLED: 2 } as const;

export type OrganizationTypeCode = keyof typeof organizationTypeIds;
export type AccountStatusCode = keyof typeof accountStatusIds;
export type UserStatusCode = keyof typeof userStatusIds;
export type OrganizationUserTypeCode = keyof typeof organizationUserTypeIds;
export type CommercialUserTypeCode = keyof typeof commercialUserTypeIds;
export type SubscriberStatusCode = keyof typeof subscriberStatusIds;
export type InviteTypeCode = keyof typeof inviteTypeIds;
export type InviteStatusCode = keyof typeof inviteStatusIds;
