// Every state of an operation's life as staff read it (issue 43), at 1366 and 390 px: operations
// are brought to each state through the api (as a requester, an approver and a support engineer
// would), then the list row and the detail are checked for the state's word and sentence, the
// steps that ran ('k de n pasos'; a rejected add-user ran none) and the actions offered: the row
// names exactly the detail's buttons. A stack of its own, with approvals on (the shared stacks run
// without them) and a policy's hour lasting 5 s, so one request lapses ('Vencida') while another
// waits. 'En curso' and 'Pedida' are held for the browser: a step whose call the platform answers
// late, then the worker frozen (SIGSTOP, as a stalled worker would be) until the tests end.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  lifeActionLabels,
  lifeStateTable,
  type LifeAction,
  type LifeState,
} from '../workflows/src/life-state';
import { startSpecStack, type SpecStack } from './support/spec-stack';
import { scaled } from '../test-support/src/slowdown';
import { HOUR_24_TIME } from './support/staff-language';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/life-states';
const REQUESTER = 'soporte@consola.test';
const APPROVER = 'admin@consola.test';
const SUBSCRIBER = '100003';
const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';
const WIDTHS = [1366, 390] as const;
/** How long one hour of a policy's expiry lasts on this stack. */
const HOUR_SECONDS = 5;

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

/** Waits until the operation's step `key` is in progress. */
async function reachStep(request: APIRequestContext, id: string, key: string) {
  await expect
    .poll(
      async () => {
        const view = (await viewOf(request, id)) as unknown as { steps: { key: string; status: string }[] };
        return view.steps.find((step) => step.key === key)?.status;
      },
      { timeout: scaled(90_000), message: `${id}: ${key} running` },
    )
    .toBe('running');
}

/** Whether the stack's worker is stopped (afterAll lets it go on before stopping the stack). */
let frozen = false;

/** Stops the stack's worker where it stands (nothing of an operation moves) or lets it go on. */
function worker(signal: 'SIGSTOP' | 'SIGCONT') {
  const pid = stack.pids().worker;
  if (pid === undefined) throw new Error('the stack has no worker');
  // Its process group: the worker and anything it started.
  process.kill(-pid, signal);
  frozen = signal === 'SIGSTOP';
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

/** Forgets who was signed in (the cookie and the session's token), to sign in as someone else. */
async function signOut(page: Page) {
  await page.evaluate('sessionStorage.clear()');
  await page.context().clearCookies();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(scaled(600_000));
  stack = await startSpecStack('life', {
    OPERATION_APPROVALS: 'on',
    OPERATION_APPROVAL_HOUR_SECONDS: String(HOUR_SECONDS),
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
    // 720 policy hours are an hour here: the waiting one outlasts every test.
    expiresInHours: 720,
    reason: 'Prueba: las altas las revisa otra persona',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  for (const state of ['awaitingApproval', 'rejected', 'withdrawn'] as const) {
    const id = await addUser(request, state);
    await reach(request, id, 'awaitingApproval');
    ids.set(state, id);
  }
  const rejectedId = ids.get('rejected')!;
  // The index says a run waits for approval before the run's first task has published who
  // decides and the input's hash (the detail answers `approval: null` until then); a decision
  // names the hash, so wait for it as a script would.
  let hash: string | undefined;
  await expect
    .poll(
      async () => {
        hash = ((await viewOf(request, rejectedId)) as unknown as { approval: { inputHash: string } | null })
          .approval?.inputHash;
        return hash;
      },
      { timeout: scaled(30_000), message: `${rejectedId}: the approval's input hash` },
    )
    // The api's hash of the input: sha256, in hex.
    .toMatch(/^[0-9a-f]{64}$/);
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
  // Nobody answers this one: its 2 policy hours are 10 s here.
  const lapsing = await policy({
    required: true,
    approvers: 1,
    roles: ['CGI.Admin', 'CGI.CustomerSupport'],
    when: { kind: 'fieldEquals', field: 'subscriberNumber', value: SUBSCRIBER },
    expiresInHours: 2,
    reason: 'Prueba: una solicitud que vence',
  });
  expect(lapsing.status, JSON.stringify(lapsing.body)).toBe(200);
  ids.set('expired', await addUser(request, 'vencida'));
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
    'expired',
    'cancelledBeforeTime',
    'completed',
    'refused',
    'retried',
    'undone',
  ] as const)
    await reach(request, ids.get(state)!, state);

  // En curso: the invitation's call answered late (each attempt outlasts its 10 s), and once the
  // step is in progress the worker stops; Pedida: asked for while no worker moves.
  const held = await request.post(`${stack.urls.platform}/__faults`, {
    data: { path: INVITE_PATH, delayMs: 60_000, times: 2 },
  });
  expect(held.ok()).toBe(true);
  ids.set('running', await addUser(request, 'encurso'));
  await reachStep(request, ids.get('running')!, 'sendInvite');
  worker('SIGSTOP');
  await reach(request, ids.get('running')!, 'running');
  ids.set('requested', await addUser(request, 'pedida'));
  await reach(request, ids.get('requested')!, 'requested');
});

