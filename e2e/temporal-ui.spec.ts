// The Temporal UI in a real browser: served by the console under /temporal, it asks the staff
// member to sign in, then shows an operation's payloads decrypted through the console's codec
// endpoint (same origin, so the staff cookie goes along), under the console's security policy
// with no violation. Through the console it is for reading: every write action is disabled and
// a write call is refused. Opened directly, it shows only ciphertext; a role that may not read
// histories is turned away.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client, Connection } from '@temporalio/client';
import { devToken, stackUrls } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

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
      { timeout: scaled(60_000) },
    )
    .toBe('completed');
  return id;
}

// The Temporal UI is a large app; on a loaded machine its first load alone takes tens of seconds.
test.describe.configure({ timeout: scaled(180_000) });

const workflowPath = (id: string) => `/temporal/namespaces/default/workflows/${encodeURIComponent(id)}`;

function decodeAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/codec/decode')) statuses.push(response.status());
  });
  return statuses;
}

/** Every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) {
      consoleViolations.push(message.text());
    }
  });
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate<string[]>('window.__cspViolations ?? []').catch(() => [])),
  ];
}

test('support signs in and reads an operation decrypted in the Temporal UI', async ({ page, request }) => {
  const email = `e2e.codec.${Date.now()}@demo.com.ar`;
  const id = await completedOperation(request, email);
  const decodes = decodeAnswers(page);
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(workflowPath(id));
  // No session: the console's sign-in first, then back to the same workflow.
  await page.getByRole('button', { name: 'Ingresar como soporte@consola.test' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(workflowPath(id)));
  await expect(page.getByRole('heading', { name: id })).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.getByText(`"email": "${email}"`).first()).toBeVisible({ timeout: scaled(60_000) });
  expect(decodes.length).toBeGreaterThan(0);
  expect(decodes.every((status) => status === 200)).toBe(true);
  // A finished operation's actions (reset, start another like it) are not offered either.
  for (const name of ['Reset', 'More Actions'])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('temporal-ui-decoded-1366.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(`"email": "${email}"`).first()).toBeVisible({ timeout: scaled(60_000) });
  await page.screenshot({ path: test.info().outputPath('temporal-ui-decoded-390.png') });
  // The UI ran under the console's policy (its own bootstrap allowed by hash, nothing else).
  expect(await violations()).toEqual([]);
});

/** The actions the Temporal UI offers on a running workflow (its header and its menu). */
const WRITE_BUTTONS = ['Request Cancellation', 'More Actions'];

test('through the console the Temporal UI offers no write action and a write call is refused', async ({
  page,
}) => {
  const { temporalAddress, temporalUiDirect } = stackUrls();
  if (!temporalAddress || !temporalUiDirect)
    throw new Error('E2E_TEMPORAL_ADDRESS is not set: start the stack through playwright.config.ts');
  // A workflow no worker runs: it stays open, so every action on it would be offered.
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  const id = `e2e-solo-lectura-${Date.now()}`;
  const handle = await client.workflow.start('e2eSinWorker', { taskQueue: 'e2e-sin-worker', workflowId: id });
  try {
    // Opened directly (no console in front), the UI offers them: the buttons are there to find.
    const direct = await page.context().newPage();
    await direct.goto(`${temporalUiDirect}/namespaces/default/workflows/${id}`);
    await expect(direct.getByRole('heading', { name: id })).toBeVisible({ timeout: scaled(60_000) });
    for (const name of WRITE_BUTTONS) await expect(direct.getByRole('button', { name })).toBeEnabled();
    await direct.getByRole('button', { name: 'More Actions' }).click();
    await expect(direct.getByRole('menuitem', { name: 'Terminate' })).toBeVisible();
    await direct.close();

    const writes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/temporal/') && request.method() !== 'GET') {
        writes.push(`${request.method()} ${url.pathname}`);
      }
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(workflowPath(id));
    await page.getByRole('button', { name: 'Ingresar como soporte@consola.test' }).click();
    await expect(page.getByRole('heading', { name: id })).toBeVisible({ timeout: scaled(60_000) });
    for (const name of WRITE_BUTTONS) await expect(page.getByRole('button', { name })).toBeDisabled();
    await page.getByRole('button', { name: 'More Actions' }).click({ force: true });
    for (const name of ['Terminate', 'Send a Signal', 'Send an Update', 'Reset']) {
      await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath('temporal-ui-read-only-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('temporal-ui-read-only-390.png') });
    // Reading a workflow asked the UI server for nothing but reads.
    expect(writes).toEqual([]);

    // A write sent anyway, with the staff member's own session, is refused in Spanish.
    const terminate = await page.request.post(
      `/temporal/api/v1/namespaces/default/workflows/${id}/terminate`,
      { data: { reason: 'desde la interfaz de Temporal' } },
    );
    expect(terminate.status()).toBe(403);
    expect(await terminate.json()).toEqual({
      code: 'TEMPORAL_UI_READ_ONLY',
      message:
        'La interfaz de Temporal es solo de consulta: las operaciones se cancelan o reintentan desde la consola',
    });
    expect((await handle.describe()).status.name).toBe('RUNNING');
  } finally {
    await handle.terminate('fin de la prueba').catch(() => undefined);
    await connection.close();
  }
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
  await expect(page.getByRole('heading', { name: id })).toBeVisible({ timeout: scaled(60_000) });
  await expect.poll(() => decodes.length, { timeout: scaled(60_000) }).toBeGreaterThan(0);
  // Its codec calls go to the UI server itself, which decrypts nothing.
  expect(decodes.every((status) => status !== 200)).toBe(true);
  await expect(page.locator('#content').getByText('Codec Server could not connect')).toBeVisible({
    timeout: scaled(60_000),
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
