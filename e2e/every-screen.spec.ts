// One walk over every screen of the web router (issues 16, 28 and 43), each loaded once and
// checked at 1366 px and then, the same page resized, at 390 px: axe finds nothing serious or
// critical at either width; no native date field or mm/dd/yyyy; what staff read has no 24:xx
// time, engine text, table without its total or wrong word; no workflow id outside an
// operation's ID field; on a phone the breadcrumbs show the parent and the page, whole. The
// checks are the functions of support/screen-checks.ts and support/staff-language.ts; the last
// test plants one case of each on a static page, so a check that stops catching fails here.
// With an English browser: where a native date field would read mm/dd/yyyy and a locale-less
// time format would read 24:xx. Nothing else depends on it: web/src formats every date and number
// with 'es-AR' and never reads the browser's language.
import { expect, test, type Page } from '@playwright/test';
import { screenshots, seriousViolations } from './support/page-checks';
import { operationsInStates } from './support/operations-in-states';
import { NOT_SCREENS, routerPaths, screenAddresses } from './support/routes';
import {
  atWidth,
  breadcrumbFindings,
  breadcrumbSegments,
  CHECKS,
  dateFrictions,
  Findings,
  FOLD,
  NARROW,
  openFolds,
  settle,
  WIDE,
  workflowIdsShown,
} from './support/screen-checks';
import { languageFindings, readPage } from './support/staff-language';
import { signIn } from './support/session';
import { stackUrls } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

test.use({ locale: 'en-US' });
/** Screenshots of operation details at 1366 and 390 px, to look at (SHOTS_DIR to keep them). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/operation-names';
// The groups change no data the others read: they may run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Opens `address` at 1366 px and waits for it to show its data. A fresh load each time: opening
 * the screens inside the loaded app instead (a history push) was measured at the same CPU within
 * the noise (81.5 and 84.2 s for this spec, against 82.8 and 88.0 s), not worth its own wait.
 */
async function open(page: Page, address: string): Promise<void> {
  if (page.viewportSize()?.width !== WIDE.width) await page.setViewportSize(WIDE);
  await page.goto(address);
  await settle(page);
}

/**
 * Every check on the screen loaded at 1366 px, then the same page at 390 px. Its operation folds
 * ('Ver el detalle') are opened last, back at 1366 px, for the workflow id scan: the other checks
 * read the screen as it opens. Says whether the screen has a breadcrumb trail.
 */
async function checkScreen(page: Page, findings: Findings, where: string): Promise<boolean> {
  findings.add('axeWide', where, await seriousViolations(page));
  findings.add('dates', where, await dateFrictions(page));
  findings.add('language', where, languageFindings(await readPage(page)));
  const folds = await page.getByRole('button', FOLD).count();
  if (folds === 0) findings.add('workflowIds', where, await workflowIdsShown(page));
  await atWidth(page, NARROW);
  findings.add('axeNarrow', where, await seriousViolations(page));
  const segments = await breadcrumbSegments(page);
  findings.add('breadcrumbs', where, breadcrumbFindings(segments, NARROW.width));
  if (folds > 0) {
    await atWidth(page, WIDE);
    await openFolds(page);
    findings.add('workflowIds', where, await workflowIdsShown(page));
  }
  return segments.length > 0;
}

/** Every screen of the router, in groups: each group is a test, so they spread over the workers. */
const SCREENS = routerPaths().filter((path) => !(path in NOT_SCREENS));
const GROUP = 10;
const SCREEN_GROUPS = Array.from({ length: Math.ceil(SCREENS.length / GROUP) }, (_, i) =>
  SCREENS.slice(i * GROUP, i * GROUP + GROUP),
);
/**
 * The screens that show no breadcrumb trail: the sections' own pages, the addresses that redirect
 * to one ('/', '/dashboard', an organization's '/organizations/2'), and the operations list an
 * operation's detail falls back to on a stack that has run none. Every other screen shows one.
 */
const WITHOUT_TRAIL = new Set([
  '/',
  '/alerts',
  '/dashboard',
  '/home',
  '/operations',
  '/ME',
  '/approvals',
  '/globalNotification',
  '/organizations',
  '/organizations/2',
  '/security',
  '/suborganizations',
  '/subscribers',
  '/users',
]);
/** Reached as staff reach it: the search of /security/user-sessions by e-mail. */
const SESSIONS = '/security/user-sessions/$loginAccountId';

