// Labels of a subscriber's fields, shown by every panel 'Información del suscriptor'.
export const subscriberFieldLabels = {
  name: 'Razón social',
  number: 'Número de suscriptor',
  status: 'Estado',
  maxUsers: 'Cantidad máxima de usuarios',
  creationDate: 'Fecha de creación',
  creationUser: 'Creado por',
  modificationDate: 'Fecha de modificación',
  modificationUser: 'Modificado por',
  id: 'ID de suscriptor',
} as const;
