// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the global notification operations, in order.
export const NOTIFICATION_CREATE = 'notification.create';
export const NOTIFICATION_EDIT = 'notification.edit';
export const NOTIFICATION_DELETE = 'notification.delete';

export const notificationCreateSteps = [
  { key: 'createNotification', label: 'Crear la notificación' },
  { key: 'createSuspension', label: 'Crear la notificación de suspensión relacionada' },
  { key: 'associateCondition', label: 'Asociar el tipo de condición' },
] as const;

export const notificationEditSteps = [
  { key: 'updateNotification', label: 'Actualizar la notificación' },
  { key: 'updateSuspension', label: 'Actualizar la notificación de suspensión relacionada' },
  { key: 'associateCondition', label: 'Asociar el tipo de condición' },
] as const;

export const notificationDeleteSteps = [
  { key: 'deleteNotification', label: 'Eliminar la notificación' },
] as const;

// Activities of the global notification operations. Implemented in worker/; declared here as types.
/** What the console writes on a notification (spec 2 §7 addGlobalNotificationEAuthz). */
export interface NotificationWrite {
  notificationTitle: string;
  notificationText: string;
  communicationChannelCodes: string[];
  validityStartDate: string;
  validityFinishDate: string;
  notificationTypeCode: string;
  relatedNotificationId: number | null;
}

export interface NotificationsActivities {
  /** The active ME notification this operation already created with exactly these fields, if any. */
  findCreatedNotification(args: { write: NotificationWrite; creationUser: string }): Promise<number | null>;
  /**
   * Creates an active ME notification. A refusal by the service is a business failure with
   * `failureText` ('Ya existe una notificación' for an overlap when `overlapText` is given).
   */
  createNotification(args: {
    write: NotificationWrite;
    creationUser: string;
    failureText: string;
    overlapText?: string;
  }): Promise<number>;
  /** The active SERVICE_SUSPENSION linked to a notification, if any. */
  findLinkedSuspension(args: { notificationId: number }): Promise<number | null>;
  /** Upsert per group: associating the same condition again changes nothing. */
  associateNotificationCondition(args: {
    notificationId: number;
    notificationConditionType: number;
    suborganizationGroupId: number;
    failureText: string;
  }): Promise<void>;
  /** PATCH of the given fields; setting the values it already has is a no-op. */
  updateNotification(args: {
    notificationId: number;
    changes: Partial<Omit<NotificationWrite, 'relatedNotificationId'>> & { isActive?: boolean };
    modificationUser: string;
    failureText: string;
    overlapText?: string;
  }): Promise<void>;
}
