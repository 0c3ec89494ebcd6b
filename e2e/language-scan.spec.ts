// What staff read, on every screen of the router (issue 43, 'Done when'): with operations that
// completed, failed, wait for their time and were cancelled before it present, no screen shows a
// 24:xx time, a native date or time field, a workflow id or an engine path outside an 'Id'
// field, a table without its total, an English word or a Spanish word without its accent.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenAddresses } from './support/routes';
import { signIn } from './support/session';
import { devToken, stackUrls } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';

/** Words staff should never read: English ones, and Spanish ones missing their accent. */
const WRONG_WORDS = [
  // English (whole words, case-sensitive where a Spanish word could look the same).
  'the',
  'and',
  'failed',
  // Not 'error': it is Spanish too ('el servicio no respondió (error interno)').
  'Error:',
  'Loading',
  'loading',
  'Request',
  'request',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'workflow',
  'Workflow',
  'activity',
  'Submit',
  'Close',
  'Cancel',
  'Search',
  'Next',
  'Previous',
  'pending',
  'running',
  'completed',
  'scheduled',
  // Spanish without its accent.
  'sesion',
  'Sesion',
  'operacion',
  'Operacion',
  'Gestion',
  'gestion',
  'exito',
  'modulo',
  'modulos',
  'Modulo',
  'Modulos',
  'tenes',
  'Habilitacion',
  'habilitacion',
  'Informacion',
  'informacion',
  'aplicacion',
  'organizacion',
  'Organizacion',
  'suscripcion',
  'invitacion',
  'Invitacion',
  'extension',
  'Extension',
  'Administracion',
  'administracion',
  'aprobacion',
  'Aprobacion',
  'busqueda',
  'Busqueda',
  'pagina',
  'numero',
  'Numero',
  'codigo',
  'Codigo',
  'ultimo',
  'ultima',
  'valido',
  'Ocurrio',
  'encontro',
  'Descripcion',
  'descripcion',
  'Creacion',
  'creacion',
  'modificacion',
  'Modificacion',
  'eliminacion',
  'declaracion',
  'notificacion',
  'Notificacion',
  'configuracion',
  'Configuracion',
  'accion',
  'telefono',
  'Telefono',
  'electronico',
  'Ubicacion',
  'ubicacion',
  'cancelacion',
  'Cancelacion',
  'finalizacion',
  'comunicacion',
  'inicializacion',
  'tambien',
  'despues',
  'podra',
  'sera',
];

/** A workflow id ('subscriber.addUser/100001/x7k2…') or an engine/transport path. */
const ENGINE_TEXT = [
  /\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+\/[^\s/]+\/[A-Za-z0-9_-]{4,}/,
  /\/[a-z]+[A-Z][A-Za-z]+(CorpEntities|Invite|Api)\b/,
  /→ \d{3}\b/,
  /Request failed/,
];

type Found = { text: string; native: string[]; tables: number; totals: number };

/** The page as staff read it: its text without the 'Id' fields, its native fields, its tables. */
async function readPage(page: Page): Promise<Found> {
  // A string: the e2e code is typed without the DOM library. The page itself is left as it is.
  return page.evaluate<Found>(`(() => {
    let text = document.body.innerText;
    for (const dt of document.querySelectorAll('dt')) {
      const dd = dt.nextElementSibling;
      if (/^\\s*id\\s*$/i.test(dt.textContent || '') && dd && dd.innerText) text = text.split(dd.innerText).join(' ');
    }
    const native = [...document.querySelectorAll(
      'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]',
    )].map((input) => input.type + ' ' + (input.name || input.id));
    // A table with a total row (tfoot) says its total itself.
    const tables = [...document.querySelectorAll('main table')].filter(
      (table) => table.querySelectorAll('tbody tr').length > 1 && !table.querySelector('tfoot'),
    ).length;
    const totals = document.querySelectorAll('main [data-testid="table-total"]').length;
    return { text, native, tables, totals };
  })()`);
}

function findingsOf(address: string, found: Found): string[] {
  const findings: string[] = [];
  const at = (what: string) => findings.push(`${address}: ${what}`);
  for (const time of found.text.match(/\b24:[0-5]\d\b/g) ?? []) at(`a time ${time}`);
  for (const field of found.native) at(`a native field ${field}`);
  for (const pattern of ENGINE_TEXT) {
    const match = pattern.exec(found.text);
    if (match) at(`engine text «${match[0]}»`);
  }
  if (found.tables > found.totals) at(`${found.tables - found.totals} table(s) without their total`);
  const words = new Set(found.text.split(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü:]+/));
  for (const word of WRONG_WORDS) if (words.has(word)) at(`the word «${word}»`);
  return findings;
}

