// Support engineers in a real browser: an operation fails on purpose (a fault injected in the
// platform), a support engineer finds it in 'Operaciones', opens it, reads why, retries it and
// sees it complete; then the bulk retry says how many operations it will touch.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { devToken, stackUrls } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';

function platformUrl(): string {
  const url = stackUrls().platform;
  // The global setup always exports it; an external E2E_BASE_URL needs E2E_PLATFORM_URL too,
  // since this test injects faults into the platform.
  if (!url) throw new Error('E2E_PLATFORM_URL is not set: start the stack through playwright.config.ts');
  return url;
}

async function fault(request: APIRequestContext, times: number | null) {
  const url = `${platformUrl()}/__faults`;
  const response =
    times === null
      ? await request.delete(url)
      : await request.post(url, { data: { path: INVITE_PATH, status: 503, times } });
  expect(response.ok()).toBe(true);
}

/** Starts an "add user" operation through the API, as a script would, and waits for its end. */
async function failedOperation(request: APIRequestContext, token: string, target = '100003') {
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: target,
        email: `e2e.ops.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@demo.com.ar`,
        firstName: 'Falla',
        lastName: 'A Propósito',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/operations/${encodeURIComponent(id)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: scaled(20_000) },
    )
    .toBe('failed');
  return id;
}

const operationRow = (page: Page, id: string) =>
  page.locator(`[data-testid="operation-row"][data-operation-id="${id}"]`);

