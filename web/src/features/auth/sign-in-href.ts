/**
 * The sign-in address; in embedded mode its returnTo points at the page the visitor asked
 * for (the development sign-in page honours it). External providers keep their address.
 */
export function signInHref(
  signInUrl: string,
  authMode: 'embedded' | 'external',
  redirect: string | undefined,
): string {
  if (authMode !== 'embedded' || !redirect || !redirect.startsWith('/') || redirect.startsWith('//'))
    return signInUrl;
  const base = 'http://placeholder.invalid';
  const url = new URL(signInUrl, base);
  url.searchParams.set('returnTo', redirect);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
