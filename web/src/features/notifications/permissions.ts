// What the signed-in roles may do on 'Notificaciones globales' (spec 2 §6): the reader only
// reads; the info operator manages ADVERTISEMENT and INFORMATION; the others every type.
import { manageableNotificationTypes } from '@cgi/workflows/inputs';
import { redirect } from '@tanstack/react-router';

export interface NotificationPermissions {
  /** 'Crear una nueva notificación' and the add route. */
  canCreate: boolean;
  /** Edit and delete icons of an active notification of this type. */
  canManage: (typeCode: string) => boolean;
}

export function notificationPermissions(roles: readonly string[]): NotificationPermissions {
  const types = manageableNotificationTypes(roles);
  return { canCreate: types.length > 0, canManage: (typeCode) => types.includes(typeCode) };
}

/**
 * Route guard of add, edit and delete (spec 2 §2.10: registered only for the roles that may
 * write): anyone else, or a path whose id is no notification id, goes to the list.
 */
export function writersOnly(roles: readonly string[], notificationId?: string): void {
  const valid = notificationId === undefined || /^[1-9]\d*$/.test(notificationId);
  if (!notificationPermissions(roles).canCreate || !valid) {
    throw redirect({ to: '/globalNotification', replace: true });
  }
}
