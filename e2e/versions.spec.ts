// 'Control de versiones de la aplicación Mi Estudio' (/ME/feacture-flags) in a real browser
// against the embedded stack: publish a version (the code is required), the duplicate refused,
// deprecate with its confirmation, and the route closed to other roles.
import { expect, test, type Page } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

// Demo fixtures of the platform seed (platform/README.md, demoFixtures).
const f = {
  activeVersion: { appPlatformCode: 'MOBILE-ANDROID', appVersionCode: '2.5.1' },
  deprecatedVersion: { appPlatformCode: 'MOBILE-ANDROID', appVersionCode: '2.4.0' },
};

const ANDROID = f.activeVersion.appPlatformCode;
const card = (page: Page) => page.locator(`[data-testid="platform-card"][data-platform="${ANDROID}"]`);

async function publish(page: Page, code: string, description = '') {
  await page.getByRole('button', { name: 'Publicar una nueva versión' }).click();
  const modal = page.getByTestId('publish-version-modal');
  await modal.getByLabel('Plataforma').selectOption(ANDROID);
  await modal.getByLabel('Versión').fill(code);
  if (description) await modal.getByLabel('Descripción').fill(description);
  await modal.getByRole('button', { name: 'Publicar' }).click();
  return modal;
}

test('publishes a version, refuses the duplicate and deprecates it', async ({ page }) => {
  // Unique per run, so the test also passes against a stack that kept earlier runs' data.
  const code = `8.0.${Date.now() % 100_000}`;
  await signIn(page, 'mantenimiento@consola.test');
  await page.goto('/ME/feacture-flags');
  await expect(
    page.getByRole('heading', { name: 'Control de versiones de la aplicación Mi Estudio' }),
  ).toBeVisible();
  await expect(card(page).locator(`[data-version="${f.activeVersion.appVersionCode}"]`)).toContainText(
    `Versión ${f.activeVersion.appVersionCode}`,
  );
  await expect(card(page)).toContainText('Fecha de publicación');
  // A phone for the mobile platforms, a screen for the web one.
  await expect(card(page).locator('header svg.lucide-smartphone')).toHaveCount(1);
  const web = page.locator('[data-testid="platform-card"][data-platform="WEB"]');
  await expect(web.locator('header svg.lucide-monitor')).toHaveCount(1);
  await expect(card(page).locator(`[data-version="${f.deprecatedVersion.appVersionCode}"]`)).toHaveCount(0);

  // The code is required.
  await page.getByRole('button', { name: 'Publicar una nueva versión' }).click();
  const empty = page.getByTestId('publish-version-modal');
  await empty.getByRole('button', { name: 'Publicar' }).click();
  await expect(empty.getByRole('alert')).toHaveText('Ingrese la nueva versión');
  await empty.getByRole('button', { name: 'Cancelar' }).click();

  const modal = await publish(page, code, 'Versión de prueba e2e');
  await expect(snackbar(page, 'Publicación exitosa')).toBeVisible();
  await expect(modal).toBeHidden();
  // Reloaded after 1 s.
  await expect(card(page).locator(`[data-version="${code}"]`)).toContainText('Versión de prueba e2e');

  const duplicate = await publish(page, code);
  await expect(duplicate.getByTestId('operation-error')).toHaveText('La versión ya existe');
  await expect(snackbar(page, 'La versión ya existe')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cerrar' }).click();

  await card(page).locator(`[data-version="${code}"]`).getByRole('button', { name: 'Deprecar' }).click();
  const confirm = page.getByTestId('deprecate-modal');
  await expect(confirm).toContainText(`¿Está seguro de que desea deprecar la versión ${code}?`);
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(snackbar(page, 'Versión deprecada con éxito')).toBeVisible();
  await expect(card(page).locator(`[data-version="${code}"]`)).toHaveCount(0);

  // A deprecated version cannot be published again.
  const republish = await publish(page, code);
  await expect(republish.getByTestId('operation-error')).toHaveText('La versión fue deprecada');
});

test('other roles are sent home from /ME/feacture-flags', async ({ page }) => {
  await signIn(page, 'legales@consola.test');
  await page.goto('/ME/feacture-flags');
  await expect(page).toHaveURL(/\/home$/);
});
