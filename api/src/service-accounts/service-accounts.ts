// Service accounts: long-lived tokens for automation, scoped to roles, expiring and
// revocable. The console signs them with a key of its own (kept in the console database, so
// every replica shares it), whatever the staff identity provider is, so they work the same in
// embedded and external mode. The api accepts them like staff tokens, with the same role
// checks, and records the account's name as the actor of what it starts.
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, SignJWT } from 'jose';
import { loadOrCreateDevKey, type DevSigningKey } from '../auth/dev-idp/keys';
import { checkSessionRules, CONSOLE_APPLICATION_CODE, sessionClaims } from '../auth/claims';
import type { AuthContext } from '../auth/context';
import { actorNamedBy } from '../auth/verifier';
import { apiMessages, HttpError } from '../http/errors';
import { createMemoryStore, type ServiceAccountRecord, type ServiceAccountStore } from './store';

export const SERVICE_ACCOUNT_ISSUER = 'consola-cuentas-de-servicio';

const NAME_TAKEN = 'Ya existe una cuenta de servicio activa con ese nombre';

export const serviceAccountMessages = {
  nameTaken: NAME_TAKEN,
  revokedTransfer: 'La cuenta de servicio está revocada: no se puede traspasar',
  sameOwner: 'La cuenta de servicio ya es de esa persona',
} as const;

export type ServiceAccountStatus = 'active' | 'expired' | 'revoked';

export interface ServiceAccountView extends ServiceAccountRecord {
  status: ServiceAccountStatus;
  /** Its owner now (the last of `owners`); null only for an account whose creator was not a person. */
  owner: string | null;
}

/** The people an account's record names behind it: every owner it ever had. */
export function ownersOf(record: ServiceAccountRecord): string[] {
  return [...new Set(record.owners.map((entry) => entry.owner))];
}

export function statusOf(record: ServiceAccountRecord, now = Date.now()): ServiceAccountStatus {
  if (record.revokedAt) return 'revoked';
  return Date.parse(record.expiresAt) <= now ? 'expired' : 'active';
}

export interface ServiceAccountsOptions {
  /** The signing key (default: one in memory, for tests and the OpenAPI generator). */
  signingKey?: () => Promise<DevSigningKey>;
  /** Where accounts live (default: memory). */
  store?: ServiceAccountStore;
}

