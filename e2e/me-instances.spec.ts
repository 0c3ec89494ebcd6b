// Mi Estudio instances in a real browser against the embedded stack: the CUIT search, the
// instances table, statusME and the change of an admin user's e-mail; an organization without
// ME enabled through the dialog (validations, live steps, the instance listed afterwards);
// statusStorage and 'Crear Carpeta'; the route gate of spec 2 §2.1.
import { expect, test, type Page } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

async function searchCuit(page: Page, cuit: string) {
  const field = page.getByLabel('Buscar por CUIT');
  await field.fill(cuit);
  await field.press('Enter');
}

test("searches by CUIT, opens statusME and changes an admin user's e-mail", async ({ page }) => {
  await signIn(page);
  await page.goto('/ME');
  await page.getByRole('link', { name: /Instancias de la aplicación/ }).click();
  await expect(page.getByRole('heading', { name: 'Instancias de la aplicación Mi Estudio' })).toBeVisible();

  const button = page.getByRole('button', { name: 'BUSCAR' });
  await page.getByLabel('Buscar por CUIT').fill('30-7');
  await expect(page.getByText('El CUIT debe contener 11 numeros, sin guiones')).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByLabel('Buscar por CUIT').fill('20999999990');
  await button.click();
  await expect(page.getByText('No existe una organización con el CUIT ingresado')).toBeVisible();

  // Organization 5, Estudio Norte Asociados: its instance is SUSPENDED.
  await searchCuit(page, '30733333339');
  await expect(page).toHaveURL(/\/ME\/applicationInstances\/5\/instance$/);
  await expect(page.getByRole('heading', { name: 'Instancias de aplicación asociadas' })).toBeVisible();
  const row = page.getByTestId('me-instance-row').filter({ hasText: 'Estudio Norte' });
  await expect(row.getByTitle('Suspendido')).toBeVisible();
  // The reason of the red mark is text beside it, not only its tooltip (issue 28).
  await expect(row.getByTestId('instance-access-status-label')).toHaveText('Suspendido');
  await expect(row.getByTestId('instance-access-status-label')).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/me-instances-status-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(row).toContainText('01/06/2024');
  await expect(row).toContainText('31/12/2025');
  await row.getByRole('button', { name: 'Acciones para Estudio Norte' }).click();
  for (const item of [
    'Ver detalles',
    'Verificar estructura inicial de almacenamiento',
    'Configurar usuarios asociados',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Verificar el estado de inicialización Mi Estudio' }).click();

  await expect(page).toHaveURL(/\/ME\/applicationInstances\/5\/statusME$/);
  await expect(
    page.getByRole('heading', { name: 'Estado de Inicialización de Mi Estudio Versión Básica' }),
  ).toBeVisible();
  await expect(page.getByTestId('me-organization-status')).toContainText(
    'Detalles del estado de la Organización',
  );
  // Asking the registration service again says so (spec 1 §8).
  await page
    .getByTestId('me-organization-status')
    .getByRole('button', { name: 'Verificar nuevamente' })
    .click();
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Verificación finalizada éxitosamente' }),
  ).toBeVisible();
  const admin = page.getByTestId('me-admin-user').filter({ hasText: 'Nora Norte' });
  await expect(admin).toContainText('norte@demo.com.ar');
  await admin.getByRole('button', { name: 'Volver a configurar' }).click();
  const dialog = page.getByTestId('me-change-admin-dialog');
  await dialog.getByLabel('Nuevo email').fill('norte@demo.com.ar');
  await dialog.getByRole('button', { name: 'Cambiar email' }).click();
  await expect(dialog.getByText('Ingrese un email distinto del actual')).toBeVisible();
  await dialog.getByLabel('Nuevo email').fill('nora.norte@demo.com.ar');
  await dialog.getByRole('button', { name: 'Cambiar email' }).click();
  await expect(snackbar(page, 'El cambio de email de usuario administrador fue éxitoso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin).toContainText('nora.norte@demo.com.ar');
});

test('enables Mi Estudio for an organization without it, step by step', async ({ page }) => {
  await signIn(page);
  await page.goto('/ME/applicationInstances');
  // Organization 1, Proveedor Principal: no study and no ME.
  await searchCuit(page, '30710000014');
  await expect(page).toHaveURL(/\/ME\/applicationInstances\/1\/instance$/);
  const empty = page.getByTestId('me-no-instance');
  await expect(
    empty.getByText('La organización no tiene configurada ninguna instancia de la aplicación Mi Estudio'),
  ).toBeVisible();
  await expect(empty.getByText('¿Desea habilitar Mi Estudio Versión Básica?')).toBeVisible();
  await empty.getByRole('button', { name: 'Habilitar Mi Estudio' }).click();

  const dialog = page.getByTestId('me-enable-dialog');
  const staff = dialog.getByLabel('Cantidad máxima de usuarios colaboradores (incluido el administrador)');
  await expect(staff).toHaveValue('2');
  await expect(dialog.getByLabel('Cantidad máxima de clientes del Estudio')).toHaveValue('50');
  await expect(dialog.getByLabel('Cantidad máxima de colaboradores de clientes del Estudio')).toHaveValue(
    '75',
  );
  await expect(dialog.getByLabel('Capacidad de almacenamiento (GB)')).toHaveValue('25');
  const eVentanilla = dialog.getByLabel('Cantidad máxima de clientes del módulo e-Ventanilla');
  await expect(eVentanilla).toHaveValue('0');
  await expect(eVentanilla).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Fecha de vencimiento')).toHaveValue('31/12/2099');

  await staff.fill('');
  await dialog.getByLabel('Fecha de vencimiento').fill('01/01/2020');
  await dialog.getByRole('button', { name: 'Habilitar' }).click();
  await expect(dialog.getByText('* Complete todos los datos')).toBeVisible();
  await expect(
    dialog.getByText('* Seleccione una fecha de vencimiento posterior al día de hoy'),
  ).toBeVisible();
  // Integers only: what is typed stays as typed and is refused under its field ("2.5" never 25).
  await staff.fill('2.5');
  await dialog.getByLabel('Fecha de vencimiento').fill('31/12/2099');
  await dialog.getByRole('button', { name: 'Habilitar' }).click();
  await expect(dialog.getByText('Ingrese un número entero')).toBeVisible();
  await staff.fill('3');
  await dialog.getByLabel('Fecha de vencimiento').fill('31/12/2099');
  await dialog.getByRole('button', { name: 'Habilitar' }).click();

  for (const step of ['organization', 'suborganization', 'instance']) {
    await expect(dialog.getByTestId(`operation-step-${step}`)).toHaveAttribute('data-status', 'done');
  }
  await expect(dialog.getByTestId('operation-step-parameters')).toHaveAttribute('data-status', 'skipped');
  await expect(snackbar(page, 'Habilitación exitosa')).toBeVisible();
  // Spec 2 §2.4: the dialog closes and the page reloads after 5 s.
  await expect(dialog).toBeHidden({ timeout: scaled(10_000) });
  const row = page.getByTestId('me-instance-row').filter({ hasText: 'Proveedor Principal' });
  await expect(row.getByTitle('Acceso habilitado')).toBeVisible();
  await expect(row).toContainText('31/12/2099');

  // 'Volver a inicializar' with the default caps: only the staff cap (3 above) changes back to 2;
  // the modules and the instance are found in place.
  await row.getByRole('button', { name: 'Acciones para Proveedor Principal' }).click();
  await page.getByRole('menuitem', { name: 'Verificar el estado de inicialización Mi Estudio' }).click();
  await expect(page).toHaveURL(/\/ME\/applicationInstances\/1\/statusME$/);
  const organization = page.getByTestId('me-organization-status');
  await expect(
    organization.getByTestId('status-mark').filter({ hasText: 'Existe la instancia de aplicación' }),
  ).toHaveAttribute('data-ok', 'true');
  await organization.getByRole('button', { name: 'Volver a inicializar' }).click();
  const again = page.getByTestId('me-enable-dialog');
  await expect(again.getByRole('heading', { name: 'Volver a inicializar Mi Estudio' })).toBeVisible();
  await again.getByRole('button', { name: 'Volver a inicializar' }).click();
  await expect(again.getByTestId('operation-step-parameters')).toHaveAttribute('data-status', 'done');
  await expect(again.getByTestId('operation-step-parameters')).toContainText('1 de 5 topes actualizados');
  for (const step of ['modules', 'instance']) {
    await expect(again.getByTestId(`operation-step-${step}`)).toHaveAttribute('data-status', 'skipped');
  }
  await expect(snackbar(page, 'Modificación exitosa')).toBeVisible();
  await again.getByRole('button', { name: 'Cerrar' }).click();
  await expect(again).toBeHidden();
});

test("shows each user's folder state and creates a missing folder", async ({ page }) => {
  await signIn(page);
  await page.goto('/ME/applicationInstances/2/instance');
  await page.getByRole('button', { name: 'Acciones para Estudio Demo Centro' }).click();
  await page.getByRole('menuitem', { name: 'Verificar estructura inicial de almacenamiento' }).click();
  await expect(page).toHaveURL(/\/suborganizations\/1\/statusStorage$/);
  await expect(
    page.getByRole('heading', { name: 'Estado de la inicialización del módulo de almacenamiento' }),
  ).toBeVisible();
  await expect(page.getByTestId('me-storage-summary')).toContainText('Estudio Demo Centro');

  const userRow = (email: string) => page.getByTestId('me-storage-user').filter({ hasText: email });
  await expect(userRow('activo@demo.com.ar').getByTestId('folder-state')).toHaveAttribute('title', 'Activa');
  await expect(userRow('activo@demo.com.ar').getByRole('button', { name: 'Crear Carpeta' })).toHaveCount(0);
  await expect(userRow('colaborador@demo.com.ar').getByTestId('folder-state')).toHaveAttribute(
    'title',
    'Eliminado',
  );
  await expect(userRow('pendiente@demo.com.ar').getByTestId('folder-state')).toHaveAttribute(
    'title',
    'Pendiente',
  );
  const missing = userRow('carpeta@demo.com.ar');
  await expect(missing.getByTestId('folder-state')).toHaveAttribute('title', 'No existe');
  // A red mark says why in text, not only in its tooltip (issue 28).
  await expect(missing.getByTestId('folder-state-label')).toBeVisible();
  await expect(missing.getByTestId('folder-state-label')).toHaveText('No existe');
  await expect(userRow('colaborador@demo.com.ar').getByTestId('folder-state-label')).toHaveText('Eliminado');

  await missing.getByRole('button', { name: 'Crear Carpeta' }).click();
  const modal = page.getByTestId('me-user-folder-modal');
  await modal.getByRole('button', { name: 'Crear Carpeta' }).click();
  await expect(snackbar(page, 'Creación de carpeta exitosa')).toBeVisible();
  // Spec 2 §4: the view reloads 2 s after the folder is created.
  await expect(missing).toHaveAttribute('data-state', 'ACTIVE', { timeout: scaled(10_000) });
  await expect(missing.getByTestId('folder-state')).toHaveAttribute('title', 'Activa');
});

test('keeps the instance screens to Admin and CustomerSupport', async ({ page }) => {
  await signIn(page, 'comercial@consola.test');
  await page.goto('/ME/applicationInstances');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/suborganizations/1/statusStorage');
  await expect(page).toHaveURL(/\/home$/);
});
