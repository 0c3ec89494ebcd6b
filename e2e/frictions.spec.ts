// The small frictions of issue 28, on the real stack: no screen offers the browser's own date
// field or an mm/dd/yyyy (scanned on every route of the web router, with an English browser,
// where a native field would read mm/dd/yyyy); breadcrumbs at 390 px show whole segments;
// a snackbar never covers an open drawer's title or actions; axe finds nothing serious on the
// screens this changed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { NOT_SCREENS, routerPaths, WITH_PARAMS } from './support/routes';
import { devToken, stackUrls } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

/** Native date and time fields, and anything reading mm/dd/yyyy, on the page as it is now. */
async function dateFrictions(page: Page): Promise<string[]> {
  // A string: the e2e code is typed without the DOM library.
  return page.evaluate<string[]>(`(() => {
    const found = [];
    const native = document.querySelectorAll(
      'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]',
    );
    for (const input of native) found.push('native ' + input.type + ' field ' + (input.name || input.id));
    for (const input of document.querySelectorAll('input[placeholder]')) {
      if (/mm\\s*\\/\\s*dd/i.test(input.placeholder)) found.push('placeholder "' + input.placeholder + '"');
    }
    if (/mm\\/dd\\/(yyyy|aaaa)/i.test(document.body.innerText)) found.push('text reading mm/dd/yyyy');
    return found;
  })()`);
}

async function settle(page: Page) {
  await page.locator('main').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: scaled(15_000) });
}

