// Issue 31 in a real browser: an administrator makes an alert rule on the 'Alertas' screen (Radix
// drawer form), an operation then fails on the stack's real worker, the evaluator (every 5 s in
// the e2e stacks) fires, and the bell shows the new alert, which opens the operation. Axe on
// the screen and its form; the screen and the bell at 1366 and 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { devToken } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/alerts';

async function noSeriousAxeIssue(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a rule made on the Alertas screen fires when an operation fails, and the bell shows it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@consola.test');
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alertas', level: 1 })).toBeVisible();
  await noSeriousAxeIssue(page);

  await page.getByRole('button', { name: 'Nueva regla' }).click();
  const drawer = page.getByTestId('alert-rule-drawer');
  await expect(drawer.getByRole('heading', { name: 'Nueva regla de alerta' })).toBeVisible();
  // Nothing typed: the screen says what is missing, in Spanish.
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer.getByText('Este campo es requerido')).toBeVisible();
  const name = `Altas que fallan ${Date.now()}`;
  await drawer.getByLabel('Nombre').fill(name);
  await drawer.getByLabel('Qué vigila').selectOption('failed');
  await drawer.getByLabel('Tipo de operación').selectOption('subscriber.addUser');
  await noSeriousAxeIssue(page);
  await page.screenshot({ path: `${SHOTS}/rule-form-1366.png` });
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Avisa cuando falla «Añadir un usuario al suscriptor».');
  await page.screenshot({ path: `${SHOTS}/alerts-1366.png`, fullPage: true });

  const bell = page.locator('[data-testid="alerts-bell"]:visible');
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) sin leer/)?.[1] ?? 0);

  // An add-user on a subscriber that does not exist fails at its first step.
  const token = await devToken(request, 'soporte@consola.test');
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '999999',
        email: `e2e.alerta.${Date.now()}@demo.com.ar`,
        firstName: 'Alerta',
        lastName: 'Visible',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const id = ((await started.json()) as { id: string }).id;

  // The bell reads its count every 20 s; a reload reads it at once.
  await expect
    .poll(
      async () => {
        await page.reload();
        const label =
          (await page.locator('[data-testid="alerts-bell"]:visible').getAttribute('aria-label')) ?? '';
        return Number(label.match(/(\d+) sin leer/)?.[1] ?? 0);
      },
      { timeout: scaled(45_000), intervals: [2_000] },
    )
    .toBeGreaterThan(unreadBefore);
  await expect(page.locator('[data-testid="alerts-bell-count"]:visible')).toBeVisible();

  await page.locator('[data-testid="alerts-bell"]:visible').click();
  const panel = page.getByTestId('alerts-panel');
  const item = panel.getByTestId('alert-item').filter({ hasText: name }).first();
  await expect(item).toContainText('Falló «Añadir un usuario al suscriptor»');
  await expect(item).toContainText('Sin leer');
  await noSeriousAxeIssue(page);
  await page.screenshot({ path: `${SHOTS}/bell-1366.png` });
  await item.getByRole('link', { name: 'Ver la operación' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/operations/${encodeURIComponent(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );

  // At 390 px: the screen fits, the bell is in the top bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/alerts');
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  const widths = await page.evaluate<{ page: number; view: number }>(`({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  })`);
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await page.screenshot({ path: `${SHOTS}/alerts-390.png`, fullPage: true });
  await page.locator('[data-testid="alerts-bell"]:visible').click();
  await expect(page.getByTestId('alerts-panel')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell-390.png` });
});

test('support engineers have the bell but not the rules screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'soporte@consola.test');
  await page.goto('/home');
  await expect(page.locator('[data-testid="alerts-bell"]:visible')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alertas' })).toHaveCount(0);
  await page.goto('/alerts');
  await expect(page).toHaveURL(/\/home$/);
});
