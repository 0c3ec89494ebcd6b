// Spanish texts of the instance detail and instance users (spec 2 §2.8, §2.9, §4, §5, §8),
// exactly as the spec spells them (these screens write them without accents). Shared by the
// workflows, the api, the web app and the tests.

export const meInstanceMessages = {
  // Operation outcomes (spec 2 §8).
  moduleUpdated: 'Actualización exitosa',
  moduleDisabled: 'Deshabilitación exitosa',
  moduleEnabled: 'Habilitación exitosa',
  parameterUpdated: 'Actualización exitosa', // not in the spec: the parameter success reuses the module text
  eAuthzFailed: 'Ocurrió un error en un servicio de: eAuthzAPI',
  roleAssigned: 'Se asignó el rol con éxito',
  roleChanged: 'Se cambió el rol con éxito',
  roleFailed: 'Ocurrió un error al asignar el rol',
  accessGranted: 'Habilitación exitosa',
  accessRevoked: 'Deshabilitación exitosa',
  accessFailed: 'Ocurrió un error. Intente refrescar la página',

  // Validation (spec 2 §5).
  startRequired: 'Seleccione una fecha de inicio',
  finishBeforeStart: 'La fecha de finalización debe ser posterior a la fecha de inicio',
  finishInPast: 'La fecha de finalización debe ser posterior a hoy',
  newModuleDateInPast: 'La fecha de seleccionada tiene que ser posterior a hoy',
  invalidDate: 'Ingrese una fecha válida (dd/MM/aaaa)', // not in the spec
  moduleRequired: 'Seleccione un módulo', // not in the spec: the picker must be chosen first
  parameterValueInvalid: 'Ingrese un número entero mayor o igual a 0', // not in the spec
  roleRequired: 'Seleccione un rol', // not in the spec
  instanceRequired: 'Seleccione una instancia de aplicación', // not in the spec
  userRequired: 'Seleccione un usuario', // not in the spec

  // Skipped-step notes (not in the spec: what a repeated operation found).
  moduleAlreadyEnabled: 'El módulo ya estaba habilitado con ese periodo',
  moduleAlreadyDisabled: 'El módulo ya estaba deshabilitado',
  moduleUnchanged: 'El módulo ya tenía ese periodo',
  parameterUnchanged: 'El tope ya tenía ese valor',
  roleUnchanged: 'El usuario ya tenía ese rol',
  accessUnchanged: 'El acceso ya tenía ese estado',
} as const;
