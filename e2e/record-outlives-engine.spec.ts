// Issue 42 in a real browser: an operation asked for with a reason, approved by another person and
// run, then deleted from Temporal as its namespace's retention deletes it. It still opens from the
// operations list and from its customer's history, with its steps, its reason and who approved
// it, and says that the engine's history expired, at 1366 and 390 px (screenshots to look at).
// Approvals are off on the shared stacks, so this spec starts a stack of its own with them on.
import { expect, test, type Page } from '@playwright/test';
import { Connection, Client } from '@temporalio/client';
import { screenshots } from './support/page-checks';
import { startSpecStack, type SpecStack } from './support/spec-stack';
import { scaled } from '../test-support/src/slowdown';

/** Screenshots to look at (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/record-outlives-engine';
const REQUESTER = 'soporte@consola.test';
const APPROVER = 'admin@consola.test';
const TYPE = 'subscriber.create';
const REASON = 'Alta pedida por el comercial, expediente 4471';
/** gRPC's NOT_FOUND: the execution is gone. */
const NOT_FOUND = 5;

let stack: SpecStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(scaled(300_000));
  stack = await startSpecStack('record', { OPERATION_APPROVALS: 'on' });
});

test.afterAll(async () => {
  await stack?.stop();
});

const url = (path: string) => stack.url(path);

/** The detail of the operation as the record keeps it: steps, reason, approver, the engine's note. */
async function expectRecordedDetail(page: Page) {
  const detail = page.getByTestId('operation-detail');
  await expect(detail).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('engine-history-expired')).toContainText(
    'El historial de esta operación en el motor (Temporal) ya venció',
  );
  await expect(page.getByRole('link', { name: 'Ver en Temporal' })).toHaveCount(0);
  await expect(detail).toContainText(REASON);
  const approval = page.getByTestId('operation-approval');
  await expect(approval).toHaveAttribute('data-state', 'approved');
  await expect(approval).toContainText(`Aprobó ${APPROVER}`);
  const steps = page.getByTestId('operation-steps').locator('li');
  expect(await steps.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('operation-steps')).not.toContainText('Pendiente');
}

test('an operation Temporal no longer holds opens from the list and from its customer history, at 1366 and 390 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const admin = await stack.token(request, APPROVER);
  const policy = await request.put(url(`/api/approval-policies/${TYPE}`), {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      required: true,
      approvers: 1,
      roles: ['CGI.Admin'],
      when: { kind: 'always' },
      expiresInHours: 24,
      reason: 'Las altas las revisa otra persona',
    },
  });
  expect(policy.status(), await policy.text()).toBe(200);

  const subscriberNumber = `${Date.now() % 1_000_000_000}`;
  const started = await request.post(url('/api/operations'), {
    headers: { authorization: `Bearer ${await stack.token(request, REQUESTER)}` },
    data: {
      type: TYPE,
      reason: REASON,
      input: {
        organizationId: 2,
        email: `e2e.registro.${subscriberNumber}@demo.com.ar`,
        subscriberNumber,
        subscriberName: `Registro ${subscriberNumber} S.A.`,
        maxUsers: 3,
      },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  // As an approver sees it: once the run has asked for its approval (its roles come from there).
  await expect
    .poll(
      async () => {
        const response = await request.get(url(`/api/operations/${encodeURIComponent(id)}`), {
          headers: { authorization: `Bearer ${admin}` },
        });
        // Offered 'Aprobar' once the run has published its approval with the policy's roles.
        return ((await response.json()) as { life?: { actions?: string[] } }).life?.actions ?? [];
      },
      { timeout: scaled(60_000) },
    )
    .toContain('approve');
  const approved = await request.post(url(`/api/operations/${encodeURIComponent(id)}/approve`), {
    headers: { authorization: `Bearer ${admin}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get(url(`/api/operations/${encodeURIComponent(id)}`), {
          headers: { authorization: `Bearer ${admin}` },
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: scaled(60_000) },
    )
    .toBe('completed');

  // As the namespace's retention removes a closed execution.
  const connection = await Connection.connect({ address: stack.urls.temporalAddress });
  try {
    const client = new Client({ connection });
    await client.workflowService.deleteWorkflowExecution({
      namespace: 'default',
      workflowExecution: { workflowId: id },
    });
    await expect
      .poll(
        // The raw describe: the client's own would try to decode the encrypted memo while the
        // execution is still held (Temporal deletes it from a queue, seconds later under load).
        () =>
          client.workflowService
            .describeWorkflowExecution({ namespace: 'default', execution: { workflowId: id } })
            .then(
              () => 'held',
              (error: unknown) => ((error as { code?: number }).code === NOT_FOUND ? 'gone' : String(error)),
            ),
        { timeout: scaled(60_000) },
      )
      .toBe('gone');
  } finally {
    await connection.close();
  }

  const page = await stack.personPage(browser, request, REQUESTER);
  // From the operations list.
  await page.goto('/operations');
  const row = page.locator(`[data-testid="operation-row"][data-operation-id="${id}"]`);
  await expect(row).toBeVisible({ timeout: scaled(20_000) });
  await screenshots(page, 'list', SHOTS);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/operations/${encodeURIComponent(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expectRecordedDetail(page);
  await screenshots(page, 'detail-from-list', SHOTS);

  // From its customer's history (the subscriber it created).
  await page.goto(`/operations?related=${encodeURIComponent(`subscriber:${subscriberNumber}`)}`);
  const historyRow = page.locator(`[data-testid="operation-row"][data-operation-id="${id}"]`);
  await expect(historyRow).toBeVisible({ timeout: scaled(20_000) });
  await screenshots(page, 'history', SHOTS);
  await historyRow.getByRole('link').first().click();
  await expectRecordedDetail(page);
  await screenshots(page, 'detail-from-history', SHOTS);
  await page.context().close();
});
