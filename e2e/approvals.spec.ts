// Four-eyes approval (issue 30) with two people signed in at once, each in a browser of their own:
// an administrator makes a type need approval on 'Políticas de aprobación'; a support engineer
// asks for two operations; the administrator sees the count on the menu, approves one and rejects
// the other with a reason on 'Aprobaciones pendientes'; the requester reads the outcome. The shared
// stacks run with approvals off (the other specs follow their operations to the end), so this
// spec starts a stack of its own with them on.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshots } from './support/page-checks';
import { snackbar } from './support/snackbar';
import { startSpecStack, type SpecStack } from './support/spec-stack';
import { scaled } from '../test-support/src/slowdown';

/** Screenshots of the two screens at 1366 and 390 px, to look at (SHOTS_DIR to keep them). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/approvals';
const REQUESTER = 'soporte@consola.test';
const APPROVER = 'admin@consola.test';
const TYPE = 'subscriber.create';
const TYPE_LABEL = 'Añadir suscriptor';

let stack: SpecStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(scaled(300_000));
  stack = await startSpecStack('approvals', {
    OPERATION_APPROVALS: 'on',
    OPERATION_RETRY_MAX_ATTEMPTS: '2',
    OPERATION_RETRY_BACKOFF_MS: '200',
  });
});

test.afterAll(async () => {
  await stack?.stop();
});

const url = (path: string) => stack.url(path);

/** What the second test decided, for the record's test. */
const decided = { approved: '', rejected: '' };

let sequence = 0;
const uniqueNumber = () => `${Date.now() % 1_000_000_000}${sequence++}`;

