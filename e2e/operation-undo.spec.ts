// A failed add-user in a real browser (issue 28): the subscriber's last place is taken while the
// operation's invitation is held back by the platform, so it fails at its last step. Its detail
// says what was done and what not, offers no 'Reintentar' while the subscriber stays full, and
// 'Deshacer' cancels the invitation and the organization link, shown step by step; a bulk
// retry's confirmation then says it skips the undone operation.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseUrlsFor, createPlatformClient, type PlatformClient } from '@cgi/platform/client';
import {
  activeStaffInvites,
  createSubscriberUser,
  createSubscriberWithRoom,
} from '@cgi/test-support/subscriber-fixtures';
import { signIn } from './support/session';
import { seriousViolations, screenshots } from './support/page-checks';
import { devToken, stackPlatformUrl } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';

async function operationOf(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/operations/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { status: string; steps: { key: string; status: string }[] };
}

/** An add-user that did everything but assign the user: the subscriber filled up meanwhile. */
async function halfDoneAddUser(request: APIRequestContext, platform: PlatformClient) {
  const token = await devToken(request, 'admin@consola.test');
  const number = await createSubscriberWithRoom(platform, 1);
  const email = `e2e.mitad.${Date.now()}@demo.com.ar`;
  const delayed = await request.post(`${stackPlatformUrl()}/__faults`, {
    data: { path: INVITE_PATH, delayMs: 3_000, times: 1 },
  });
  expect(delayed.ok()).toBe(true);
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: number,
        email,
        firstName: 'Mitad',
        lastName: 'Hecha',
        userTypeCode: 'ORG-STAFF',
      },
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => (await operationOf(request, token, id)).steps.find((s) => s.key === 'sendInvite')?.status,
      {
        timeout: scaled(20_000),
      },
    )
    .toBe('running');
  await createSubscriberUser(platform, { subscriberNumber: number, status: 'ACTIVE' });
  await expect
    .poll(async () => (await operationOf(request, token, id)).status, { timeout: scaled(30_000) })
    .toBe('failed');
  return { id, email, number };
}

test('a failed add-user explains itself, offers no retry while full, and is undone step by step', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const platform = createPlatformClient({ baseUrls: baseUrlsFor(stackPlatformUrl()) });
  const { id, email, number } = await halfDoneAddUser(request, platform);

  await signIn(page);
  await page.goto(`/operations/${encodeURIComponent(id)}`);
  const explanation = page.getByTestId('operation-explanation');
  await expect(explanation.getByTestId('explanation-text')).toHaveText(
    'Se creó la cuenta en el proveedor de identidad, se creó la cuenta de acceso, se vinculó el usuario a la ' +
      'organización y se envió la invitación de registro; no se asignó el usuario al suscriptor porque el ' +
      'suscriptor alcanzó su límite de 1 usuario.',
  );
  await expect(explanation).toContainText(
    'Para completarla: Dé de baja a un usuario del suscriptor o pida ampliar su límite',
  );
  await expect(explanation.getByTestId('retry-blocked')).toContainText('No se puede reintentar mientras');
  await expect(page.getByTestId('retry-operation')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'failed-add-user');

  await page.getByTestId('undo-operation').click();
  const dialog = page.getByTestId('undo-dialog');
  await expect(dialog).toContainText('Cancelar la invitación de registro');
  await expect(dialog).toContainText('Dar de baja el vínculo con la organización');
  await expect(dialog).toContainText('la cuenta de acceso sigue existiendo');
  expect(await seriousViolations(page)).toEqual([]);
  // The reason is required.
  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await expect(dialog).toContainText('Indique el motivo');
  await dialog.getByLabel('Motivo').fill('El suscriptor no tiene lugar: se deshace el alta a medias');
  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await expect(dialog).toBeHidden();

  const undone = page.getByTestId('operation-undone');
  for (const key of ['undo.sendInvite', 'undo.linkOrganization']) {
    await expect(undone.getByTestId(`operation-step-${key}`)).toHaveAttribute('data-status', 'done', {
      timeout: scaled(30_000),
    });
  }
  await expect(undone).toContainText('Cancelar la invitación de registro');
  await expect(page.getByTestId('undo-operation')).toHaveCount(0);
  await expect(page.getByTestId('retry-operation')).toHaveCount(0);
  await expect(page.getByTestId('retry-blocked')).toContainText('La operación se deshizo');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'undone-add-user');

  expect(await activeStaffInvites(platform, email)).toHaveLength(0);
  const { loginAccount } = await platform.loginAccounts.byEmail(email);
  const links = await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
  expect(links.map((link) => link.status.userStatusCode)).toEqual(['DELETED']);

  // A bulk retry of its subscriber's failed operations says, before it starts, that it skips it.
  await page.goto(`/operations?type=subscriber.addUser&target=${number}&status=failed`);
  await page.getByTestId('bulk-retry').click();
  const bulk = page.getByTestId('bulk-retry-dialog');
  await expect(bulk).toContainText('Se reintentará 1 operación fallida');
  await expect(bulk.getByTestId('bulk-retry-undone')).toHaveText(
    '1 de ellas se deshizo: se omitirá. Una operación deshecha no se reintenta; para volver a hacerla, iníciela de nuevo.',
  );
  await expect(bulk.getByTestId('bulk-retry-unapproved')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'bulk-retry-undone');
});
