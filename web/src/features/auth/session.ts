// The browser side of the session: runs the bootstrap against the real cookies and storage,
// keeps the current session in a store, and ends it (logout, 401).
import {
  PRODUCT_COOKIE,
  SHARED_COOKIE,
  clearStoredToken,
  deleteCookie,
  readCookie,
  readToken,
  storeToken,
  writeCookie,
} from '../../shared/lib/session-storage';
import { createStore, useStore } from '../../shared/lib/store';
import { bootstrapLogLines, bootstrapSession, type BootstrapResult, type CookieAction } from './bootstrap';
import { rolesOf, type TokenClaims } from './session-rules';
import { showDenial } from './denial';

export type Session =
  { status: 'signedIn'; token: string; claims: TokenClaims; roles: string[] } | { status: 'signedOut' };

export const sessionStore = createStore<Session>({ status: 'signedOut' });

export const useSession = () => useStore(sessionStore);

export function isSignedIn(): boolean {
  return sessionStore.get().status === 'signedIn';
}

export function currentRoles(): string[] {
  const session = sessionStore.get();
  return session.status === 'signedIn' ? session.roles : [];
}

function applyCookieAction(action: CookieAction): void {
  if (action.type === 'delete') deleteCookie(action.cookie === 'product' ? PRODUCT_COOKIE : SHARED_COOKIE);
  else writeCookie(PRODUCT_COOKIE, action.token, action.maxAgeSeconds);
}

/** Runs once at start-up, before the router decides where the visitor may go. */
export function startSession(nowSeconds = Math.floor(Date.now() / 1000)): BootstrapResult {
  const input = {
    productToken: readCookie(PRODUCT_COOKIE),
    sharedToken: readCookie(SHARED_COOKIE),
    storedToken: readToken(),
    nowSeconds,
  };
  // eslint-disable-next-line no-console -- spec 2 §8: these are logged, not shown
  bootstrapLogLines(input).forEach((line) => console.warn(line));
  const result = bootstrapSession(input);
  result.actions.forEach(applyCookieAction);
  if (result.outcome === 'accepted') {
    storeToken(result.token);
    sessionStore.set({
      status: 'signedIn',
      token: result.token,
      claims: result.claims,
      roles: rolesOf(result.claims),
    });
  } else {
    clearStoredToken();
    sessionStore.set({ status: 'signedOut' });
    if (result.outcome === 'denied') showDenial(result.reason, { authenticating: true });
  }
  return result;
}

/** Forgets the session everywhere: both cookies, the stored token and the Auth flag. */
export function endSession(): void {
  deleteCookie(PRODUCT_COOKIE);
  deleteCookie(SHARED_COOKIE);
  clearStoredToken();
  sessionStore.set({ status: 'signedOut' });
}

/** 'Cerrar sesión': end the session and leave for the logout address (embedded: /login). */
export function signOut(logoutUrl: string | undefined): void {
  endSession();
  window.location.assign(logoutUrl || '/login');
}
