// Chooses the token verifier: embedded dev identity provider or an external one (JWKS URL).
import type { AuthConfig } from '../config';
import { createDevIssuer, DEV_AUDIENCE, DEV_ISSUER, type DevIssuer } from './dev-idp/issuer';
import { loadOrCreateDevKey, type DevSigningKey } from './dev-idp/keys';
import { createTokenVerifier, type TokenVerifier } from './verifier';

/** `devKey`: the embedded provider's key (main.ts passes the one shared in the console database). */
export async function createAuth(
  config: AuthConfig,
  devKey?: () => Promise<DevSigningKey>,
): Promise<{ verifier: TokenVerifier; devIssuer?: DevIssuer }> {
  if (config.mode === 'external') {
    return {
      verifier: createTokenVerifier({
        jwks: new URL(config.jwksUrl),
        algorithms: config.algorithms,
        issuer: config.issuer,
        audience: config.audience,
        maxLifetimeSeconds: config.maxLifetimeSeconds,
        clockToleranceSeconds: config.clockToleranceSeconds,
      }),
    };
  }
  const devIssuer = createDevIssuer(await (devKey?.() ?? loadOrCreateDevKey(config.keyDir)));
  return {
    devIssuer,
    verifier: createTokenVerifier({
      jwks: devIssuer.jwks,
      algorithms: ['RS256'],
      issuer: DEV_ISSUER,
      audience: DEV_AUDIENCE,
      maxLifetimeSeconds: config.maxLifetimeSeconds,
      clockToleranceSeconds: config.clockToleranceSeconds,
    }),
  };
}
