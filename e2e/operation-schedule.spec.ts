// Scheduled operations (issue 30) in a real browser against the embedded stack (approvals off):
// 'Programar para más tarde' in the shared confirmation, with the time entered in Buenos Aires
// time; the operation waits 'Programada para …' and runs at its time; another one is cancelled
// from its detail before its time and never runs.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { devToken, stackUrls } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

type OperationView = { id: string; status: string; error?: { message: string } };

async function operate(request: APIRequestContext, type: string, input: Record<string, unknown>) {
  const base = stackUrls().console;
  const headers = { authorization: `Bearer ${await devToken(request, 'admin@consola.test')}` };
  const started = await request.post(new URL('/api/operations', base).href, {
    headers,
    data: { type, input },
  });
  expect(started.status(), await started.text()).toBe(202);
  let view = (await started.json()) as OperationView;
  for (let i = 0; i < 150 && view.status === 'running'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await request.get(new URL(`/api/operations/${encodeURIComponent(view.id)}`, base).href, {
      headers,
    });
    view = (await response.json()) as OperationView;
  }
  expect(view.status, view.error?.message).toBe('completed');
}

let sequence = 0;
const uniqueNumber = () => `${Date.now() % 1_000_000_000}${sequence++}`;

async function subscriberWithUser(request: APIRequestContext) {
  const subscriberNumber = uniqueNumber();
  await operate(request, 'subscriber.create', {
    organizationId: 2,
    email: `e2e.titular.${subscriberNumber}@demo.com.ar`,
    subscriberNumber,
    subscriberName: `E2E ${subscriberNumber} S.A.`,
    maxUsers: 10,
  });
  const email = `e2e.programada.${subscriberNumber}@demo.com.ar`;
  await operate(request, 'subscriber.addUser', {
    subscriberNumber,
    email,
    firstName: 'Usuaria',
    lastName: 'Programada',
    userTypeCode: 'ORG-STAFF',
  });
  return { subscriberNumber, email };
}

/** An instant as the date-time field takes it: Buenos Aires time (UTC-3 all year), with seconds. */
async function fillBuenosAiresTime(scope: Locator, time: number) {
  // The console's own field (issue 43): dd/mm/aaaa and hh:mm, 24 h, Buenos Aires (UTC-3).
  const local = new Date(time - 3 * 60 * 60 * 1000).toISOString();
  const [year, month, day] = local.slice(0, 10).split('-');
  const field = scope.getByRole('group', { name: 'Fecha y hora (hora de Buenos Aires)' });
  await field.getByRole('textbox', { name: 'Fecha', exact: true }).fill(`${day}/${month}/${year}`);
  await field.getByRole('textbox', { name: 'Hora', exact: true }).fill(local.slice(11, 16));
}

/** Deactivates the user through the drawer's confirmation, scheduled `delayMs` from now. */
async function scheduleDeactivation(page: Page, subscriberNumber: string, email: string, delayMs: number) {
  await page.goto('/subscribers');
  const search = page.getByLabel('Ingrese el número de suscriptor que desea buscar:');
  await search.fill(subscriberNumber);
  await search.press('Enter');
  await page
    .getByRole('dialog', { name: 'Información del suscriptor' })
    .getByRole('link', { name: /Ver usuarios asociados/ })
    .click();
  await page.getByRole('button', { name: `Acciones para ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Información del usuario' });
  await drawer.getByRole('button', { name: 'Dar de baja al usuario' }).click();
  const modal = page.getByRole('dialog', { name: '¿Desea dar de baja al usuario?' });
  await modal.getByLabel('Motivo').fill('Baja al cierre del contrato');
  await modal.getByTestId('schedule-toggle').check();
  // A time already past is refused with the api's Spanish text, under the field.
  await fillBuenosAiresTime(modal, Date.now() - 60_000);
  await modal.getByRole('button', { name: 'Programar' }).click();
  await expect(modal.getByText('La hora programada ya pasó: elija una hora futura')).toBeVisible();
  // The field takes minutes: the first whole minute at least `delayMs` from now.
  const at = Math.ceil((Date.now() + delayMs) / 60_000) * 60_000;
  await fillBuenosAiresTime(modal, at);
  await modal.getByRole('button', { name: 'Programar' }).click();
  await expect(modal).toBeHidden();
  return at;
}

/** The scheduled deactivation's detail, reached from the list's 'Programadas' filter. */
async function openScheduled(page: Page, subscriberNumber: string) {
  await page.goto('/operations');
  await page.getByLabel('Estado').selectOption({ label: 'Programadas' });
  const row = page.locator('tr[data-status="scheduled"]').filter({ hasText: subscriberNumber });
  await expect(row).toContainText(/Programada\s*para \d+\/\d+\/\d{4} \d{2}:\d{2}/);
  await row.getByRole('link').first().click();
  const detail = page.getByTestId('operation-detail');
  await expect(detail).toHaveAttribute('data-status', 'scheduled');
  return detail;
}

test('a scheduled deactivation waits Programada and runs at its time', async ({ page, request }) => {
  test.setTimeout(scaled(180_000));
  const { subscriberNumber, email } = await subscriberWithUser(request);
  await signIn(page);
  const at = await scheduleDeactivation(page, subscriberNumber, email, 25_000);
  const detail = await openScheduled(page, subscriberNumber);
  await expect(page.getByTestId('schedule-headline')).toHaveText(/^Programada para /);
  await expect(page.getByTestId('reschedule-operation')).toBeVisible();
  await expect(page.getByTestId('cancel-operation')).toBeVisible();
  // Nothing ran yet: every step still pending.
  await expect(detail.locator('[data-testid^="operation-step-"][data-status="done"]')).toHaveCount(0);

  await expect(detail).toHaveAttribute('data-status', 'completed', { timeout: scaled(120_000) });
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await expect(page.getByTestId('schedule-headline')).toContainText('empezó');
});

test('a scheduled deactivation cancelled before its time never runs', async ({ page, request }) => {
  const { subscriberNumber, email } = await subscriberWithUser(request);
  await signIn(page);
  await scheduleDeactivation(page, subscriberNumber, email, 10 * 60_000);
  const detail = await openScheduled(page, subscriberNumber);
  await page.getByTestId('cancel-operation').click();
  await page.getByTestId('cancel-dialog').getByRole('button', { name: 'Cancelar operación' }).click();
  await expect(detail).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('operation-error')).toContainText(
    'Cancelada antes de su hora programada; no se hizo ningún cambio',
  );
  await expect(detail.locator('[data-testid^="operation-step-"][data-status="done"]')).toHaveCount(0);
});
