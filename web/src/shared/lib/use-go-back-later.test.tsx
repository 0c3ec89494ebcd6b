// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render';
import { useGoBackLater, useGoToLater } from './use-go-back-later';

// Long enough that a click on a loaded machine (the test run shares two cores) lands well inside it.
const DELAY_MS = 1000;

function Later({ kind }: { kind: 'to' | 'back' }) {
  const toList = useGoToLater(DELAY_MS, { to: '/list' });
  const back = useGoBackLater(DELAY_MS, { to: '/home' });
  return (
    <button type="button" onClick={kind === 'to' ? toList : back}>
      Guardar
    </button>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS * 2));

describe('leaving a screen after an operation', () => {
  it('goes to the list once the delay has passed, replacing the form in the history', async () => {
    const { router } = await renderPage(<Later kind="to" />, { path: '/form' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(router.state.location.pathname).toBe('/form');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'), { timeout: DELAY_MS * 3 });
    expect(router.history.length).toBe(1);
  });

  it('does not pull back someone who has moved on meanwhile', async () => {
    const { router } = await renderPage(<Later kind="to" />, { path: '/form' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await router.navigate({ to: '/operations' });
    await settle();
    expect(router.state.location.pathname).toBe('/operations');
  });

  it('goes back one page, or to the fallback when there is none', async () => {
    const { router } = await renderPage(<Later kind="back" />, { path: '/form' });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: DELAY_MS * 3 });
  });
});
