// The Temporal UI in a real browser: served by the console under /temporal, it asks the staff
// member to sign in, then shows an operation's payloads decrypted through the console's codec
// endpoint (same origin, so the staff cookie goes along). Opened directly, it shows only
// ciphertext; a role that may not read histories is turned away.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { devToken, stackUrls } from './support/stack';

async function completedOperation(request: APIRequestContext, email: string): Promise<string> {
  const token = await devToken(request, 'admin@consola.test');
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100003',
        email,
        firstName: 'Cifra',
        lastName: 'Da',
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
      { timeout: 60_000 },
    )
    .toBe('completed');
  return id;
}

// The Temporal UI is a large app; on a loaded machine its first load alone takes tens of seconds.
test.describe.configure({ timeout: 180_000 });

const workflowPath = (id: string) => `/temporal/namespaces/default/workflows/${encodeURIComponent(id)}`;

function decodeAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/codec/decode')) statuses.push(response.status());
  });
  return statuses;
}

test('support signs in and reads an operation decrypted in the Temporal UI', async ({ page, request }) => {
  const email = `e2e.codec.${Date.now()}@demo.com.ar`;
  const id = await completedOperation(request, email);
  const decodes = decodeAnswers(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(workflowPath(id));
  // No session: the console's sign-in first, then back to the same workflow.
  await page.getByRole('button', { name: 'Ingresar como soporte@consola.test' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(workflowPath(id)));
  await expect(page.getByRole('heading', { name: id })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`"email": "${email}"`).first()).toBeVisible({ timeout: 60_000 });
  expect(decodes.length).toBeGreaterThan(0);
  expect(decodes.every((status) => status === 200)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('temporal-ui-decoded-1366.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(`"email": "${email}"`).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('temporal-ui-decoded-390.png') });
});

test('the Temporal UI opened directly shows only ciphertext', async ({ page, request }) => {
  const direct = stackUrls().temporalUiDirect;
  if (!direct)
    throw new Error('E2E_TEMPORAL_UI_DIRECT_URL is not set: start the stack through playwright.config.ts');
  const email = `e2e.directo.${Date.now()}@demo.com.ar`;
  const id = await completedOperation(request, email);
  const decodes = decodeAnswers(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`${direct}/namespaces/default/workflows/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { name: id })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => decodes.length, { timeout: 60_000 }).toBeGreaterThan(0);
  // Its codec calls go to the UI server itself, which decrypts nothing.
  expect(decodes.every((status) => status !== 200)).toBe(true);
  await expect(page.locator('#content').getByText('Codec Server could not connect')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(email)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('temporal-ui-direct-1366.png') });
});

test('a role that may not read operation histories is turned away', async ({ page }) => {
  await page.goto('/temporal/namespaces/default/workflows');
  await page.getByRole('button', { name: 'Ingresar como lector@consola.test' }).click();
  await expect(page.getByText('Su rol no permite realizar esta acción')).toBeVisible();
  const answer = await page.request.get('/temporal/api/v1/settings');
  expect(answer.status()).toBe(403);
});
