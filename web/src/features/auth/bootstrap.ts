// Login bootstrap (spec 2 §4): decides, from the product cookie, the shared platform cookie
// and the token already in session storage, whether a session starts, and which cookies to
// delete or copy. Pure: the caller applies the returned cookie actions.
import { checkToken, type CheckedToken, type TokenClaims } from './session-rules';

export type CookieAction =
  | { type: 'delete'; cookie: 'product' | 'shared' }
  | { type: 'copyToProduct'; token: string; maxAgeSeconds: number };

export type DenialReason = 'noAccess' | 'verifyError';

export type BootstrapResult =
  | {
      outcome: 'accepted';
      token: string;
      claims: TokenClaims;
      source: 'product' | 'shared' | 'storage';
      actions: CookieAction[];
    }
  | { outcome: 'signedOut'; actions: CookieAction[] }
  /** Shown as the 'authenticating' loader with the denial modal. */
  | { outcome: 'denied'; reason: DenialReason; actions: CookieAction[] };

export type BootstrapInput = {
  productToken: string | null;
  sharedToken: string | null;
  storedToken: string | null;
  nowSeconds: number;
};

const deleteProduct: CookieAction = { type: 'delete', cookie: 'product' };
const deleteShared: CookieAction = { type: 'delete', cookie: 'shared' };

function accepted(
  checked: CheckedToken,
  source: 'product' | 'shared' | 'storage',
  actions: CookieAction[],
): BootstrapResult {
  // checkToken only answers 'ok' with claims; the guard keeps the types honest.
  if (!checked.claims) return { outcome: 'denied', reason: 'verifyError', actions };
  return { outcome: 'accepted', token: checked.token, claims: checked.claims, source, actions };
}

function copyToProduct(checked: CheckedToken, nowSeconds: number): CookieAction[] {
  const exp = checked.claims?.exp ?? nowSeconds;
  return [{ type: 'copyToProduct', token: checked.token, maxAgeSeconds: exp - nowSeconds }, deleteShared];
}

/** Only the product cookie: expired → deleted; unusable → deleted and denied; else accepted. */
function productOnly(product: CheckedToken, actions: CookieAction[]): BootstrapResult {
  switch (product.check) {
    case 'ok':
      return accepted(product, 'product', actions);
    case 'expired':
      return { outcome: 'signedOut', actions: [...actions, deleteProduct] };
    case 'invalid':
      return { outcome: 'denied', reason: 'verifyError', actions: [...actions, deleteProduct] };
    case 'notForApplication':
    case 'accessDenied':
      return { outcome: 'denied', reason: 'noAccess', actions: [...actions, deleteProduct] };
  }
}

/**
 * Only the shared cookie: the same checks, but a token of another application (or one we
 * cannot read) is simply not ours: it stays for the product that owns it.
 */
function sharedOnly(shared: CheckedToken, actions: CookieAction[], nowSeconds: number): BootstrapResult {
  switch (shared.check) {
    case 'ok':
      return accepted(shared, 'shared', [...actions, ...copyToProduct(shared, nowSeconds)]);
    case 'expired':
      return { outcome: 'signedOut', actions: [...actions, deleteShared] };
    case 'invalid':
    case 'notForApplication':
      return { outcome: 'signedOut', actions };
    case 'accessDenied':
      return { outcome: 'denied', reason: 'noAccess', actions: [...actions, deleteShared] };
  }
}

function isForApplication(checked: CheckedToken): boolean {
  return checked.check === 'ok' || checked.check === 'accessDenied';
}

/** Both cookies present and neither expired. */
function both(product: CheckedToken, shared: CheckedToken, nowSeconds: number): BootstrapResult {
  if (!isForApplication(shared)) return productOnly(product, []);
  const productExp = product.claims?.exp ?? Number.NEGATIVE_INFINITY;
  const sharedExp = shared.claims?.exp ?? Number.NEGATIVE_INFINITY;
  const chosen = sharedExp > productExp ? shared : product;
  if (chosen.check !== 'ok') {
    return { outcome: 'denied', reason: 'noAccess', actions: [deleteProduct, deleteShared] };
  }
  return chosen === shared
    ? accepted(shared, 'shared', copyToProduct(shared, nowSeconds))
    : accepted(product, 'product', []);
}

export function bootstrapSession({
  productToken,
  sharedToken,
  storedToken,
  nowSeconds,
}: BootstrapInput): BootstrapResult {
  let product = productToken ? checkToken(productToken, nowSeconds) : null;
  let shared = sharedToken ? checkToken(sharedToken, nowSeconds) : null;

  if (product && shared) {
    // Both present: each expired one is deleted first.
    const actions: CookieAction[] = [];
    if (product.check === 'expired') {
      actions.push(deleteProduct);
      product = null;
    }
    if (shared.check === 'expired') {
      actions.push(deleteShared);
      shared = null;
    }
    if (product && shared) return both(product, shared, nowSeconds);
    if (product) return productOnly(product, actions);
    if (shared) return sharedOnly(shared, actions, nowSeconds);
    return { outcome: 'signedOut', actions };
  }
  if (product) return productOnly(product, []);
  if (shared) return sharedOnly(shared, [], nowSeconds);

  // No cookie: a token kept in this tab's session storage still counts while it is valid.
  if (storedToken) {
    const stored = checkToken(storedToken, nowSeconds);
    if (stored.check === 'ok') return accepted(stored, 'storage', []);
  }
  return { outcome: 'signedOut', actions: [] };
}

/**
 * What the start-up writes to the browser's console (spec 2 §8): an expired token is logged,
 * and a token that cannot be read logs 'Error al validar el token:' with the reason.
 */
export function bootstrapLogLines({ productToken, sharedToken, nowSeconds }: BootstrapInput): string[] {
  const lines: string[] = [];
  for (const [name, token] of [
    ['cookie del producto', productToken],
    ['cookie compartida', sharedToken],
  ] as const) {
    if (!token) continue;
    const { check } = checkToken(token, nowSeconds);
    if (check === 'invalid') lines.push(`Error al validar el token: no se puede leer el token de la ${name}`);
    if (check === 'expired') lines.push(`Token expirado en la ${name}`);
  }
  return lines;
}
