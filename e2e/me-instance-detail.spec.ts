// The instance detail and its users in a real browser against the embedded stack (spec 2 §2.8,
// §2.9): a generated instance of the demo seed (16, study 'Estudio Muñoz' of 'Laboratorio del
// Litoral', so the fixtures other screens test stay as they are): its panels, editing a
// module's period, disabling it, enabling a new module, editing a cap; then on its users page
// assigning a role and revoking access. Each change runs as an operation with live steps.
import { expect, test } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';

const INSTANCE = 16;
const STAFF_EMAIL = 'veronica.morales398@yahoo.com.ar';

/** A day of the console's zone (UTC-3) `offset` days from today, as typed (dd/MM/yyyy) and shown (dd/MM/yyyy, zero-padded like every date of the console). */
function day(offset: number) {
  const date = new Date(Date.now() - 3 * 3_600_000 + offset * 86_400_000);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return { typed: `${pad(d)}/${pad(m)}/${y}`, shown: `${pad(d)}/${pad(m)}/${y}` };
}

test('shows an instance, edits, disables and enables modules and edits a cap', async ({ page }) => {
  await signIn(page);
  await page.goto(`/ME/applicationInstances/${INSTANCE}`);
  await expect(
    page.getByRole('heading', { name: 'Información sobre la Instancia de aplicación' }),
  ).toBeVisible();
  await expect(page.getByTestId('instance-details')).toContainText('Detalles');
  await expect(page.getByTestId('instance-details')).toContainText('Si');
  await expect(page.getByTestId('instance-organization')).toContainText('Laboratorio del Litoral');
  const study = page.getByTestId('instance-study');
  await expect(study).toContainText('Estudio Muñoz');
  await expect(study.getByTestId('study-avatar')).toHaveText('EM');
  await expect(study.getByRole('link', { name: 'Ver papelera interna' })).toHaveAttribute(
    'href',
    '/storage/recycle/216',
  );
  await expect(study.getByRole('link', { name: 'Ver declaraciones' })).toHaveAttribute(
    'href',
    '/ME/declarations/216/declarations',
  );

  // An ended module shows 'Deshabilitado' and no actions.
  const alicuotas = page.locator('[data-module="AlicuotaMgmnt"]');
  await expect(alicuotas).toContainText('Deshabilitado');
  await expect(alicuotas.getByRole('button')).toHaveCount(0);

  // 'Editar': the spec's date rules, then a new end date.
  const customers = page.locator('[data-module="FirmCustomer"]');
  await customers.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByTestId('edit-module-modal');
  await edit.getByLabel('Fecha de finalización').fill(day(-1).typed);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText('La fecha de finalización debe ser posterior a hoy')).toBeVisible();
  await edit.getByLabel('Fecha de inicio').fill('');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText('Seleccione una fecha de inicio')).toBeVisible();
  await edit.getByLabel('Fecha de inicio').fill('16/12/2024');
  await edit.getByLabel('Fecha de finalización').fill(day(60).typed);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(page, 'Actualización exitosa')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(customers.getByTestId('module-finish')).toHaveText(day(60).shown);

  // 'Deshabilitar': the end becomes yesterday, so it reads 'Deshabilitado' with no actions.
  await customers.getByRole('button', { name: 'Deshabilitar' }).click();
  const disable = page.getByTestId('disable-module-modal');
  await disable.getByRole('button', { name: 'Deshabilitar' }).click();
  await expect(snackbar(page, 'Deshabilitación exitosa')).toBeVisible();
  await expect(customers).toContainText('Deshabilitado');
  await expect(customers.getByTestId('module-finish')).toHaveText(day(-1).shown);
  await expect(customers.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  // 'Habilitar modulo': a module must be chosen; a past expiry is refused; then it is enabled.
  await page.getByRole('button', { name: 'Habilitar módulo' }).click();
  const enable = page.getByTestId('enable-module-modal');
  await enable.getByRole('button', { name: 'Habilitar' }).click();
  await expect(enable.getByText('Seleccione un módulo')).toHaveCount(2); // placeholder and error
  await enable.getByLabel('Módulo').selectOption({ label: 'Mensajería instantánea' });
  await enable.getByLabel('Fecha de vencimiento (opcional)').fill(day(-3).typed);
  await enable.getByRole('button', { name: 'Habilitar' }).click();
  await expect(enable.getByText('La fecha de seleccionada tiene que ser posterior a hoy')).toBeVisible();
  await enable.getByLabel('Fecha de vencimiento (opcional)').fill('');
  await enable.getByRole('button', { name: 'Habilitar' }).click();
  await expect(snackbar(page, 'Habilitación exitosa')).toBeVisible();
  const instant = page.locator('[data-module="InstantMessage"]');
  await expect(instant).toContainText('Habilitado');
  await expect(instant.getByTestId('module-start')).toHaveText(day(0).shown);
  await expect(instant.getByRole('button', { name: 'Editar' })).toBeVisible();

  // 'Topes': an integer value, saved as a number.
  const staffCap = page.locator('[data-parameter="User.MaxFirmStaffCount"]');
  const value = staffCap.getByRole('textbox');
  await value.fill('6,5');
  await expect(staffCap.getByRole('alert')).toHaveText('Ingrese un número entero mayor o igual a 0');
  await expect(staffCap.getByRole('button', { name: /^Guardar/ })).toBeDisabled();
  await value.fill('6');
  await staffCap.getByRole('button', { name: /^Guardar/ }).click();
  const progress = page.getByTestId('parameter-modal');
  await expect(snackbar(page, 'Actualización exitosa')).toBeVisible();
  await expect(progress).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-parameter="User.MaxFirmStaffCount"]').getByRole('textbox')).toHaveValue(
    '6',
  );
});

