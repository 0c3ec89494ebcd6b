// Issues console session tokens with the claims of spec 2 §3.
import { SignJWT } from 'jose';
import type { DevAccount } from './accounts';
import type { DevSigningKey } from './keys';

export const DEV_ISSUER = 'consola-dev-idp';
/** The `aud` of the tokens it issues: the console, and nothing else, accepts them. */
export const DEV_AUDIENCE = 'consola-gestion-interna';
export const DEV_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export function claimsFor(account: DevAccount) {
  return {
    applicationData: {
      applicationCode: 'CGI',
      permissionData: {
        appRoles: account.roles,
        orgAppAccessStatusCode: account.orgAppAccessStatusCode,
        userAppAccessStatusCode: account.userAppAccessStatusCode,
      },
    },
    loginAccountData: {
      firstName: account.firstName,
      lastName: account.lastName,
      userId: account.userId,
      subscriberRefId: null,
      basePictureURL: null,
      profilePictureURL: null,
    },
    idpData: { email: account.email },
  };
}

export function createDevIssuer(key: DevSigningKey) {
  return {
    jwks: { keys: [key.publicJwk] },
    async sign(
      payload: Record<string, unknown>,
      options: { expiresInSeconds?: number; subject?: string } = {},
    ) {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresInSeconds ?? DEV_TOKEN_TTL_SECONDS));
      if (options.subject) jwt.setSubject(options.subject);
      return jwt.sign(key.privateKey);
    },
    tokenFor(account: DevAccount, expiresInSeconds?: number) {
      return this.sign(claimsFor(account), { expiresInSeconds, subject: account.email });
    },
  };
}

export type DevIssuer = ReturnType<typeof createDevIssuer>;
