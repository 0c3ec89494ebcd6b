// Issue 31 in a real browser: the 'Panel de operaciones' at 1366 and 390 px with operations the
// stack's worker really ran (one completed, one failed), its failed bar opening the operations
// list filtered by that status and day, the home's first card, and axe on the screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { devToken } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/operations-panel';

async function startAddUser(request: APIRequestContext, token: string, subscriberNumber: string) {
  const response = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber,
        email: `e2e.panel.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@demo.com.ar`,
        firstName: 'Panel',
        lastName: 'Visible',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const id = ((await response.json()) as { id: string }).id;
  await expect
    .poll(
      async () => {
        const view = await request.get(`/api/operations/${encodeURIComponent(id)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await view.json()) as { status: string }).status;
      },
      { timeout: scaled(30_000) },
    )
    .not.toBe('running');
  return id;
}

test('the panel counts ended operations, and its failed bar opens the filtered list', async ({
  page,
  request,
}) => {
  const token = await devToken(request, 'soporte@consola.test');
  await startAddUser(request, token, '100003');
  await startAddUser(request, token, '999999');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'soporte@consola.test');
  await page.goto('/home');
  await expect(page.getByRole('link').filter({ hasText: 'Panel de operaciones' }).first()).toBeVisible();
  const firstCard = page.locator('main li').first();
  await expect(firstCard).toContainText('Panel de operaciones');

  await page.goto('/operations/panel?period=7d');
  // 'Ahora': running, waiting for approval, each with the one waiting longest or a calm 'none'.
  const now = page.getByTestId('panel-now');
  await expect(now).toContainText('En curso');
  await expect(now).toContainText('Esperando aprobación');
  await expect(now.getByRole('link', { name: /aprobación/ })).toHaveAttribute(
    'href',
    /status=awaitingApproval/,
  );
  // Rejected and expired ones are figures of their own, apart from the failed.
  await expect(page.getByTestId('panel-timeline')).toContainText('Rechazadas');
  await expect(page.getByTestId('panel-timeline')).toContainText('Vencidas');
  const types = page.getByTestId('panel-types');
  await expect(types.getByRole('rowheader', { name: 'Añadir un usuario al suscriptor' })).toBeVisible();
  // 'Dónde fallan': the step where the no-such-subscriber run stopped.
  await expect(types).toContainText(/Verificar[^:]*: \d+ de \d+/);
  await expect(page.getByTestId('panel-timeline').locator('.panel-bar-failed path').first()).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/panel-1366.png`, fullPage: true });

  await page.getByTestId('panel-timeline').locator('.panel-bar-failed path').last().click();
  await expect(page).toHaveURL(/\/operations\?.*status=failed/);
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(url.searchParams.get('to')).toBe(url.searchParams.get('from'));
  await expect(page.getByText(/999999/).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/operations/panel?period=24h');
  await expect(page.getByTestId('panel-types')).toContainText('Añadir un usuario al suscriptor');
  await expect(page.getByTestId('panel-timeline').locator('.panel-bar-failed path').first()).toBeVisible();
  const widths = await page.evaluate<{ page: number; view: number }>(`({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  })`);
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const phoneAxe = await new AxeBuilder({ page }).analyze();
  expect(phoneAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/panel-390.png`, fullPage: true });

  // At 390 px too, a failed bar opens the list filtered by that status and its day.
  const failedBar = page.getByTestId('panel-timeline').locator('.panel-bar-failed path').last();
  await failedBar.scrollIntoViewIfNeeded();
  await failedBar.click();
  await expect(page).toHaveURL(/\/operations\?.*status=failed/);
  const phoneUrl = new URL(page.url());
  expect(phoneUrl.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(phoneUrl.searchParams.get('to')).toBe(phoneUrl.searchParams.get('from'));
  await expect(page.getByText(/999999/).first()).toBeVisible();
});
