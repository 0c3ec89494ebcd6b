// Spanish texts of the operations, exactly as the spec writes them. Imported by the
// workflows, the api, the web app and the tests, so a typo is caught in one place.

export const messages = {
  required: 'Este campo es requerido',
  invalidEmail: 'El email ingresado no es valido',
  invalidPhone: 'Ingrese un telefono valido',
  invalidNumber: 'Ingrese un número valido',

  userAdded: 'Usuario agregado con éxito.',
  subscriberAtCapacity: 'El suscriptor posee la cantidad máxima de usuarios establecida',
  emailInOtherOrganization: 'El email que se quiere dar de alta ya existe para otra organización',
  userAlreadyActive: 'Usuario ya existente y activo',
  userActiveAccountPending: 'Usuario ya activo pero cuenta de mail en login account pendiente',
  addUserStepFailed: 'Ocurrió un error. Intente nuevamente',
  subscriberNotFound: 'El suscriptor ingresado no existe',
  genericError: 'Ocurrió un error, intente nuevamente',
} as const;
