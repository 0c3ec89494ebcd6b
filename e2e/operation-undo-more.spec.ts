// 'Deshacer' on a failed 'Cancelar invitación' in a real browser (issue 28): the platform
// refuses the cancellation after the user was deactivated and unassigned, so the run fails at its
// last step. Its detail says so; 'Deshacer' assigns the user again and gives back their status,
// shown step by step on the original, and the platform has the user as before.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseUrlsFor, createPlatformClient, type PlatformClient } from '@cgi/platform/client';
import { createSubscriberUser, createSubscriberWithRoom } from '@cgi/test-support/subscriber-fixtures';
import { signIn } from './support/session';
import { seriousViolations, screenshots } from './support/page-checks';
import { devToken, stackPlatformUrl } from './support/stack';
import { scaled } from '../test-support/src/slowdown';

const CANCEL_INVITE_PATH = '/invites/updateInviteUserInvite';

/** A 'Cancelar invitación' that deactivated and unassigned the user, then was refused. */
async function halfDoneCancel(request: APIRequestContext, platform: PlatformClient) {
  const token = await devToken(request, 'admin@consola.test');
  const number = await createSubscriberWithRoom(platform, 3);
  const user = await createSubscriberUser(platform, { subscriberNumber: number });
  const refused = await request.post(`${stackPlatformUrl()}/__faults`, {
    data: { path: CANCEL_INVITE_PATH, status: 400, times: 1 },
  });
  expect(refused.ok()).toBe(true);
  const started = await request.post('/api/operations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'subscriber.cancelInvitation',
      input: { subscriberNumber: number, userId: user.userId },
      reason: 'Ya no trabaja con el estudio',
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/operations/${encodeURIComponent(id)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: scaled(30_000) },
    )
    .toBe('failed');
  return { id, number, user };
}

test('a cancel-invitation stopped half-way is undone step by step: the user assigned again, status back', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const platform = createPlatformClient({ baseUrls: baseUrlsFor(stackPlatformUrl()) });
  const { id, number, user } = await halfDoneCancel(request, platform);

  await signIn(page);
  await page.goto(`/operations/${encodeURIComponent(id)}`);
  await expect(page.getByTestId('operation-explanation').getByTestId('explanation-text')).toHaveText(
    'Se dio de baja el usuario en la organización y se desasignó el usuario del suscriptor; no se canceló ' +
      'la invitación de registro porque el servicio de invitaciones rechazó los datos enviados.',
  );

  await page.getByTestId('undo-operation').click();
  const dialog = page.getByTestId('undo-dialog');
  await expect(dialog).toContainText('Volver a asignar el usuario al suscriptor');
  await expect(dialog).toContainText('Devolver al usuario su estado en la organización');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Motivo').fill('El usuario sigue en el estudio');
  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await expect(dialog).toBeHidden();

  const undone = page.getByTestId('operation-undone');
  for (const key of ['undo.unassignUser', 'undo.deleteOrganizationUser']) {
    await expect(undone.getByTestId(`operation-step-${key}`)).toHaveAttribute('data-status', 'done', {
      timeout: scaled(30_000),
    });
  }
  await expect(undone).toContainText('Volver a asignar el usuario al suscriptor');
  await expect(page.getByTestId('undo-operation')).toHaveCount(0);
  await expect(page.getByTestId('retry-operation')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'undone-cancel-invitation');

  const users = await platform.subscribers.users(number, 0, 100);
  expect(users.map((u) => u.user_id)).toEqual([user.userId]);
  expect((await platform.organizations.userData(user.userId)).status.userStatusCode).toBe(
    'WAITING_VALIDATION',
  );
});
