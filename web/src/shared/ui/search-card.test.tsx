// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { ToolbarSearch } from './search-card';

function Search({
  onSubmit,
  onlyWithText = false,
}: {
  onSubmit: (text: string) => void;
  onlyWithText?: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <ToolbarSearch
      label="Buscar por nombre"
      name="documentName"
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      buttonOnlyWithText={onlyWithText}
    />
  );
}

afterEach(cleanup);

describe('ToolbarSearch', () => {
  it('is a search named by its label, and hands the typed text over on Enter or Buscar', async () => {
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Buscar por nombre' });
    expect(field.getAttribute('placeholder')).toBe('Buscar por nombre');
    expect(screen.getByRole('search').contains(field)).toBe(true);
    await user.type(field, 'balance{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('balance');
    await user.type(field, ' 2024');
    await user.click(screen.getByRole('button', { name: messages.app.search }));
    expect(onSubmit).toHaveBeenLastCalledWith('balance 2024');
  });

  it('shows Buscar only once there is text when told so (spec 1 §2)', async () => {
    render(<Search onSubmit={vi.fn()} onlyWithText />);
    expect(screen.queryByRole('button', { name: messages.app.search })).toBeNull();
    await userEvent.setup().type(screen.getByRole('searchbox'), '  ');
    expect(screen.queryByRole('button', { name: messages.app.search })).toBeNull();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'a');
    expect(screen.queryByRole('button', { name: messages.app.search })).not.toBeNull();
  });
});
