// Studies and the internal recycle bin in a real browser against the embedded stack: 'Usuarios
// asociados a un Estudio' with 'Detalles del Estudio', one full path of 'Crear Carpeta' (and
// its refusal without an active administrator), the recycle bin's filters, chips, selection
// and drawer, one full path of 'Restaurar documento(s)', the bin's root, and 390 px.
import { expect, test } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

test("shows a study's details, its folders and its users", async ({ page }) => {
  await signIn(page);
  await page.goto('/suborganizations/1/users');
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a un Estudio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Estudio Demo Centro',
  );
  const details = page.getByTestId('study-details');
  await expect(details.getByRole('heading', { name: 'Detalles del Estudio' })).toBeVisible();
  await expect(details.getByText('ED', { exact: true })).toBeVisible();
  await expect(details.getByText('1,2 GB')).toBeVisible();
  await expect(details.getByText('No existe la carpeta de sistema')).toHaveCount(0);
  const folders = page.getByTestId('folder-users-table');
  for (const column of ['Usuario', 'Nombre', 'Fecha de creación', 'Estado']) {
    await expect(folders.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(folders.getByRole('row').filter({ hasText: 'pendiente@demo.com.ar' })).toContainText(
    'Pendiente',
  );
  await expect(folders.getByRole('row').filter({ hasText: 'colaborador@demo.com.ar' })).toContainText(
    'Eliminada',
  );

  const users = page.getByTestId('study-users-table');
  for (const column of ['Estado', 'Nombre completo', 'Tipo de usuario', 'Tipo comercial']) {
    await expect(users.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const actions = page.getByRole('button', { name: 'Acciones para Ana Activa' });
  // The row is below the fold: scroll first (a menu closes when the page scrolls).
  await actions.scrollIntoViewIfNeeded();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const panel = page.getByRole('dialog', { name: 'Información del usuario' });
  await expect(panel.getByText('Número de usuario en la aplicación anterior')).toBeVisible();
  await expect(panel.getByText('Administrador')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test("creates a study's system folder and goes back after 2 seconds", async ({ page }) => {
  await signIn(page);
  // Study 2 (organization 3, with an active administrator) has no system folder yet.
  await page.goto('/suborganizations/2/users');
  const folder = page.getByTestId('system-folder');
  await expect(folder.getByText('No existe la carpeta de sistema')).toBeVisible();
  await folder.getByRole('button', { name: 'Crear Carpeta' }).click();
  await expect(page).toHaveURL(/folder=create/);
  const modal = page.getByTestId('create-folder-modal');
  await modal.getByRole('button', { name: 'Crear Carpeta' }).click();
  await expect(modal.getByTestId('operation-step-createFolder')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Creación de carpeta exitosa')).toBeVisible();
  await expect(page).not.toHaveURL(/folder=create/);
  await expect(modal).toBeHidden();
  await expect(folder.getByText('No existe la carpeta de sistema')).toHaveCount(0);
  await expect(folder.getByText('Estudio Cliente Demo')).toBeVisible();
});

test('refuses the folder of a study whose organization has no active administrator', async ({ page }) => {
  await signIn(page);
  await page.goto('/suborganizations/3/users');
  await page.getByTestId('system-folder').getByRole('button', { name: 'Crear Carpeta' }).click();
  const modal = page.getByTestId('create-folder-modal');
  await modal.getByRole('button', { name: 'Crear Carpeta' }).click();
  await expect(modal.getByTestId('operation-error')).toHaveText(
    'La organización no tiene un usuario administrador activo',
  );
  await expect(snackbar(page, 'La organización no tiene un usuario administrador activo')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).not.toHaveURL(/folder=create/);
});

test('filters the recycle bin and shows a document', async ({ page }) => {
  await signIn(page);
  await page.goto('/storage/recycle/1');
  await expect(page.getByRole('heading', { name: 'Papelera interna de reciclaje' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Estudio Demo Centro',
  );
  const table = page.getByTestId('recycle-table');
  for (const column of ['Nombre', 'Ruta', 'Eliminado por', 'Fecha de eliminación']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // Names up to 35 characters in full, longer ones shortened with the full name as tooltip.
  const long = 'Contrato de locación - Local comercial Av. Corrientes 1234 (firmado).pdf';
  const longCell = table.getByRole('cell', { name: long, exact: true });
  await expect(longCell.locator('[aria-hidden="true"]')).toHaveText(/^Contrato de locación - Local comer…$/);
  await longCell.getByText('Contrato de locación - Local comer…').hover();
  await expect(page.getByRole('tooltip')).toHaveText(long);

  // Name search: the button appears only with text.
  const name = page.getByRole('searchbox', { name: 'Buscar por nombre' });
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toHaveCount(0);
  await name.fill('sueldo');
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
  await name.press('Enter');
  const filters = page.getByTestId('recycle-filters');
  await expect(filters.getByText('Nombre: sueldo')).toBeVisible();
  await expect(table.getByTestId('recycle-row')).not.toHaveCount(0);
  await expect(table.getByTestId('recycle-row').filter({ hasNotText: /sueldo/i })).toHaveCount(0);

  // Details of a document, and its path for the route search.
  const first = table.getByTestId('recycle-row').first();
  await first.getByRole('button', { name: /^Acciones para / }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Información del documento' });
  await expect(drawer.getByText('Eliminado por')).toBeVisible();
  const path = (await drawer.getByText(/^\/Estudio Demo Centro\//).textContent())!;
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Restablecer filtros' }).click();
  await expect(filters).toHaveCount(0);

  await page.getByRole('button', { name: 'Buscar por ruta' }).click();
  const modal = page.getByRole('dialog', { name: 'Buscar documento por ruta' });
  await modal.getByLabel('Ruta exacta del documento').fill('sin barra');
  await modal.getByRole('button', { name: 'Buscar' }).click();
  await expect(modal.getByText('La ruta debe comenzar con /')).toBeVisible();
  await modal.getByLabel('Ruta exacta del documento').fill(path);
  await modal.getByRole('button', { name: 'Buscar' }).click();
  await expect(filters.getByText(`Ruta: ${path}`)).toBeVisible();
  await expect(table.getByTestId('recycle-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Quitar el filtro Ruta: ${path}` }).click();
  await expect(filters).toHaveCount(0);

  // The deletion period (two months shown); typed here, picked with the grid as well.
  await page.getByTestId('period-picker').click();
  const picker = page.getByRole('dialog', { name: 'Período de eliminación' });
  await expect(picker.getByRole('grid')).toHaveCount(2);
  await picker.getByLabel('Desde').fill('01/01/2020');
  await picker.getByLabel('Hasta').fill('31/01/2020');
  await picker.getByRole('button', { name: 'Aplicar' }).click();
  await expect(filters.getByText('Eliminado entre 01/01/2020 y 31/01/2020')).toBeVisible();
  await expect(page.getByText('No hay documentos en la papelera con estos filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Restablecer filtros' }).click();
  await expect(table.getByTestId('recycle-row').first()).toBeVisible();
});

test('restores documents, one or many, and reloads the list after 5 seconds', async ({ page }) => {
  await signIn(page);
  await page.goto('/storage/recycle/1');
  const table = page.getByTestId('recycle-table');
  const rows = table.getByTestId('recycle-row');
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();

  // Select-all follows the rows.
  const all = table.getByRole('checkbox', { name: 'Seleccionar todos' });
  await all.check();
  await expect(page.getByTestId('selection-bar')).toContainText(`${total} documentos seleccionados`);
  await rows.first().getByRole('checkbox').uncheck();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((box) => (box as { indeterminate: boolean }).indeterminate)).toBe(true);
  // From mixed, the box selects every row again; once more clears them.
  await all.check();
  await all.uncheck();
  await expect(page.getByTestId('selection-bar')).toHaveCount(0);

  const names = [
    (await rows.nth(0).getByRole('checkbox').getAttribute('aria-label'))!.replace('Seleccionar ', ''),
    (await rows.nth(1).getByRole('checkbox').getAttribute('aria-label'))!.replace('Seleccionar ', ''),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restaurar documento(s)' }).click();
  const modal = page.getByRole('dialog', { name: 'Restaurar documento(s)' });
  await expect(modal).toContainText('Se restaurarán 2 documentos');
  await modal.getByRole('button', { name: 'Restaurar' }).click();
  await expect(modal.getByText('Indique el motivo: es una operación de alto riesgo')).toBeVisible();
  await modal.getByLabel('Motivo').fill('Pedido del estudio');
  await modal.getByRole('button', { name: 'Restaurar' }).click();
  await expect(modal.getByTestId('restore-items').locator('li[data-status="done"]')).toHaveCount(2);
  await expect(snackbar(page, 'Documento(s) restaurado(s) con éxito')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('La lista se actualizará en unos segundos.')).toBeVisible();
  // Spec 1 §4: the list reloads 5 seconds after the restore.
  await expect(table.getByRole('checkbox', { name: `Seleccionar ${names[0]}` })).toHaveCount(0, {
    timeout: scaled(15_000),
  });
  await expect(table.getByRole('checkbox', { name: `Seleccionar ${names[1]}` })).toHaveCount(0);

  // One document from its row menu.
  const one = (await rows.first().getByRole('checkbox').getAttribute('aria-label'))!.replace(
    'Seleccionar ',
    '',
  );
  const actions = rows.first().getByRole('button', { name: /^Acciones para / });
  await actions.scrollIntoViewIfNeeded();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Restaurar documento' }).click();
  await expect(modal).toContainText('Se restaurará 1 documento');
  await modal.getByLabel('Motivo').fill('Pedido del estudio');
  await modal.getByRole('button', { name: 'Restaurar' }).click();
  await expect(snackbar(page, 'Documento(s) restaurado(s) con éxito')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(table.getByRole('checkbox', { name: `Seleccionar ${one}` })).toHaveCount(0, {
    timeout: scaled(15_000),
  });
});

test("chooses a study's bin from the bin's root", async ({ page }) => {
  await signIn(page);
  await page.goto('/storage/recycle');
  await page
    .getByRole('searchbox', { name: 'Buscar organización por nombre o nombre legal' })
    .fill('contable demo');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: 'Ver estudios de Estudio Contable Demo' }).click();
  await page.getByRole('link', { name: 'Ver papelera interna de Estudio Demo Centro' }).click();
  await expect(page).toHaveURL(/\/storage\/recycle\/1$/);
  await expect(page.getByRole('heading', { name: 'Papelera interna de reciclaje' })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reaches a study's bin and users from the organizations", async ({ page }) => {
    await signIn(page);
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Organizaciones' })
      .click();
    await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
    await page.getByRole('menuitem', { name: 'Ver estudios' }).click();
    await page.getByRole('button', { name: 'Acciones para Estudio Demo Centro' }).click();
    await page.getByRole('menuitem', { name: 'Ver papelera interna' }).click();
    await expect(page.getByRole('heading', { name: 'Papelera interna de reciclaje' })).toBeVisible();
    await expect(
      page
        .getByTestId('recycle-row')
        .first()
        .getByRole('button', { name: /^Acciones para / }),
    ).toBeInViewport();
    await page.goBack();
    await page.getByRole('button', { name: 'Acciones para Estudio Demo Centro' }).click();
    await page.getByRole('menuitem', { name: 'Ver usuarios asociados' }).click();
    await expect(page.getByTestId('study-details')).toBeVisible();
  });
});
