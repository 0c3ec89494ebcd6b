// One toast per decision (issue 43): approving and rejecting from 'Aprobaciones pendientes' and
// from the operation's detail (as an approver), and withdrawing a request (as its requester),
// each shows exactly one toast, and still one once the operation has settled and the screen has
// followed it. Like approvals.spec.ts, a stack of its own with approvals on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from '../scripts/lib/stack';
import { ensureTestWorkflowBundle } from '../scripts/lib/workflow-bundle-cache';
import { PROJECT_ROOT } from '../scripts/lib/temporal-cli';
import { snackbar } from './support/snackbar';
import { scaled } from '../test-support/src/slowdown';

const REQUESTER = 'soporte@consola.test';
const APPROVER = 'admin@consola.test';

let stack: Stack;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(scaled(300_000));
  dataDir = await mkdtemp(join(tmpdir(), 'cgi-e2e-toasts-'));
  const workflowBundle =
    process.env.WORKFLOW_BUNDLE ?? (await ensureTestWorkflowBundle({ root: PROJECT_ROOT }));
  stack = await startStack({
    dataDir,
    env: {
      OPERATION_APPROVALS: 'on',
      OPERATION_RETRY_MAX_ATTEMPTS: '2',
      OPERATION_RETRY_BACKOFF_MS: '200',
      WORKFLOW_BUNDLE: workflowBundle,
      ...HIGH_RATE_LIMITS_ENV,
    },
    buildWeb: false,
    output: { write: () => true },
    log: () => undefined,
  });
  // Adding a subscriber waits for another person's approval on this stack.
  const policy = await fetch(new URL('/api/approval-policies/subscriber.create', stack.urls.console), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await devToken(APPROVER)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      required: true,
      approvers: 1,
      roles: ['CGI.Admin', 'CGI.CustomerSupport'],
      when: { kind: 'always' },
      expiresInHours: 72,
      reason: 'Prueba: un aviso por decisión',
    }),
  });
  expect(policy.status, await policy.text()).toBe(200);
});

async function devToken(email: string): Promise<string> {
  const response = await fetch(new URL('/auth/dev/token', stack.urls.console), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await response.json()) as { token: string }).token;
}

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const url = (path: string) => new URL(path, stack.urls.console).href;

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(url('/auth/dev/token'), { data: { email } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function personPage(browser: Browser, request: APIRequestContext, email: string) {
  const context = await browser.newContext({
    baseURL: stack.urls.console,
    viewport: { width: 1366, height: 900 },
  });
  await context.addCookies([
    { name: 'cgi_token', value: await token(request, email), url: stack.urls.console, sameSite: 'Lax' },
  ]);
  return context.newPage();
}

let sequence = 0;

/** 'Añadir suscriptor' asked by the requester: it waits for another person's approval. */
async function requestSubscriber(request: APIRequestContext): Promise<string> {
  const subscriberNumber = `${Date.now() % 1_000_000_000}${sequence++}`;
  const started = await request.post(url('/api/operations'), {
    headers: { authorization: `Bearer ${await token(request, REQUESTER)}` },
    data: {
      type: 'subscriber.create',
      reason: 'Alta pedida por el cliente',
      input: {
        organizationId: 2,
        email: `e2e.toast.${subscriberNumber}@demo.com.ar`,
        subscriberNumber,
        subscriberName: `Aviso ${subscriberNumber} S.A.`,
        maxUsers: 3,
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const view = (await started.json()) as { id: string; status: string };
  expect(view.status).toBe('awaitingApproval');
  return view.id;
}

/** The operation's status, once it is no longer waiting for approval. */
async function settled(request: APIRequestContext, id: string): Promise<string> {
  const auth = { authorization: `Bearer ${await token(request, APPROVER)}` };
  let status = 'awaitingApproval';
  await expect
    .poll(
      async () => {
        const response = await request.get(url(`/api/operations/${encodeURIComponent(id)}`), {
          headers: auth,
        });
        status = ((await response.json()) as { status: string }).status;
        return status;
      },
      { timeout: scaled(30_000) },
    )
    .not.toMatch(/^(awaitingApproval|running)$/);
  return status;
}

/** No toast is left from before, so the next decision's are the only ones. */
async function clearToasts(page: Page) {
  for (const close of await page.getByTestId('snackbar').locator('button[aria-label="Descartar"]').all()) {
    await close.click().catch(() => undefined);
  }
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
}

/**
 * Exactly one toast says the decision, right after it and once the operation has settled and the
 * screen has followed it (its live update, the lists' refetch): a second one would show by then.
 */
async function oneToast(page: Page, request: APIRequestContext, id: string, text: string, screen: string) {
  await expect(snackbar(page, text), screen).toBeVisible();
  await expect(page.getByTestId('snackbar'), screen).toHaveCount(1);
  await settled(request, id);
  await page.waitForLoadState('networkidle', { timeout: scaled(5_000) }).catch(() => undefined);
  const shown = await page.getByTestId('snackbar').allInnerTexts();
  expect(shown.length, `${screen}: ${JSON.stringify(shown)}`).toBeLessThanOrEqual(1);
}

test('approving and rejecting from the pending list shows one toast each', async ({ browser, request }) => {
  const admin = await personPage(browser, request, APPROVER);
  const approved = await requestSubscriber(request);
  const rejected = await requestSubscriber(request);
  await admin.goto('/approvals');

  await clearToasts(admin);
  await admin.locator(`[data-operation-id="${approved}"]`).getByRole('button', { name: 'Aprobar' }).click();
  await admin
    .getByRole('dialog', { name: 'Aprobar la operación' })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  await oneToast(admin, request, approved, 'Aprobación registrada', 'pendientes: aprobar');

  await clearToasts(admin);
  await admin.locator(`[data-operation-id="${rejected}"]`).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Rechazar la operación' });
  await dialog.getByLabel('Motivo').fill('Ya existe un suscriptor para este cliente');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await oneToast(admin, request, rejected, 'Operación rechazada', 'pendientes: rechazar');
  await admin.context().close();
});

test('approving and rejecting from the detail shows one toast each', async ({ browser, request }) => {
  const admin = await personPage(browser, request, APPROVER);
  const approved = await requestSubscriber(request);
  const rejected = await requestSubscriber(request);

  await admin.goto(`/operations/${encodeURIComponent(approved)}`);
  await clearToasts(admin);
  await admin.getByTestId('approve-operation').click();
  await oneToast(admin, request, approved, 'Aprobación registrada', 'detalle: aprobar');

  await admin.goto(`/operations/${encodeURIComponent(rejected)}`);
  await clearToasts(admin);
  await admin.getByTestId('reject-operation').click();
  const dialog = admin.getByRole('dialog', { name: 'Rechazar la operación' });
  await dialog.getByLabel('Motivo').fill('Pedido duplicado');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await oneToast(admin, request, rejected, 'Operación rechazada', 'detalle: rechazar');
  await admin.context().close();
});

test('withdrawing one’s own request shows one toast', async ({ browser, request }) => {
  const support = await personPage(browser, request, REQUESTER);
  const id = await requestSubscriber(request);
  await support.goto(`/operations/${encodeURIComponent(id)}`);
  await clearToasts(support);
  await support.getByTestId('cancel-operation').click();
  await support.getByTestId('withdraw-dialog').getByRole('button', { name: 'Retirar solicitud' }).click();
  await oneToast(support, request, id, '', 'detalle: retirar');
  await support.context().close();
});
