// What staff read (issue 43): while /api/me is slow the page is never blank, and the screens
// issue 43 changed show their totals, the panel's figures and its cards. That no screen shows a
// 24:xx time, a native field, engine text, a table without its total or a wrong word is checked
// on every screen of the router, with operations in every state, by every-screen.spec.ts.
import { expect, test } from '@playwright/test';
import { settle } from './support/screen-checks';
import { signIn } from './support/session';

test('while /api/me is slow the page is never blank: a loading shell, then the console', async ({ page }) => {
  await signIn(page, 'admin@consola.test');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  // Before any script ran: the shell index.html carries.
  await expect(page.getByText('Consola de Gestión Interna').first()).toBeVisible();
  // The console itself, its screen included, while /api/me is still unanswered.
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main')).not.toHaveText(/^\s*$/);
  release();
});

for (const width of [1366, 390]) {
  test(`the screens issue 43 changed, at ${width} px: totals, the panel's figures and cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, 'admin@consola.test');
    const shoot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    for (const [name, address] of [
      ['operations', '/operations'],
      ['approvals-record', '/approvals/record'],
      ['organizations', '/organizations'],
      ['organization-users', '/organizations/2/users'],
    ] as const) {
      await page.goto(address);
      await settle(page);
      // 'n–m de total' under a table with rows (the approvals record is empty on this stack).
      if ((await page.locator('main table tbody tr').count()) > 0)
        await expect(page.getByTestId('table-total').first()).toHaveText(/\d+–\d+ de (más de )?\d+/);
      await shoot(name);
    }
    await page.goto('/operations/panel');
    await settle(page);
    const headline = page.getByTestId('panel-timeline').locator('dl').first();
    await expect(headline.locator('a').first()).toHaveText(/^\d+$/);
    // A phone reads one card per type; a wide screen the table.
    if (width === 390) await expect(page.getByTestId('panel-types').locator('table')).toHaveCount(0);
    else await expect(page.getByTestId('panel-type-cards')).toHaveCount(0);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(overflow).toBeLessThanOrEqual(width);
    await shoot('panel');
  });
}
