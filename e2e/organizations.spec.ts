// The organizations area in a real browser against the embedded stack: the list with its
// searches, chip and type filter, the row menu with its drawers and sub-screens, one full path
// of 'Editar una organización' and of 'Configurar usuario' (Mi Estudio), and the navigation at
// 390 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { devToken, stackUrls } from './support/stack';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

type OrganizationView = { organizationId: number; organizationName: string; organizationCuit: string };

/** A generated testing organization (not a fixture), so edits do not disturb other tests. */
async function editableOrganization(request: APIRequestContext): Promise<OrganizationView> {
  const base = stackUrls().console;
  const headers = { authorization: `Bearer ${await devToken(request, 'admin@consola.test')}` };
  const response = await request.get(new URL('/api/organizations?limit=50', base).href, { headers });
  const { items } = (await response.json()) as { items: OrganizationView[] };
  const organization = items[12];
  if (!organization) throw new Error('the seed has fewer testing organizations than expected');
  return organization;
}

test('lists the testing organizations and searches by name, type and CUIT', async ({ page }) => {
  await signIn(page);
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { name: 'Organizaciones', exact: true })).toBeVisible();
  await expect(page.getByText('Organizaciones de testeo')).toBeVisible();
  const table = page.getByTestId('organizations-table');
  for (const column of ['Estado', 'Nombre', 'Nombre legal', 'CUIT', 'Tipo']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: 'Estudio Contable Demo' })).toContainText('Activo');
  await expect(table.getByText('30-71234567-1')).toBeVisible();
  // Only testing organizations (pages of 50; the demo seed has fewer).
  await expect(table.getByText('Organización Cliente')).toHaveCount(0);
  expect(await table.getByTestId('organization-row').count()).toBeGreaterThan(20);

  // Name search: uppercased, name and legal name merged; Enter runs it.
  await page.getByRole('searchbox', { name: 'Buscar por nombre o nombre legal' }).fill('demo');
  await page.getByRole('searchbox', { name: 'Buscar por nombre o nombre legal' }).press('Enter');
  await expect(page.getByTestId('search-chip')).toHaveText('Nombre: DEMO');
  await expect(table.getByText('Cliente Demo', { exact: true })).toBeVisible();
  await expect(table.getByText('Estudio Contable Demo', { exact: true })).toBeVisible();
  // More than one type in the results: the type filter appears.
  await page.getByRole('button', { name: 'Tipo de organización' }).click();
  const testing = page.getByRole('menuitemcheckbox', { name: /Organización de Testeo/ });
  await expect(testing).toHaveAttribute('aria-checked', 'true');
  await testing.click();
  await expect(table.getByText('Estudio Contable Demo', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Cliente Demo', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The chip resets the search.
  await page.getByRole('button', { name: 'Quitar la búsqueda Nombre: DEMO' }).click();
  await expect(page.getByTestId('search-chip')).toHaveCount(0);
  await expect(page.getByText('Organizaciones de testeo')).toBeVisible();

  // 'Buscar por CUIT': digits only, at most 11; Buscar only with 11.
  await page.getByRole('button', { name: 'Buscar por CUIT' }).click();
  const modal = page.getByRole('dialog', { name: 'Buscar por CUIT' });
  await expect(modal.getByText('El CUIT debe contener 11 números, sin guiones')).toBeVisible();
  const cuit = modal.getByRole('textbox', { name: 'CUIT', exact: true });
  await cuit.fill('20-0000000');
  await expect(cuit).toHaveValue('200000000');
  await expect(modal.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  await cuit.press('Enter');
  await expect(modal).toBeVisible();
  await cuit.fill('200000000019999');
  await expect(cuit).toHaveValue('20000000001');
  await cuit.press('Enter');
  await expect(modal.getByText('No existe una organización con el CUIT ingresado')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  await cuit.fill('30712345671');
  await modal.getByRole('button', { name: 'Buscar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('search-chip')).toHaveText('CUIT: 30-71234567-1');
  await expect(table.getByTestId('organization-row')).toHaveCount(1);
  await expect(table.getByText('Estudio Contable Demo', { exact: true })).toBeVisible();
});

test('row menu: information, add user (disabled), users, studies and their links', async ({ page }) => {
  await signIn(page);
  await page.goto('/organizations?cuit=30712345671');
  const openMenu = async (item: string) => {
    await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };

  await openMenu('Ver detalles');
  const info = page.getByRole('dialog', { name: 'Información de la organización' });
  await expect(info.getByText('Organización de Testeo')).toBeVisible();
  await expect(info.getByText('30-71234567-1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  await openMenu('Añadir usuario');
  const addUser = page.getByRole('dialog', { name: 'Agregar un usuario a la organización' });
  await expect(addUser.getByText('La funcionalidad está deshabilitada')).toBeVisible();
  await expect(addUser.getByLabel('Email')).toBeVisible();
  await expect(addUser.getByLabel('Tipo de usuario')).toBeVisible();
  await expect(addUser.getByLabel('Tipo comercial')).toBeVisible();
  await expect(addUser.getByRole('button', { name: 'Agregar' })).toBeDisabled();
  await addUser.getByRole('button', { name: 'Cancelar' }).click();

  await openMenu('Ver suscriptores');
  await expect(page).toHaveURL(/\/organizations\/2\/subscribers$/);
  await page.goBack();
  await openMenu('Ver instancias ME');
  await expect(page).toHaveURL(/\/ME\/applicationInstances\/2\/instance$/);
  await page.goBack();

  await openMenu('Ver usuarios');
  await expect(page).toHaveURL(/\/organizations\/2\/users$/);
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a una organización' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Estudio Contable Demo',
  );
  const users = page.getByTestId('organization-users-table');
  for (const column of ['Estado', 'Nombre', 'Apellido', 'Email', 'Tipo de usuario']) {
    await expect(users.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Acciones para activo@demo.com.ar' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const user = page.getByRole('dialog', { name: 'Información del usuario' });
  await expect(user.getByText('Administrador')).toBeVisible();
  await page.keyboard.press('Escape');
  // 'Configurar usuario' only for ACTIVE ORG-STAFF / ORG-ADMIN users.
  await page.getByRole('button', { name: 'Acciones para espera@demo.com.ar' }).click();
  await expect(page.getByRole('menuitem', { name: 'Configurar usuario' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/organizations/2/suborganizations');
  await expect(page.getByRole('heading', { name: 'Estudios asociados a una organización' })).toBeVisible();
  const studies = page.getByTestId('organization-studies-table');
  for (const column of ['Nombre', 'Nombre legal', 'CUIT', 'Tipo']) {
    await expect(studies.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const studyMenu = async (item: string) => {
    await page.getByRole('button', { name: 'Acciones para Estudio Demo Centro' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await studyMenu('Ver detalles');
  await expect(page.getByRole('dialog', { name: 'Información del estudio' })).toContainText(
    'Estudio Demo Centro S.R.L.',
  );
  await page.keyboard.press('Escape');
  await studyMenu('Ver declaraciones');
  await expect(page).toHaveURL(/\/ME\/declarations\/1\/declarations$/);
  await page.goBack();
  await studyMenu('Ver papelera interna');
  await expect(page).toHaveURL(/\/storage\/recycle\/1$/);
  await page.goBack();
  await studyMenu('Ver usuarios asociados');
  await expect(page).toHaveURL(/\/suborganizations\/1\/users$/);
});

test('edits an organization; the CUIT of another one is refused', async ({ page, request }) => {
  const organization = await editableOrganization(request);
  await signIn(page);
  await page.goto(`/organizations?cuit=${organization.organizationCuit}`);
  await page.getByRole('button', { name: `Acciones para ${organization.organizationName}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();

  const drawer = page.getByRole('dialog', { name: 'Editar una organización' });
  await expect(drawer.getByLabel('Tipo de organización')).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'Editar' })).toBeDisabled();
  await drawer.getByLabel('Nombre de la organización').fill(' ');
  await drawer.getByLabel('CUIT').fill('123');
  await drawer.getByLabel('Cantidad máxima de usuarios').fill('0');
  await drawer.getByRole('button', { name: 'Editar' }).click();
  await expect(drawer.getByText('Ingrese el nombre', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByText('El CUIT debe contener 11 digitos')).toBeVisible();
  await expect(drawer.getByText('Ingrese un número')).toBeVisible();

  const newName = `Editada E2E ${Date.now() % 100000}`;
  await drawer.getByLabel('Nombre de la organización').fill(newName);
  await drawer.getByLabel('Cantidad máxima de usuarios').fill('15');
  // The CUIT of 'Proveedor Principal'.
  await drawer.getByLabel('CUIT').fill('30710000014');
  await drawer.getByRole('button', { name: 'Editar' }).click();
  await expect(snackbar(page, 'Ya existe una organización con el CUIT ingresado')).toBeVisible();
  await expect(drawer.getByLabel('CUIT')).toHaveAttribute('aria-invalid', 'true');

  await drawer.getByLabel('CUIT').fill(organization.organizationCuit);
  await drawer.getByRole('button', { name: 'Editar' }).click();
  await expect(drawer.getByTestId('operation-step-updateOrganization')).toHaveAttribute(
    'data-status',
    'done',
  );
  await expect(snackbar(page, 'Organización editada con éxito.')).toBeVisible();
  // Spec 1 §4: back one page after 1 second: the drawer closes on the refreshed list.
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.getByTestId('organizations-table').getByText(newName)).toBeVisible();
});

test("configures an organization's user for Mi Estudio", async ({ page }) => {
  await signIn(page);
  await page.goto('/organizations/2/users');
  await page.getByRole('button', { name: 'Acciones para carpeta@demo.com.ar' }).click();
  await page.getByRole('menuitem', { name: 'Configurar usuario' }).click();
  const modal = page.getByRole('dialog', { name: '¿Desea configurar Mi Estudio al usuario?' });
  await expect(modal.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(modal.getByTestId('operation-step-enableUser')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Usuario configurado en Mi Estudio con éxito.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(modal).toBeHidden();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reaches the organizations from the bottom bar and jumps by CUIT from the top bar', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/home');
    const bar = page.getByRole('navigation', { name: 'Navegación principal' });
    await bar.getByRole('link', { name: 'Organizaciones' }).click();
    await expect(page.getByRole('heading', { name: 'Organizaciones', exact: true })).toBeVisible();
    // The row menu stays within reach on a phone.
    const menu = page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' });
    await expect(menu).toBeInViewport();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Ver usuarios' }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios asociados a una organización' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acciones para activo@demo.com.ar' })).toBeInViewport();

    const search = page.getByRole('searchbox', { name: 'Búsqueda rápida' });
    await search.fill('30-71234567-1');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/organizations\?cuit=/);
    await expect(page.getByTestId('search-chip')).toHaveText('CUIT: 30-71234567-1');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