test("assigns a role and revokes a user's access on the instance's users page", async ({ page }) => {
  await signIn(page);
  await page.goto(`/ME/applicationInstances/${INSTANCE}/users`);
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a Mi Estudio' })).toBeVisible();
  const associated = page.getByTestId('associated-users');
  await expect(associated.getByRole('heading', { name: 'Usuarios asociados' })).toBeVisible();
  await expect(
    page.getByTestId('not-associated-users').getByRole('heading', { name: 'Usuarios no asociados' }),
  ).toBeVisible();
  for (const column of ['Estado', 'Email', 'Nombre completo', 'Rol']) {
    await expect(associated.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = associated.getByTestId('instance-user-row').filter({ hasText: STAFF_EMAIL });
  await expect(row.getByTestId('user-role')).toHaveText('Colaborador de Estudio');
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'GRANTED');

  // 'Ver detalles' opens the side panel.
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const panel = page.getByTestId('instance-user-panel');
  await expect(panel).toContainText(STAFF_EMAIL);
  await expect(panel).toContainText('Acceso habilitado');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // 'Asignar un nuevo rol': the user holds a role, so it is replaced.
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Asignar un nuevo rol' }).click();
  const role = page.getByTestId('role-modal');
  await role.getByLabel('Nuevo rol').selectOption({ label: 'Administrador Estudio' });
  await role.getByRole('button', { name: 'Asignar' }).click();
  await expect(snackbar(page, 'Se cambió el rol con éxito')).toBeVisible();
  await expect(row.getByTestId('user-role')).toHaveText('Administrador Estudio');

  // 'Deshabilitar acceso': GRANTED becomes REVOKED; the menu then offers 'Habilitar acceso'.
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Deshabilitar acceso' }).click();
  const access = page.getByTestId('access-modal');
  await access.getByRole('button', { name: 'Deshabilitar acceso' }).click();
  await expect(snackbar(page, 'Deshabilitación exitosa')).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'REVOKED');
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Habilitar acceso' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test("a user given a first role moves from 'Usuarios no asociados' to 'Usuarios asociados'", async ({
  page,
}) => {
  // Spec 2 §4: associated means a role and an access record; she has neither yet.
  const email = 'ana.munoz394@speedy.com.ar';
  await signIn(page);
  await page.goto(`/ME/applicationInstances/${INSTANCE}/users`);
  const associated = page.getByTestId('associated-users');
  const notAssociated = page.getByTestId('not-associated-users');
  const rowIn = (table: typeof associated) =>
    table.getByTestId('instance-user-row').filter({ hasText: email });
  await expect(rowIn(notAssociated)).toBeVisible();
  await expect(rowIn(associated)).toHaveCount(0);

  await rowIn(notAssociated)
    .getByRole('button', { name: /^Acciones de/ })
    .click();
  await page.getByRole('menuitem', { name: 'Asignar un nuevo rol' }).click();
  const role = page.getByTestId('role-modal');
  await role.getByLabel('Nuevo rol').selectOption({ label: 'Colaborador de Estudio' });
  await role.getByRole('button', { name: 'Asignar' }).click();
  await expect(snackbar(page, 'Se asignó el rol con éxito')).toBeVisible();

  await expect(rowIn(associated)).toBeVisible();
  await expect(rowIn(notAssociated)).toHaveCount(0);
  await expect(rowIn(associated).getByTestId('user-role')).toHaveText('Colaborador de Estudio');
  await expect(rowIn(associated).getByTestId('user-status')).toHaveAttribute('data-status', 'GRANTED');
  // The access it brought is the staff's to toggle from the row menu.
  await rowIn(associated)
    .getByRole('button', { name: /^Acciones de/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Deshabilitar acceso' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('sends roles without ME/applicationInstances access home', async ({ page }) => {
  await signIn(page, 'comercial@consola.test');
  await page.goto(`/ME/applicationInstances/${INSTANCE}`);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/ME/applicationInstances/${INSTANCE}/users`);
  await expect(page).toHaveURL(/\/home$/);
});
