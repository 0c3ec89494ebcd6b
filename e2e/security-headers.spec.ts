// The built web app under the api's Content-Security-Policy, in a real browser: signing in
// through the development sign-in, the shell, a list, a drawer and a dialog, the operations list
// and the API reference, at desktop and phone widths, without a single CSP violation; and the
// answers carry the security headers.
import { expect, test, type Page } from '@playwright/test';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text())) {
      consoleViolations.push(message.text());
    }
  });
  // Page scripts as strings: this file is compiled without the DOM's types.
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate<string[]>('window.__cspViolations ?? []').catch(() => [])),
  ];
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the web app runs under the CSP with no violation (${viewport.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const violations = await watchCsp(page);

    const signInPage = await page.goto('/login');
    expect(signInPage?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Ingresar como admin@consola.test' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();

    await page.goto('/subscribers');
    await page.getByRole('textbox').first().fill('100001');
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`subscribers-${viewport.name}.png`), fullPage: true });

    await page.goto('/operations');
    await page.waitForLoadState('networkidle');
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`api-docs-${viewport.name}.png`) });

    expect(await violations()).toEqual([]);
  });
}

test('pages, files and API answers carry the security headers; the token cookie is Secure', async ({
  page,
  request,
}) => {
  const asset = await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const answers = [
    asset!,
    await request.get(script!),
    await request.get('/api/config'),
    await request.get('/auth/dev/sign-in'),
  ];
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Ingresar como lector@consola.test' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The bootstrap (spec 2 §3) moved the token to session storage and removed the cookie; the
  // one the sign-in set was Secure and SameSite=Lax, and the browser kept it over http here.
  expect(await page.evaluate<string | null>("sessionStorage.getItem('token')")).toMatch(/^ey/);
});