export function createServiceAccounts(options: ServiceAccountsOptions = {}) {
  const store = options.store ?? createMemoryStore();
  let keyPromise: Promise<DevSigningKey> | undefined;
  const key = () => (keyPromise ??= options.signingKey?.() ?? loadOrCreateDevKey(null));

  const view = (record: ServiceAccountRecord): ServiceAccountView => ({
    ...record,
    status: statusOf(record),
    owner: record.owners.at(-1)?.owner ?? null,
  });

  /**
   * Issues an account owned by `owners`: the person who creates it (the default), or, when
   * another account's token creates it, the people behind that one.
   */
  async function create(
    request: { name: string; roles: string[]; expiresInDays: number; description?: string | null },
    createdBy: string,
    owners: readonly string[] = createdBy.includes('@') ? [createdBy] : [],
  ): Promise<{ account: ServiceAccountView; token: string }> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + request.expiresInDays * 86_400_000);
    const record: ServiceAccountRecord = {
      id: randomUUID(),
      name: request.name,
      description: request.description ?? null,
      roles: request.roles,
      createdAt: now.toISOString(),
      createdBy,
      expiresAt: expiresAt.toISOString(),
      revokedAt: null,
      revokedBy: null,
      owners: [...new Set(owners.map((owner) => owner.trim().toLowerCase()))].map((owner) => ({
        owner,
        assignedAt: now.toISOString(),
        assignedBy: createdBy,
        reason: null,
      })),
    };
    const signing = await key();
    const token = await new SignJWT({
      applicationData: {
        applicationCode: CONSOLE_APPLICATION_CODE,
        permissionData: {
          appRoles: record.roles,
          orgAppAccessStatusCode: 'GRANTED',
          userAppAccessStatusCode: 'GRANTED',
        },
      },
      loginAccountData: { firstName: record.name, lastName: '', userId: null },
      idpData: { email: record.name },
      serviceAccount: record.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
      .setIssuer(SERVICE_ACCOUNT_ISSUER)
      .setSubject(`service-account:${record.id}`)
      .setJti(record.id)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(signing.privateKey);
    if (!(await store.insertIfNameFree(record))) {
      throw new HttpError(409, 'SERVICE_ACCOUNT_EXISTS', NAME_TAKEN, {
        name: NAME_TAKEN,
      });
    }
    return { account: view(record), token };
  }

  async function list(): Promise<ServiceAccountView[]> {
    return (await store.list()).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(view);
  }

  /**
   * Hands an account to another person, with a reason. Its former owners stay on record and stay
   * barred from approving what it requests: its token does not change hands with it.
   */
  async function transfer(
    id: string,
    request: { owner: string; reason: string },
    by: string,
  ): Promise<ServiceAccountView> {
    const outcome = await store.transfer(id, {
      owner: request.owner.trim().toLowerCase(),
      assignedAt: new Date().toISOString(),
      assignedBy: by,
      reason: request.reason,
    });
    if (outcome === undefined)
      throw new HttpError(404, 'SERVICE_ACCOUNT_NOT_FOUND', apiMessages.serviceAccountNotFound);
    if (outcome === 'revoked')
      throw new HttpError(409, 'SERVICE_ACCOUNT_REVOKED', serviceAccountMessages.revokedTransfer);
    if (outcome === 'same')
      throw new HttpError(409, 'SAME_OWNER', serviceAccountMessages.sameOwner, {
        owner: serviceAccountMessages.sameOwner,
      });
    return view(outcome);
  }

  /** The names of the accounts a person owns or owned: what they may not approve (issue 40). */
  function namesOwnedBy(person: string): Promise<string[]> {
    return store.namesOwnedBy(person);
  }

  async function revoke(id: string, revokedBy: string): Promise<ServiceAccountView> {
    const record = await store.revoke(id, revokedBy, new Date().toISOString());
    if (!record) throw new HttpError(404, 'SERVICE_ACCOUNT_NOT_FOUND', apiMessages.serviceAccountNotFound);
    return view(record);
  }

  /** Signature, expiry, claims, and the account itself: it must exist and not be revoked. */
  async function verify(token: string): Promise<AuthContext> {
    const signing = await key();
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, createLocalJWKSet({ keys: [signing.publicJwk] }), {
        algorithms: ['RS256'],
        issuer: SERVICE_ACCOUNT_ISSUER,
        requiredClaims: ['exp', 'jti'],
      }));
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
      // A failed claim (expired) comes after the signature held: the refusal names the account.
      const signed =
        error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired
          ? error.payload
          : undefined;
      throw new HttpError(401, reason, apiMessages.unauthenticated, undefined, actorNamedBy(signed));
    }
    const actor = actorNamedBy(payload);
    const parsed = sessionClaims.safeParse(payload);
    if (!parsed.success || !parsed.data.serviceAccount) {
      throw new HttpError(401, 'TOKEN_CLAIMS_INVALID', apiMessages.unauthenticated, undefined, actor);
    }
    const record = await store.get(String((payload as { jti: unknown }).jti));
    if (!record || record.revokedAt) {
      throw new HttpError(401, 'TOKEN_REVOKED', apiMessages.serviceAccountRevoked, undefined, actor);
    }
    if (!checkSessionRules(parsed.data).ok)
      throw new HttpError(403, 'NO_CONSOLE_ACCESS', apiMessages.noAccess, undefined, record.name);
    const claims = parsed.data;
    return {
      email: claims.idpData.email,
      userId: null,
      firstName: record.name,
      lastName: '',
      roles: claims.applicationData.permissionData.appRoles,
      claims,
      serviceAccount: record.name,
      owners: ownersOf(record),
    };
  }

  return { create, list, revoke, transfer, namesOwnedBy, verify, issuer: SERVICE_ACCOUNT_ISSUER };
}

export type ServiceAccounts = ReturnType<typeof createServiceAccounts>;
