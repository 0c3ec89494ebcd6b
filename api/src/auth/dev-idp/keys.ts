// RS256 key pairs the console signs its own tokens with (the development identity provider,
// service accounts). Kept in the console database (shared-keys.ts) so every api replica signs
// and verifies with the same key; a directory or memory only for tests and older data dirs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A stored private JWK (with its kid) as a signing key. */
export async function signingKeyFromJwk(stored: JWK & { kid: string }): Promise<DevSigningKey> {
  const privateKey = (await importJWK(stored, 'RS256')) as CryptoKey;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = stored;
  return { kid: stored.kid, privateKey, publicJwk: { ...publicJwk, alg: 'RS256', use: 'sig' } };
}

/** A fresh key pair and its private JWK, ready to be stored. */
export async function generateSigningKey(
  kidPrefix = 'dev',
): Promise<{ key: DevSigningKey; privateJwk: JWK & { kid: string } }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `${kidPrefix}-${Date.now().toString(36)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { key: { kid, privateKey, publicJwk }, privateJwk: { ...(await exportJWK(privateKey)), kid } };
}

/** The key file a data directory of an earlier version kept, if there is one. */
export async function readKeyFile(keyDir: string): Promise<(JWK & { kid: string }) | undefined> {
  try {
    return JSON.parse(await readFile(join(keyDir, 'signing-key.jwk.json'), 'utf8')) as JWK & { kid: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A key kept in `keyDir` (created there on first use), or in memory when `keyDir` is null. */
export async function loadOrCreateDevKey(keyDir: string | null): Promise<DevSigningKey> {
  if (keyDir) {
    const stored = await readKeyFile(keyDir);
    if (stored) return signingKeyFromJwk(stored);
  }
  const { key, privateJwk } = await generateSigningKey();
  if (keyDir) {
    await mkdir(keyDir, { recursive: true });
    await writeFile(join(keyDir, 'signing-key.jwk.json'), JSON.stringify(privateJwk), { mode: 0o600 });
  }
  return key;
}
