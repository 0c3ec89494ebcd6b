// 'Notificaciones globales' in a real browser against the embedded stack: a blocking
// maintenance created through the form (the list then shows it and its linked suspension),
// an edit, a delete, the reader without a create button or write routes, and the info
// operator's type selector with its two types.
import { expect, test, type Page } from '@playwright/test';
import { snackbar } from './support/snackbar';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

const card = (page: Page, title: string, type: string) =>
  page
    .getByTestId('notification-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .filter({ hasText: type });

test('creates a blocking maintenance; the list shows it and its linked suspension', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signIn(page, 'notificaciones@consola.test');
  await page.goto('/globalNotification');
  await expect(page.getByRole('heading', { name: 'Notificaciones globales', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Crear una nueva notificación' }).click();
  await expect(page).toHaveURL(/\/globalNotification\/add$/);
  await expect(
    page.getByRole('heading', { name: 'Crear una nueva notificación de mantenimiento' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Agregar nueva notificación',
  );
  // Both platforms are checked by default.
  await expect(page.getByLabel('Mi Estudio Web')).toBeChecked();
  await expect(page.getByLabel('Mi Estudio Mobile')).toBeChecked();

  // The first rule of spec 2 §5 shows first.
  await page.getByRole('button', { name: 'Crear notificación' }).click();
  await expect(page.getByText('Ingrese un título')).toBeVisible();

  await page.getByLabel('Título').fill('Mantenimiento e2e');
  await page.getByLabel('Contenido').fill('La plataforma estará en mantenimiento.');
  await page.getByLabel('Fecha de inicio').fill('20/09/2045');
  await page.getByLabel('Hora de inicio').fill('22:00');
  await page.getByLabel('Fecha de finalización').fill('21/09/2045');
  await page.getByLabel('Hora de finalización').fill('06:00');
  await page.getByTestId('notification-type').selectOption('MAINTENANCE');
  await page.getByLabel('¿Es bloqueante?').check();
  await page.getByLabel('Fecha de suspensión').fill('21/09/2045');
  await page.getByLabel('Hora de suspensión').fill('07:00');
  await page.getByLabel('Motivo').fill('Ventana de mantenimiento acordada');
  await page.getByRole('button', { name: 'Crear notificación' }).click();
  await expect(page.getByText('El servicio debe suspenderse antes a la fecha de finalización')).toBeVisible();
  await page.getByLabel('Hora de suspensión').fill('00:30');
  await page.getByLabel('Grupo de estudios').selectOption({ label: 'Estudios piloto' });
  await page.getByRole('button', { name: 'Crear notificación' }).click();
  await expect(page.getByText('Seleccione el tipo de condición')).toBeVisible();
  await page.getByLabel('Tipo de condición').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Crear notificación' }).click();

  await expect(page.getByTestId('operation-step-createSuspension')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('operation-step-associateCondition')).toHaveAttribute('data-status', 'done');
  await expect(snackbar(page, 'Notificación creada con éxito.')).toBeVisible();
  // Spec 2 §4: back to the list after 4 s.
  await expect(page).toHaveURL(/\/globalNotification$/, { timeout: scaled(8_000) });

  const main = card(page, 'Mantenimiento e2e', 'Mantenimiento').filter({
    hasNotText: 'Suspensión del servicio',
  });
  await expect(main).toHaveCount(1);
  await expect(main.first()).toContainText('20/09/2045 22:00');
  await expect(main.first()).toContainText('21/09/2045 06:00');
  await expect(main.first()).toContainText('Mi Estudio Web');
  await expect(main.first()).toContainText('Estudios piloto');
  const suspension = page
    .getByTestId('notification-card')
    .filter({ hasText: 'Suspensión del servicio' })
    .filter({ hasText: 'Mantenimiento e2e' });
  await expect(suspension).toHaveCount(1);
  await expect(suspension).toContainText('Notificación relacionada');
  await expect(suspension).toContainText('21/09/2045 00:30');
});

test('edits a notification and deletes it', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signIn(page, 'admin@consola.test');
  await page.goto('/globalNotification');
  await page.getByRole('link', { name: 'Editar la notificación Vencimientos de julio' }).click();
  await expect(page).toHaveURL(/\/globalNotification\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Editar notificación', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('Vencimientos de julio');
  await expect(page.getByLabel('Hora de inicio')).toHaveValue('08:00');
  await expect(page.getByTestId('notification-type')).toHaveCount(0);
  await page.getByLabel('Título').fill('Vencimientos de julio y agosto');
  await page.getByLabel('Mi Estudio Web').check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(snackbar(page, 'Notificación editada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/globalNotification$/, { timeout: scaled(8_000) });
  const edited = card(page, 'Vencimientos de julio y agosto', 'Información');
  await expect(edited).toContainText('Canal 2');

  await page.getByRole('link', { name: 'Eliminar la notificación Vencimientos de julio y agosto' }).click();
  await expect(page).toHaveURL(/\/globalNotification\/delete\/\d+$/);
  const dialog = page.getByTestId('notification-delete-dialog');
  await expect(dialog.getByRole('heading', { name: 'Eliminar notificación' })).toBeVisible();
  await expect(dialog).toContainText('¿Está seguro de que desea eliminar la notificación?');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Ya no corresponde');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(snackbar(page, 'Notificación eliminada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/globalNotification$/, { timeout: 4_000 });
  await expect(dialog).toBeHidden();
  // Soft delete: still listed, inactive, without icons.
  await expect(edited).toContainText('Activa');
  await expect(edited.getByText('No', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Eliminar la notificación Vencimientos de julio y agosto' }),
  ).toHaveCount(0);
});

test('the reader sees the list without a create button, icons or write routes', async ({ page }) => {
  await signIn(page, 'lector@consola.test');
  await page.goto('/globalNotification');
  await expect(page.getByTestId('notification-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear una nueva notificación' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Editar la notificación/ })).toHaveCount(0);
  for (const path of [
    '/globalNotification/add',
    '/globalNotification/edit/1',
    '/globalNotification/delete/1',
    '/globalNotification/otra',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/globalNotification$/);
  }
});

test("the info operator's type selector offers only Publicidad and Información", async ({ page }) => {
  await signIn(page, 'informacion@consola.test');
  await page.goto('/globalNotification');
  // No icons on the maintenance; icons on an active advertisement.
  await expect(
    page.getByRole('link', { name: 'Editar la notificación Mantenimiento programado de la plataforma' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Editar la notificación Nuevo módulo e-Ventanilla' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Crear una nueva notificación' }).click();
  const options = page.getByTestId('notification-type').locator('option:not([disabled])');
  await expect(options).toHaveText(['Publicidad', 'Información']);
});

test('other roles do not reach the area', async ({ page }) => {
  await signIn(page, 'soporte@consola.test');
  await page.goto('/globalNotification');
  await expect(page).toHaveURL(/\/home$/);
});

/** Whether the element's top, middle and bottom are its own (not under the snackbar, a bar or the fold). */
const uncovered = (page: Page, testId: string) =>
  page.evaluate<boolean>(`(() => {
    const element = document.querySelector('[data-testid="${testId}"]');
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 8, box.top + box.height / 2, box.bottom - 8].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  })()`);

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`a notification's progress shows in view, clear of the snackbar, at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'notificaciones@consola.test');
    await page.goto('/globalNotification/add');
    // A year of its own, so no active notification of the type overlaps it (even on a rerun).
    const year = 2100 + (Math.floor(Date.now() / 1000) % 400) * 2 + (width === 390 ? 1 : 0);
    await page.getByLabel('Título').fill(`Aviso en pantalla ${width}`);
    await page.getByLabel('Contenido').fill('Un aviso para ver el progreso.');
    await page.getByLabel('Fecha de inicio').fill(`10/03/${year}`);
    await page.getByLabel('Fecha de finalización').fill(`11/03/${year}`);
    await page.getByTestId('notification-type').selectOption('INFORMATION');
    await page.getByLabel('Motivo').fill('Aviso de prueba');
    await page.getByRole('button', { name: 'Crear notificación' }).click();

    const progress = page.getByTestId('operation-progress');
    await expect(progress).toHaveAttribute('data-status', 'completed');
    await expect(snackbar(page, 'Notificación creada con éxito.')).toBeVisible();
    await expect(progress).toBeInViewport({ ratio: 1 });
    expect(await uncovered(page, 'operation-progress')).toBe(true);
  });
}
