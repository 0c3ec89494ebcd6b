// Lists that scale (issue 28) in a real browser against the embedded stack: an ME instance with
// 1,000 users pages and searches on the server, a subscriber with 101 users shows the 101st, one
// with 130 subscriptions pages them 50 at a time and searches them, and
// the locked declarations keep their deciding columns whole at 1366 px. The crowds come from the
// platform's test hook (POST /__seed/crowd), made by each test, so the demo seed stays small.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { stackUrls } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

interface Crowd {
  organizationId: number;
  applicationInstanceId: number | null;
  subscriberNumber: string | null;
  subscriberId: number | null;
  emailPrefix: string;
  emailDomain: string;
}

async function seedCrowd(
  request: APIRequestContext,
  input: { users: number; instance?: boolean; subscriberNumber?: string; subscriptions?: number },
): Promise<Crowd> {
  const platform = stackUrls().platform;
  if (!platform) throw new Error('E2E_PLATFORM_URL is not set: start the stack through playwright.config.ts');
  const response = await request.post(`${platform}/__seed/crowd`, { data: input });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Crowd }).data;
}

const emailOf = (crowd: Crowd, n: number) =>
  `${crowd.emailPrefix}${String(n).padStart(4, '0')}@${crowd.emailDomain}`;

/** Texts of `cells` that do not fit their box (cut, with or without an ellipsis). */
async function cutTexts(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

async function rowEmails(table: Locator): Promise<string[]> {
  return table
    .getByTestId('instance-user-row')
    .evaluateAll((rows) => rows.map((row) => row.dataset.email ?? ''));
}

test('an instance with 1,000 users pages and searches on the server', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const crowd = await seedCrowd(page.request, { users: 1000 });
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/ME/applicationInstances/${crowd.applicationInstanceId}/users`);

  const associated = page.getByTestId('associated-users');
  const notAssociated = page.getByTestId('not-associated-users');
  const associatedPages = page.getByRole('navigation', { name: 'Páginas de usuarios asociados' });
  await expect(associated.getByTestId('users-total')).toHaveText('500 usuarios');
  await expect(notAssociated.getByTestId('users-total')).toHaveText('500 usuarios');
  await expect(associated.getByTestId('instance-user-row')).toHaveCount(25);
  await expect(associatedPages).toContainText('1–25 de 500');
  // Users n with n % 4 of 2 or 3 are associated: 2, 3, 6, 7, … the 26th is user 51.
  expect((await rowEmails(associated))[0]).toBe(emailOf(crowd, 2));

  await associatedPages.getByRole('button', { name: 'Siguiente' }).click();
  await expect(associatedPages).toContainText('26–50 de 500');
  await expect(page).toHaveURL(/associatedOffset=25/);
  await expect(associated.getByTestId('instance-user-row').first()).toHaveAttribute(
    'data-email',
    emailOf(crowd, 51),
  );
  // The other table stays on its own first page.
  await expect(page.getByRole('navigation', { name: 'Páginas de usuarios no asociados' })).toContainText(
    '1–25 de 500',
  );

  // The last page: 476–500, no next.
  await page.goto(`/ME/applicationInstances/${crowd.applicationInstanceId}/users?associatedOffset=475`);
  await expect(associatedPages).toContainText('476–500 de 500');
  await expect(associatedPages.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  expect((await rowEmails(associated)).at(-1)).toBe(emailOf(crowd, 999));

  // A search by name, in any order and without accents, narrows both tables and starts them over.
  const field = page.getByRole('searchbox', { name: 'Nombre, e-mail o número de usuario' });
  await field.fill('nunez lucia');
  await field.press('Enter');
  await expect(page.getByTestId('users-search-chip')).toHaveText(/Búsqueda: nunez lucia/);
  await expect(associated.getByTestId('users-total')).toHaveText('8 usuarios');
  await expect(notAssociated.getByTestId('users-total')).toHaveText('7 usuarios');
  await expect(associated.getByTestId('instance-user-row')).toHaveCount(8);
  await expect(associated.getByTestId('instance-user-row').filter({ hasNotText: 'Lucía Núñez' })).toHaveCount(
    0,
  );
  await expect(associatedPages).toHaveCount(0);

  // By e-mail: one user, in the not-associated table (user 5: n % 4 = 1).
  await field.fill(emailOf(crowd, 5));
  await field.press('Enter');
  await expect(notAssociated.getByTestId('instance-user-row')).toHaveCount(1);
  await expect(notAssociated.getByTestId('instance-user-row')).toHaveAttribute(
    'data-email',
    emailOf(crowd, 5),
  );
  await expect(associated).toContainText('Ningún usuario asociado coincide con la búsqueda');

  // The chip clears the search: all 1,000 again.
  await page.getByRole('button', { name: `Quitar la búsqueda ${emailOf(crowd, 5)}` }).click();
  await expect(associated.getByTestId('users-total')).toHaveText('500 usuarios');
  await expect(field).toHaveValue('');

  // At 390 px: a page of each table, e-mails whole (wrapped), nothing past the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(associated.getByTestId('instance-user-row')).toHaveCount(25);
  const size = await page.evaluate<{ height: number; width: number }>(
    '({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth })',
  );
  expect(size.width).toBeLessThanOrEqual(390);
  expect(size.height).toBeLessThan(7000);
  expect(await cutTexts(page.locator('[data-testid="instance-user-row"] td p'))).toEqual([]);
});

test('a subscriber with 101 users shows the 101st on the next page', async ({ page }) => {
  const number = `9${String(Date.now()).slice(-8)}`;
  const crowd = await seedCrowd(page.request, { users: 101, instance: false, subscriberNumber: number });
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/subscribers/${number}/users`);

  const rows = page.getByTestId('subscriber-user-row');
  const paging = page.getByRole('navigation', { name: 'Paginación' });
  await expect(rows).toHaveCount(100);
  await expect(paging).toContainText('1–100 de 101');
  await expect(rows.filter({ hasText: emailOf(crowd, 101) })).toHaveCount(0);

  await paging.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/offset=100/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(emailOf(crowd, 101));
  await expect(paging).toContainText('101–101 de 101');
  await expect(paging.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

  // The e-mail is whole at 390 px too (wrapped under the name, not cut).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows).toContainText(emailOf(crowd, 101));
  expect(await cutTexts(rows.locator('td span'))).toEqual([]);
});

