// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderPage } from '../../../testing/render';
import { t } from '../messages';
import { CognitoPage } from './cognito-page';

const identityUser = {
  username: 'activo@demo.com.ar',
  enabled: true,
  status: 'CONFIRMED',
  createDate: '2024-04-01T00:00:00.000Z',
  lastModifiedDate: '2024-04-01T00:00:00.000Z',
  attributes: [
    { name: 'Username', value: 'activo@demo.com.ar' },
    { name: 'Enabled', value: 'true' },
    { name: 'UserStatus', value: 'CONFIRMED' },
    { name: 'email_verified', value: 'true' },
  ],
};

async function lookUp(operations: unknown = { status: 202, body: { id: 'identity.setPassword/x/a1' } }) {
  const sent = answer({
    'GET /api/security/identity/user': identityUser,
    'POST /api/operations': operations,
  });
  await renderPage(<CognitoPage roles={['CGI.Admin']} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: t.emailLabel }), 'activo@demo.com.ar{Enter}');
  await screen.findByTestId('identity-attributes');
  return { sent, user };
}

describe('Usuarios del proveedor de identidad (spec 2 §2.13)', () => {
  it('shows the attributes in Spanish, never the provider codes', async () => {
    await lookUp();
    const table = screen.getByTestId('identity-attributes');
    const valueOf = (label: string) =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))
        .find(([name]) => name === label)?.[1];
    expect(valueOf('Usuario')).toBe('activo@demo.com.ar');
    expect(valueOf('Estado de la cuenta')).toBe('Confirmada');
    expect(within(table).getAllByText('Sí')).toHaveLength(2);
    for (const code of ['Username', 'Enabled', 'UserStatus', 'CONFIRMED', 'true']) {
      expect(within(table).queryByText(code)).toBeNull();
    }
  });

  it('does not enforce the policy in the client (spec 2 §5): a short password goes to the confirmation', async () => {
    const { sent, user } = await lookUp();
    const password = screen.getByLabelText(t.passwordLabel);
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(t.passwordConfirmTitle);
    expect(screen.queryByTestId('password-field-error')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("puts the api's refusal of the password under the password field", async () => {
    const { user } = await lookUp({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Datos inválidos',
        fields: { 'input.password': 'Rechazada por el servicio' },
      },
    });
    const password = screen.getByLabelText(t.passwordLabel);
    await user.type(password, 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Pedido del usuario');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() =>
      expect(screen.getByTestId('password-field-error').textContent).toBe('Rechazada por el servicio'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
