// Sistema y Seguridad: file extensions, identity-provider tools, device sessions (spec 2
// §2.12–§2.14).
//
// Roles: spec 1 §6 shows the security menu items to the first six roles, so those six may open
// the screens and read (SECURITY_READ_ROLES, in roles.ts). Spec 2 names no roles for what the screens do
// (§6 "not shown"): every change (extensions, sessions, and above all impersonation and password
// reset, which act as or on behalf of another person) is support work, kept to CGI.Admin and
// CGI.CustomerSupport (SECURITY_ROLES); the riskiest are high risk (a recorded reason).
import { z } from 'zod';
import { normalizeExtension, passwordPolicyError } from './decide';
import { securityMessages as m } from './messages';
import { email } from '../../core/validation';
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
import {
  IMPERSONATION_MODES,
  FILE_EXTENSION_ADD,
  FILE_EXTENSION_REMOVE,
  fileExtensionAddSteps,
  fileExtensionRemoveSteps,
  IDENTITY_IMPERSONATE,
  IDENTITY_SET_PASSWORD,
  identityImpersonateSteps,
  identitySetPasswordSteps,
  SESSIONS_REVOKE,
  SESSIONS_REVOKE_ALL,
  sessionsRevokeAllSteps,
  sessionsRevokeSteps,
} from './activities';
import { approvalPolicy } from '../approval-policy';

// Inputs of the security tools' operations (spec 2 §2.12–§2.14): file extensions, the
// identity provider's password and impersonation, and device sessions.
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
export { IMPERSONATION_MODES };
export type { ImpersonationMode } from './activities';

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

export const SECURITY_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

const access = accessFor(SECURITY_ROLES);

export const securityContracts = [
  defineOperation({
    type: FILE_EXTENSION_ADD,
    screen: 'security.fileExtensions',
    sample: () => ({ extension: '.qnt' }),
    workflowType: 'fileExtensionAdd',
    label: 'Habilitar extensión',
    input: fileExtensionAddInput,
    inputFields: fields('extension'),
    resultFields: fields('extension', 'alreadyEnabled'),
    steps: fileExtensionAddSteps,
    access,
    target: (input) => input.extension,
    publicTarget: true,
  }),
  defineOperation({
    type: FILE_EXTENSION_REMOVE,
    screen: 'security.fileExtensions',
    sample: () => ({ extension: '.qnx' }),
    workflowType: 'fileExtensionRemove',
    label: 'Eliminar extensión',
    input: fileExtensionRemoveInput,
    inputFields: fields('extension'),
    resultFields: fields('extension'),
    steps: fileExtensionRemoveSteps,
    access,
    target: (input) => input.extension,
    publicTarget: true,
  }),
  defineOperation({
    type: IDENTITY_SET_PASSWORD,
    screen: 'security.cognito',
    sample: (v) => ({ email: v.customerEmail, password: v.password }),
    workflowType: 'identitySetPassword',
    label: 'Cambiar la contraseña del usuario',
    input: identitySetPasswordInput,
    inputFields: fields('email', 'password'),
    resultFields: fields('email'),
    steps: identitySetPasswordSteps,
    access,
    approval: approvalPolicy(),
    highRisk: true,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    secrets: {
      fields: ['password', 'encryptedPassword'],
      // The clear password is checked by the input schema; only its encryption with the
      // identity client id (the service's own format, spec 2 §7) reaches the workflow.
      seal: (input, sealer) => ({
        email: input.email,
        encryptedPassword: sealer.encryptPassword(input.password),
      }),
    },
  }),
  defineOperation({
    type: IDENTITY_IMPERSONATE,
    screen: 'security.cognito',
    sample: (v) => ({ email: v.customerEmail, mode: 'user' }),
    workflowType: 'identityImpersonate',
    label: 'Iniciar sesión como el usuario',
    input: identityImpersonateInput,
    inputFields: fields('email', 'mode'),
    resultFields: fields('email', 'mode', 'impersonatedBy', 'expiresIn'),
    steps: identityImpersonateSteps,
    access,
    // Acting as a customer is the most sensitive of all: two people besides the requester.
    approval: approvalPolicy({ approvers: 2 }),
    highRisk: true,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    // The tokens never travel in the input; the result holds only the sealed one.
    secrets: { fields: ['sealedToken'] },
  }),
  defineOperation({
    type: SESSIONS_REVOKE,
    screen: 'security.userSessions',
    sample: (v) => ({
      email: v.customerEmail,
      loginAccountId: v.id,
      uuidDeviceSession: '0f8fad5b-d9cb-469f-a165-70867728950e',
    }),
    workflowType: 'sessionsRevoke',
    label: 'Eliminar la sesión',
    input: sessionsRevokeInput,
    inputFields: fields('email', 'loginAccountId', 'uuidDeviceSession'),
    steps: sessionsRevokeSteps,
    access,
    approval: approvalPolicy(),
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
  }),
  defineOperation({
    type: SESSIONS_REVOKE_ALL,
    screen: 'security.userSessions',
    sample: (v) => ({ email: v.customerEmail, loginAccountId: v.id }),
    workflowType: 'sessionsRevokeAll',
    label: 'Eliminar todas las sesiones',
    input: sessionsRevokeAllInput,
    inputFields: fields('email', 'loginAccountId'),
    resultFields: fields('revoked', 'skipped', 'failed'),
    steps: sessionsRevokeAllSteps,
    access,
    approval: approvalPolicy(),
    bulk: true,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
  }),
];
