// The small frictions of issue 28, on the real stack: the notification form takes dd/mm/aaaa
// (with an English browser, where a native field would read mm/dd/yyyy); breadcrumbs at 390 px
// show the parent and the page, whole; a snackbar never covers an open drawer's title or actions.
// Every screen of the router is scanned for native date fields, cut breadcrumbs and axe findings,
// with the calendar and the dialogs with dates open, by every-screen.spec.ts.
import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/session';
import { breadcrumbSegments, settle } from './support/screen-checks';
import { scaled } from '../test-support/src/slowdown';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`a snackbar leaves an open drawer's title and actions in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin@consola.test');
    await page.goto('/subscribers/100001/users');
    await page.getByRole('button', { name: 'Añadir usuario' }).click();
    const drawer = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
    // An existing, active user: the operation is refused and says so in an error snackbar,
    // while the drawer stays open; nothing changes in the data.
    await drawer.getByLabel('Email').fill('activo@demo.com.ar');
    await drawer.getByLabel('Nombre').fill('Activo');
    await drawer.getByLabel('Apellido').fill('Demo');
    await drawer.getByLabel('Permiso de colaborador').selectOption('ORG-ADMIN');
    await drawer.getByRole('button', { name: 'Crear' }).click();
    const toast = page.getByTestId('snackbar').first();
    await expect(toast).toBeVisible({ timeout: scaled(20_000) });
    await expect(drawer).toBeVisible();
    // Placed once the drawer is measured (the next frame).
    await expect(page.locator('[data-placement="beside-dialog"]')).toHaveCount(1);
    const toastBox = await box(toast);
    const title = await box(drawer.locator('header'));
    const actions = await box(drawer.locator('footer'));
    await page.screenshot({ path: test.info().outputPath(`snackbar-drawer-${width}.png`) });
    expect(overlaps(toastBox, title), 'the snackbar covers the drawer title').toBe(false);
    expect(overlaps(toastBox, actions), "the snackbar covers the drawer's actions").toBe(false);
    // Inside the window.
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    // Its ✕ closes it, and only it: the drawer stays open (issue 43). By its label, not its role:
    // while a modal drawer is open the rest of the page, the snackbars included, is aria-hidden.
    await toast.locator('button[aria-label="Descartar"]').click();
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await expect(drawer).toBeVisible();
  });
}

test.describe('with an English browser', () => {
  // Where a native date field would read mm/dd/yyyy and a native time field a 12-hour clock.
  test.use({ locale: 'en-US' });

  test('the notification form takes dd/mm/aaaa and hh:mm and refuses a date that is none', async ({
    page,
  }) => {
    await signIn(page, 'admin@consola.test');
    await page.goto('/globalNotification/add');
    const start = page.getByLabel('Fecha de inicio');
    await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(page.getByLabel('Hora de inicio')).toHaveAttribute('placeholder', 'hh:mm');
    await page.getByLabel('Título').fill('Prueba de fechas');
    await page.getByLabel('Contenido').fill('Texto');
    await start.fill('02/31/2045');
    await page.getByLabel('Hora de inicio').click();
    await expect(page.getByText('Ingrese una fecha válida con el formato dd/mm/aaaa')).toBeVisible();
    // The calendar writes the day in the field as dd/mm/aaaa.
    await start.fill('20/09/2045');
    await page.getByRole('button', { name: 'Elegir en el calendario' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Fecha de inicio' });
    await expect(calendar).toContainText(/septiembre/i);
    await calendar.getByRole('button', { name: /22 de septiembre/i }).click();
    await expect(start).toHaveValue('22/09/2045');
    await expect(page.getByText('Ingrese una fecha válida con el formato dd/mm/aaaa')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const address of [
    '/ME/applicationInstances/16/users',
    '/organizations/2/subscribers',
    '/users/activo@demo.com.ar/subscribers',
    '/suborganizations/1/statusStorage',
  ]) {
    test(`the breadcrumbs of ${address} show the parent and the page, each whole`, async ({ page }) => {
      await signIn(page, 'admin@consola.test');
      await page.goto(address);
      await settle(page);
      const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(trail).toBeVisible();
      const segments = await breadcrumbSegments(page);
      const shown = segments.filter((segment) => segment.shown);
      expect(segments.length).toBeGreaterThanOrEqual(3);
      expect(shown).toHaveLength(2);
      expect(shown[1]).toEqual(expect.objectContaining({ text: segments.at(-1)!.text }));
      for (const segment of shown) {
        expect(segment.text.length, 'an empty segment').toBeGreaterThan(1);
        expect(segment.whole, `"${segment.text}" is cut`).toBe(true);
        expect(segment.right).toBeLessThanOrEqual(390);
      }
      await page.screenshot({
        path: test.info().outputPath(`breadcrumbs-${address.replace(/\W+/g, '-')}.png`),
      });
    });
  }
});
