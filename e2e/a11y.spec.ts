// Accessibility and layout (issue 16): the sign-in page has no serious or critical axe violation
// (every other screen is checked at 1366 and 390 px by the walk of every-screen.spec.ts), focus
// goes back to what opened a dialog or a drawer, and the instance users screen fits a 390 px
// phone with its bottom bar in view.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/page-checks';
import { settle } from './support/screen-checks';
import { signIn } from './support/session';

// Nothing here changes data: the tests of this file may run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  // The button shows, busy and disabled, before the console's settings arrive; axe reads the
  // page staff use, once they have (it once read the button as it turned blue: a contrast fault).
  await settle(page);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('focus goes back to what opened a dialog or a drawer', async ({ page }) => {
  await signIn(page, 'admin@consola.test');
  // A dialog opened from a button: 'Deprecar la versión X', then Cancelar.
  await page.goto('/ME/feacture-flags');
  const deprecate = page.getByRole('button', { name: /^Deprecar la versión / }).first();
  await deprecate.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deprecate).toBeFocused();
  // A drawer opened from a row menu: 'Ver detalles', closed with Escape.
  await page.goto('/organizations/2/users');
  const rowMenu = page
    .getByRole('main')
    .getByRole('button', { name: /acciones|opciones/i })
    .first();
  await rowMenu.click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(rowMenu).toBeFocused();
  // Page scripts as strings: this file is compiled without the DOM's types.
  expect(await page.evaluate<string | undefined>('document.activeElement?.tagName')).not.toBe('BODY');
});

test("the 'Deprecar' buttons say which version each one deprecates", async ({ page }) => {
  await signIn(page, 'admin@consola.test');
  await page.goto('/ME/feacture-flags');
  const buttons = page.getByRole('button', { name: /^Deprecar/ });
  await expect(buttons.first()).toBeVisible();
  const names = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(names.every((name) => name && /^Deprecar la versión \S+ de \S/.test(name))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
});

test('instance users fits a 390 px phone, and the bottom bar stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@consola.test');
  await page.goto('/ME/applicationInstances/16/users');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a Mi Estudio' })).toBeVisible();
  const overflow = await page.evaluate<{ page: number; widest: number }>(`({
    page: document.documentElement.scrollWidth,
    widest: Math.max(
      ...[...document.querySelectorAll('main table, main [role="table"]')].map(
        (el) => el.getBoundingClientRect().right,
      ),
    ),
  })`);
  expect(overflow.page).toBeLessThanOrEqual(390);
  expect(overflow.widest).toBeLessThanOrEqual(390);
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
});
