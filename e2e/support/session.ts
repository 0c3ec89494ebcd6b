// Signing a test's browser in. The sign-in page itself is tested once (shell.spec.ts: the
// embedded identity provider's page, its redirect and the cookie it sets); every other test
// starts from what that redirect leaves behind, the product cookie with a token of the account,
// and loads its first screen directly. Going through /login and the provider's page cost each
// test two more page loads of the console.
import { expect, type Page } from '@playwright/test';
import { devToken, stackUrls } from './stack';

/** The cookie the embedded provider's POST /auth/dev/sign-in sets (api/src/auth/dev-idp). */
const PRODUCT_COOKIE = 'cgi_token';

/**
 * Signs `page` in as `email`: the next page the console loads runs the bootstrap (spec 2 §3)
 * on the product cookie, exactly as after the provider's redirect. Navigates nowhere itself.
 */
export async function signIn(page: Page, email = 'soporte@consola.test'): Promise<void> {
  const token = await devToken(page.request, email);
  await page
    .context()
    .addCookies([{ name: PRODUCT_COOKIE, value: token, url: stackUrls().console, sameSite: 'Lax' }]);
}

/** Through the sign-in screens, the way staff do: /login, 'Iniciar sesión', the account. */
export async function signInThroughLoginPage(page: Page, email = 'soporte@consola.test'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: `Ingresar como ${email}` }).click();
  await expect(page).toHaveURL(/\/home$/);
}