test('a subscriber with 130 subscriptions pages them 50 at a time and searches them', async ({ page }) => {
  const number = `8${String(Date.now()).slice(-8)}`;
  const crowd = await seedCrowd(page.request, {
    users: 2,
    instance: false,
    subscriberNumber: number,
    subscriptions: 130,
  });
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/subscribers/${crowd.subscriberId}/suscriptions`);

  const rows = page.getByTestId('subscription-row');
  const paging = page.getByRole('navigation', { name: 'Paginación' });
  await expect(rows).toHaveCount(50);
  await expect(paging).toContainText('1–50 de 130');
  await paging.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/offset=50/);
  await expect(paging).toContainText('51–100 de 130');
  await paging.getByRole('button', { name: 'Siguiente' }).click();
  await expect(rows).toHaveCount(30);
  // The finished ones (every third, 43) come last, after every active one.
  await expect(rows.last()).toContainText('Finalizada');

  // Subscription n is of product n mod 8: 'Liquidación de Sueldos' is 17 of them.
  const search = page.getByRole('searchbox', { name: 'Producto, código o tipo' });
  await search.fill('liquidacion');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=liquidacion/);
  await expect(page).not.toHaveURL(/offset=/);
  await expect(rows).toHaveCount(17);
  expect(await rows.allTextContents()).toEqual(
    Array(17).fill(expect.stringContaining('Liquidación de Sueldos')),
  );
  await expect(page.getByTestId('subscriptions-search-chip')).toBeVisible();
  await page.screenshot({ path: 'test-results/subscriptions-search-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/subscriptions-search-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Quitar la búsqueda liquidacion' }).click();
  await expect(rows).toHaveCount(50);
});

async function openDetails(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Acciones de / }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  return page.getByTestId('declaration-panel');
}

test('locked declarations keep their deciding columns whole at 1366 px; the rest is in the detail', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/ME/declarations/1/declarations');
  const table = page.getByTestId('declarations-table');
  const rows = page.getByTestId('declaration-row');
  await expect(rows.first()).toBeVisible();
  for (const name of ['Cliente', 'Descripción', 'Periodo', 'Vencimiento', 'Estado DJ']) {
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: 'Editor' })).toHaveCount(0);
  expect(await cutTexts(rows.locator('td, td span'))).toEqual([]);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1366);

  const panel = await openDetails(page, rows.first());
  await expect(panel).toContainText('Editor');
  await expect(panel).toContainText('Modificación');
  await expect(panel).toContainText('@');
});
