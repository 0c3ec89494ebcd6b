// Type names, step keys and Spanish labels of the subscribers area's operations, in order.

export const SUBSCRIBER_ADD_USER = 'subscriber.addUser';

export const subscriberAddUserSteps = [
  { key: 'checkCapacity', label: 'Verificar la capacidad del suscriptor' },
  { key: 'findLoginAccount', label: 'Buscar la cuenta de acceso por email' },
  { key: 'createIdentityAccount', label: 'Crear la cuenta en el proveedor de identidad' },
  { key: 'createLoginAccount', label: 'Crear la cuenta de acceso' },
  { key: 'getOrganizationLinks', label: 'Obtener las organizaciones del usuario' },
  { key: 'linkOrganization', label: 'Vincular el usuario a la organización' },
  { key: 'sendInvite', label: 'Enviar la invitación de registro' },
  { key: 'assignUser', label: 'Asignar el usuario al suscriptor' },
] as const;

export const SUBSCRIBER_CREATE = 'subscriber.create';

export const subscriberCreateSteps = [
  { key: 'checkSubscriber', label: 'Verificar que el número de suscriptor no exista' },
  { key: 'createSubscriber', label: 'Crear el suscriptor' },
  { key: 'findLoginAccount', label: 'Buscar la cuenta de acceso por email' },
  { key: 'createIdentityAccount', label: 'Crear la cuenta en el proveedor de identidad' },
  { key: 'createLoginAccount', label: 'Crear la cuenta de acceso' },
  { key: 'linkOrganization', label: 'Buscar o vincular el usuario en la organización' },
  { key: 'assignUser', label: 'Asignar el usuario al suscriptor' },
  { key: 'sendInvite', label: 'Enviar la invitación de registro' },
] as const;

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
