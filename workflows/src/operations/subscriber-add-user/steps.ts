// Step keys and Spanish labels of the add-user operation, in order.
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
