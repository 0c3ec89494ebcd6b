// Spanish texts of the instance detail and instance users (spec 2 §2.8, §2.9, §4, §5, §8),
// exactly as the spec spells them (these screens write them without accents). Shared by the
// workflows, the api, the web app and the tests.

export const meInstanceMessages = {
  // Operation outcomes (spec 2 §8).
  moduleUpdated: 'Actualizacion exitosa',
  moduleDisabled: 'Deshabilitacion exitosa',
  moduleEnabled: 'Habilitacion exitosa',
  parameterUpdated: 'Actualizacion exitosa', // not in the spec: the parameter success reuses the module text
  eAuthzFailed: 'Ocurrio un error en un servicio de: eAuthzAPI',
  roleAssigned: 'Se asigno el rol con exito',
  roleChanged: 'Se cambio el rol con exito',
  roleFailed: 'Ocurrio un error al asignar el rol',
  accessGranted: 'Habilitacion exitosa',
  accessRevoked: 'Deshabilitacion exitosa',
  accessFailed: 'Ocurrio un error. Intente refrescar la pagina',

  // Validation (spec 2 §5).
  startRequired: 'Seleccione una fecha de inicio',
  finishBeforeStart: 'La fecha de finalizacion debe ser posterior a la fecha de inicio',
  finishInPast: 'La fecha de finalizacion debe ser posterior a hoy',
  newModuleDateInPast: 'La fecha de seleccionada tiene que ser posterior a hoy',
  invalidDate: 'Ingrese una fecha valida (dd/MM/aaaa)', // not in the spec
  moduleRequired: 'Seleccione un modulo', // not in the spec: the picker must be chosen first
  parameterValueInvalid: 'Ingrese un numero entero mayor o igual a 0', // not in the spec
  roleRequired: 'Seleccione un rol', // not in the spec
  instanceRequired: 'Seleccione una instancia de aplicacion', // not in the spec
  userRequired: 'Seleccione un usuario', // not in the spec

  // Skipped-step notes (not in the spec: what a repeated operation found).
  moduleAlreadyEnabled: 'El modulo ya estaba habilitado con ese periodo',
  moduleAlreadyDisabled: 'El modulo ya estaba deshabilitado',
  moduleUnchanged: 'El modulo ya tenia ese periodo',
  parameterUnchanged: 'El tope ya tenia ese valor',
  roleUnchanged: 'El usuario ya tenia ese rol',
  accessUnchanged: 'El acceso ya tenia ese estado',
} as const;
