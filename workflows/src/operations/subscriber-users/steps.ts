// Step keys and Spanish labels of the operations on a subscriber's user, in the order of
// spec 1 §4.
export const SUBSCRIBER_DEACTIVATE_USER = 'subscriber.deactivateUser';
export const SUBSCRIBER_CANCEL_INVITATION = 'subscriber.cancelInvitation';
export const SUBSCRIBER_RESEND_INVITATION = 'subscriber.resendInvitation';
export const USER_EDIT = 'user.edit';

export const subscriberDeactivateUserSteps = [
  { key: 'getSubscriber', label: 'Obtener el suscriptor y el usuario' },
  { key: 'checkNotSelf', label: 'Verificar que no sea el propio usuario' },
  { key: 'deleteOrganizationUser', label: 'Dar de baja el usuario en la organización' },
  { key: 'unassignUser', label: 'Desasignar el usuario del suscriptor' },
] as const;

export const subscriberCancelInvitationSteps = [
  { key: 'findInvite', label: 'Buscar la invitación activa' },
  { key: 'deleteOrganizationUser', label: 'Dar de baja el usuario en la organización' },
  { key: 'unassignUser', label: 'Desasignar el usuario del suscriptor' },
  { key: 'cancelInvite', label: 'Cancelar la invitación' },
] as const;

export const subscriberResendInvitationSteps = [
  { key: 'findInvite', label: 'Buscar la invitación activa' },
  { key: 'cancelInvite', label: 'Cancelar la invitación anterior' },
  { key: 'createInvite', label: 'Enviar una nueva invitación de registro' },
] as const;

export const userEditSteps = [
  { key: 'updateLoginAccount', label: 'Actualizar el nombre en la cuenta de acceso' },
  { key: 'updateOrganizationUser', label: 'Actualizar el tipo y el estado del usuario en la organización' },
] as const;
