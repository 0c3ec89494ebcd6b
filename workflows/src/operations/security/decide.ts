// Rules of the security tools that need no service call (spec 2 §2.14, §5, §9). Pure, so
// the inputs, the workflows, the api and the web app share them and they are unit-tested alone.
import { securityMessages as m } from './messages';

/** The device type of a session card (§2.14). */
export type DeviceType = 'mobile' | 'desktop' | 'undefined';

const MOBILE_SYSTEMS = ['android', 'ios', 'ipados', 'iphone os'];

/** 'Dispositivo celular' if the model names Android, iOS, ipadOS or iPhone OS; none: 'Dispositivo no definido'. */
export function deviceTypeOf(deviceModel: string | null | undefined): DeviceType {
  const model = deviceModel?.trim().toLowerCase();
  if (!model) return 'undefined';
  return MOBILE_SYSTEMS.some((system) => model.includes(system)) ? 'mobile' : 'desktop';
}

export const deviceTypeLabels: Record<DeviceType, string> = {
  mobile: 'Dispositivo celular',
  desktop: 'Computadora de escritorio',
  undefined: 'Dispositivo no definido',
};

export const PASSWORD_MIN_LENGTH = 8;

/** §5/§9 hint, enforced on the server: 8+ characters with a lowercase, an uppercase and a digit. */
export function passwordPolicyError(password: string): string | null {
  if (!password) return m.passwordRequired;
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password);
  return ok ? null : m.passwordHint;
}

/** Extensions the service never accepts (§5). */
const FORBIDDEN_EXTENSIONS = new Set(['exec']);

/**
 * 'Habilitar extension' (§5): the input starts with '.', and is lowercased. Empty or only '.'
 * → 'Ingrese la extension'; no text after a leading dot (no dot, or characters the service
 * does not store) → 'Ocurrio un error. Recargue la pagina'; 'exec' → not allowed.
 */
export function normalizeExtension(
  raw: string,
): { ok: true; extension: string } | { ok: false; error: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '.') return { ok: false, error: m.extensionRequired };
  const match = /^\.([a-z0-9]+)$/.exec(value);
  if (!match) return { ok: false, error: m.extensionMalformed };
  if (FORBIDDEN_EXTENSIONS.has(match[1]!)) return { ok: false, error: m.extensionNotAllowed };
  return { ok: true, extension: value };
}

/** The application each 'Iniciar sesion' button opens (§2.13; SUBSCRIBER-PORTAL is the subscriber product). */
export const IMPERSONATION_APP: Record<'user' | 'me', { appCode: string; product: string }> = {
  user: { appCode: 'SUBSCRIBER-PORTAL', product: 'el portal del suscriptor' },
  me: { appCode: 'ME', product: 'Mi Estudio' },
};

/** Seal context of the tokens the worker passes between its own steps. */
export function intermediateTokenContext(email: string): string {
  return `intermediate|${email.toLowerCase()}`;
}

/** Seal context of the final token: only the one who started the operation can claim it. */
export function claimTokenContext(actorEmail: string, email: string, appCode: string): string {
  return `impersonation|${actorEmail.toLowerCase()}|${email.toLowerCase()}|${appCode}`;
}

/** §9: the impersonation cookie lasts 12 hours. */
export const IMPERSONATION_COOKIE_SECONDS = 43_200;
