// The users area in a real browser against the embedded stack: the search by login e-mail
// with its automatic search on /users/{email}, 'Información del usuario' and its phones modal,
// the user's subscribers (columns hidden under 900 px) and organizations, and the navigation
// at 390 px.
import { expect, test } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

test('searches a user by e-mail and shows its information', async ({ page }) => {
  await signIn(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
  const field = page.getByLabel('Ingrese el email del usuario que desea buscar:');
  // Enter on an empty field does nothing.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/users$/);

  await field.fill('nadie@demo.com.ar');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/users\/nadie(@|%40)demo\.com\.ar$/);
  await expect(page.getByText('No se encontró el usuario ingresado.')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  // Typing clears the error.
  await field.fill('activo@demo.com.ar');
  await expect(page.getByText('No se encontró el usuario ingresado.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Buscar' }).click();

  const panel = page.getByRole('dialog', { name: 'Información del usuario' });
  await expect(panel).toBeVisible();
  for (const label of ['Nombre', 'Apellido', 'Email', 'Teléfono móvil', 'Fecha de creación', 'Creado por']) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(panel.getByText('Ana', { exact: true })).toBeVisible();
  await expect(panel.getByText('Estado de la cuenta')).toBeVisible();
  await panel.getByRole('button', { name: 'Ver más' }).click();
  const phones = page.getByRole('dialog', { name: 'Teléfonos' });
  for (const label of ['Móvil', 'Trabajo', 'Fijo'])
    await expect(phones.getByText(label, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(phones).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Ver suscriptores asociados (3)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ver organizaciones asociadas (1)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(panel).toBeHidden();
});

test("opens a user's subscribers and organizations", async ({ page }) => {
  await signIn(page);
  // /users/{email} searches on load.
  await page.goto('/users/activo@demo.com.ar');
  const panel = page.getByRole('dialog', { name: 'Información del usuario' });
  await panel.getByRole('link', { name: /Ver suscriptores asociados/ }).click();

  await expect(page.getByRole('heading', { name: 'Suscriptores asociados a un usuario' })).toBeVisible();
  await expect(page.getByText('Ana Activa · activo@demo.com.ar')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Ana Activa');
  const table = page.getByTestId('user-subscribers-table');
  for (const column of [
    'Número de suscriptor',
    'Razón social',
    'Creado por',
    'Cantidad máxima de usuarios',
  ]) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Acciones para el suscriptor 100001' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const subscriber = page.getByRole('dialog', { name: 'Información del suscriptor' });
  await expect(subscriber.getByText('Activo', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // Under 900 px the creator and max users are hidden.
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(table.getByRole('columnheader', { name: 'Creado por' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Cantidad máxima de usuarios' })).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByRole('button', { name: 'Acciones para el suscriptor 100001' }).click();
  await page.getByRole('menuitem', { name: 'Ver usuarios' }).click();
  await expect(page).toHaveURL(/\/subscribers\/100001\/users$/);

  await page.goto('/users/activo@demo.com.ar');
  await panel.getByRole('link', { name: /Ver organizaciones asociadas/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Organizaciones asociadas al usuario Ana Activa' }),
  ).toBeVisible();
  const organizations = page.getByTestId('user-organizations-table');
  await expect(organizations.getByText('30-71234567-1')).toBeVisible();
  await expect(organizations.getByText('Activo')).toBeAttached();
  await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const organization = page.getByRole('dialog', { name: 'Información de la organización' });
  await expect(organization.getByText('Estado del usuario en la organización')).toBeVisible();
  await expect(organization.getByText('Suscriptor', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver usuarios' }).click();
  await expect(page).toHaveURL(/\/organizations\/2\/users$/);
});

test("says so when the user's organization users have no subscriber", async ({ page }) => {
  await signIn(page);
  // espera@demo.com.ar (login account 5) is in organization 2 but in no subscriber.
  await page.goto('/users/espera@demo.com.ar');
  await page
    .getByRole('dialog', { name: 'Información del usuario' })
    .getByRole('link', { name: 'Ver suscriptores asociados (0)' })
    .click();
  await expect(snackbar(page, 'Usuario no posee suscriptor asignado')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reaches 'Usuarios' through 'Más' and a user through the top bar", async ({ page }) => {
    await signIn(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Más' }).click();
    const more = page.getByRole('dialog', { name: 'Más' });
    await more.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
    await expect(more).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Búsqueda rápida' });
    await search.fill('colaborador@demo.com.ar');
    await search.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Información del usuario' });
    await expect(panel.getByText('Carlos', { exact: true })).toBeVisible();
    await panel.getByRole('link', { name: /Ver organizaciones asociadas/ }).click();
    await expect(page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' })).toBeInViewport();
  });
});
