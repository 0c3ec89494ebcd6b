// The development identity provider's RS256 key pair, kept under DATA_DIR so tokens stay
// valid across restarts of `npm start`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function loadOrCreateDevKey(keyDir: string | null): Promise<DevSigningKey> {
  const file = keyDir ? join(keyDir, 'signing-key.jwk.json') : null;
  if (file) {
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as JWK & { kid: string };
      const privateKey = (await importJWK(stored, 'RS256')) as CryptoKey;
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = stored;
      return { kid: stored.kid, privateKey, publicJwk: { ...publicJwk, alg: 'RS256', use: 'sig' } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `dev-${Date.now().toString(36)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  if (file && keyDir) {
    await mkdir(keyDir, { recursive: true });
    await writeFile(file, JSON.stringify({ ...(await exportJWK(privateKey)), kid }), { mode: 0o600 });
  }
  return { kid, privateKey, publicJwk };
}