async function requestSubscriber(request: APIRequestContext, reason: string) {
  const subscriberNumber = uniqueNumber();
  const started = await request.post(url('/api/operations'), {
    headers: { authorization: `Bearer ${await stack.token(request, REQUESTER)}` },
    data: {
      type: TYPE,
      reason,
      input: {
        organizationId: 2,
        email: `e2e.aprob.${subscriberNumber}@demo.com.ar`,
        subscriberNumber,
        subscriberName: `Aprobación ${subscriberNumber} S.A.`,
        maxUsers: 3,
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const view = (await started.json()) as { id: string; status: string };
  expect(view.status).toBe('awaitingApproval');
  return { id: view.id, subscriberNumber };
}

test('an administrator makes a type need approval, with a reason, and its history shows it', async ({
  browser,
  request,
}) => {
  const admin = await stack.personPage(browser, request, APPROVER);
  await admin.goto('/approvals/policies');
  await expect(admin.getByRole('heading', { name: 'Políticas de aprobación' })).toBeVisible();
  const row = admin.locator(`[data-testid="policy-row"][data-type="${TYPE}"]`);
  await expect(row).toContainText('No necesita aprobación');
  await expect(row).toContainText('La del contrato');
  await row.getByRole('button', { name: 'Cambiar' }).click();

  const drawer = admin.getByRole('dialog', { name: `Política de «${TYPE_LABEL}»` });
  await drawer.getByLabel('Necesita aprobación').check();
  await drawer.getByLabel('Horas que puede esperar').fill('24');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  // The reason is required, here and on the server.
  await expect(drawer.getByText('Indique el motivo del cambio')).toBeVisible();
  await drawer.getByLabel('Motivo del cambio').fill('Auditoría: las altas las revisa otra persona');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(snackbar(admin, 'Política guardada')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Una aprobación · Siempre · vence a las 24 h');
  await expect(row).toContainText('Cambiada por admin@consola.test');
  await expect(row).toContainText('«Auditoría: las altas las revisa otra persona»');

  await row.getByRole('button', { name: 'Cambiar' }).click();
  await expect(drawer.getByTestId('policy-history')).toContainText(
    'Auditoría: las altas las revisa otra persona',
  );
  await screenshots(admin, 'policies-drawer', SHOTS);
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  // Measured once the panel has slid out: while it leaves it still widens the page.
  await expect(drawer).toBeHidden();
  await screenshots(admin, 'policies', SHOTS);
  await admin.context().close();
});

test('the approver sees the count, approves one and rejects the other; the requester reads the outcome', async ({
  browser,
  request,
}) => {
  const admin = await stack.personPage(browser, request, APPROVER);
  const support = await stack.personPage(browser, request, REQUESTER);
  await admin.goto('/approvals');
  await expect(admin.getByTestId('approvals-empty')).toBeVisible();

  const first = await requestSubscriber(request, 'Alta pedida por el comercial');
  const second = await requestSubscriber(request, 'Alta duplicada por error');
  Object.assign(decided, { approved: first.id, rejected: second.id });

  // The menu's count follows (polled), and the list shows what each is, by name.
  const nav = admin.getByRole('navigation', { name: 'Navegación principal' }).first();
  await admin.reload();
  await expect(admin.getByTestId('approvals-count').first()).toHaveText('2', { timeout: scaled(20_000) });
  await expect(nav.getByTestId('approvals-count')).toHaveAccessibleName('2 pendientes');
  const cards = admin.getByTestId('pending-approval');
  await expect(cards).toHaveCount(2);
  const firstCard = admin.locator(`[data-operation-id="${first.id}"]`);
  const secondCard = admin.locator(`[data-operation-id="${second.id}"]`);
  await expect(firstCard).toContainText(TYPE_LABEL);
  // Whom it acts on, beside what it does (issue 43).
  await expect(firstCard.getByTestId('pending-approval-title')).toHaveText(
    `${TYPE_LABEL} · e2e.aprob.${first.subscriberNumber}@demo.com.ar`,
  );
  await expect(firstCard).toContainText(first.subscriberNumber);
  await expect(firstCard).toContainText(REQUESTER);
  await expect(firstCard).toContainText('Alta pedida por el comercial');
  await expect(firstCard).toContainText('Falta una aprobación');
  await expect(firstCard).not.toContainText(first.id);
  await screenshots(admin, 'pending', SHOTS);

  // The requester has nothing to approve: their own requests are not theirs to decide.
  await support.goto('/approvals');
  await expect(support.getByTestId('approvals-empty')).toBeVisible();
  await expect(support.getByTestId('approvals-count')).toHaveCount(0);

  await firstCard.getByRole('button', { name: 'Aprobar' }).click();
  const approveDialog = admin.getByRole('dialog', { name: 'Aprobar la operación' });
  await approveDialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(snackbar(admin, 'Aprobación registrada')).toBeVisible();
  await expect(firstCard).toHaveCount(0);
  await expect(admin.getByTestId('approvals-count').first()).toHaveText('1');

  await secondCard.getByRole('button', { name: 'Rechazar' }).click();
  const rejectDialog = admin.getByRole('dialog', { name: 'Rechazar la operación' });
  await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(rejectDialog.getByText('Indique el motivo', { exact: false })).toBeVisible();
  await rejectDialog.getByLabel('Motivo').fill('Ya existe un suscriptor para este cliente');
  await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(snackbar(admin, 'Operación rechazada')).toBeVisible();
  await expect(admin.getByTestId('approvals-empty')).toBeVisible();
  await expect(admin.getByTestId('approvals-count')).toHaveCount(0);

  // The requester's view: the approved one ran, the rejected one says who, when and why.
  await support.goto(`/operations/${encodeURIComponent(first.id)}`);
  const approvedPanel = support.getByTestId('operation-approval');
  await expect(approvedPanel).toHaveAttribute('data-state', 'approved');
  await expect(approvedPanel).toContainText('Aprobó admin@consola.test');
  await expect(support.getByTestId('operation-detail')).toHaveAttribute('data-status', 'completed', {
    timeout: scaled(30_000),
  });

  await support.goto(`/operations/${encodeURIComponent(second.id)}`);
  const rejectedPanel = support.getByTestId('operation-approval');
  await expect(rejectedPanel).toHaveAttribute('data-state', 'rejected');
  await expect(rejectedPanel).toContainText('Rechazó admin@consola.test');
  await expect(rejectedPanel).toContainText('Ya existe un suscriptor para este cliente');
  await expect(support.getByTestId('operation-detail')).toHaveAttribute('data-status', 'rejected');
  await expect(support.getByTestId('operation-detail')).toContainText('Rechazada');
  await screenshots(support, 'requester-rejected', SHOTS);

  await admin.context().close();
  await support.context().close();
});

test('the approver of a bulk operation sees how many elements it touches and the first ones', async ({
  browser,
  request,
}) => {
  const adminToken = await stack.token(request, APPROVER);
  // Above one element, for this test (the default is above 100).
  const policy = await request.put(url('/api/approval-policies/declarations.unlock'), {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      required: true,
      approvers: 1,
      roles: ['CGI.Admin', 'CGI.CustomerSupport'],
      when: { kind: 'elementsAbove', count: 1 },
      expiresInHours: 72,
      reason: 'Prueba: desbloqueos de más de una declaración',
    },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  const supportToken = await stack.token(request, REQUESTER);
  const study = await request.get(url('/api/me-bulk/declarations/1'), {
    headers: { authorization: `Bearer ${supportToken}` },
  });
  expect(study.ok()).toBe(true);
  const declarations = ((await study.json()) as { declarations: { personalLegalDeclarationId: string }[] })
    .declarations;
  expect(declarations.length).toBeGreaterThanOrEqual(2);
  const started = await request.post(url('/api/operations'), {
    headers: { authorization: `Bearer ${supportToken}` },
    data: {
      type: 'declarations.unlock',
      reason: 'Pedido del estudio',
      input: {
        suborganizationId: 1,
        declarationIds: declarations.map((declaration) => declaration.personalLegalDeclarationId),
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id, status } = (await started.json()) as { id: string; status: string };
  expect(status).toBe('awaitingApproval');

  const admin = await stack.personPage(browser, request, APPROVER);
  await admin.goto(`/operations/${encodeURIComponent(id)}`);
  const preview = admin.getByTestId('approval-elements');
  const total = declarations.length;
  await expect(preview).toContainText(`Toca ${total} elementos; los primeros:`);
  await expect(preview.getByRole('listitem')).toHaveCount(Math.min(total, 5));
  // Named as staff know them (client, declaration and period), not by their ids.
  await expect(preview.getByRole('listitem').first()).toContainText(' · ');
  await expect(preview).not.toContainText(declarations[0]!.personalLegalDeclarationId);
  if (total > 5) await expect(preview).toContainText(`y ${total - 5} más`);
  await screenshots(admin, 'bulk-approval-detail', SHOTS);
  // Withdrawn by its requester: nothing is unlocked.
  const withdrawn = await request.post(url(`/api/operations/${encodeURIComponent(id)}/cancel`), {
    headers: { authorization: `Bearer ${supportToken}` },
  });
  expect(withdrawn.status()).toBeLessThan(300);
  await admin.context().close();
});

test('the approvals record: filtered by decision on screen, exported as CSV with those rows, at 1366 and 390 px', async ({
  browser,
  request,
}) => {
  expect(decided.rejected).not.toBe('');
  const admin = await stack.personPage(browser, request, APPROVER);
  await admin.goto('/approvals');
  await admin
    .getByRole('navigation', { name: 'Vistas de aprobaciones' })
    .getByRole('link', { name: 'Registro' })
    .click();
  await expect(admin).toHaveURL(/\/approvals\/record$/);
  await expect(admin.getByRole('heading', { name: 'Registro de aprobaciones' })).toBeVisible();
  const rows = admin.getByTestId('approval-record-row');
  await expect(admin.locator(`[data-operation-id="${decided.approved}"]`)).toHaveAttribute(
    'data-decision',
    'approved',
  );
  await expect(admin.locator(`[data-operation-id="${decided.rejected}"]`)).toHaveAttribute(
    'data-decision',
    'rejected',
  );

  await admin.getByLabel('Decisión').selectOption({ label: 'Rechazada' });
  await expect(admin).toHaveURL(/decision=rejected/);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(TYPE_LABEL);
  await expect(row).toContainText(REQUESTER);
  await expect(row).toContainText('Ya existe un suscriptor para este cliente');
  await expect(row).not.toContainText(decided.rejected);
  const axe = await new AxeBuilder({ page: admin }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('aprobaciones.csv');
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^ID,Tipo,Objetivo,Nombre del objetivo,Decisión,Pedida por,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`${decided.rejected},${TYPE_LABEL},`);
  expect(csv[1]).toContain(',Rechazada,soporte@consola.test,');
  expect(csv[1]).toContain('Ya existe un suscriptor para este cliente');
  await screenshots(admin, 'record', SHOTS);
  await admin.setViewportSize({ width: 390, height: 900 });
  const phoneAxe = await new AxeBuilder({ page: admin }).analyze();
  expect(phoneAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await admin.context().close();

  // A role that does not read every operation has no record: no tab, and the route sends it home.
  const commercial = await stack.personPage(browser, request, 'comercial@consola.test');
  await commercial.goto('/approvals');
  await expect(commercial.getByRole('heading', { name: 'Aprobaciones pendientes' })).toBeVisible();
  await expect(commercial.getByRole('navigation', { name: 'Vistas de aprobaciones' })).toHaveCount(0);
  await commercial.goto('/approvals/record');
  await expect(commercial).toHaveURL(/\/home/);
  await commercial.context().close();
});

test("a bulk retry's confirmation warns of the failed operations it will skip because nobody approved them", async ({
  browser,
  request,
}) => {
  // An addition to a subscriber that does not exist fails; it ran when its type asked for no one.
  const subscriberNumber = '999998';
  const supportToken = await stack.token(request, REQUESTER);
  const started = await request.post(url('/api/operations'), {
    headers: { authorization: `Bearer ${supportToken}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber,
        email: `e2e.sin.aprobar.${uniqueNumber()}@demo.com.ar`,
        firstName: 'Sin',
        lastName: 'Aprobar',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const view = await request.get(url(`/api/operations/${encodeURIComponent(id)}`), {
          headers: { authorization: `Bearer ${supportToken}` },
        });
        return ((await view.json()) as { status: string }).status;
      },
      { timeout: scaled(60_000) },
    )
    .toBe('failed');

  // Then additions to that subscriber start needing approval (only those: the rest of the spec runs on).
  const adminToken = await stack.token(request, APPROVER);
  const putPolicy = (data: Record<string, unknown>) =>
    request.put(url('/api/approval-policies/subscriber.addUser'), {
      headers: { authorization: `Bearer ${adminToken}` },
      data,
    });
  const asked = await putPolicy({
    required: true,
    approvers: 1,
    roles: ['CGI.Admin', 'CGI.CustomerSupport'],
    when: { kind: 'fieldEquals', field: 'subscriberNumber', value: subscriberNumber },
    expiresInHours: 72,
    reason: 'Prueba: las altas de este suscriptor las revisa otra persona',
  });
  expect(asked.status(), await asked.text()).toBe(200);
  try {
    const admin = await stack.personPage(browser, request, APPROVER);
    await admin.goto(`/operations?type=subscriber.addUser&target=${subscriberNumber}&status=failed`);
    await admin.getByTestId('bulk-retry').click();
    const dialog = admin.getByTestId('bulk-retry-dialog');
    await expect(dialog).toContainText('Se reintentará 1 operación fallida');
    await expect(dialog.getByTestId('bulk-retry-unapproved')).toHaveText(
      '1 de ellas nunca fue aprobada y su tipo pide aprobación: se omitirá. Reinténtela sola para pedir la aprobación de otra persona.',
    );
    const axe = await new AxeBuilder({ page: admin }).include('[data-testid="bulk-retry-dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await screenshots(admin, 'bulk-retry-unapproved', SHOTS);
    await admin.context().close();
  } finally {
    await putPolicy({ required: false, reason: 'Fin de la prueba' });
  }
});
