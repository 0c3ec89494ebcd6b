// Operation types of the area — Sistema y Seguridad: extensiones de archivo, herramientas del
// proveedor de identidad, sesiones (spec 2 §2.12–§2.14).
//
// Roles: spec 1 §6 shows the security menu items to the first six roles, so those six may open
// the screens and read (SECURITY_READ_ROLES). Spec 2 names no roles for what the screens do
// (§6 "not shown"): every change — extensions, sessions, and above all impersonation and password
// reset, which act as or on behalf of another person — is support work, kept to CGI.Admin and
// CGI.CustomerSupport (SECURITY_ROLES), the two roles that inspect and retry operations; the
// riskiest are high risk (a recorded reason). The web hides the actions from the other four.
import { define, relatedKey, type OperationDefinition } from '../definition';
import {
  fileExtensionAddInput,
  fileExtensionRemoveInput,
  identityImpersonateInput,
  identitySetPasswordInput,
  sessionsRevokeAllInput,
  sessionsRevokeInput,
} from '../../inputs/security';
import {
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
} from './steps';

export const SECURITY_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

export const SECURITY_READ_ROLES = [
  'CGI.Admin',
  'CGI.CustomerSupport',
  'CGI.CommercialAgent',
  'CGI.ContentManagementRW',
  'CGI.LegalCommOperator',
  'CGI.MeAppMaintainer',
] as const;

export const securityOperations: Record<string, OperationDefinition> = {
  [FILE_EXTENSION_ADD]: define({
    type: FILE_EXTENSION_ADD,
    workflowType: 'fileExtensionAdd',
    label: 'Habilitar extension',
    input: fileExtensionAddInput,
    target: (input) => input.extension,
    roles: SECURITY_ROLES,
    steps: fileExtensionAddSteps,
  }),
  [FILE_EXTENSION_REMOVE]: define({
    type: FILE_EXTENSION_REMOVE,
    workflowType: 'fileExtensionRemove',
    label: 'Eliminar extension',
    input: fileExtensionRemoveInput,
    target: (input) => input.extension,
    roles: SECURITY_ROLES,
    steps: fileExtensionRemoveSteps,
  }),
  [IDENTITY_SET_PASSWORD]: define({
    type: IDENTITY_SET_PASSWORD,
    workflowType: 'identitySetPassword',
    label: 'Cambiar la contraseña del usuario',
    // Validated in clear by the api, which then starts the workflow with `encryptedPassword`
    // instead of `password` (api/src/security/seal-inputs.ts).
    input: identitySetPasswordInput,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    roles: SECURITY_ROLES,
    secretFields: ['password', 'encryptedPassword'],
    steps: identitySetPasswordSteps,
    highRisk: true,
  }),
  [IDENTITY_IMPERSONATE]: define({
    type: IDENTITY_IMPERSONATE,
    workflowType: 'identityImpersonate',
    label: 'Iniciar sesion como el usuario',
    input: identityImpersonateInput,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    roles: SECURITY_ROLES,
    // The tokens never travel in the input; the result holds only the sealed one.
    secretFields: ['sealedToken'],
    steps: identityImpersonateSteps,
    highRisk: true,
  }),
  [SESSIONS_REVOKE]: define({
    type: SESSIONS_REVOKE,
    workflowType: 'sessionsRevoke',
    label: 'Eliminar la sesion',
    input: sessionsRevokeInput,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    roles: SECURITY_ROLES,
    steps: sessionsRevokeSteps,
  }),
  [SESSIONS_REVOKE_ALL]: define({
    type: SESSIONS_REVOKE_ALL,
    workflowType: 'sessionsRevokeAll',
    label: 'Eliminar todas las sesiones',
    input: sessionsRevokeAllInput,
    target: (input) => input.email,
    related: (input) => [relatedKey('email', input.email)],
    roles: SECURITY_ROLES,
    steps: sessionsRevokeAllSteps,
    highRisk: true,
    bulk: true,
  }),
};