async function settle(page: Page) {
  await page.locator('main').waitFor({ state: 'attached' });
  // Not 'networkidle': a screen that polls never idles. Loading rows and spinners gone instead.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: scaled(15_000) });
  await expect(page.locator('main')).not.toHaveText(/^\s*$/);
}

let sequence = 0;
const uniqueEmail = () => `e2e.scan.${Date.now()}.${sequence++}@demo.com.ar`;

async function start(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}) {
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100003',
        email: uniqueEmail(),
        firstName: 'Revisión',
        lastName: 'De Textos',
        userTypeCode: 'ORG-STAFF',
      },
      ...extra,
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  return ((await started.json()) as { id: string }).id;
}

async function statusOf(request: APIRequestContext, token: string, id: string): Promise<string> {
  const response = await request.get(`/api/operations/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { status: string }).status;
}

async function fault(request: APIRequestContext, times: number | null) {
  const url = `${stackUrls().platform}/__faults`;
  const response =
    times === null
      ? await request.delete(url)
      : await request.post(url, { data: { path: INVITE_PATH, status: 503, times } });
  expect(response.ok()).toBe(true);
}

/** One operation of each state this stack can show (approvals are off here; see approvals.spec.ts). */
async function operationsInSeveralStates(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await devToken(request, 'admin@consola.test');
  const completed = await start(request, token);
  // Ended before the fault below, which would make it fail too.
  await expect.poll(() => statusOf(request, token, completed), { timeout: scaled(30_000) }).toBe('completed');
  await fault(request, 100);
  let failed: string;
  try {
    failed = await start(request, token);
    await expect.poll(() => statusOf(request, token, failed), { timeout: scaled(30_000) }).toBe('failed');
  } finally {
    await fault(request, null);
  }
  // Two hours ahead: it waits through the whole scan.
  const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const scheduled = await start(request, token, { notBefore: later });
  const cancelled = await start(request, token, { notBefore: later });
  const cancel = await request.post(`/api/operations/${encodeURIComponent(cancelled)}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await expect.poll(() => statusOf(request, token, cancelled), { timeout: scaled(30_000) }).toBe('cancelled');
  expect(await statusOf(request, token, scheduled)).toBe('scheduled');
  return { completed, failed: failed!, scheduled, cancelled };
}

test('no screen shows a 24:xx time, a native date field, engine text, a table without its total or a wrong word', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(420_000));
  const operations = await operationsInSeveralStates(request);
  await signIn(page, 'admin@consola.test');
  const screens = await screenAddresses(request, operations.failed);
  expect(screens.length).toBeGreaterThan(40);
  const addresses = [
    ...screens.map((screen) => screen.address),
    ...Object.values(operations).map((id) => `/operations/${encodeURIComponent(id)}`),
    '/operations?status=scheduled',
    '/operations?status=failed',
  ];
  const findings: string[] = [];
  for (const address of addresses) {
    await page.goto(address);
    await settle(page);
    findings.push(...findingsOf(address, await readPage(page)));
  }
  expect(findings).toEqual([]);
});

test('while /api/me is slow the page is never blank: a loading shell, then the console', async ({ page }) => {
  await signIn(page, 'admin@consola.test');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  // Before any script ran: the shell index.html carries.
  await expect(page.getByText('Consola de Gestión Interna').first()).toBeVisible();
  // The console itself, its screen included, while /api/me is still unanswered.
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main')).not.toHaveText(/^\s*$/);
  release();
});

for (const width of [1366, 390]) {
  test(`the screens issue 43 changed, at ${width} px: totals, the panel's figures and cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, 'admin@consola.test');
    const shoot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    for (const [name, address] of [
      ['operations', '/operations'],
      ['approvals-record', '/approvals/record'],
      ['organizations', '/organizations'],
      ['organization-users', '/organizations/2/users'],
    ] as const) {
      await page.goto(address);
      await settle(page);
      // 'n–m de total' under a table with rows (the approvals record is empty on this stack).
      if ((await page.locator('main table tbody tr').count()) > 0)
        await expect(page.getByTestId('table-total').first()).toHaveText(/\d+–\d+ de (más de )?\d+/);
      await shoot(name);
    }
    await page.goto('/operations/panel');
    await settle(page);
    const headline = page.getByTestId('panel-timeline').locator('dl').first();
    await expect(headline.locator('a').first()).toHaveText(/^\d+$/);
    // A phone reads one card per type; a wide screen the table.
    if (width === 390) await expect(page.getByTestId('panel-types').locator('table')).toHaveCount(0);
    else await expect(page.getByTestId('panel-type-cards')).toHaveCount(0);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(overflow).toBeLessThanOrEqual(width);
    await shoot('panel');
  });
}
