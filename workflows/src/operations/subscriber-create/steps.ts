// Step keys and Spanish labels of 'Añadir suscriptor', in the order of spec 1 §4.
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
