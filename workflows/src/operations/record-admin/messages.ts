// Spanish texts of 'Olvidar datos personales' (issue 42): the form, its confirmation and the
// refusals, in one place for the api, the worker, the web and the tests.
export const forgetPersonMessages = {
  label: 'Olvidar datos personales',
  title: 'Olvidar los datos personales de una persona',
  emailLabel: 'Email de la persona',
  identityLabel: 'CUIT u otro identificador',
  subjectsLabel: 'Seudónimos de su email',
  targetsLabel: 'Seudónimos de sus datos',
  elementKeysLabel: 'Seudónimos en elementos de lotes',
  subjectRequired: 'Ingrese el email o el CUIT de la persona',
  emailInvalid: 'Ingrese un email válido',
  identityInvalid: 'El identificador no puede tener espacios (como máximo 100 caracteres)',
  confirmTitle: '¿Olvidar los datos personales de esta persona?',
  confirmBody:
    'Se borrarán del registro de la consola los datos personales (entrada, resultado, nombres, emails) de todas sus operaciones terminadas, y sus ejecuciones terminadas se eliminarán del motor (Temporal). Se conservan el tipo, la fecha, el resultado y quién las hizo, para que los conteos y la cadena del registro sigan siendo válidos. No se puede deshacer. Otro administrador debe aprobarlo.',
  confirmAction: 'Olvidar datos personales',
  stillRunning: (n: number) =>
    n === 1
      ? 'No se pueden olvidar sus datos: una de sus operaciones todavía no terminó (en curso, esperando aprobación o programada). Espere a que termine o cancélela e intente nuevamente.'
      : `No se pueden olvidar sus datos: ${n} de sus operaciones todavía no terminaron (en curso, esperando aprobación o programadas). Espere a que terminen o cancélelas e intente nuevamente.`,
  done: (n: number) =>
    n === 1
      ? 'Se olvidaron los datos personales de 1 operación'
      : `Se olvidaron los datos personales de ${n} operaciones`,
  nothingFound: 'No hay operaciones de esa persona en el registro: no había datos que olvidar',
  failed: 'Ocurrió un error al olvidar los datos personales. Intente nuevamente.',
} as const;
