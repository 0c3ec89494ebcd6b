// The secrets the console itself holds for the identity services (spec 2 §7 "Identity and
// impersonation", §9 "each environment with its own authentication client id"): the shared
// client id a new password is encrypted with, and the key of the console's job login. Both the
// api (encrypts passwords, opens impersonation tokens) and the worker (job login, seals tokens)
// read them once at start-up. The development values match the platform's own defaults.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface ConsoleIdentitySecrets {
  identityClientId: string;
  jobKey: string;
}

export const developmentIdentitySecrets: ConsoleIdentitySecrets = {
  identityClientId: 'cgi-dev-identity-client',
  jobKey: 'cgi-dev-job-key',
};

/**
 * `CONSOLE_IDENTITY_CLIENT_ID` and `CONSOLE_JOB_KEY` (`_<ENVIRONMENT>` wins, as for the base
 * URLs); the development values unless CONSOLE_ENVIRONMENT is PROD, which requires both.
 */
export function identitySecretsFromEnv(env: Record<string, string | undefined>): ConsoleIdentitySecrets {
  const environment = env.CONSOLE_ENVIRONMENT ?? 'UAT';
  const read = (name: string) => env[`${name}_${environment}`] || env[name] || undefined;
  const identityClientId = read('CONSOLE_IDENTITY_CLIENT_ID');
  const jobKey = read('CONSOLE_JOB_KEY');
  if (environment === 'PROD' && (!identityClientId || !jobKey)) {
    throw new Error('CONSOLE_ENVIRONMENT=PROD requiere CONSOLE_IDENTITY_CLIENT_ID y CONSOLE_JOB_KEY');
  }
  return {
    identityClientId: identityClientId ?? developmentIdentitySecrets.identityClientId,
    jobKey: jobKey ?? developmentIdentitySecrets.jobKey,
  };
}

function sealingKey(secrets: ConsoleIdentitySecrets): Buffer {
  return Buffer.from(hkdfSync('sha256', secrets.jobKey, 'cgi-console', 'impersonation-token', 32));
}

/**
 * Impersonation tokens cross Temporal (activity results, the operation's result) only sealed:
 * AES-256-GCM under a key derived from the job key, bound to `context` (operation id and who
 * started it) so a sealed token cannot be replayed for another operation or person.
 */
export function sealToken(token: string, secrets: ConsoleIdentitySecrets, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secrets), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Null when the text was not sealed with these secrets for this context. */
export function openToken(sealed: string, secrets: ConsoleIdentitySecrets, context: string): string | null {
  try {
    if (!sealed.startsWith('v1.')) return null;
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secrets), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
