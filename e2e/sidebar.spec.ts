// The desktop menu runs the full height of the page (issue 43): on a long list, an operation's
// detail and a short page its white column and border reach the page's bottom, and its items
// stay in view while the page scrolls; on a phone it gives way to the top and bottom bars.
// Full-page screenshots of each at 1366 and 390 px (SHOTS_DIR).
import { expect, test, type Page } from '@playwright/test';
import { devToken } from './support/stack';
import { signIn } from './support/session';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/sidebar';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** Where the menu's column starts and ends on the page, and how tall the page is. */
const column = (page: Page) =>
  page.evaluate<{ top: number | null; bottom: number | null; page: number }>(`(() => {
    const box = document.querySelector('aside')?.getBoundingClientRect();
    return {
      top: box ? box.top + window.scrollY : null,
      bottom: box ? box.bottom + window.scrollY : null,
      page: document.documentElement.scrollHeight,
    };
  })()`);

test('the menu runs the full height of a long list, an operation detail and a short page', async ({
  page,
  request,
}) => {
  // An operation of its own to open (the stack runs them without approval).
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${await devToken(request, 'soporte@consola.test')}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100003',
        email: `e2e.menu.${Date.now()}@demo.com.ar`,
        firstName: 'Menú',
        lastName: 'Alto',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };

  await signIn(page, 'soporte@consola.test');
  const pages = [
    { name: 'organizations', path: '/organizations', ready: page.getByRole('table') },
    { name: 'operations', path: '/operations', ready: page.locator(`[data-operation-id="${id}"]`) },
    {
      name: 'operation-detail',
      path: `/operations/${encodeURIComponent(id)}`,
      ready: page.getByTestId('life-line'),
    },
    { name: 'home', path: '/home', ready: page.getByRole('heading', { name: /^Bienvenido\/a/ }) },
  ];
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const { name, path, ready } of pages) {
      await page.goto(path);
      await expect(ready.first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      if (width === 390) {
        // A phone has the bars instead (the bottom one is the main navigation there).
        await expect(page.locator('aside')).toBeHidden();
        await expect(menu(page)).toBeInViewport();
        continue;
      }
      const { top, bottom, page: height } = await column(page);
      // Soft: every page is still shot and checked when one fails.
      expect.soft(top, name).toBe(0);
      expect
        .soft(bottom, `${name}: the menu's column ends at ${bottom} px of a page ${height} px tall`)
        // scrollHeight is whole pixels, a box's edge may fall on half of one.
        .toBeGreaterThanOrEqual(height - 1);
      // Scrolled to the bottom, the menu and the profile are still in view.
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await expect.soft(menu(page)).toBeInViewport();
      await expect.soft(page.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport();
    }
  }
});
