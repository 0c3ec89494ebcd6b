// Issue 28 in a real browser: a user the console adds is in that user's timeline, named in the
// chip; and no screen shows a workflow id outside an operation's own 'ID' field (a scan of the
// text of every route of web/src/routes, with operations of every kind on the stack: completed,
// failed, retried, a bulk retry).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshots } from './support/page-checks';
import { devToken, stackUrls } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';
/** A workflow id: `<area>.<action>/<target>/<suffix>`. */
const WORKFLOW_ID = /\b[a-z]+(?:\.[a-zA-Z]+)+\/[^\s/]+\/[A-Za-z0-9_-]+/;
/** Screenshots of the changed screens at 1366 and 390 px, to look at (SHOTS_DIR to keep them). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/operation-names';

async function fault(request: APIRequestContext, times: number | null) {
  const url = `${stackUrls().platform}/__faults`;
  const response =
    times === null
      ? await request.delete(url)
      : await request.post(url, { data: { path: INVITE_PATH, status: 503, times } });
  expect(response.ok()).toBe(true);
}

async function api(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  const response = data ? await request.post(path, { headers, data }) : await request.get(path, { headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

async function settled(request: APIRequestContext, token: string, id: string): Promise<string> {
  let status = 'running';
  await expect
    .poll(
      async () => {
        status = (await api(request, token, `/api/operations/${encodeURIComponent(id)}`)).status as string;
        return status;
      },
      { timeout: scaled(30_000) },
    )
    .not.toBe('running');
  return status;
}

const newEmail = () => `e2e.names.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@demo.com.ar`;

async function startAddUser(request: APIRequestContext, token: string, email = newEmail()): Promise<string> {
  const started = await api(request, token, '/api/operations', {
    type: 'subscriber.addUser',
    input: {
      subscriberNumber: '100003',
      email,
      firstName: 'Nombre',
      lastName: 'Visible',
      userTypeCode: 'ORG-STAFF',
    },
  });
  return started.id as string;
}

/**
 * Text nodes of the page matching a workflow id, outside the operation's 'ID' field. Run in the
 * page as text (the e2e project has no DOM types).
 */
const SCAN = `(source) => {
  const pattern = new RegExp(source);
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [data-testid="operation-id"]')) continue;
    const match = pattern.exec(node.textContent ?? '');
    if (match) found.push(match[0]);
  }
  return found;
}`;

function workflowIdsShown(page: Page): Promise<string[]> {
  return page.evaluate(`(${SCAN})(${JSON.stringify(WORKFLOW_ID.source)})`) as Promise<string[]>;
}

