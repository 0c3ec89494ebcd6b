// A service's failure as staff read it (issue 43): "invites /createOrgStaffRegistrationUserInvite
// → 500: Request failed: internal error" becomes "El servicio de invitaciones no respondió (error
// interno)". Steps, the event log and 'Qué pasó' say it this way; the engine's own words (the
// path, the status, the English) stay in Temporal's history for support engineers. Pure.

/** Each platform service family (platform/src/client/http.ts) as staff name it. */
const SERVICE_NAMES: Record<string, string> = {
  subscribers: 'suscriptores',
  organizations: 'organizaciones',
  loginAccounts: 'cuentas de acceso',
  authentication: 'autenticación',
  invites: 'invitaciones',
  products: 'productos',
  eventLog: 'registro de eventos',
  suborganizations: 'suborganizaciones',
  storage: 'almacenamiento',
  meRegistration: 'registro de Mi Estudio',
  authorization: 'autorizaciones',
  globalNotifications: 'notificaciones',
  versions: 'versiones',
  fileExtensions: 'extensiones de archivo',
  identityTools: 'identidad',
  sessions: 'sesiones',
  declarations: 'declaraciones',
  legalCommunications: 'comunicaciones legales',
  firmsCustomers: 'clientes de estudios',
  legacyUsers: 'usuarios anteriores',
};

/** What a PlatformError's message looks like: `<family> <path> → <status|sin conexión>: <text>`. */
const PLATFORM_ERROR = /^(\w+) (\/\S*) → (sin conexión|\d{3}): ?([\s\S]*)$/;

/** The engine's own words for a timed-out or cancelled activity. */
const ENGINE_WORDS: [RegExp, string][] = [
  [/timed? ?out|timeout/i, 'El servicio demoró demasiado en responder'],
  [/^Activity task failed$/i, 'El servicio no respondió'],
  [/cancel/i, 'El paso se interrumpió'],
];

function whatHappened(status: string): string {
  if (status === 'sin conexión') return 'no se pudo conectar';
  const code = Number(status);
  if (code === 503) return 'no respondió (no disponible)';
  if (code === 504 || code === 408) return 'demoró demasiado en responder';
  if (code >= 500) return 'no respondió (error interno)';
  if (code === 429) return 'recibe demasiados pedidos: no atendió este';
  if (code === 409) return 'rechazó el cambio: choca con otro en curso';
  if (code === 404) return 'no encontró lo pedido';
  if (code === 401 || code === 403) return 'no autorizó el pedido';
  return 'rechazó los datos enviados';
}

/** A service's own text worth showing: Spanish, not its English fallbacks ('Request failed: …'). */
function ownText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /^(request failed|internal|error\b|[a-z]+error\b)/i.test(trimmed)) return null;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|no|ya|es)\b/i.test(trimmed) ? trimmed : null;
}

/** A failure's message in Spanish for staff; a message that already is one is returned as is. */
export function staffErrorText(message: string): string {
  const platform = PLATFORM_ERROR.exec(message.trim());
  if (platform) {
    const [, family, , status, text] = platform;
    const service = SERVICE_NAMES[family!] ?? family!;
    const own = ownText(text ?? '');
    const base =
      status === 'sin conexión'
        ? `No se pudo conectar con el servicio de ${service}`
        : `El servicio de ${service} ${whatHappened(status!)}`;
    return own ? `${base}: ${own}` : base;
  }
  for (const [pattern, text] of ENGINE_WORDS) if (pattern.test(message) && !ownText(message)) return text;
  return message;
}
