// Every state of an operation's life as staff read it (issue 43), at 1366 and 390 px: operations
// are brought to each state through the api (as a requester, an approver and a support engineer
// would), then the list row and the detail are checked for the state's word and sentence, the
// steps that ran ('k de n pasos'; a rejected add-user ran none) and the actions offered. A stack
// of its own, with approvals on (the shared stacks run without them).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  lifeActionLabels,
  lifeStateTable,
  type LifeAction,
  type LifeState,
} from '../workflows/src/life-state';
import { startSpecStack, type SpecStack } from './support/spec-stack';
import { scaled } from '../test-support/src/slowdown';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/life-states';
const REQUESTER = 'soporte@consola.test';
const APPROVER = 'admin@consola.test';
const SUBSCRIBER = '100003';
const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';
const WIDTHS = [1366, 390] as const;

let stack: SpecStack;
/** The operation brought to each state. */
const ids = new Map<LifeState, string>();

test.describe.configure({ mode: 'serial' });

const url = (path: string) => new URL(path, stack.urls.console).href;
const enc = encodeURIComponent;

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(url('/auth/dev/token'), { data: { email } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

type View = {
  id: string;
  status: string;
  life: { state: LifeState; sentence: string; stepsDone: number; stepsTotal: number; actions: LifeAction[] };
};

async function call(
  request: APIRequestContext,
  as: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(url(path), {
    method,
    headers: { authorization: `Bearer ${await token(request, as)}` },
    ...(data === undefined ? {} : { data }),
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

async function addUser(request: APIRequestContext, tag: string, extra: Record<string, unknown> = {}) {
  const started = await call(request, REQUESTER, 'POST', '/api/operations', {
    type: 'subscriber.addUser',
    input: {
      subscriberNumber: extra.subscriberNumber ?? SUBSCRIBER,
      email: `e2e.vida.${tag}.${Date.now()}@demo.com.ar`,
      firstName: 'Vida',
      lastName: tag,
      userTypeCode: 'ORG-STAFF',
    },
    reason: 'Alta pedida por el titular',
    ...extra,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body.id as string;
}

async function viewOf(request: APIRequestContext, id: string): Promise<View> {
  return (await call(request, REQUESTER, 'GET', `/api/operations/${enc(id)}`)).body as unknown as View;
}

/** The operation's row as the list serves it (a row offers what its state offers; the detail knows more). */
async function rowOf(request: APIRequestContext, id: string): Promise<View> {
  const page = (await call(request, REQUESTER, 'GET', `/api/operations?type=subscriber.addUser&pageSize=100`))
    .body as unknown as { items: (View & { id: string })[] };
  const row = page.items.find((item) => item.id === id);
  if (!row) throw new Error(`${id} is not on the list's first page`);
  return row;
}

async function reach(request: APIRequestContext, id: string, state: LifeState) {
  // Says where it stood if it never gets there (a poll's timeout alone would not).
  let last: View | undefined;
  await expect
    .poll(
      async () => {
        last = await viewOf(request, id);
        return last.life.state;
      },
      { timeout: scaled(90_000), message: `${id} → ${state}` },
    )
    .toBe(state)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n${JSON.stringify(last, null, 1).slice(0, 3000)}`);
    });
}

async function faults(request: APIRequestContext, on: boolean) {
  const response = on
    ? await request.post(`${stack.urls.platform}/__faults`, {
        data: { path: INVITE_PATH, status: 500, times: 1000 },
      })
    : await request.delete(`${stack.urls.platform}/__faults`);
  expect(response.ok()).toBe(true);
}

async function signIn(page: Page, email: string) {
  await page.context().addCookies([
    {
      name: 'cgi_token',
      value: await token(page.request, email),
      url: stack.urls.console,
      sameSite: 'Lax',
    },
  ]);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(scaled(600_000));
  stack = await startSpecStack('life', {
    OPERATION_APPROVALS: 'on',
    OPERATION_RETRY_MAX_ATTEMPTS: '2',
    OPERATION_RETRY_BACKOFF_MS: '200',
    PLATFORM_FAULTS: '1',
  });

  // Additions to the subscriber ask another person first: waiting, rejected, withdrawn.
  const policy = (data: Record<string, unknown>) =>
    call(request, APPROVER, 'PUT', '/api/approval-policies/subscriber.addUser', data);
  const asked = await policy({
    required: true,
    approvers: 1,
    roles: ['CGI.Admin', 'CGI.CustomerSupport'],
    when: { kind: 'fieldEquals', field: 'subscriberNumber', value: SUBSCRIBER },
    expiresInHours: 72,
    reason: 'Prueba: las altas las revisa otra persona',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  for (const state of ['awaitingApproval', 'rejected', 'withdrawn'] as const) {
    const id = await addUser(request, state);
    await reach(request, id, 'awaitingApproval');
    ids.set(state, id);
  }
  const rejectedId = ids.get('rejected')!;
  const hash = ((await viewOf(request, rejectedId)) as unknown as { approval: { inputHash: string } })
    .approval.inputHash;
  expect(
    (
      await call(request, APPROVER, 'POST', `/api/operations/${enc(rejectedId)}/reject`, {
        inputHash: hash,
        reason: 'No corresponde el alta',
      })
    ).status,
  ).toBe(200);
  expect(
    (await call(request, REQUESTER, 'POST', `/api/operations/${enc(ids.get('withdrawn')!)}/cancel`)).status,
  ).toBe(202);
  expect((await policy({ required: false, reason: 'Fin de la prueba de aprobación' })).status).toBe(200);

  // Scheduled, and scheduled then cancelled before its time.
  const later = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
  for (const state of ['scheduled', 'cancelledBeforeTime'] as const) {
    ids.set(state, await addUser(request, state, { notBefore: later }));
    await reach(request, ids.get(state)!, 'scheduled');
  }
  expect(
    (await call(request, REQUESTER, 'POST', `/api/operations/${enc(ids.get('cancelledBeforeTime')!)}/cancel`))
      .status,
  ).toBe(202);

  // Completed; refused (a subscriber that does not exist); failed at the invitation, three times:
  // one stays failed, one is retried, one undone.
  ids.set('completed', await addUser(request, 'completa'));
  // Before the invitations fail: it sends one too.
  await reach(request, ids.get('completed')!, 'completed');
  ids.set('refused', await addUser(request, 'rehusada', { subscriberNumber: '999999' }));
  await faults(request, true);
  for (const state of ['failed', 'retried', 'undone'] as const) ids.set(state, await addUser(request, state));
  for (const state of ['failed', 'retried', 'undone'] as const)
    await reach(request, ids.get(state)!, 'failed');
  await faults(request, false);
  expect(
    (await call(request, APPROVER, 'POST', `/api/operations/${enc(ids.get('retried')!)}/retry`, {})).status,
  ).toBe(202);
  expect(
    (
      await call(request, APPROVER, 'POST', `/api/operations/${enc(ids.get('undone')!)}/undo`, {
        reason: 'Deshacer el alta a medias',
      })
    ).status,
  ).toBe(202);
  for (const state of [
    'rejected',
    'withdrawn',
    'cancelledBeforeTime',
    'completed',
    'refused',
    'retried',
    'undone',
  ] as const)
    await reach(request, ids.get(state)!, state);
});

test.afterAll(async () => {
  await stack?.stop();
});

/** The detail's buttons for each action a state offers. */
const BUTTONS: Record<LifeAction, string> = {
  approve: 'approve-operation',
  reject: 'reject-operation',
  withdraw: 'cancel-operation',
  reschedule: 'reschedule-operation',
  cancel: 'cancel-operation',
  retry: 'retry-operation',
  undo: 'undo-operation',
  openRetry: 'open-retry',
  openUndo: 'open-undo',
};

/** What each state offers the requester's screens (the api filters what is not open now). */
const OFFERED: Partial<Record<LifeState, LifeAction[]>> = {
  awaitingApproval: ['approve', 'reject', 'withdraw'],
  scheduled: ['reschedule', 'cancel'],
  rejected: [],
  withdrawn: ['retry'],
  cancelledBeforeTime: ['retry'],
  completed: [],
  failed: ['retry', 'undo'],
  retried: ['openRetry'],
  undone: ['openUndo'],
};

/** States that end before any step ran: none counts. */
const NOTHING_RAN: LifeState[] = [
  'awaitingApproval',
  'scheduled',
  'rejected',
  'withdrawn',
  'cancelledBeforeTime',
];

const STATES: LifeState[] = [
  'awaitingApproval',
  'scheduled',
  'rejected',
  'withdrawn',
  'cancelledBeforeTime',
  'completed',
  'refused',
  'failed',
  'retried',
  'undone',
];

for (const state of STATES) {
  test(`${state}: its sentence, the steps that ran and its actions, on the list and the detail at 1366 and 390 px`, async ({
    page,
  }) => {
    const id = ids.get(state)!;
    const view = await viewOf(page.request, id);
    expect(view.life.state).toBe(state);
    const steps = `${view.life.stepsDone} de ${view.life.stepsTotal} pasos`;
    if (NOTHING_RAN.includes(state)) expect(view.life.stepsDone).toBe(0);
    if (OFFERED[state]) expect(view.life.actions).toEqual(OFFERED[state]);
    // The sentence is the table's for the state (the waiting one names who and until when).
    if (state !== 'awaitingApproval' && state !== 'scheduled' && state !== 'failed' && state !== 'refused')
      expect(view.life.sentence).toBe(lifeStateTable[state].sentence({}));
    if (state === 'awaitingApproval')
      expect(view.life.sentence).toMatch(
        /con rol Administración o Soporte, hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
      );

    await signIn(page, REQUESTER);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The list row (the target's timeline of operations).
      await page.goto(url(`/operations?type=subscriber.addUser`));
      const row = page.locator(`[data-operation-id="${id}"]`);
      await expect(row).toHaveAttribute('data-life-state', state);
      await expect(row.getByTestId('life-badge')).toHaveText(lifeStateTable[state].label);
      await expect(row.getByTestId('life-sentence')).toHaveText(view.life.sentence);
      await expect(row.getByTestId('life-steps')).toHaveText(steps);
      const rowActions = (await rowOf(page.request, id)).life.actions;
      if (rowActions.length > 0)
        await expect(row.getByTestId('life-actions')).toHaveText(
          `Puede: ${rowActions.map((action) => lifeActionLabels[action]).join(' · ')}`,
        );
      else await expect(row.getByTestId('life-actions')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${state}-list-${width}.png`, fullPage: true });

      // The detail.
      await page.goto(url(`/operations/${enc(id)}`));
      const line = page.getByTestId('life-line');
      await expect(line).toHaveAttribute('data-life-state', state);
      await expect(line.getByTestId('life-sentence')).toHaveText(view.life.sentence);
      await expect(line.getByTestId('life-steps')).toHaveText(steps);
      for (const action of Object.keys(BUTTONS) as LifeAction[]) {
        const offered = view.life.actions.includes(action);
        const button = page.getByTestId(BUTTONS[action]);
        // 'withdraw' and 'cancel' share the button; its label says which.
        if (offered) await expect(button).toBeVisible();
        else if (
          !(action === 'cancel' && view.life.actions.includes('withdraw')) &&
          !(action === 'withdraw' && view.life.actions.includes('cancel'))
        )
          await expect(button).toHaveCount(0);
      }
      if (view.life.actions.includes('withdraw'))
        await expect(page.getByTestId('cancel-operation')).toHaveText(lifeActionLabels.withdraw);
      // No workflow id outside 'ID', no 24:xx time.
      const text = await page.locator('main').innerText();
      expect(text.split(id).length - 1).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(/\b24:\d{2}\b/);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/${state}-detail-${width}.png`, fullPage: true });
    }
  });
}
