// Where the signed-in session lives in the browser (spec 2 §4 "Login session"): the token
// in session storage under 'token', an 'Auth' flag in local storage, and the two cookies.

export const TOKEN_KEY = 'token';
export const AUTH_FLAG_KEY = 'Auth';
/** The product cookie, set by the sign-in page. */
export const PRODUCT_COOKIE = 'cgi_token';
/** The shared platform cookie, set by other products of the platform. */
export const SHARED_COOKIE = 'platform_token';

export function readToken(): string | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  return token ? token : null;
}

export function storeToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(AUTH_FLAG_KEY, 'true');
}

export function clearStoredToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(AUTH_FLAG_KEY);
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) {
      const value = decodeURIComponent(rest.join('=').trim());
      return value ? value : null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds !== undefined ? `; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
