// Spec 1 §8's fallbacks when a catalogue read fails: a service is made to fail on purpose (a
// fault injected in the platform) and the screen must still open and say what is missing —
// 'Error al cargar' for a status it could not read, 'No se encontraron tipos …' for empty
// type lists — instead of breaking.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stackUrls } from './support/stack';
import { signIn } from './support/session';

function platformUrl(): string {
  const url = stackUrls().platform;
  if (!url) throw new Error('E2E_PLATFORM_URL is not set: start the stack through playwright.config.ts');
  return url;
}

/** Makes every call to `path` fail with a 503 until the faults are cleared. */
async function breakService(request: APIRequestContext, path: string) {
  const response = await request.post(`${platformUrl()}/__faults`, {
    data: { path, status: 503, times: 1000 },
  });
  expect(response.ok()).toBe(true);
}

async function repairServices(request: APIRequestContext) {
  expect((await request.delete(`${platformUrl()}/__faults`)).ok()).toBe(true);
}

async function openSubscriberUsers(page: Page, subscriberNumber: string) {
  await page.goto('/subscribers');
  const search = page.getByLabel('Ingrese el número de suscriptor que desea buscar:');
  await search.fill(subscriberNumber);
  await search.press('Enter');
  await page
    .getByRole('dialog', { name: 'Información del suscriptor' })
    .getByRole('link', { name: /Ver usuarios asociados/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}/users$`));
  // The address changes when the link is followed; the search page, which has its own 'Añadir
  // usuario', stays on screen until the users route has loaded.
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a un suscriptor' })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  await repairServices(request);
});

test("a subscriber whose status cannot be read shows 'Error al cargar'", async ({ page, request }) => {
  await signIn(page);
  await breakService(request, '/subscribers/getSubscriberStatusCorpEntities');
  await page.goto('/users/activo@demo.com.ar');
  await page
    .getByRole('dialog', { name: 'Información del usuario' })
    .getByRole('link', { name: /Ver suscriptores asociados/ })
    .click();
  await page.getByRole('button', { name: 'Acciones para el suscriptor 100001' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const panel = page.getByRole('dialog', { name: 'Información del suscriptor' });
  await expect(panel.getByText('Error al cargar', { exact: true })).toBeVisible();
});

test('the add-user form says when there are no user types', async ({ page, request }) => {
  await signIn(page);
  await breakService(request, '/organizations/getOrganizationUserTypeCorpEntities');
  await openSubscriberUsers(page, '100001');
  await page.getByRole('button', { name: 'Añadir usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
  await expect(form.getByText('No se encontraron tipos de usuarios')).toBeVisible();
});

test('the edit-user form says when there are no commercial types', async ({ page, request }) => {
  await signIn(page);
  await breakService(request, '/organizations/getOrganizationCommercialUserTypeCorpEntities');
  await openSubscriberUsers(page, '100001');
  await page.getByRole('button', { name: 'Acciones para activo@demo.com.ar' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  await page
    .getByRole('dialog', { name: 'Información del usuario' })
    .getByRole('button', { name: 'Editar' })
    .click();
  const edit = page.getByRole('dialog', { name: /Editar el usuario:/ });
  await expect(edit.getByText('No se encontraron tipos comerciales')).toBeVisible();
});

test('the organization edit form says when there are no organization types', async ({ page, request }) => {
  await signIn(page);
  await breakService(request, '/organizations/getOrganizationTypeCorpEntities');
  await page.goto('/organizations?cuit=30712345671');
  await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar una organización' });
  await expect(drawer.getByText('No se encontraron tipos de organización')).toBeVisible();
});
