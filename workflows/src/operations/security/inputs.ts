// Inputs of the security tools' operations (spec 2 §2.12–§2.14): file extensions, the
// identity provider's password and impersonation, and device sessions.
import { z } from 'zod';
import { normalizeExtension, passwordPolicyError } from './decide';
import { securityMessages as m } from './messages';
import { email } from '../../core/validation';

/** A file extension as typed in 'Habilitar extension': lowercased, with its leading dot (§5). */
const extension = z.string({ error: m.extensionRequired }).transform((raw, ctx) => {
  const outcome = normalizeExtension(raw);
  if (!outcome.ok) {
    ctx.addIssue({ code: 'custom', message: outcome.error });
    return z.NEVER;
  }
  return outcome.extension;
});

export const fileExtensionAddInput = z.object({ extension });
export type FileExtensionAddInput = z.output<typeof fileExtensionAddInput>;

/** Removing takes one of the listed (enabled) extensions; the same rules keep it well formed. */
export const fileExtensionRemoveInput = z.object({ extension });
export type FileExtensionRemoveInput = z.output<typeof fileExtensionRemoveInput>;

/**
 * What the console receives for 'Confirmar' (§2.13): the user and the new password in clear,
 * checked against the policy. The api encrypts the password before the operation starts (see
 * identitySetPasswordSealedInput): the clear text never reaches Temporal.
 */
export const identitySetPasswordInput = z.object({
  email,
  password: z.string({ error: m.passwordRequired }).superRefine((password, ctx) => {
    const error = passwordPolicyError(password);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});
export type IdentitySetPasswordInput = z.output<typeof identitySetPasswordInput>;

/** What the workflow receives: the password encrypted with the identity client id (§7). */
export interface IdentitySetPasswordSealedInput {
  email: string;
  encryptedPassword: string;
}

/** The three 'Iniciar sesion' buttons of §2.13. */
export const IMPERSONATION_MODES = ['user', 'me', 'subscriberProducts'] as const;
export type ImpersonationMode = (typeof IMPERSONATION_MODES)[number];

export const identityImpersonateInput = z.object({
  email,
  mode: z.enum(IMPERSONATION_MODES, { error: 'Elija cómo iniciar sesión' }),
});
export type IdentityImpersonateInput = z.output<typeof identityImpersonateInput>;

const loginAccountId = z
  .number({ error: 'Indique la cuenta del usuario' })
  .int({ error: 'Indique la cuenta del usuario' })
  .positive({ error: 'Indique la cuenta del usuario' });

export const sessionsRevokeInput = z.object({
  loginAccountId,
  email,
  uuidDeviceSession: z
    .string({ error: 'Indique la sesión' })
    .trim()
    .min(1, { error: 'Indique la sesión' })
    .max(100, { error: 'Indique la sesión' }),
});
export type SessionsRevokeInput = z.output<typeof sessionsRevokeInput>;

export const sessionsRevokeAllInput = z.object({ loginAccountId, email });
export type SessionsRevokeAllInput = z.output<typeof sessionsRevokeAllInput>;

// The rules and texts the web app's forms share with the server.
export {
  deviceTypeLabels,
  deviceTypeOf,
  normalizeExtension,
  passwordPolicyError,
  PASSWORD_MIN_LENGTH,
  IMPERSONATION_COOKIE_SECONDS,
  type DeviceType,
} from './decide';
export { securityMessages } from './messages';
