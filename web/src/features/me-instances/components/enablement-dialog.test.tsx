// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderPage } from '../../../testing/render';
import { m } from '../messages';
import { EnablementDialog } from './enablement-dialog';

/** The text a field's `aria-describedby` points at: its own error, not one elsewhere. */
const describedText = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const f = m.enablement.fields;

async function open() {
  const sent = answer({ 'POST /api/operations': { status: 202, body: { id: 'me.enable/2/a1' } } });
  await renderPage(
    <EnablementDialog
      open
      organizationId={2}
      mode="enable"
      onClose={() => undefined}
      onReload={() => undefined}
    />,
  );
  return { sent, user: userEvent.setup() };
}

describe('Habilitar Mi Estudio (spec 2 §2.4, §5)', () => {
  it('marks the empty cap itself and sends nothing', async () => {
    const { sent, user } = await open();
    const storage = await screen.findByRole('textbox', { name: f.maxCapacityGB });
    await user.clear(storage);
    await user.click(screen.getByRole('button', { name: m.enablement.submit }));
    await waitFor(() => expect(storage.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(storage)).toBe(m.enablement.capRequired);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(m.capsIncomplete);
    expect(
      screen.getByRole('textbox', { name: f.maxFirmStaffCount }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('never turns "2.5" into 25: the field keeps what was typed and says why it is refused', async () => {
    const { sent, user } = await open();
    const storage = await screen.findByRole('textbox', { name: f.maxCapacityGB });
    await user.clear(storage);
    await user.type(storage, '2.5');
    expect((storage as HTMLInputElement).value).toBe('2.5');
    await user.click(screen.getByRole('button', { name: m.enablement.submit }));
    await waitFor(() => expect(storage.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(storage)).toBe(m.enablement.capInteger);
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the caps as numbers when they are whole', async () => {
    const { sent, user } = await open();
    const storage = await screen.findByRole('textbox', { name: f.maxCapacityGB });
    await user.clear(storage);
    await user.type(storage, '30');
    await user.click(screen.getByRole('button', { name: m.enablement.submit }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'me.enable',
      input: { organizationId: 2, maxCapacityGB: 30, maxFirmStaffCount: 2, maxEVentanillaCustomerCount: 0 },
    });
  });
});
