// Global notification service (spec 2 §7): notifications shown in the applications, their
// types, and the condition (type + group of studies) a notification may carry.
import type { Call } from './http';

export type NotificationTypeCode = 'ADVERTISEMENT' | 'INFORMATION' | 'MAINTENANCE' | 'SERVICE_SUSPENSION';
export type CommunicationChannelCode = 'WEB-APP-PUSH' | 'MOBILE-APP-PUSH';

export interface NotificationType {
  notificationTypeId: number;
  notificationTypeCode: NotificationTypeCode;
  notificationTypeDesc: string;
}

export interface NotificationConditionGroup {
  suborganizationGroupId: number;
  suborganizationGroupDesc: string;
  notificationConditionTypeId: number;
  notificationConditionTypeDesc: string;
}

export interface GlobalNotification {
  notificationId: number;
  /** The list key the console uses; same as notificationId. */
  id: number;
  notificationTitle: string;
  notificationText: string;
  validityStartDate: string;
  validityFinishDate: string | null;
  isActive: boolean;
  appCode: string;
  applicationCode: string;
  applicationName: string;
  notificationTypeId: number;
  notificationTypeCode: NotificationTypeCode;
  notificationTypeDesc: string;
  communicationChannels: {
    communicationChannelCode: CommunicationChannelCode;
    communicationChannelDesc: string;
  }[];
  relatedNotificationId: number | null;
  relatedNotificationTitle: string | null;
  destinationExclusions: { suborganizationGroups: NotificationConditionGroup[] };
  creationDate: string;
  creationUser: string;
  modificationDate: string | null;
  modificationUser: string | null;
}

export interface GlobalNotificationWrite {
  notificationTitle: string;
  notificationText: string;
  communicationChannelCodes: CommunicationChannelCode[];
  validityStartDate: string;
  validityFinishDate: string | null;
  isActive: boolean;
  appCode: string;
  notificationTypeCode: NotificationTypeCode;
  relatedNotificationId?: number | null;
  creationUser?: string;
}

/** Only `notificationId` is required; soft delete sends `{ notificationId, isActive: false }`. */
export type GlobalNotificationUpdate = Partial<Omit<GlobalNotificationWrite, 'creationUser'>> & {
  notificationId: number;
  modificationUser?: string;
};

export interface NotificationCondition {
  notificationId: number;
  /** A notification_condition_type_id (getNotificationConditionTypeEAuthz). */
  notificationConditionType: number;
  suborganizationGroupId: number;
}

export function globalNotificationsClient(call: Call) {
  return {
    create: (body: GlobalNotificationWrite) =>
      call<{ notificationId: number }>('globalNotifications', 'POST', '/addGlobalNotificationEAuthz', {
        body,
      }),
    /** Associates the condition (type and group of studies) with a notification. */
    addCondition: (body: NotificationCondition) =>
      call<NotificationCondition>('globalNotifications', 'POST', '/addEntityGroupGlobalNotificationEAuthz', {
        body,
      }),
    /** All notifications, or the one with `id`, of the given applications (any when omitted). */
    list: (filter: { id?: number; appCodes?: string[] } = {}) =>
      call<GlobalNotification[]>('globalNotifications', 'GET', '/getAllGlobalNotificationEAuthz', {
        query: { id: filter.id, appCodes: filter.appCodes },
      }),
    types: () => call<NotificationType[]>('globalNotifications', 'GET', '/getAllNotificationTypesEAuthz'),
    update: (body: GlobalNotificationUpdate) =>
      call<GlobalNotification>('globalNotifications', 'PATCH', '/updateGlobalNotificationEAuthz', { body }),
  };
}