test("a user added through the console is in that user's timeline, named in the chip", async ({ page }) => {
  await signIn(page);
  await page.goto('/subscribers/100003/users');
  await page.getByRole('button', { name: 'Añadir usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
  const email = `e2e.timeline.${Date.now()}@demo.com.ar`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Nombre').fill('Lía');
  await form.getByLabel('Apellido').fill('Historial');
  await form.getByLabel('Permiso de colaborador').selectOption('ORG-STAFF');
  await form.getByRole('button', { name: 'Crear' }).click();
  // The progress links its operation by name, not by workflow id, and offers no Temporal link.
  const progress = page.getByTestId('operation-progress');
  await expect(progress.getByTestId('operation-progress-link')).toHaveText(
    'Añadir un usuario al suscriptor 100003',
  );
  await expect(progress.getByRole('link', { name: /Temporal/ })).toHaveCount(0);
  await expect(page.getByTestId('subscriber-users-table').getByText(email)).toBeVisible();

  await form.getByRole('button', { name: 'Cerrar' }).last().click();
  await page.getByRole('button', { name: `Acciones para ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Información del usuario' });
  await drawer.getByRole('link', { name: 'Ver historial de operaciones' }).click();

  await expect(page).toHaveURL(/\/operations\?related=user%3A\d+/);
  await expect(page.getByText('Historial de Lía Historial')).toBeVisible();
  const row = page.getByTestId('operation-row').filter({ hasText: 'Añadir un usuario al suscriptor' });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('operation-target-name').first()).toHaveText(
    'Estudio Contable Demo S.R.L. - Sucursal Sur',
  );
  await screenshots(page, 'user-timeline', SHOTS);
});

test('no screen shows a workflow id outside the operation’s ID field', async ({ page, request }) => {
  test.setTimeout(scaled(240_000));
  const token = await devToken(request, 'admin@consola.test');
  // A completed operation, a failed one with its retry, and a bulk retry of another failure.
  const completed = await startAddUser(request, token);
  expect(await settled(request, token, completed)).toBe('completed');
  await fault(request, 100);
  let failed: string;
  let failedForBulk: string;
  try {
    [failed, failedForBulk] = await Promise.all([startAddUser(request, token), startAddUser(request, token)]);
    expect(await settled(request, token, failed)).toBe('failed');
    expect(await settled(request, token, failedForBulk)).toBe('failed');
  } finally {
    await fault(request, null);
  }
  const retry = (await api(request, token, `/api/operations/${encodeURIComponent(failed)}/retry`, {}))
    .id as string;
  const bulk = (
    await api(request, token, '/api/operations/bulk-retry', { ids: [failedForBulk], reason: 'Prueba' })
  ).id as string;
  // A bulk retry of an operation Temporal does not know: its element has no name to show.
  const bulkOfUnknown = (
    await api(request, token, '/api/operations/bulk-retry', {
      ids: ['subscriber.addUser/100003/no-existe-e2e'],
      reason: 'Prueba',
    })
  ).id as string;
  await settled(request, token, retry);
  await settled(request, token, bulk);
  await settled(request, token, bulkOfUnknown);
  const account = await api(request, token, '/api/users/by-email/activo%40demo.com.ar');
  const loginAccountId = String(account.loginAccountId ?? '1');

  // Every route of web/src/routes (routeTree.gen.ts), its parameters from the seed.
  const routes = [
    '/home',
    '/dashboard',
    '/subscribers',
    '/subscribers/100001',
    '/subscribers/100001/users',
    '/subscribers/100001/organizations',
    '/subscribers/1/suscriptions',
    '/organizations',
    '/organizations/2',
    '/organizations/2/users',
    '/organizations/2/subscribers',
    '/organizations/2/suborganizations',
    '/suborganizations',
    '/suborganizations/1',
    '/suborganizations/1/users',
    '/suborganizations/1/statusStorage',
    '/users',
    `/users/${loginAccountId}`,
    `/users/${loginAccountId}/organizations`,
    `/users/${loginAccountId}/subscribers`,
    '/security',
    '/security/cognito',
    '/security/file-extension',
    '/security/user-sessions',
    `/security/user-sessions/${loginAccountId}`,
    '/security/versions',
    '/storage',
    '/storage/recycle',
    '/storage/recycle/1',
    '/globalNotification',
    '/globalNotification/add',
    '/globalNotification/edit/1',
    '/globalNotification/delete/1',
    '/ME',
    '/ME/applicationInstances',
    '/ME/applicationInstances/1',
    '/ME/applicationInstances/1/users',
    '/ME/applicationInstances/2/instance',
    '/ME/applicationInstances/2/statusME',
    '/ME/clientes',
    '/ME/clientes/30712345671',
    '/ME/declarations',
    '/ME/declarations/1/declarations',
    '/ME/eventanilla',
    '/ME/eventanilla/30712345671',
    '/ME/feacture-flags',
    '/ME/import-cvs',
    '/operations',
    `/operations?related=subscriber%3A100003`,
    `/operations/${encodeURIComponent(completed)}`,
    `/operations/${encodeURIComponent(failed)}`,
    `/operations/${encodeURIComponent(retry)}`,
    `/operations/${encodeURIComponent(bulk)}`,
    `/operations/${encodeURIComponent(bulkOfUnknown)}`,
  ];
  await signIn(page, 'admin@consola.test');
  const shown: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle', { timeout: scaled(8_000) }).catch(() => undefined);
    // Lists an operation's input or result folds ('Ver el detalle') are scanned open.
    for (const more of await page.getByRole('button', { name: 'Ver el detalle' }).all()) await more.click();
    await page.waitForLoadState('networkidle', { timeout: scaled(8_000) }).catch(() => undefined);
    const ids = await workflowIdsShown(page);
    if (ids.length > 0) shown[route] = ids;
  }
  expect(shown).toEqual({});

  // The retry names the run it retries; the bulk retry's element names the operation it retried.
  await page.goto(`/operations/${encodeURIComponent(retry)}`);
  await expect(
    page.getByRole('link', { name: 'Añadir un usuario al suscriptor 100003', exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('operation-detail')).toContainText(
    'Estudio Contable Demo S.R.L. - Sucursal Sur',
  );
  await expect(page.getByRole('link', { name: /Ver en Temporal/ })).toBeVisible();
  await screenshots(page, 'retry-detail', SHOTS);
  await page.goto(`/operations/${encodeURIComponent(bulk)}`);
  await expect(page.getByTestId('operation-item').first()).toContainText(
    'Añadir un usuario al suscriptor 100003',
  );
  await expect(
    page.getByRole('link', { name: 'Ver operación: Añadir un usuario al suscriptor 100003 · reintento 1' }),
  ).toBeVisible();
  await screenshots(page, 'bulk-detail', SHOTS);
  await page.goto(`/operations/${encodeURIComponent(bulkOfUnknown)}`);
  await expect(page.getByTestId('operation-item').first()).toContainText('Operación sin nombre disponible');
  await page.goto('/operations');
  await expect(page.getByTestId('operation-target-name').first()).toBeVisible();
  await screenshots(page, 'operations-list', SHOTS);
});

test("the operations list's rows wrap their texts at every width instead of cutting them", async ({
  page,
  request,
}) => {
  const token = await devToken(request, 'admin@consola.test');
  const id = await startAddUser(request, token);
  await settled(request, token, id);
  await signIn(page, 'admin@consola.test');
  await page.goto('/operations');
  const row = page.getByTestId('operation-row').first();
  await expect(row).toBeVisible();
  for (const width of [390, 600, 768]) {
    await page.setViewportSize({ width, height: 844 });
    const who = row.getByTestId('operation-row-who');
    // 'number · name · actor', whole: the subscriber's long name and the actor's e-mail.
    await expect(who).toHaveText(
      /^100003 · Estudio Contable Demo S\.R\.L\. - Sucursal Sur · admin@consola\.test$/,
    );
    const cut = await row
      .locator('a, p, span')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent ?? ''),
      );
    expect(cut, `${width} px`).toEqual([]);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
  await screenshots(page, 'operations-list-rows', SHOTS);
});

test('consecutive add-users on one subscriber say whom they add: the list, the timeline and the detail', async ({
  page,
  request,
}) => {
  const token = await devToken(request, 'admin@consola.test');
  const emails = [newEmail(), newEmail()];
  const ids = await Promise.all(emails.map((email) => startAddUser(request, token, email)));
  for (const id of ids) expect(await settled(request, token, id)).toBe('completed');
  await signIn(page, 'admin@consola.test');
  for (const list of [
    '/operations?type=subscriber.addUser&target=100003',
    '/operations?related=subscriber%3A100003',
  ]) {
    await page.goto(list);
    const names: string[] = [];
    for (const [i, id] of ids.entries()) {
      const row = page.locator(`[data-operation-id="${id}"]`);
      await expect(row.getByTestId('operation-subject'), list).toHaveText(emails[i]!);
      names.push(await row.getByRole('link').first().innerText());
    }
    // Two rows that read the same could not be told apart (issue 43).
    expect(names[0]).not.toBe(names[1]);
  }
  await screenshots(page, 'operations-subjects', SHOTS);
  await page.goto(`/operations/${encodeURIComponent(ids[0]!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Añadir un usuario al suscriptor 100003 · ${emails[0]}`,
  );
  await screenshots(page, 'operation-subject-heading', SHOTS);
});
