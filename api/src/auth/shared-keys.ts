// Signing keys shared by every api replica through the console database: the first replica to
// need one creates it (or adopts the key file an earlier version left under DATA_DIR, so the
// tokens it issued stay valid); the others read the same row. Symmetric secrets (the page
// tokens' key) are kept the same way, as an `oct` JWK.
import type { Db } from '@cgi/console-store';
import { base64url, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';
import { generateSigningKey, readKeyFile, signingKeyFromJwk, type DevSigningKey } from './dev-idp/keys';

export type KeyPurpose = 'dev-idp' | 'service-accounts';

interface KeyRow {
  private_jwk: (JWK & { kid: string }) | string;
}

async function storedKey(db: Db, purpose: KeyPurpose): Promise<DevSigningKey | undefined> {
  const [row] = await db.query<KeyRow>('select private_jwk from signing_keys where purpose = $1', [purpose]);
  if (!row) return undefined;
  const jwk =
    typeof row.private_jwk === 'string'
      ? (JSON.parse(row.private_jwk) as KeyRow['private_jwk'])
      : row.private_jwk;
  return signingKeyFromJwk(jwk as JWK & { kid: string });
}

export async function loadOrCreateSharedKey(
  db: Db,
  purpose: KeyPurpose,
  options: { legacyKeyDir?: string } = {},
): Promise<DevSigningKey> {
  const existing = await storedKey(db, purpose);
  if (existing) return existing;
  const legacy = options.legacyKeyDir ? await readKeyFile(options.legacyKeyDir) : undefined;
  const privateJwk = legacy ?? (await generateSigningKey(purpose === 'dev-idp' ? 'dev' : 'sa')).privateJwk;
  // Two replicas starting together: one insert wins, both then read the winner's key.
  await db.query(
    'insert into signing_keys (purpose, kid, private_jwk) values ($1, $2, $3) on conflict (purpose) do nothing',
    [purpose, privateJwk.kid, JSON.stringify(privateJwk)],
  );
  const key = await storedKey(db, purpose);
  if (!key) throw new Error(`signing key ${purpose} missing right after it was stored`);
  return key;
}

export type SecretPurpose = 'page-tokens';

export interface SharedSecret {
  kid: string;
  /** 32 random bytes. */
  key: Uint8Array;
}

/**
 * A symmetric secret every api replica shares (what one replica seals, another opens): the
 * first replica to need it creates it; concurrent ones all read the winner's row.
 */
export async function loadOrCreateSharedSecret(db: Db, purpose: SecretPurpose): Promise<SharedSecret> {
  const read = async (): Promise<SharedSecret | undefined> => {
    const [row] = await db.query<KeyRow>('select private_jwk from signing_keys where purpose = $1', [
      purpose,
    ]);
    if (!row) return undefined;
    const jwk = (
      typeof row.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row.private_jwk
    ) as JWK & {
      kid: string;
    };
    if (jwk.kty !== 'oct' || typeof jwk.k !== 'string')
      throw new Error(`shared secret ${purpose} is not an oct key`);
    return { kid: jwk.kid, key: base64url.decode(jwk.k) };
  };
  const existing = await read();
  if (existing) return existing;
  const kid = `${purpose}-${Date.now().toString(36)}`;
  const jwk = { kty: 'oct', kid, k: base64url.encode(randomBytes(32)) };
  await db.query(
    'insert into signing_keys (purpose, kid, private_jwk) values ($1, $2, $3) on conflict (purpose) do nothing',
    [purpose, kid, JSON.stringify(jwk)],
  );
  const secret = await read();
  if (!secret) throw new Error(`shared secret ${purpose} missing right after it was stored`);
  return secret;
}
