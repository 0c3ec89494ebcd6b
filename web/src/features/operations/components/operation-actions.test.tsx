// @vitest-environment happy-dom
// The detail's buttons are the operation's life actions as the api serves them to the signed-in
// person, nothing more (issue 43): the requester of a request waiting for approval reads who must
// approve and until when, and withdraws it with a dialog about the request; another approver gets
// 'Aprobar' and 'Rechazar'; cancelling what never ran says no step is in progress; and a button
// is there exactly when the life offers its action (the list row names the same life's).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../shared/api/types';
import { answer, renderPage } from '../../../testing/render';
import { OperationDetailPage } from './operation-detail-page';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../../testing/operation-detail';

const ID = 'subscriber.addUser/100003/pd4k';

function operation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: ID,
    type: 'subscriber.addUser',
    label: 'Añadir un usuario al suscriptor',
    name: 'Añadir un usuario al suscriptor 100003',
    status: 'awaitingApproval',
    life: {
      state: 'awaitingApproval',
      label: 'Esperando aprobación',
      sentence: 'Espera la aprobación de otra persona. Todavía no se hizo ningún cambio.',
      stepsDone: 0,
      stepsTotal: 2,
      actions: ['withdraw'],
    },
    target: '100003',
    targetName: null,
    subject: 'ana@demo.com.ar',
    retryNumber: 0,
    actor: 'soporte@consola.test',
    source: 'ui',
    reason: 'Alta pedida por el titular',
    input: { subscriberNumber: '100003', email: 'ana@demo.com.ar', userTypeCode: 'ORG-STAFF' },
    startedAt: '2026-11-29T12:00:00.000Z',
    finishedAt: null,
    steps: [],
    temporalUrl: null,
    ...DETAIL_WITHOUT_FOLLOW_UPS,
    approval: {
      state: 'pending',
      requester: 'soporte@consola.test',
      approvers: 1,
      missing: 1,
      roles: ['CGI.Admin', 'CGI.CustomerSupport'],
      inputHash: 'h',
      requestedAt: '2026-11-29T12:00:00.000Z',
      // 00:08 in Buenos Aires.
      expiresAt: '2026-11-30T03:08:00.000Z',
      settledAt: null,
      decisions: [],
    },
    ...overrides,
  };
}

async function detail(shown: Operation) {
  answer({
    [`GET /api/operations/${ID}`]: shown,
    [`GET /api/operations/${ID}/log`]: { items: [] },
    [`GET /api/operations/${ID}/elements`]: {
      items: [],
      counts: { total: 0, pending: 0, done: 0, failed: 0, skipped: 0 },
      next: null,
    },
    'GET /api/catalog/operation-types': { items: [] },
  });
  await renderPage(<OperationDetailPage id={ID} search={{}} />);
  await screen.findByTestId('life-line');
}

describe("the detail's actions are the life's", () => {
  it('the requester reads who must approve and until when, and may withdraw the request, never approve it', async () => {
    await detail(operation());
    const card = screen.getByTestId('operation-approval');
    expect(within(card).getByTestId('approval-who').textContent).toBe(
      'Debe aprobarla otra persona con rol Administración o Soporte, hasta el 30/11/2026 00:08.',
    );
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar la solicitud?' });
    expect(dialog.textContent).toContain(
      'La operación no se ejecutará y la solicitud quedará como retirada.',
    );
    expect(dialog.textContent).not.toMatch(/paso en curso|Cancelar/);
    // The one that confirms says what it does, and both can be pressed.
    expect(within(dialog).getByRole('button', { name: 'Retirar solicitud' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(dialog).getByRole('button', { name: 'No retirar' })).toHaveProperty('disabled', false);
  });

  it('another approver gets Aprobar and Rechazar, and no withdrawing of someone else’s request', async () => {
    await detail(operation({ life: { ...operation().life, actions: ['approve', 'reject'] } }));
    const card = screen.getByTestId('operation-approval');
    expect(within(card).getByRole('button', { name: 'Aprobar' })).toHaveProperty('disabled', false);
    expect(within(card).getByRole('button', { name: 'Rechazar' })).toHaveProperty('disabled', false);
    expect(within(card).queryByTestId('approval-who')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirar solicitud' })).toBeNull();
  });

  it('cancelling an operation asked for but not started says no step runs, not "el paso en curso"', async () => {
    await detail(
      operation({
        status: 'running',
        approval: null,
        life: {
          state: 'requested',
          label: 'Pedida',
          sentence: 'Pedida: empieza en un momento. Todavía no se hizo ningún cambio.',
          stepsDone: 0,
          stepsTotal: 2,
          actions: ['cancel'],
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar operación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la operación?' });
    expect(dialog.textContent).toContain(
      'La operación todavía no empezó: se cancela sin ejecutar ningún paso.',
    );
    expect(dialog.textContent).not.toContain('paso en curso');
  });

  it("the buttons are the life's actions alone: its row names the same ones", async () => {
    // What is open is the api's to say (the row reads the same `life`): the page adds no check.
    await detail(
      operation({
        status: 'failed',
        approval: null,
        retryable: false,
        undo: null,
        life: {
          state: 'failed',
          label: 'Falló',
          sentence:
            'Falló. Los pasos completados quedan aplicados; puede reintentarla desde el paso que falló.',
          stepsDone: 1,
          stepsTotal: 2,
          actions: ['retry'],
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });
});
