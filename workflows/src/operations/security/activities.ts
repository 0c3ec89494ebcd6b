// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Operation types, step keys and Spanish labels of the security tools, in order.
export const FILE_EXTENSION_ADD = 'fileExtension.add';
export const FILE_EXTENSION_REMOVE = 'fileExtension.remove';
export const IDENTITY_SET_PASSWORD = 'identity.setPassword';
export const IDENTITY_IMPERSONATE = 'identity.impersonate';
export const SESSIONS_REVOKE = 'sessions.revoke';
export const SESSIONS_REVOKE_ALL = 'sessions.revokeAll';

export const fileExtensionAddSteps = [
  { key: 'check', label: 'Revisar las extensiones habilitadas' },
  { key: 'enable', label: 'Habilitar la extensión' },
] as const;

export const fileExtensionRemoveSteps = [
  { key: 'check', label: 'Revisar las extensiones habilitadas' },
  { key: 'disable', label: 'Deshabilitar la extensión' },
] as const;

export const identitySetPasswordSteps = [
  { key: 'findUser', label: 'Buscar el usuario en el proveedor de identidad' },
  { key: 'setPassword', label: 'Guardar la nueva contraseña' },
] as const;

export const identityImpersonateSteps = [
  { key: 'findAccount', label: 'Buscar la cuenta del usuario' },
  { key: 'jobLogin', label: 'Iniciar la sesión de servicio de la consola' },
  { key: 'notifyUser', label: 'Notificar al usuario (jwt2)' },
  { key: 'generateJwt3', label: 'Generar el token de Mi Estudio (jwt3)' },
  { key: 'lookupSubscriber', label: 'Buscar el suscriptor del usuario' },
  { key: 'audit', label: 'Registrar quién inició sesión como quién' },
] as const;

export const sessionsRevokeSteps = [
  { key: 'check', label: 'Verificar que la sesión es del usuario' },
  { key: 'revoke', label: 'Eliminar la sesión' },
] as const;

export const sessionsRevokeAllSteps = [
  { key: 'listSessions', label: 'Obtener las sesiones activas' },
  { key: 'revoke', label: 'Eliminar las sesiones' },
] as const;

/** How the console signs in as a user (the impersonation's input names one). */
export const IMPERSONATION_MODES = ['user', 'me', 'subscriberProducts'] as const;
export type ImpersonationMode = (typeof IMPERSONATION_MODES)[number];

// Activities of the security tools. Implemented in worker/; declared here as types.
export interface SessionSummary {
  uuidDeviceSession: string;
  /** Card label: device model, browser, place (for the per-session progress). */
  label: string;
}

/** A token sealed for the console (see sealToken in the platform client); never in clear. */
export interface SealedToken {
  sealed: string;
  expiresIn: number;
}

export interface SecurityActivities {
  /** Whether the extension ('.pdf') is among the enabled ones. */
  isExtensionEnabled(args: { extension: string }): Promise<boolean>;
  /** Enables it; already enabled (a repeated attempt) is success. 'exec' is a business rejection. */
  enableExtension(args: { extension: string; actorEmail: string }): Promise<void>;
  /** Disables it; already disabled (a repeated attempt) is success. */
  disableExtension(args: { extension: string; actorEmail: string }): Promise<void>;

  /** 'El usuario no existe en Cognito!' when the identity provider does not know the user. */
  findIdentityUser(args: { email: string }): Promise<{ username: string; status: string }>;
  /** The password arrives encrypted with the identity client id; it is never logged. */
  setIdentityPassword(args: { username: string; encryptedPassword: string }): Promise<void>;

  findLoginAccount(args: { email: string; mode: ImpersonationMode }): Promise<{ loginAccountId: number }>;
  /** The console's job login; the job's jwt2 comes back sealed. */
  jobLogin(args: { context: string }): Promise<SealedToken>;
  /** notifyUserEAuth (302): the user's jwt2, sealed for `sealFor`. */
  notifyUser(args: {
    email: string;
    appCode: string;
    jobToken: SealedToken;
    context: string;
    sealFor: string;
  }): Promise<SealedToken>;
  /** generateJwt3 (302): the user's jwt3 for the application, sealed for `sealFor`. */
  generateJwt3(args: {
    appCode: string;
    userToken: SealedToken;
    context: string;
    sealFor: string;
  }): Promise<SealedToken>;
  /** 'Productos Suscriptor': the user's subscriber number. */
  subscriberOfUser(args: { email: string }): Promise<{ subscriptionNumber: string; subscriberName: string }>;
  /** The audit entry naming who impersonated whom. */
  auditImpersonation(args: {
    actor: string;
    email: string;
    mode: ImpersonationMode;
    operationId: string;
    reason: string | null;
  }): Promise<void>;

  /**
   * Open sessions, most recent first; none is an empty list. The account must be the one of
   * `email` (the operation's target names the person whose sessions end).
   */
  listSessions(args: { loginAccountId: number; email: string }): Promise<SessionSummary[]>;
  /** 'gone' when the session was not open any more (revoked meanwhile, or unknown). */
  revokeSession(args: { uuidDeviceSession: string }): Promise<'revoked' | 'gone'>;
  /**
   * A batch of revocations, a few at a time, each retried on transport errors; every session
   * gets its outcome (a failed one with its error), so the batch itself only fails when lost.
   */
  revokeSessions(args: {
    uuidDeviceSessions: string[];
  }): Promise<{ uuidDeviceSession: string; outcome: 'revoked' | 'gone' | 'failed'; error?: string }[]>;
}
