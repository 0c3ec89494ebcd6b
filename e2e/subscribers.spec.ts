// The subscribers area in a real browser against the embedded stack: its screens, and one full
// path per operation (add subscriber, deactivate, cancel and resend the invitation, edit) to
// the spec's success text. Each test makes its own subscriber and user through the API, so the
// tests do not depend on each other or on the demo fixtures' state.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { devToken, stackUrls } from './support/stack';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

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

/** A fresh subscriber of organization 2 with one user waiting for validation (and its invitation). */
async function subscriberWithWaitingUser(request: APIRequestContext) {
  const subscriberNumber = uniqueNumber();
  await operate(request, 'subscriber.create', {
    organizationId: 2,
    email: `e2e.titular.${subscriberNumber}@demo.com.ar`,
    subscriberNumber,
    subscriberName: `E2E ${subscriberNumber} S.A.`,
    maxUsers: 10,
  });
  const email = `e2e.usuario.${subscriberNumber}@demo.com.ar`;
  await operate(request, 'subscriber.addUser', {
    subscriberNumber,
    email,
    firstName: 'Usuaria',
    lastName: 'Navegador',
    userTypeCode: 'ORG-STAFF',
  });
  return { subscriberNumber, email };
}

/** From the search page to the user's 'Información del usuario', the way staff get there. */
async function openUser(page: Page, subscriberNumber: string, email: string) {
  await page.goto('/subscribers');
  const search = page.getByLabel('Ingrese el número de suscriptor que desea buscar:');
  await search.fill(subscriberNumber);
  await search.press('Enter');
  await page
    .getByRole('dialog', { name: 'Información del suscriptor' })
    .getByRole('link', { name: /Ver usuarios asociados/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}/users$`));
  await page.getByRole('button', { name: `Acciones para ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Información del usuario' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('adds a subscriber to an organization', async ({ page }) => {
  await signIn(page);
  await page.goto('/organizations/2/subscribers');
  await expect(
    page.getByRole('heading', { name: 'Suscriptores asociados a una organización' }),
  ).toBeVisible();
  await expect(page.getByTestId('organization-subscribers-table').getByText('100001')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir suscriptor' }).click();

  const drawer = page.getByRole('dialog', { name: 'Añadir suscriptor' });
  await expect(drawer.getByLabel('Cantidad máxima de usuarios')).toHaveValue('1');
  await drawer.getByRole('button', { name: 'Agregar' }).click();
  await expect(drawer.getByText('Este campo es requerido').first()).toBeVisible();
  await drawer.getByLabel('Número de suscriptor').fill('-12');
  await drawer.getByLabel('Cantidad máxima de usuarios').fill('0');
  await drawer.getByRole('button', { name: 'Agregar' }).click();
  await expect(drawer.getByText('Ingrese un número válido')).toHaveCount(2);

  const subscriberNumber = uniqueNumber();
  await drawer.getByLabel('Email').fill(`e2e.alta.${subscriberNumber}@demo.com.ar`);
  await drawer.getByLabel('Número de suscriptor').fill(subscriberNumber);
  await drawer.getByLabel('Razón social').fill('Alta Navegador S.A.');
  await drawer.getByLabel('Cantidad máxima de usuarios').fill('3');
  await drawer.getByRole('button', { name: 'Agregar' }).click();

  await expect(page.getByTestId('operation-progress')).toBeVisible();
  await expect(snackbar(page, 'Suscriptor agregado con éxito.')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('organization-subscribers-table').getByText(subscriberNumber)).toBeVisible();
});

test('deactivates a user and goes back a page', async ({ page, request }) => {
  const { subscriberNumber, email } = await subscriberWithWaitingUser(request);
  await signIn(page);
  const drawer = await openUser(page, subscriberNumber, email);
  await expect(drawer.getByText('la cuenta continúa existiendo', { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Dar de baja al usuario' }).click();

  const modal = page.getByRole('dialog', { name: '¿Desea dar de baja al usuario?' });
  await expect(modal).toContainText('su cuenta continuará existiendo');
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(modal.getByText('Indique el motivo: es una operación de alto riesgo')).toBeVisible();
  await modal.getByLabel('Motivo').fill('Pedido del titular');
  await modal.getByRole('button', { name: 'Confirmar' }).click();

  await expect(drawer.getByTestId('operation-step-unassignUser')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Usuario dado de baja con éxito')).toBeVisible();
  // Spec 1 §4: back one page after 1 second.
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}$`));
});

test('cancels an invitation', async ({ page, request }) => {
  const { subscriberNumber, email } = await subscriberWithWaitingUser(request);
  await signIn(page);
  const drawer = await openUser(page, subscriberNumber, email);
  await drawer.getByRole('button', { name: 'Cancelar invitación' }).click();
  const modal = page.getByRole('dialog', { name: '¿Desea cancelar la invitación?' });
  await modal.getByLabel('Motivo').fill('Invitación enviada por error');
  await modal.getByRole('button', { name: 'Confirmar' }).click();

  await expect(drawer.getByTestId('operation-step-cancelInvite')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Invitación cancelada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}$`));
});

test('resends an invitation', async ({ page, request }) => {
  const { subscriberNumber, email } = await subscriberWithWaitingUser(request);
  await signIn(page);
  const drawer = await openUser(page, subscriberNumber, email);
  await drawer.getByRole('button', { name: 'Reenviar invitación' }).click();
  const modal = page.getByRole('dialog', { name: '¿Desea reenviar la invitación?' });
  await expect(modal.getByLabel('Motivo')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Confirmar' }).click();

  await expect(drawer.getByTestId('operation-step-createInvite')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Invitación enviada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}/users$`));
});

test('edits a user from the user drawer', async ({ page, request }) => {
  const { subscriberNumber, email } = await subscriberWithWaitingUser(request);
  await signIn(page);
  const drawer = await openUser(page, subscriberNumber, email);
  await drawer.getByRole('button', { name: 'Editar' }).click();

  const edit = page.getByRole('dialog', { name: /Editar el usuario:/ });
  await expect(edit.getByText('Edite solo los campos que desea modificar')).toBeVisible();
  await expect(edit.getByLabel('Teléfono')).toBeDisabled();
  await expect(edit.getByLabel('Tipo de usuario').locator('option', { hasText: 'Derivado' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Editar' })).toBeDisabled();
  await edit.getByLabel('Apellido').fill('Editada');
  await edit.getByLabel('Tipo de usuario').selectOption('ORG-ADMIN');
  await edit.getByRole('button', { name: 'Editar' }).click();

  await expect(edit.getByTestId('operation-step-updateOrganizationUser')).toHaveAttribute(
    'data-status',
    'done',
  );
  await expect(snackbar(page, 'Usuario editado con éxito.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/subscribers/${subscriberNumber}$`));
  await page.goto(`/subscribers/${subscriberNumber}/users`);
  await expect(page.getByTestId('subscriber-users-table').getByText('Editada')).toBeVisible();
});

test("shows a subscriber's organization and subscriptions", async ({ page }) => {
  await signIn(page);
  await page.goto('/subscribers/100001');
  const subscriberDrawer = page.getByRole('dialog', { name: 'Información del suscriptor' });
  await subscriberDrawer.getByRole('link', { name: 'Ver organización asociada' }).click();

  await expect(page.getByRole('heading', { name: 'Organizaciones asociadas a un suscriptor' })).toBeVisible();
  const table = page.getByTestId('subscriber-organizations-table');
  for (const column of ['Estado', 'Nombre', 'Nombre legal', 'CUIT', 'Tipo de organización']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByText('30-71234567-1')).toBeVisible();
  await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const organizationDrawer = page.getByRole('dialog', { name: 'Información de la organización' });
  await expect(organizationDrawer.getByText('Organización de Testeo')).toBeVisible();
  await organizationDrawer.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByRole('button', { name: 'Acciones para Estudio Contable Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver suscriptores' }).click();
  await expect(page).toHaveURL(/\/organizations\/2\/subscribers$/);

  await page.getByRole('button', { name: 'Acciones para el suscriptor 100001' }).click();
  await page.getByRole('menuitem', { name: 'Ver suscripciones y productos' }).click();
  await expect(page).toHaveURL(/\/subscribers\/1\/suscriptions$/);
  await expect(page.getByRole('heading', { name: 'Suscripciones' })).toBeVisible();
  const rows = page.getByTestId('subscription-row');
  await expect(rows.first()).toContainText('Activa');
  await expect(rows.last()).toContainText('Finalizada');
  await rows.first().getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  await expect(page.getByRole('dialog', { name: 'Información de la suscripción' })).toContainText('ME-BASIC');
});
