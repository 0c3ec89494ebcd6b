// Session validity (spec 1 §6, spec 2 §3 "Session token claims"): not expired, issued for
// the CGI application with at least one console role, and organization and user access
// GRANTED. Pure functions, so every rule is unit-tested.
import { isConsoleRole } from '../../shared/roles';
import { decodeJwtPayload } from './jwt';

export const APPLICATION_CODE = 'CGI';
export const ACCESS_GRANTED = 'GRANTED';

export type TokenClaims = {
  exp: number;
  applicationData?: {
    applicationCode?: string;
    permissionData?: {
      appRoles?: string[];
      orgAppAccessStatusCode?: string;
      userAppAccessStatusCode?: string;
    };
  };
  loginAccountData?: {
    firstName?: string;
    lastName?: string;
    userId?: string | number;
    subscriberRefId?: string | number;
    basePictureURL?: string;
    profilePictureURL?: string;
  };
  idpData?: { email?: string };
};

/**
 * - invalid: not a readable JWT, or no numeric exp;
 * - expired: exp is not after now (seconds, as the API's verifier counts);
 * - notForApplication: another application's token, or no console role;
 * - accessDenied: organization or user application access not GRANTED;
 * - ok.
 */
export type TokenCheck = 'invalid' | 'expired' | 'notForApplication' | 'accessDenied' | 'ok';

export function parseClaims(token: string): TokenClaims | null {
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
  return payload as TokenClaims;
}

export function isExpired(claims: TokenClaims, nowSeconds: number): boolean {
  return claims.exp <= nowSeconds;
}

export function rolesOf(claims: TokenClaims | null | undefined): string[] {
  const roles = claims?.applicationData?.permissionData?.appRoles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

export function isValidForApplication(claims: TokenClaims): boolean {
  return claims.applicationData?.applicationCode === APPLICATION_CODE && rolesOf(claims).some(isConsoleRole);
}

export function hasGrantedAccess(claims: TokenClaims): boolean {
  const permission = claims.applicationData?.permissionData;
  return (
    permission?.orgAppAccessStatusCode === ACCESS_GRANTED &&
    permission.userAppAccessStatusCode === ACCESS_GRANTED
  );
}

export type CheckedToken = { token: string; claims: TokenClaims | null; check: TokenCheck };

export function checkToken(token: string, nowSeconds: number): CheckedToken {
  const claims = parseClaims(token);
  if (!claims) return { token, claims, check: 'invalid' };
  if (isExpired(claims, nowSeconds)) return { token, claims, check: 'expired' };
  if (!isValidForApplication(claims)) return { token, claims, check: 'notForApplication' };
  if (!hasGrantedAccess(claims)) return { token, claims, check: 'accessDenied' };
  return { token, claims, check: 'ok' };
}

/** First and last name from the token, for the profile before /api/me answers. */
export function displayNameOf(claims: TokenClaims | null | undefined): string {
  const account = claims?.loginAccountData;
  return [account?.firstName, account?.lastName].filter(Boolean).join(' ');
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
