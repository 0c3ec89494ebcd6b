// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { InfoDrawer } from './dialog';

type Item = { name: string; size: number };

function renderDrawer(item: Item | null, onClose = vi.fn()) {
  render(
    <InfoDrawer
      item={item}
      onClose={onClose}
      title="Información del documento"
      description={(shown) => shown.name}
      testId="info"
    >
      {(shown) => <p>{`${shown.size} bytes`}</p>}
    </InfoDrawer>,
  );
  return onClose;
}

afterEach(cleanup);

describe('InfoDrawer', () => {
  it('shows nothing while there is no record', () => {
    renderDrawer(null);
    expect(screen.queryByTestId('info')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the record's title, description and body, described by its name", () => {
    renderDrawer({ name: 'balance.pdf', size: 120 });
    const panel = screen.getByRole('dialog', { name: 'Información del documento' });
    expect(panel.textContent).toContain('120 bytes');
    expect(panel.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)?.textContent).toBe('balance.pdf');
  });

  it("closes by 'Cerrar' at its foot and by Escape", async () => {
    const user = userEvent.setup();
    const onClose = renderDrawer({ name: 'balance.pdf', size: 120 });
    const buttons = screen.getAllByRole('button', { name: messages.app.close });
    // The cross in the header and the button at the foot share the name; the foot's is last.
    expect(buttons).toHaveLength(2);
    expect(buttons.at(-1)!.textContent).toBe(messages.app.close);
    await user.click(buttons.at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
