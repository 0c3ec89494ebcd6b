// What the signed-in roles may do on 'Notificaciones globales' (spec 2 §6): the reader only
// reads; the info operator manages ADVERTISEMENT and INFORMATION; the others every type.
import { manageableNotificationTypes } from '@cgi/workflows/inputs';

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