/** Serious and critical axe violations, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

type Segment = { shown: boolean; text: string; whole: boolean; right: number };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`a snackbar leaves an open drawer's title and actions in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'admin@consola.test');
    await page.goto('/subscribers/100001/users');
    await page.getByRole('button', { name: 'Añadir usuario' }).click();
    const drawer = page.getByRole('dialog', { name: 'Añadir un usuario al suscriptor' });
    // An existing, active user: the operation is refused and says so in an error snackbar,
    // while the drawer stays open; nothing changes in the data.
    await drawer.getByLabel('Email').fill('activo@demo.com.ar');
    await drawer.getByLabel('Nombre').fill('Activo');
    await drawer.getByLabel('Apellido').fill('Demo');
    await drawer.getByLabel('Permiso de colaborador').selectOption('ORG-ADMIN');
    await drawer.getByRole('button', { name: 'Crear' }).click();
    const toast = page.getByTestId('snackbar').first();
    await expect(toast).toBeVisible({ timeout: scaled(20_000) });
    await expect(drawer).toBeVisible();
    // Placed once the drawer is measured (the next frame).
    await expect(page.locator('[data-placement="beside-dialog"]')).toHaveCount(1);
    const toastBox = await box(toast);
    const title = await box(drawer.locator('header'));
    const actions = await box(drawer.locator('footer'));
    await page.screenshot({ path: test.info().outputPath(`snackbar-drawer-${width}.png`) });
    expect(overlaps(toastBox, title), 'the snackbar covers the drawer title').toBe(false);
    expect(overlaps(toastBox, actions), "the snackbar covers the drawer's actions").toBe(false);
    // Inside the window.
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    // Its ✕ closes it, and only it: the drawer stays open (issue 43). By its label, not its role:
    // while a modal drawer is open the rest of the page, the snackbars included, is aria-hidden.
    await toast.locator('button[aria-label="Descartar"]').click();
    await expect(page.getByTestId('snackbar')).toHaveCount(0);
    await expect(drawer).toBeVisible();
  });
}

test.describe('with an English browser', () => {
  // Where a native date field would read mm/dd/yyyy and a native time field a 12-hour clock.
  test.use({ locale: 'en-US' });

  test('no screen of the router offers a native date field or mm/dd/yyyy', async ({ page, request }) => {
    test.setTimeout(scaled(240_000));
    await signIn(page, 'admin@consola.test');
    // An operation's detail: the newest one the stack has run (the snackbar test above ran one).
    const token = await devToken(request, 'admin@consola.test');
    const listed = await page.request.get('/api/operations?limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const newest = ((await listed.json()) as { items: { id: string }[] }).items[0];
    const addresses: Record<string, string> = {
      ...WITH_PARAMS,
      '/operations/$id': newest ? `/operations/${encodeURIComponent(newest.id)}` : '/operations',
      '/security/user-sessions/$loginAccountId': '',
    };

    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(40);
    const unmapped = paths.filter(
      (path) => path.includes('$') && !(path in addresses) && !(path in NOT_SCREENS),
    );
    // A new route with parameters must be given an address here to be scanned.
    expect(unmapped).toEqual([]);

    const findings: string[] = [];
    for (const path of paths) {
      if (path in NOT_SCREENS) continue;
      let address = path.includes('$') ? addresses[path]! : path;
      if (path === '/security/user-sessions/$loginAccountId') {
        await page.goto('/security/user-sessions');
        await page.getByLabel('Email').fill('activo@demo.com.ar');
        await page.getByRole('button', { name: 'Buscar' }).click();
        await expect(page).toHaveURL(/\/security\/user-sessions\/\d+$/);
        address = new URL(page.url()).pathname;
      }
      await page.goto(address);
      await settle(page);
      for (const finding of await dateFrictions(page)) findings.push(`${address}: ${finding}`);
    }

    // The forms with dates that open in dialogs: 'Volver a inicializar' (the enablement) and a
    // module's 'Editar', each with the console's own field.
    await page.goto('/ME/applicationInstances/2/statusME');
    await settle(page);
    await page.getByRole('button', { name: 'Volver a inicializar' }).click();
    const enablement = page.getByTestId('me-enable-dialog');
    await expect(enablement.getByLabel('Fecha de vencimiento')).toHaveValue('31/12/2099');
    await expect(enablement.getByLabel('Fecha de vencimiento')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    for (const finding of await dateFrictions(page)) findings.push(`enablement: ${finding}`);
    await page.keyboard.press('Escape');

    await page.goto('/ME/applicationInstances/16');
    await settle(page);
    await page.locator('[data-module="FirmCustomer"]').getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByTestId('edit-module-modal');
    await expect(edit.getByLabel('Fecha de inicio')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    for (const finding of await dateFrictions(page)) findings.push(`module edit: ${finding}`);

    expect(findings).toEqual([]);
  });

  test('the notification form takes dd/mm/aaaa and hh:mm and refuses a date that is none', async ({
    page,
  }) => {
    await signIn(page, 'admin@consola.test');
    await page.goto('/globalNotification/add');
    const start = page.getByLabel('Fecha de inicio');
    await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(page.getByLabel('Hora de inicio')).toHaveAttribute('placeholder', 'hh:mm');
    await page.getByLabel('Título').fill('Prueba de fechas');
    await page.getByLabel('Contenido').fill('Texto');
    await start.fill('02/31/2045');
    await page.getByLabel('Hora de inicio').click();
    await expect(page.getByText('Ingrese una fecha válida con el formato dd/mm/aaaa')).toBeVisible();
    // The calendar writes the day in the field as dd/mm/aaaa.
    await start.fill('20/09/2045');
    await page.getByRole('button', { name: 'Elegir en el calendario' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Fecha de inicio' });
    await expect(calendar).toContainText(/septiembre/i);
    await calendar.getByRole('button', { name: /22 de septiembre/i }).click();
    await expect(start).toHaveValue('22/09/2045');
    await expect(page.getByText('Ingrese una fecha válida con el formato dd/mm/aaaa')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const address of [
    '/ME/applicationInstances/16/users',
    '/organizations/2/subscribers',
    '/users/activo@demo.com.ar/subscribers',
    '/suborganizations/1/statusStorage',
  ]) {
    test(`the breadcrumbs of ${address} show the parent and the page, each whole`, async ({ page }) => {
      await signIn(page, 'admin@consola.test');
      await page.goto(address);
      await settle(page);
      const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(trail).toBeVisible();
      const segments = await page.evaluate<Segment[]>(`
        [...document.querySelectorAll('nav[aria-label="Ruta de navegación"] li')].map((item) => {
          const text = item.querySelector('a, span[aria-current], span:not([aria-hidden])');
          return {
            shown: getComputedStyle(item).display !== 'none',
            text: text ? text.innerText : '',
            whole: text ? text.scrollWidth <= text.clientWidth : false,
            right: item.getBoundingClientRect().right,
          };
        })`);
      const shown = segments.filter((segment) => segment.shown);
      expect(segments.length).toBeGreaterThanOrEqual(3);
      expect(shown).toHaveLength(2);
      expect(shown[1]).toEqual(expect.objectContaining({ text: segments.at(-1)!.text }));
      for (const segment of shown) {
        expect(segment.text.length, 'an empty segment').toBeGreaterThan(1);
        expect(segment.whole, `"${segment.text}" is cut`).toBe(true);
        expect(segment.right).toBeLessThanOrEqual(390);
      }
      await page.screenshot({
        path: test.info().outputPath(`breadcrumbs-${address.replace(/\W+/g, '-')}.png`),
      });
    });
  }
});

test('at 390 px every breadcrumb segment of every screen of the router is whole', async ({ page }) => {
  test.setTimeout(scaled(240_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@consola.test');
  const findings: string[] = [];
  let trails = 0;
  for (const path of routerPaths()) {
    // The sessions of one account are reached through the search; the other screens are direct.
    if (path in NOT_SCREENS || path === '/security/user-sessions/$loginAccountId') continue;
    const address =
      path === '/operations/$id' ? '/operations' : path.includes('$') ? WITH_PARAMS[path] : path;
    if (!address) {
      findings.push(`${path}: no address to open`);
      continue;
    }
    await page.goto(address);
    await settle(page);
    const segments = await page.evaluate<Segment[]>(`
      [...document.querySelectorAll('nav[aria-label="Ruta de navegación"] li')].map((item) => {
        const text = item.querySelector('a, span[aria-current], span:not([aria-hidden])');
        return {
          shown: getComputedStyle(item).display !== 'none',
          text: text ? text.innerText : '',
          whole: text ? text.scrollWidth <= text.clientWidth : false,
          right: item.getBoundingClientRect().right,
        };
      })`);
    if (segments.length > 0) trails += 1;
    const shown = segments.filter((segment) => segment.shown);
    if (segments.length >= 3 && shown.length !== 2)
      findings.push(`${address}: ${shown.length} segments shown`);
    for (const segment of shown) {
      if (segment.text.trim().length < 2) findings.push(`${address}: an empty segment`);
      if (!segment.whole) findings.push(`${address}: "${segment.text}" is cut`);
      if (segment.right > 390) findings.push(`${address}: "${segment.text}" ends at ${segment.right} px`);
    }
  }
  expect(trails).toBeGreaterThan(20);
  expect(findings).toEqual([]);
});

for (const width of [1366, 390]) {
  test(`axe: no serious or critical finding on the changed screens at ${width} px`, async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width, height: width > 600 ? 768 : 844 });
    await signIn(page, 'admin@consola.test');
    const findings: string[] = [];
    for (const address of [
      '/globalNotification/add',
      '/operations',
      '/suborganizations/1/statusStorage',
      '/ME/applicationInstances/16/users',
      '/storage/recycle/1',
      '/subscribers/1/suscriptions',
      '/ME/applicationInstances/5/instance',
    ]) {
      await page.goto(address);
      await settle(page);
      for (const finding of await seriousViolations(page)) findings.push(`${address}: ${finding}`);
      await page.screenshot({
        path: test.info().outputPath(`${address.replace(/\W+/g, '-')}-${width}.png`),
        fullPage: true,
      });
    }
    // Subscriptions past a page, searched (the search appears with more than 50).
    const crowd = await page.request.post(`${stackUrls().platform}/__seed/crowd`, {
      data: {
        users: 1,
        instance: false,
        subscriberNumber: `7${String(Date.now()).slice(-8)}`,
        subscriptions: 60,
      },
    });
    expect(crowd.status()).toBe(201);
    const { subscriberId } = ((await crowd.json()) as { data: { subscriberId: number } }).data;
    await page.goto(`/subscribers/${subscriberId}/suscriptions?search=liquidacion`);
    await settle(page);
    await expect(page.getByTestId('subscriptions-search-chip')).toBeVisible();
    for (const finding of await seriousViolations(page)) findings.push(`subscriptions search: ${finding}`);
    // A date field's calendar, open.
    await page.goto('/globalNotification/add');
    await settle(page);
    await page.getByRole('button', { name: 'Elegir en el calendario' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Fecha de inicio' })).toBeVisible();
    for (const finding of await seriousViolations(page)) findings.push(`calendar: ${finding}`);
    await page.screenshot({ path: test.info().outputPath(`calendar-${width}.png`) });
    // The enablement dialog with its date.
    await page.goto('/ME/applicationInstances/2/statusME');
    await settle(page);
    await page.getByRole('button', { name: 'Volver a inicializar' }).click();
    await expect(page.getByTestId('me-enable-dialog').getByLabel('Fecha de vencimiento')).toBeVisible();
    for (const finding of await seriousViolations(page)) findings.push(`enablement: ${finding}`);
    await page.screenshot({ path: test.info().outputPath(`enablement-${width}.png`) });
    expect(findings).toEqual([]);
  });
}
