// @vitest-environment happy-dom
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from './api/types';
import { FreshRecord, OperationOutcome } from './edit-drawer';
import { messages } from './messages';
import type { useOperationRun } from './operation-run';

afterEach(cleanup);

const query = (state: Partial<UseQueryResult<{ name: string }>>) =>
  ({ isError: false, data: undefined, isFetchedAfterMount: false, error: null, ...state }) as UseQueryResult<{
    name: string;
  }>;

const form = (record: { name: string }) => <p>Formulario de {record.name}</p>;

describe('FreshRecord', () => {
  it('shows skeleton fields until the record is fetched afresh, not from a cached copy', () => {
    const { container, rerender } = render(
      <FreshRecord query={query({ data: { name: 'Ana' } })} fields={3}>
        {form}
      </FreshRecord>,
    );
    expect(screen.queryByText('Formulario de Ana')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
    rerender(
      <FreshRecord query={query({ data: { name: 'Ana' }, isFetchedAfterMount: true })} fields={3}>
        {form}
      </FreshRecord>,
    );
    expect(screen.queryByText('Formulario de Ana')).not.toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it("shows the load's error, or the drawer's own text when it has none", () => {
    const { rerender } = render(
      <FreshRecord query={query({ isError: true, error: new Error('El usuario no existe') })} fields={2}>
        {form}
      </FreshRecord>,
    );
    expect(screen.getByRole('alert').textContent).toBe('El usuario no existe');
    rerender(
      <FreshRecord
        query={query({ isError: true, error: new Error('') })}
        fields={2}
        loadError="No se pudo cargar."
      >
        {form}
      </FreshRecord>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No se pudo cargar.');
  });
});

describe('OperationOutcome', () => {
  const run = (status: Operation['status'] | undefined) =>
    ({
      operationId: 'op-1',
      operation: status ? ({ id: 'op-1', status } as Operation) : undefined,
      reset: vi.fn(),
      Progress: ({ id }: { id: string }) => <p>Pasos de {id}</p>,
    }) as unknown as ReturnType<typeof useOperationRun>;

  it('shows the steps, and the way back only once the operation ended without completing', async () => {
    for (const status of [undefined, 'running', 'completed'] as const) {
      render(<OperationOutcome operation={run(status)} onClose={() => undefined} />);
      expect(screen.queryByText('Pasos de op-1')).not.toBeNull();
      expect(screen.queryByRole('button', { name: messages.app.backToForm })).toBeNull();
      cleanup();
    }
    const failed = run('failed');
    const onClose = vi.fn();
    render(<OperationOutcome operation={failed} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: messages.app.backToForm }));
    expect(failed.reset).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: messages.app.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
