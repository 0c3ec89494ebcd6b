// e-Ventanilla and clients in a real browser against the embedded stack: filter by status, change
// a status from the row menu (the confirm locks after one use) and see it in the history; the
// options enabled for a LegalCommOperator and disabled for a CustomerSupport; the CUIT modal's
// rule, chips in the URL, the empty state; the clients search and a client's studies.
import { expect, test, type Page } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

// Demo fixtures of the platform seed (platform/README.md, demoFixtures).
const f = {
  customerWithSeveralFirmsCuit: '30715000012', // Panadería La Espiga: two enabled clients
  customerOfTwoFirmsCuit: '30715001019', // Ferretería El Tornillo: WAITING-DELEGATION
  customerWithoutSubscriptionCuit: '20715009014', // Kiosco Don Pepe: no e-Ventanilla
  eVentanillaCuitByStatus: { 'DELEGATION-MISSING': '20715002028', DISABLED: '27715007016' },
};

const dashed = (cuit: string) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
const rowOf = (page: Page, cuit: string) =>
  page.locator(`[data-testid="eventanilla-row"][data-cuit="${cuit}"]`);

test('filters by status, changes a status from the row menu and the history shows it', async ({ page }) => {
  await signIn(page, 'legales@consola.test');
  await page.goto('/ME/eventanilla');
  await expect(page.getByRole('heading', { name: 'e-Ventanilla', exact: true })).toBeVisible();
  for (const column of ['CUIT', 'Estado', 'Fecha de estado']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // The status filter offers every status but the two ACTIVE-LOAD ones.
  await page.getByTestId('status-filter').getByRole('button', { name: 'Buscar por estado' }).click();
  const options = page.getByTestId('status-filter').getByRole('checkbox');
  await expect(options).toHaveCount(6);
  await expect(page.getByTestId('status-filter')).not.toContainText('recuperación correcta');
  await page.getByRole('checkbox', { name: 'Habilitación en proceso: esperando delegación' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=/);
  await expect(page.getByTestId('filter-chip')).toHaveText([
    'Estado: Habilitación en proceso: esperando delegación',
  ]);
  const rows = page.getByTestId('eventanilla-row');
  await expect(rows.first()).toBeVisible();
  for (const badge of await rows.locator('[data-status]').all()) {
    await expect(badge).toHaveAttribute('data-status', 'WAITING-DELEGATION');
  }

  // Change Ferretería El Tornillo (WAITING-DELEGATION) to DELEGATION-ACCEPTED.
  const cuit = f.customerOfTwoFirmsCuit;
  await rowOf(page, cuit)
    .getByRole('button', { name: `Acciones para ${dashed(cuit)}` })
    .click();
  await expect(page.getByTestId('change-to-WAITING-DELEGATION')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('change-to-DISABLED')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('change-to-DELEGATION-ACCEPTED')).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByTestId('change-to-DELEGATION-ACCEPTED').click();
  const modal = page.getByTestId('status-change-modal');
  await expect(modal.getByRole('heading', { name: 'Cambiar el estado del CUIT' })).toBeVisible();
  await expect(modal).toContainText(dashed(cuit));
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  // Locked after one use: the confirm button gives way to the live steps.
  await expect(modal.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect(modal.getByTestId('operation-step-changeStatus')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Cambio de estado exitoso.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  // No longer WAITING-DELEGATION: it leaves the filtered list.
  await expect(rowOf(page, cuit)).toHaveCount(0);

  await page.goto(`/ME/eventanilla/${cuit}`);
  await expect(page.getByRole('heading', { name: `Información CUIT: ${dashed(cuit)}` })).toBeVisible();
  const details = page.getByTestId('subscription-details');
  await expect(details.locator('[data-status]')).toHaveAttribute('data-status', 'DELEGATION-ACCEPTED');
  await expect(details).toContainText('legales@consola.test');
  await expect(page.getByTestId('associated-studies')).toContainText('Estudio Demo Centro');
  const history = page.getByTestId('history-row');
  await expect(history.first().locator('[data-status]')).toHaveAttribute(
    'data-status',
    'DELEGATION-ACCEPTED',
  );
  await expect(history.first()).toContainText('legales@consola.test');
  // 'Fecha' toggles the order: the oldest entry comes first.
  await page.getByTestId('status-history').getByRole('button', { name: 'Fecha' }).click();
  await expect(history.last().locator('[data-status]')).toHaveAttribute('data-status', 'DELEGATION-ACCEPTED');
});

test("refuses a CUIT used by more than one client with the spec's text", async ({ page }) => {
  await signIn(page, 'admin@consola.test');
  const cuit = f.customerWithSeveralFirmsCuit;
  await page.goto(`/ME/eventanilla?cuit=${cuit}`);
  await rowOf(page, cuit)
    .getByRole('button', { name: `Acciones para ${dashed(cuit)}` })
    .click();
  await page.getByTestId('change-to-WAITING-DELEGATION').click();
  const modal = page.getByTestId('status-change-modal');
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(modal.getByTestId('operation-error')).toHaveText(
    'El CUIT está siendo utilizada por más de un cliente',
  );
  await expect(snackbar(page, 'El CUIT está siendo utilizada por más de un cliente')).toBeVisible();
});

test('a CustomerSupport sees the status options disabled', async ({ page }) => {
  await signIn(page, 'soporte@consola.test');
  const cuit = f.eVentanillaCuitByStatus['DELEGATION-MISSING'];
  await page.goto(`/ME/eventanilla?cuit=${cuit}`);
  await rowOf(page, cuit)
    .getByRole('button', { name: `Acciones para ${dashed(cuit)}` })
    .click();
  for (const target of ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED', 'DELEGATION-MISSING', 'DISABLED']) {
    await expect(page.getByTestId(`change-to-${target}`)).toHaveAttribute('aria-disabled', 'true');
  }
  await page.getByTestId('change-to-WAITING-DELEGATION').click({ force: true });
  await expect(page.getByTestId('status-change-modal')).toHaveCount(0);
  // 'Ver detalles' still works.
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  await expect(page).toHaveURL(new RegExp(`/ME/eventanilla/${cuit}$`));
});

test("searches by CUIT with the modal's rule, keeps the filter in the URL, and shows the empty state", async ({
  page,
}) => {
  await signIn(page, 'legales@consola.test');
  await page.goto('/ME/eventanilla');
  await page.getByRole('button', { name: 'Buscar por CUIT' }).click();
  const modal = page.getByTestId('cuit-search-modal');
  const field = modal.getByLabel('CUIT');
  await field.fill('30-7150');
  await expect(modal.getByRole('alert')).toHaveText('El CUIT debe contener 11 numeros, sin guiones');
  await expect(modal.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  await field.fill(f.customerWithoutSubscriptionCuit);
  await field.press('Enter');
  // The router keeps search values as JSON: the CUIT may show quoted (%22).
  await expect(page).toHaveURL(new RegExp(`cuit=(%22)?${f.customerWithoutSubscriptionCuit}`));
  await expect(page.getByText('No se encontraron estados')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('filter-chip')).toHaveText([
    `CUIT: ${dashed(f.customerWithoutSubscriptionCuit)}`,
  ]);
  await page.getByRole('link', { name: 'Ir a Clientes' }).click();
  await expect(page).toHaveURL(/\/ME\/clientes$/);
});

test('clients: searches a CUIT and shows its client data and associated studies', async ({ page }) => {
  await signIn(page, 'legales@consola.test');
  await page.goto('/ME/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();
  const field = page.getByLabel('Buscar por CUIT');
  await field.fill('123456789012');
  await expect(page.getByRole('alert')).toHaveText('El CUIT debe contener 11 numeros, sin guiones');
  await field.fill(f.customerWithSeveralFirmsCuit);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/ME/clientes/${f.customerWithSeveralFirmsCuit}$`));

  const client = page.getByTestId('client-data');
  await expect(client.getByRole('heading', { name: 'Datos del Cliente' })).toBeVisible();
  await expect(client).toContainText('Cliente: Panadería La Espiga S.R.L.');
  await expect(client).toContainText(`CUIT: ${dashed(f.customerWithSeveralFirmsCuit)}`);
  await expect(page.getByTestId('studies-chip')).toHaveText('2 Estudios');
  const cards = page.getByTestId('study-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Organización Asociada:');
  await expect(cards.first()).toContainText('CUIT Estudio:');
  await expect(page.getByTestId('filter-chip')).toHaveText([
    `CUIT: ${dashed(f.customerWithSeveralFirmsCuit)}`,
    'Cliente: Panadería La Espiga S.R.L.',
  ]);

  // A client of one study: '1 Estudio'; no firm's client: the empty text.
  await page.goto(`/ME/clientes?cuit=${f.eVentanillaCuitByStatus.DISABLED}`);
  await expect(page).toHaveURL(new RegExp(`/ME/clientes/${f.eVentanillaCuitByStatus.DISABLED}$`));
  await expect(page.getByTestId('studies-chip')).toHaveText('1 Estudio');
  await page.goto('/ME/clientes/20000000001');
  await expect(page.getByText('No se encontraron estudios asociados')).toBeVisible();
  await page.getByRole('button', { name: 'Restablecer filtros' }).click();
  await expect(page).toHaveURL(/\/ME\/clientes$/);
});

test('roles without e-Ventanilla are sent home', async ({ page }) => {
  await signIn(page, 'mantenimiento@consola.test');
  await page.goto('/ME/eventanilla');
  await expect(page).toHaveURL(/\/home$/);
});
