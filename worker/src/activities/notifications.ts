// Activities of the global notification operations: one call to the global notification
// service each. Creating looks first (findCreatedNotification / findLinkedSuspension, run by the
// same step), updating sets values (a repeat is a no-op) and the condition is an upsert, so
// every step is safe to run again.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import {
  businessFailure,
  isSameNotification,
  NOTIFICATION_APP_CODE,
  type NotificationsActivities,
} from '@cgi/workflows';
import { defineArea } from './area';

const OVERLAP_CODE = 'notificationAlreadyExists';

/** A refusal of the service (4xx) is final; transport failures and 5xx are retried by the step. */
function refusal(error: unknown, failureText: string, overlapText?: string): unknown {
  if (!(error instanceof PlatformError) || error.isTransient) return error;
  if (overlapText && error.status === 409 && error.body.codeMessageLanguage === OVERLAP_CODE) {
    return businessFailure('NOTIFICATION_ALREADY_EXISTS', overlapText);
  }
  return businessFailure('NOTIFICATION_REFUSED', failureText);
}

export function createNotificationsActivities(platform: PlatformClient): NotificationsActivities {
  return {
    async findCreatedNotification({ write, creationUser }) {
      const listed = await platform.globalNotifications.list({ appCodes: [NOTIFICATION_APP_CODE] });
      return listed.find((n) => isSameNotification(n, write, creationUser))?.notificationId ?? null;
    },

    async createNotification({ write, creationUser, failureText, overlapText }) {
      try {
        const { notificationId } = await platform.globalNotifications.create({
          ...write,
          communicationChannelCodes: write.communicationChannelCodes as never,
          notificationTypeCode: write.notificationTypeCode as never,
          isActive: true,
          appCode: NOTIFICATION_APP_CODE,
          creationUser,
        });
        return notificationId;
      } catch (error) {
        throw refusal(error, failureText, overlapText);
      }
    },

    async findLinkedSuspension({ notificationId }) {
      const listed = await platform.globalNotifications.list({ appCodes: [NOTIFICATION_APP_CODE] });
      return (
        listed.find(
          (n) =>
            n.isActive &&
            n.relatedNotificationId === notificationId &&
            n.notificationTypeCode === 'SERVICE_SUSPENSION',
        )?.notificationId ?? null
      );
    },

    async associateNotificationCondition({
      notificationId,
      notificationConditionType,
      suborganizationGroupId,
      failureText,
    }) {
      try {
        await platform.globalNotifications.addCondition({
          notificationId,
          notificationConditionType,
          suborganizationGroupId,
        });
      } catch (error) {
        throw refusal(error, failureText);
      }
    },

    async updateNotification({ notificationId, changes, modificationUser, failureText, overlapText }) {
      try {
        await platform.globalNotifications.update({
          notificationId,
          ...changes,
          communicationChannelCodes: changes.communicationChannelCodes as never,
          notificationTypeCode: changes.notificationTypeCode as never,
          modificationUser,
        });
      } catch (error) {
        throw refusal(error, failureText, overlapText);
      }
    },
  };
}

export const notificationsArea = defineArea(({ platform }) => ({
  activities: createNotificationsActivities(platform),
}));
