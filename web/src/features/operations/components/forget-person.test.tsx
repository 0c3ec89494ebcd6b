// @vitest-environment happy-dom
// 'Olvidar datos personales' on the operations list: only for whoever its contract lets start it
// (administrators), the person's fields checked in Spanish before anything is sent, then the one
// confirmation with its reason, which starts the operation with what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPersonMessages as t } from '@cgi/workflows/inputs';
import { describe, expect, it } from 'vitest';
import { answer, renderPage } from '../../../testing/render';
import { ForgetPersonAction } from './forget-person';

describe('Olvidar datos personales', () => {
  it('is not offered to a support engineer', async () => {
    await renderPage(<ForgetPersonAction roles={['CGI.CustomerSupport']} />);
    expect(screen.queryByRole('button', { name: t.label })).toBeNull();
  });

  it('asks who, in Spanish, then confirms with a reason and starts it', async () => {
    const sent = answer({
      'POST /api/operations': { status: 202, body: { id: 'record.forgetPerson/p1.x/a1' } },
    });
    await renderPage(<ForgetPersonAction roles={['CGI.Admin']} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.label }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByRole('heading').textContent).toBe(t.title);
    await user.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t.subjectRequired);
    await user.type(within(form).getByRole('textbox', { name: t.emailLabel }), 'no es un email');
    await user.click(within(form).getByRole('button', { name: 'Confirmar' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(t.emailInvalid);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    const email = within(form).getByRole('textbox', { name: t.emailLabel });
    await user.clear(email);
    await user.type(email, 'zoe@demo.com.ar');
    await user.click(within(form).getByRole('button', { name: 'Confirmar' }));
    const confirm = await screen.findByTestId('forget-person-confirm');
    expect(within(confirm).getByRole('heading').textContent).toBe(t.confirmTitle);
    expect(confirm.textContent).toContain(t.confirmBody);
    await user.type(within(confirm).getByRole('textbox', { name: /Motivo/ }), 'Pedido del titular');
    await user.click(within(confirm).getByRole('button', { name: t.confirmAction }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    const [started] = sent.filter((request) => request.method === 'POST');
    expect(started?.body).toMatchObject({
      type: 'record.forgetPerson',
      input: { email: 'zoe@demo.com.ar' },
      reason: 'Pedido del titular',
    });
  });

  it('says why the request is refused while one of her operations has not ended, before any approval', async () => {
    const sent = answer({
      'POST /api/operations': {
        status: 409,
        body: { code: 'PERSON_OPERATIONS_RUNNING', message: t.stillRunning(2) },
      },
    });
    await renderPage(<ForgetPersonAction roles={['CGI.Admin']} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.label }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByRole('textbox', { name: t.emailLabel }), 'zoe@demo.com.ar');
    await user.click(within(form).getByRole('button', { name: 'Confirmar' }));
    const confirm = await screen.findByTestId('forget-person-confirm');
    await user.type(within(confirm).getByRole('textbox', { name: /Motivo/ }), 'Pedido del titular');
    await user.click(within(confirm).getByRole('button', { name: t.confirmAction }));
    // The confirmation stays, saying why in the api's words; nothing else was asked.
    expect((await within(confirm).findByRole('alert')).textContent).toBe(t.stillRunning(2));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