test.afterAll(async () => {
  if (frozen) worker('SIGCONT');
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
  // Their own request: not theirs to decide, theirs to withdraw.
  awaitingApproval: ['withdraw'],
  requested: ['cancel'],
  running: ['cancel'],
  expired: [],
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
  'requested',
  'awaitingApproval',
  'expired',
  'scheduled',
  'rejected',
  'withdrawn',
  'cancelledBeforeTime',
];

const STATES: LifeState[] = [
  'requested',
  'running',
  'awaitingApproval',
  'scheduled',
  'rejected',
  'withdrawn',
  'expired',
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
    if (!['awaitingApproval', 'scheduled', 'failed', 'refused', 'running'].includes(state))
      expect(view.life.sentence).toBe(lifeStateTable[state].sentence({}));
    if (state === 'running') {
      // The step in progress is named; the ones before it ran, it and the rest not yet.
      const steps = (
        view as unknown as { steps: { label: string; status: string; finishedAt: string | null }[] }
      ).steps;
      const current = steps.find((step) => step.status === 'running')!;
      expect(view.life.sentence).toBe(lifeStateTable.running.sentence({ step: current.label }));
      const ran = steps.filter(
        (step) => step.status === 'done' || (step.status === 'skipped' && step.finishedAt),
      );
      expect(view.life.stepsDone).toBe(ran.length);
      expect(view.life.stepsDone).toBeGreaterThan(0);
      expect(view.life.stepsDone).toBeLessThan(view.life.stepsTotal);
    }
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
      // The row names exactly what the detail offers the same person (issue 43).
      expect((await rowOf(page.request, id)).life.actions).toEqual(view.life.actions);
      if (view.life.actions.length > 0)
        await expect(row.getByTestId('life-actions')).toHaveText(
          `Puede: ${view.life.actions.map((action) => lifeActionLabels[action]).join(' · ')}`,
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
      expect(text.match(HOUR_24_TIME)).toBeNull();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/${state}-detail-${width}.png`, fullPage: true });
    }
  });
}

test('a request waiting for approval: the requester reads who decides and may withdraw it; another approver decides', async ({
  page,
}) => {
  const id = ids.get('awaitingApproval')!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

    // The requester: no 'Aprobar' or 'Rechazar' on their own request, who must decide and until
    // when, and 'Retirar solicitud', whose dialog speaks of the request (and keeps it on 'No retirar').
    await signIn(page, REQUESTER);
    await page.goto(url(`/operations/${enc(id)}`));
    const card = page.getByTestId('operation-approval');
    await expect(card).toHaveAttribute('data-state', 'pending');
    await expect(card.getByTestId('approval-who')).toHaveText(
      /^Debe aprobarla otra persona con rol Administración o Soporte, hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    await expect(page.getByTestId('approve-operation')).toHaveCount(0);
    await expect(page.getByTestId('reject-operation')).toHaveCount(0);
    await page.getByTestId('cancel-operation').click();
    const withdraw = page.getByRole('dialog', { name: '¿Retirar la solicitud?' });
    await expect(withdraw).toContainText(
      'La operación no se ejecutará y la solicitud quedará como retirada.',
    );
    await expect(withdraw).not.toContainText(/paso en curso|Cancelar/);
    await expect(withdraw.getByRole('button', { name: 'Retirar solicitud' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/requester-withdraw-${width}.png`, fullPage: true });
    await withdraw.getByRole('button', { name: 'No retirar' }).click();
    await expect(withdraw).toHaveCount(0);
    await expect(page.getByTestId('life-line')).toHaveAttribute('data-life-state', 'awaitingApproval');

    // Another person who may approve: 'Aprobar' and 'Rechazar', no withdrawing someone else's
    // request; their list row names the same two.
    await signOut(page);
    await signIn(page, APPROVER);
    await page.goto(url(`/operations/${enc(id)}`));
    await expect(card.getByTestId('approve-operation')).toBeVisible();
    await expect(card.getByTestId('reject-operation')).toBeVisible();
    await expect(card.getByTestId('approval-who')).toHaveCount(0);
    await expect(page.getByTestId('cancel-operation')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/approver-detail-${width}.png`, fullPage: true });
    await page.goto(url(`/operations?type=subscriber.addUser`));
    await expect(page.locator(`[data-operation-id="${id}"]`).getByTestId('life-actions')).toHaveText(
      'Puede: Aprobar · Rechazar',
    );
    await signOut(page);
  }
});

test('cancelling what never ran says nothing of a step in progress; cancelling a running one does', async ({
  page,
}) => {
  await signIn(page, REQUESTER);
  for (const state of ['requested', 'scheduled', 'running'] as const) {
    await page.goto(url(`/operations/${enc(ids.get(state)!)}`));
    await page.getByTestId('cancel-operation').click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar la operación?' });
    if (state === 'running') await expect(dialog).toContainText('El paso en curso termina');
    else {
      await expect(dialog).toContainText(
        'La operación todavía no empezó: se cancela sin ejecutar ningún paso.',
      );
      await expect(dialog).not.toContainText('paso en curso');
    }
    // Kept as it is: the other tests of this file read it.
    await dialog.getByRole('button', { name: 'Seguir' }).click();
    await expect(dialog).toHaveCount(0);
  }
});
