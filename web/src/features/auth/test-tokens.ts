// Test factory: unsigned JWTs with the claims the session rules read.

export const NOW = 1_750_000_000;

type ClaimOverrides = {
  exp?: number | null;
  applicationCode?: string | null;
  roles?: string[] | null;
  org?: string | null;
  user?: string | null;
  firstName?: string;
  lastName?: string;
};

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

export function createClaims(overrides: ClaimOverrides = {}): Record<string, unknown> {
  const permissionData: Record<string, unknown> = {};
  if (overrides.roles !== null) permissionData.appRoles = overrides.roles ?? ['CGI.Admin'];
  if (overrides.org !== null) permissionData.orgAppAccessStatusCode = overrides.org ?? 'GRANTED';
  if (overrides.user !== null) permissionData.userAppAccessStatusCode = overrides.user ?? 'GRANTED';
  const applicationData: Record<string, unknown> = { permissionData };
  if (overrides.applicationCode !== null)
    applicationData.applicationCode = overrides.applicationCode ?? 'CGI';
  const claims: Record<string, unknown> = {
    applicationData,
    loginAccountData: {
      firstName: overrides.firstName ?? 'Ana',
      lastName: overrides.lastName ?? 'Pérez',
      userId: 7,
    },
    idpData: { email: 'ana@example.com' },
  };
  if (overrides.exp !== null) claims.exp = overrides.exp ?? NOW + 3600;
  return claims;
}

export function createToken(overrides: ClaimOverrides = {}): string {
  return rawToken(createClaims(overrides));
}

export function rawToken(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2ln`;
}
