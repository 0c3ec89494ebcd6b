// The shell of spec 1 §1–§2 in a real browser: /login for the signed-out, home and its cards,
// unknown paths to /home, the menu per role, breadcrumbs with entity names, and logout.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInThroughLoginPage } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test('signed out, every path leads to /login', async ({ page }) => {
  for (const path of ['/organizations', '/ME/eventanilla', '/globalNotification', '/no-existe']) {
    await page.goto(path);
    // The login keeps where the user was going, to return there after signing in.
    await expect(page).toHaveURL(/\/login(\?redirect=.*)?$/);
    expect(new URL(page.url()).pathname).toBe('/login');
  }
});

test('home shows its cards, and an unknown path goes home', async ({ page }) => {
  await signInThroughLoginPage(page, 'admin@consola.test');
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  const main = page.getByRole('main');
  for (const card of [
    'Manual de usuario',
    'Administración de usuarios',
    'Organizaciones',
    'Suscriptores',
    'Usuarios',
  ]) {
    await expect(main.getByRole('link', { name: new RegExp(card) }).first()).toBeVisible();
  }
  // The manual is the external document USER_MANUAL_URL names (the e2e stack sets it), in a new tab.
  const manual = main.getByRole('link', { name: /Manual de usuario/ });
  await expect(manual).toHaveAttribute('href', 'https://manual.consola.test/guia');
  await expect(manual).toHaveAttribute('target', '_blank');
  await page.goto('/no-existe/tampoco');
  await expect(page).toHaveURL(/\/home$/);
});

test('the menu shows each group to the roles of spec 1 §6', async ({ page }) => {
  await signInThroughLoginPage(page, 'admin@consola.test');
  for (const item of [
    'Inicio',
    'Organizaciones',
    'Suscriptores',
    'Usuarios',
    'Papelera',
    'Notificaciones globales',
  ]) {
    await expect(menu(page).getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu(page).getByText('Sistema y Seguridad')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signInThroughLoginPage(page, 'comercial@consola.test');
  await expect(menu(page).getByRole('link', { name: 'Organizaciones', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Notificaciones globales' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Operaciones' })).toHaveCount(0);
  // A route the role may not open redirects home (spec 2 §2.1).
  await page.goto('/globalNotification');
  await expect(page).toHaveURL(/\/home$/);
});

test('breadcrumbs name the entity of an id segment', async ({ page }) => {
  await signIn(page, 'soporte@consola.test');
  await page.goto('/organizations/2/users');
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs).toContainText(/organizaciones/i);
  await expect(crumbs).toContainText('Estudio Contable Demo');
  await expect(crumbs).not.toContainText(/\b2\b/);
});

test('logout clears the session', async ({ page }) => {
  await signInThroughLoginPage(page, 'soporte@consola.test');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate("sessionStorage.getItem('token')")).toBeNull();
});

test('a followed link shows the loading bar until the next page has its data', async ({ page }) => {
  await signIn(page, 'notificaciones@consola.test');
  await page.goto('/home');
  const welcome = page.getByRole('heading', { name: /^Bienvenido\/a/ });
  await expect(welcome).toBeVisible();
  // The next page's data is held back until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/global-notifications', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Cargando la página' });
  await expect(bar).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'Notificaciones globales' }).click();
  await expect(bar).toBeVisible();
  // The page shown stays until the next one can be drawn.
  await expect(welcome).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Notificaciones globales', level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
