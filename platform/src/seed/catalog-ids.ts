// Ids of the reference rows the migrations insert; the seed writes foreign keys with them.

export const organizationTypeIds = { 'MAIN-ORG': 1, 'TESTING-ORG': 2, 'CUSTOMER-ORG': 3 } as const;
export const suborganizationTypeIds = { 'ORG-FIRM': 1, 'FIRM-CUSTOMER': 2 } as const;
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

export const appModuleIds = {
  OrgFirmMgmnt: 1,
  FirmCustomer: 2,
  MyCalendar: 3,
  AlicuotaMgmnt: 4,
  EconomicIndexes: 5,
  InstantMessage: 6,
  TaskMgmnt: 7,
  Storage: 8,
  CommunicationVE: 9,
} as const;
export const notificationTypeIds = {
  ADVERTISEMENT: 1,
  INFORMATION: 2,
  MAINTENANCE: 3,
  SERVICE_SUSPENSION: 4,
} as const;
/** The enablement defaults of spec 2 §9 with their product references (migration 012). */
export const appParameters = [
  { code: 'User.MaxFirmStaffCount', ref: 'ME.USER.MAX-FIRM-STAFF-COUNT', value: 2 },
  { code: 'FirmCustomer.MaxFirmCustomerCount', ref: 'ME.FIRM-CUSTOMER.MAX-FIRM-CUSTOMER-COUNT', value: 50 },
  { code: 'User.MaxFirmCustomerStaffCount', ref: 'ME.USER.MAX-FIRM-CUSTOMER-STAFF-COUNT', value: 75 },
  { code: 'Storage.MaxCapacityGB', ref: 'ME.STORAGE.MAX-CAPACITY-GB', value: 25 },
  { code: 'CommunicationVE.MaxFirmCustomerCount', ref: null, value: 0 },
] as const;

export type AppModuleCode = keyof typeof appModuleIds;
export type NotificationTypeCode = keyof typeof notificationTypeIds;
