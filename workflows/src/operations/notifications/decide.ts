// Rules of the notification operations that need no service call. Pure, so they are unit-tested alone.
import type { NotificationCreateInput } from './contracts';
import type { NotificationWrite } from './activities';

/** Whether a listed notification is the one a create with these fields wrote (a retried create finds it). */
export function isSameNotification(
  listed: {
    notificationTitle: string;
    notificationText: string;
    notificationTypeCode: string;
    validityStartDate: string;
    validityFinishDate: string | null;
    relatedNotificationId: number | null;
    creationUser: string;
    isActive: boolean;
    appCode: string;
  },
  write: NotificationWrite,
  creationUser: string,
): boolean {
  return (
    listed.isActive &&
    listed.appCode === 'ME' &&
    listed.creationUser === creationUser &&
    listed.notificationTitle === write.notificationTitle &&
    listed.notificationText === write.notificationText &&
    listed.notificationTypeCode === write.notificationTypeCode &&
    Date.parse(listed.validityStartDate) === Date.parse(write.validityStartDate) &&
    listed.validityFinishDate !== null &&
    Date.parse(listed.validityFinishDate) === Date.parse(write.validityFinishDate) &&
    (listed.relatedNotificationId ?? null) === write.relatedNotificationId
  );
}

/** The notification the create form describes. */
export function mainWrite(input: NotificationCreateInput): NotificationWrite {
  return {
    notificationTitle: input.notificationTitle,
    notificationText: input.notificationText,
    communicationChannelCodes: input.communicationChannelCodes,
    validityStartDate: input.validityStartDate,
    validityFinishDate: input.validityFinishDate,
    notificationTypeCode: input.notificationTypeCode,
    relatedNotificationId: null,
  };
}

export function isBlockingMaintenance(input: NotificationCreateInput): boolean {
  return input.blocking && input.notificationTypeCode === 'MAINTENANCE';
}

/**
 * The SERVICE_SUSPENSION a blocking maintenance brings (spec 2 §4): linked to it, from the
 * suspension date and time to the maintenance's end, on the same channels; its text is the
 * optional description, else the maintenance's content.
 */
export function suspensionWrite(input: NotificationCreateInput, maintenanceId: number): NotificationWrite {
  return {
    notificationTitle: input.notificationTitle,
    notificationText: input.description || input.notificationText,
    communicationChannelCodes: input.communicationChannelCodes,
    validityStartDate: input.suspensionStartDate,
    validityFinishDate: input.validityFinishDate,
    notificationTypeCode: 'SERVICE_SUSPENSION',
    relatedNotificationId: maintenanceId,
  };
}

/** The condition to associate, when the form chose both a condition type and a study group. */
export function conditionOf(input: {
  notificationConditionType: number | null;
  suborganizationGroupId: number | null;
}): { notificationConditionType: number; suborganizationGroupId: number } | null {
  return input.notificationConditionType !== null && input.suborganizationGroupId !== null
    ? {
        notificationConditionType: input.notificationConditionType,
        suborganizationGroupId: input.suborganizationGroupId,
      }
    : null;
}
