// The slice in a real browser: sign in through the development identity provider, find a
// subscriber, add a user, watch the operation's steps and see the success text.
import { expect, test } from '@playwright/test';

test('signs in, finds a subscriber, adds a user and sees the success text', async ({ page }) => {
  await page.goto('/subscribers');
  // Signed out: every path leads to /login.
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Ingresar como soporte@consola.test' }).click();

  await page.goto('/subscribers');
  const search = page.getByLabel('Ingrese el número de suscriptor que desea buscar:');
  await search.fill('999999999');
  await search.press('Enter');
  await expect(page.getByText('El suscriptor ingresado no existe')).toBeVisible();
  await search.fill('100001');
  await expect(page.getByText('El suscriptor ingresado no existe')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar' }).click();

  const drawer = page.getByRole('dialog', { name: 'Información del suscriptor' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Estudio Contable Demo S.R.L.').first()).toBeVisible();
  await drawer.getByRole('link', { name: /Ver usuarios asociados/ }).click();

  await expect(page).toHaveURL(/\/subscribers\/100001\/users/);
  await expect(page.getByRole('heading', { name: 'Usuarios asociados a un suscriptor' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir usuario' }).click();

  const form = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText('Este campo es requerido').first()).toBeVisible();

  const email = `e2e.${Date.now()}@demo.com.ar`;
  await form.getByLabel('Email').fill('no-es-un-email');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByText('El email ingresado no es válido')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Nombre').fill('Prueba');
  await form.getByLabel('Apellido').fill('Navegador');
  await form.getByLabel('Teléfono').fill('1155550000');
  await form.getByLabel('Permiso de colaborador').selectOption('ORG-STAFF');
  await form.getByRole('button', { name: 'Crear' }).click();

  // The steps are shown while the operation runs, then the success snackbar.
  await expect(page.getByTestId('operation-progress')).toBeVisible();
  await expect(page.getByTestId('operation-step-assignUser')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Usuario agregado con éxito.' })).toBeVisible();
  await expect(page.getByTestId('subscriber-users-table').getByText(email)).toBeVisible();
});

test('shows the spec text when the user is already active', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Ingresar como admin@consola.test' }).click();
  await page.goto('/subscribers/100001/users');
  await page.getByRole('button', { name: 'Añadir usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
  await form.getByLabel('Email').fill('activo@demo.com.ar');
  await form.getByLabel('Nombre').fill('Activo');
  await form.getByLabel('Apellido').fill('Demo');
  await form.getByLabel('Permiso de colaborador').selectOption('ORG-ADMIN');
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByTestId('operation-error')).toHaveText(/Usuario ya existente y activo/);
});

test('a token without console access shows the denial modal', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Ingresar como sinrol@consola.test' }).click();
  await expect(page.getByTestId('access-denied')).toContainText(
    'Lo sentimos, no tenés acceso a la Consola de Gestión Interna',
  );
});
