// Issue 28 in a real browser: a user the console adds is in that user's timeline, named in the
// chip; the operations list's rows wrap instead of cutting; consecutive add-users say whom they
// add. That no screen shows a workflow id outside an operation's own 'ID' field, with operations
// of every kind on the stack, is checked by the walk of every-screen.spec.ts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshots } from './support/page-checks';
import { devToken } from './support/stack';
import { signIn } from './support/session';
import { scaled } from '../test-support/src/slowdown';

/** Screenshots of the changed screens at 1366 and 390 px, to look at (SHOTS_DIR to keep them). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/operation-names';

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
