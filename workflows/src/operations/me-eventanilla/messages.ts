// Spanish texts of e-Ventanilla and clients (spec 2 §2.16, §2.17, §8), exactly as the spec
// writes them (accents as spelled there). Imported by the workflow, the api, the web app and tests.
export const eventanillaMessages = {
  statusChanged: 'Cambio de estado exitoso.',
  cuitUsedByMoreThanOneClient: 'El CUIT está siendo utilizada por más de un cliente',
  subscriptionNotFound: 'No se encontró la suscripción de comunicación',
  statusChangeFailed: 'Ocurrió un error al actualizar el estado de la suscripción de comunicación',
  cuitRule: 'El CUIT debe contener 11 numeros, sin guiones',
  // Not in the spec: a change outside the edges of §4 (the UI never offers one; the api and the
  // platform refuse it when sent by hand or when the status moved meanwhile).
  transitionNotAllowed: (from: string, to: string) =>
    `No se permite cambiar el estado de "${from}" a "${to}"`,
  /** §8: a service's 404, and an error body with codeMessageLanguage (legal communications). */
  serviceNotFound: (service: string) => `Ocurrió un error en un servicio de: ${service}`,
  serviceCode: (code: string) => `Ocurrió un error en un servicio de: ${code}`,
  noClientsFound: 'No se encontraron estudios asociados',
} as const;
