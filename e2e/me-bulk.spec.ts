// Mi Estudio's CSV module enablement and locked declarations in a real browser against the
// embedded stack: a document with one unknown organization ends in the warning state and its
// details dialog; a wrong document shows 'El documento es incorrecto.' with its bad rows; the
// declarations search with the spec's texts, a bulk unlock of two declarations, and the
// message when nothing is selected.
import { expect, test } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

const csv = (text: string, name = 'modulos.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test('enables modules from a CSV with one unknown organization: warning, then the details dialog', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/ME/import-cvs');
  await expect(
    page.getByRole('heading', { name: 'Habilitación de módulos mediante documento .CSV' }),
  ).toBeVisible();
  await expect(page.getByText('Formato de fecha permitida: AAAA-MM-DD Ej: 2023-01-30')).toBeVisible();
  await expect(page.getByTestId('csv-file-name')).toHaveText('Seleccionar documento');
  await expect(page.getByRole('button', { name: 'Subir' })).toBeDisabled();

  const sample = await page.request.get('/Modelo_de_documento.csv');
  expect(await sample.text()).toMatch(/^CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n30712345671;/);
  await expect(page.getByRole('link', { name: 'Descargar Modelo_de_documento.csv' })).toHaveAttribute(
    'href',
    '/Modelo_de_documento.csv',
  );

  // Several files may be chosen: only the first is sent.
  await page
    .getByLabel('Documento .CSV')
    .setInputFiles([
      csv(
        'CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n30712345671;EconomicIndexes;2024-01-01;\n20999999990;Storage;2024-01-01;2099-12-31\n',
      ),
      csv('no es un csv', 'otro.csv'),
    ]);
  await expect(page.getByTestId('csv-file-name')).toHaveText('modulos.csv');
  await page.getByRole('button', { name: 'Subir' }).click();

  const modal = page.getByTestId('csv-confirm');
  await expect(modal).toContainText('2 filas de 2 organizaciones');
  await modal.getByLabel('Motivo').fill('Alta masiva pedida por el estudio');
  await modal.getByRole('button', { name: 'Habilitar' }).click();

  const warning = page.getByTestId('csv-result-warning');
  await expect(warning).toContainText('El proceso se completó con éxito aunque presenta varios errores');
  await expect(modal).toBeHidden();
  await warning.getByRole('button', { name: 'Ver detalles' }).click();
  const details = page.getByRole('dialog', { name: 'Detalles del proceso de habilitación' });
  await expect(details.getByText('Organizaciones procesadas')).toBeVisible();
  await expect(details.locator('dd')).toHaveText(['2', '1', '1']);
  const failure = details.getByTestId('csv-failure');
  await expect(failure).toHaveCount(1);
  await expect(failure).toContainText('20999999990');
  await expect(failure).toContainText('No existe una organización con el CUIT');
});

test("shows 'El documento es incorrecto.' with each bad row and a link to the sample", async ({ page }) => {
  await signIn(page);
  await page.goto('/ME/import-cvs');
  await page
    .getByLabel('Documento .CSV')
    .setInputFiles(
      csv(
        'CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n30-71234567-1;Storage;2024-01-01;\n30712345671;Storage;30/01/2024;\n',
      ),
    );
  await page.getByRole('button', { name: 'Subir' }).click();
  const banner = page.getByTestId('csv-result-error');
  await expect(banner).toContainText('El documento es incorrecto.');
  await expect(banner.getByRole('link', { name: 'Ver el documento de ejemplo' })).toHaveAttribute(
    'href',
    '/Modelo_de_documento.csv',
  );
  const problems = banner.getByTestId('csv-problems').getByRole('listitem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('Línea 2');
  await expect(problems.nth(0)).toContainText('El CUIT debe contener 11 numeros, sin guiones');
  await expect(problems.nth(1)).toContainText('Línea 3');
  await expect(page.getByTestId('csv-confirm')).toHaveCount(0);
});

test('searches declarations by CUIT, refuses an empty selection and unlocks two declarations', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/ME/declarations');
  const field = page.getByLabel('Ingrese el CUIT de la Organización');
  const search = page.getByRole('button', { name: 'BUSCAR' });
  await expect(search).toBeDisabled();
  await field.fill('30-7123');
  await expect(page.getByText('El CUIT debe contener 11 numeros, sin guiones')).toBeVisible();
  await expect(search).toBeDisabled();
  await field.fill('20999999990');
  await expect(search).toBeEnabled();
  await field.press('Enter');
  await expect(page.getByText('No existe una organización con el CUIT ingresado')).toBeVisible();
  await field.fill('30710000014');
  await search.click();
  await expect(
    page.getByText('No se encontraron estudios activos asociados al CUIT ingresado'),
  ).toBeVisible();
  await field.fill('30712345671');
  await search.click();
  await expect(page).toHaveURL(/\/ME\/declarations\/1\/declarations$/);

  const table = page.getByTestId('declarations-table');
  for (const column of ['Cliente', 'Descripción', 'Estado DJ']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Estudio Demo Centro',
  );
  const rows = page.getByTestId('declaration-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(2);

  await page.getByTestId('bulk-unlock').click();
  await expect(snackbar(page, 'No seleccionaste ninguna declaración para desbloquear')).toBeVisible();
  await expect(page.getByTestId('unlock-modal')).toHaveCount(0);

  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 declaraciones seleccionadas');
  await page.getByTestId('bulk-unlock').click();
  const modal = page.getByTestId('unlock-modal');
  await expect(modal).toContainText('¿Desea desbloquear las 2 declaraciones seleccionadas?');
  await modal.getByLabel('Motivo').fill('Pedido del estudio');
  await modal.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(modal.getByTestId('unlock-items').locator('[data-status="done"]')).toHaveCount(2);
  await expect(snackbar(page, 'Desbloqueo exitoso')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(rows).toHaveCount(before - 2);
});

test('fits a phone: the CSV screen and the declarations list at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/ME/import-cvs');
  await expect(page.getByRole('button', { name: 'Subir' })).toBeVisible();
  await page.goto('/ME/declarations/1/declarations');
  await expect(page.getByTestId('declaration-row').first()).toBeVisible();
  // Nothing wider than the phone: the page does not scroll sideways.
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