for (const screens of SCREEN_GROUPS) {
  test(`every screen passes every check at 1366 and 390 px (${screens[0]} to ${screens.at(-1)})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(240_000));
    expect(SCREENS.length).toBeGreaterThan(40);
    await page.setViewportSize(WIDE);
    await signIn(page, 'admin@consola.test');
    // A new route with parameters without an address here fails (screenAddresses throws).
    const addresses = new Map((await screenAddresses(request)).map(({ path, address }) => [path, address]));
    const findings = new Findings();
    for (const path of screens) {
      let address = addresses.get(path)!;
      if (path === SESSIONS) {
        await open(page, '/security/user-sessions');
        await page.getByLabel('Email').fill('activo@demo.com.ar');
        await page.getByRole('button', { name: 'Buscar' }).click();
        await expect(page).toHaveURL(/\/security\/user-sessions\/\d+$/);
        address = new URL(page.url()).pathname;
        await settle(page);
      } else {
        await open(page, address);
      }
      const trail = await checkScreen(page, findings, address);
      if (!trail && !WITHOUT_TRAIL.has(address))
        findings.add('breadcrumbs', address, ['no breadcrumb trail']);
    }
    findings.expectNone();
  });
}

test('every state of an operation, and the lists of them, pass every check', async ({ page, request }) => {
  test.setTimeout(scaled(300_000));
  const operations = await operationsInStates(request);
  const detail = (id: string) => `/operations/${encodeURIComponent(id)}`;
  await page.setViewportSize(WIDE);
  await signIn(page, 'admin@consola.test');
  const findings = new Findings();
  // What staff read and the workflow ids on each state; axe runs on one detail below and on the
  // router's walk, the layout of a detail is the same in every state.
  for (const address of [
    ...Object.values(operations).map(detail),
    '/operations?related=subscriber%3A100003',
    '/operations?status=scheduled',
    '/operations?status=failed',
  ]) {
    await open(page, address);
    findings.add('dates', address, await dateFrictions(page));
    findings.add('language', address, languageFindings(await readPage(page)));
    await openFolds(page);
    findings.add('workflowIds', address, await workflowIdsShown(page));
  }
  // An operation's detail reached from the list, as staff reach it.
  await open(page, '/operations');
  await page.getByTestId('operation-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('operation-detail')).toBeVisible();
  await settle(page);
  await checkScreen(page, findings, 'the detail opened from the list');
  findings.expectNone();

  // The retry names the run it retries; the bulk retry's element names the operation it retried.
  await open(page, detail(operations.retry));
  await expect(
    page.getByRole('link', { name: 'Añadir un usuario al suscriptor 100003', exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('operation-detail')).toContainText(
    'Estudio Contable Demo S.R.L. - Sucursal Sur',
  );
  await expect(page.getByRole('link', { name: /Ver en Temporal/ })).toBeVisible();
  await screenshots(page, 'retry-detail', SHOTS);
  await open(page, detail(operations.bulk));
  await expect(page.getByTestId('operation-item').first()).toContainText(
    'Añadir un usuario al suscriptor 100003',
  );
  await expect(
    page.getByRole('link', { name: 'Ver operación: Añadir un usuario al suscriptor 100003 · reintento 1' }),
  ).toBeVisible();
  await screenshots(page, 'bulk-detail', SHOTS);
  await open(page, detail(operations.bulkOfUnknown));
  await expect(page.getByTestId('operation-item').first()).toContainText('Operación sin nombre disponible');
  await open(page, '/operations');
  await expect(page.getByTestId('operation-target-name').first()).toBeVisible();
  await screenshots(page, 'operations-list', SHOTS);
});

test('the states a walk by address does not reach pass their checks: dialogs with dates, a calendar, a long search', async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  await page.setViewportSize(WIDE);
  await signIn(page, 'admin@consola.test');
  const findings = new Findings();
  // Another instance's page than the router walk's.
  await open(page, '/ME/applicationInstances/5/instance');
  await checkScreen(page, findings, '/ME/applicationInstances/5/instance');
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
  await open(page, `/subscribers/${subscriberId}/suscriptions?search=liquidacion`);
  await expect(page.getByTestId('subscriptions-search-chip')).toBeVisible();
  await checkScreen(page, findings, 'subscriptions search');

  // A date field's calendar, open.
  await open(page, '/globalNotification/add');
  await page.getByRole('button', { name: 'Elegir en el calendario' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Fecha de inicio' });
  await expect(calendar).toBeVisible();
  findings.add('axeWide', 'calendar', await seriousViolations(page));
  findings.add('dates', 'calendar', await dateFrictions(page));
  await atWidth(page, NARROW);
  await expect(calendar).toBeVisible();
  findings.add('axeNarrow', 'calendar', await seriousViolations(page));
  await page.screenshot({ path: test.info().outputPath('calendar-390.png') });

  // The forms with dates that open in dialogs, each with the console's own field: 'Volver a
  // inicializar' (the enablement) and a module's 'Editar'.
  await open(page, '/ME/applicationInstances/2/statusME');
  await page.getByRole('button', { name: 'Volver a inicializar' }).click();
  const due = page.getByTestId('me-enable-dialog').getByLabel('Fecha de vencimiento');
  await expect(due).toHaveValue('31/12/2099');
  await expect(due).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  findings.add('dates', 'enablement', await dateFrictions(page));
  findings.add('axeWide', 'enablement', await seriousViolations(page));
  await atWidth(page, NARROW);
  await expect(due).toBeVisible();
  findings.add('axeNarrow', 'enablement', await seriousViolations(page));
  await page.screenshot({ path: test.info().outputPath('enablement-390.png') });

  await open(page, '/ME/applicationInstances/16');
  await page.locator('[data-module="FirmCustomer"]').getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByTestId('edit-module-modal');
  await expect(edit.getByLabel('Fecha de inicio')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  findings.add('dates', 'module edit', await dateFrictions(page));
  findings.expectNone();
});

/** One case of everything the checks look for, on a page of its own. */
const PLANTED = `<!doctype html><html lang="es"><head><title>Plantada</title>
<style>.cut { display: block; width: 40px; overflow: hidden; white-space: nowrap; }</style></head>
<body><main>
  <nav aria-label="Ruta de navegación"><ol>
    <li><a href="#a">Inicio</a></li>
    <li><a class="cut" href="#b">Organizaciones de la consola</a></li>
    <li><span aria-current="page">Usuarios</span></li>
  </ol></nav>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <input type="date" name="desde">
  <input name="hasta" placeholder="mm/dd/yyyy" aria-label="Hasta">
  <p>Vence a las 24:15. Loading</p>
  <p>Iniciada el 29/11/2026 15:24:25, fin 24:05:10</p>
  <p>subscriber.addUser/100001/x7k2abcd</p>
  <dl><dt>ID</dt><dd data-testid="operation-id">subscriber.addUser/100001/fuera</dd></dl>
  <table><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>
</main></body></html>`;

test('the checks catch a planted case of what each looks for', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.setContent(PLANTED);
  expect((await seriousViolations(page)).join('\n')).toMatch(/image-alt/);
  expect(await dateFrictions(page)).toEqual(['native date field desde', 'placeholder "mm/dd/yyyy"']);
  expect(await workflowIdsShown(page)).toEqual(['workflow id subscriber.addUser/100001/x7k2abcd']);
  expect(languageFindings(await readPage(page))).toEqual([
    'a time 24:15',
    'a time 24:05:10',
    'a native field date desde',
    'engine text «subscriber.addUser/100001/x7k2abcd»',
    '1 table(s) without their total',
    'the word «Loading»',
  ]);
  // Three segments: the first hidden on a phone is what the console does; here all three show.
  expect(breadcrumbFindings(await breadcrumbSegments(page), NARROW.width)).toEqual([
    '3 segments shown',
    '"Organizaciones de la consola" is cut',
  ]);
  const findings = new Findings();
  findings.add('dates', '/plantada', ['native date field desde']);
  findings.add('axeWide', '/limpia', []);
  expect(findings.lists().filter(([, found]) => found.length > 0)).toEqual([
    [CHECKS.dates, ['/plantada: native date field desde']],
  ]);
});