test('finds a failed operation, opens it, retries it and sees it complete', async ({ page, request }) => {
  const token = await devToken(request, 'admin@consola.test');
  await fault(request, 100);
  let id: string;
  try {
    id = await failedOperation(request, token);
  } finally {
    await fault(request, null);
  }

  await signIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Operaciones' }).first().click();
  await expect(page.getByRole('heading', { name: 'Operaciones' })).toBeVisible();

  // Filters live in the URL.
  await page.getByLabel('Estado').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await page.getByLabel('Iniciada por').fill('admin@consola.test');
  await page.getByLabel('Iniciada por').press('Enter');
  await expect(page).toHaveURL(/actor=admin%40consola\.test/);

  // The row names the operation in words; its workflow id is only in the markup (issue 16).
  const row = operationRow(page, id);
  await expect(row).not.toContainText(id);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Enviar la invitación de registro');
  // The row's link covers it, so no tooltip could show a cut cell: long texts wrap, whole. The
  // failed step is named in the row's sentence (issue 43: 'Falló en «…»').
  const failedStep = row.getByTestId('life-sentence');
  await expect(failedStep).toContainText('«Enviar la invitación de registro»');
  const cut = await failedStep.evaluate((text) => {
    const cell = text.closest('td')!;
    return cell.scrollWidth > cell.clientWidth;
  });
  expect(cut).toBe(false);
  const link = row.getByRole('link');
  // What it does and whom it adds (issue 43): two rows on one subscriber read apart.
  await expect(link).toHaveText(/^Añadir un usuario al suscriptor · e2e\.ops\.\S+@demo\.com\.ar$/);
  expect(await link.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
  // Rows are links: focus it from the keyboard and open it with Enter.
  await row.getByRole('link').focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/operations/${encodeURIComponent(id).replace(/\./g, '\\.')}`));
  const detail = page.getByTestId('operation-detail');
  await expect(detail).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('operation-error')).toHaveText('Ocurrió un error. Intente nuevamente');
  const invite = page.getByTestId('operation-step-sendInvite');
  await expect(invite).toHaveAttribute('data-status', 'failed');
  await expect(invite).toContainText('Intento 1');
  await expect(invite).toContainText('Intento 2');
  await expect(page.getByTestId('operation-step-createLoginAccount')).toHaveAttribute('data-status', 'done');
  // In business terms (issue 16): the step after the failure will not run, the input is labelled.
  await expect(page.getByTestId('operation-step-assignUser')).toHaveAttribute('data-status', 'notRun');
  await expect(page.getByTestId('operation-step-assignUser')).toContainText('No se ejecutará');
  await expect(page.getByTestId('operation-input')).toContainText('Número de suscriptor');
  await expect(page.getByTestId('operation-input')).not.toContainText('subscriberNumber');
  await expect(page.getByTestId('operation-log')).toContainText('Enviar la invitación de registro');
  await expect(page.getByRole('link', { name: /Ver en Temporal/ })).toHaveAttribute(
    'href',
    /namespaces\/default\/workflows\//,
  );

  // The URL survives a reload.
  await page.reload();
  await expect(detail).toHaveAttribute('data-status', 'failed');

  // 'Reintentar' confirms first (the reason is optional for this type).
  await page.getByTestId('retry-operation').click();
  const confirm = page.getByTestId('retry-dialog');
  await expect(confirm).toContainText('Continúa desde el paso que falló');
  await confirm.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL(/-r1$/);
  await expect(detail).toHaveAttribute('data-status', 'completed', { timeout: scaled(20_000) });
  await expect(page.getByTestId('operation-result')).toHaveText('Usuario agregado con éxito.');
  await expect(page.getByTestId('operation-step-createLoginAccount')).toContainText(
    'Completado en el intento anterior',
  );
  await expect(page.getByTestId('operation-step-sendInvite')).toHaveAttribute('data-status', 'done');

  // The new attempt links back to the failed one, and the failed one forward to it.
  // By name, never by workflow id (issue 28).
  await page
    .getByRole('link', { name: 'Añadir un usuario al suscriptor 100003', exact: true })
    .first()
    .click();
  await expect(detail).toHaveAttribute('data-status', 'failed');
  await expect(
    page.getByRole('link', { name: 'Añadir un usuario al suscriptor 100003 · reintento 1' }),
  ).toBeVisible();
  await expect(page.getByTestId('retry-operation')).toHaveCount(0);
});

test('bulk retry says how many operations it will touch and asks for a reason', async ({ page, request }) => {
  const token = await devToken(request, 'soporte@consola.test');
  await fault(request, 100);
  try {
    await failedOperation(request, token, '100003');
    await failedOperation(request, token, '100003');
  } finally {
    await fault(request, null);
  }
  await signIn(page);
  await page.goto('/operations?status=failed&target=100003&actor=soporte%40consola.test');
  const rows = page.getByTestId('operation-row').filter({ hasNotText: 'Reintentada' });
  await expect(rows.first()).toBeVisible();
  const n = await rows.count();
  expect(n).toBeGreaterThanOrEqual(2);
  // 'Exportar CSV' takes the filters on screen: every failed run of this target and actor, the
  // ones already retried included, and nothing else.
  const shown = await page.getByTestId('operation-row').count();
  expect(shown).toBeLessThan(25);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe('operaciones.csv');
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^ID,Operación,Tipo,Estado,Objetivo,/);
  const exported = csv.filter((line) => line.startsWith('subscriber.addUser/'));
  expect(exported).toHaveLength(shown);
  expect(exported.every((line) => line.includes(',Falló,') && line.includes('soporte@consola.test'))).toBe(
    true,
  );
  await page.getByTestId('bulk-retry').click();
  const dialog = page.getByTestId('bulk-retry-dialog');
  await expect(dialog).toContainText(`Se reintentarán ${n} operaciones fallidas que cumplen el filtro`);
  // Additions ask for no approval: nothing will be skipped, so nothing warns.
  await expect(dialog.getByTestId('bulk-retry-unapproved')).toHaveCount(0);
  const confirm = dialog.getByRole('button', { name: `Reintentar ${n} operaciones` });
  await confirm.click();
  await expect(dialog.getByText('Indique el motivo: es una operación de alto riesgo')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Se cayó el servicio de invitaciones');
  await confirm.click();

  const detail = page.getByTestId('operation-detail');
  await expect(detail).toHaveAttribute('data-status', 'completed', { timeout: scaled(30_000) });
  await expect(page.getByTestId('operation-item').filter({ hasText: 'Reintentada con éxito' })).toHaveCount(
    n,
  );
  await expect(detail).toContainText('Se cayó el servicio de invitaciones');
});

test("a subscriber's drawer opens its timeline: every operation that touched it", async ({
  page,
  request,
}) => {
  const token = await devToken(request, 'admin@consola.test');
  await fault(request, 100);
  let id: string;
  try {
    id = await failedOperation(request, token, '100002');
  } finally {
    await fault(request, null);
  }
  await signIn(page);
  await page.goto('/subscribers');
  const search = page.getByLabel('Ingrese el número de suscriptor que desea buscar:');
  await search.fill('100002');
  await search.press('Enter');
  await page
    .getByRole('dialog', { name: 'Información del suscriptor' })
    .getByRole('link', { name: 'Ver historial de operaciones' })
    .click();
  await expect(page).toHaveURL(/\/operations\?related=subscriber%3A100002/);
  await expect(page.getByText('Historial de Estudio Contable Demo S.R.L. - Sucursal Norte')).toBeVisible();
  await expect(operationRow(page, id)).toBeVisible();
  // The timeline survives a reload and is dropped with its chip.
  await page.reload();
  await expect(operationRow(page, id)).toBeVisible();
  await page
    .getByRole('button', {
      name: 'Quitar el filtro Historial de Estudio Contable Demo S.R.L. - Sucursal Norte',
    })
    .click();
  await expect(page).not.toHaveURL(/related=/);
});
