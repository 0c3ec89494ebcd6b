// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render';
import { messages } from '../messages';
import type { DataColumn } from './data-table';
import { ListPage, type ListQuery } from './list-page';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `Fila ${index + 1}` }));
const columns: DataColumn<Row>[] = [{ id: 'name', header: 'Nombre', cell: ({ row }) => row.original.name }];
const loaded: ListQuery = { isPending: false, isFetching: false, isError: false, error: null };

function List({
  query = loaded,
  items = rows,
  onOpen = () => undefined,
  reloading = false,
}: {
  query?: ListQuery;
  items?: Row[];
  onOpen?: (name: string) => void;
  reloading?: boolean;
}) {
  return (
    <ListPage
      title="Filas"
      testId="rows-table"
      rowTestId="row"
      columns={columns}
      query={query}
      reloading={reloading}
      rows={items}
      pageSize={3}
      getRowId={(row) => String(row.id)}
      empty="No hay filas"
      rowMenu={{
        label: (row) => `Acciones para ${row.name}`,
        items: (row) => [{ label: 'Abrir', onSelect: () => onOpen(row.name) }],
      }}
      detail={{
        title: 'Información de la fila',
        testId: 'row-panel',
        description: (row) => row.name,
        fields: (row) => [{ label: 'Número', value: row.id }],
      }}
    />
  );
}

const shownNames = () => screen.getAllByTestId('row').map((row) => row.textContent);

describe('ListPage', () => {
  it('pages the whole list and says which rows are shown', async () => {
    await renderPage(<List />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Filas');
    expect(shownNames()).toEqual(['Fila 1', 'Fila 2', 'Fila 3']);
    const user = userEvent.setup();
    const paging = screen.getByRole('navigation', { name: messages.pagination.label });
    await user.click(within(paging).getByRole('button', { name: new RegExp(messages.pagination.next) }));
    expect(shownNames()).toEqual(['Fila 4', 'Fila 5', 'Fila 6']);
    expect(paging.textContent).toContain(messages.pagination.range(4, 6, 7));
  });

  it("puts 'Ver detalles' first in the row menu and opens the row's panel with its fields", async () => {
    const onOpen = vi.fn();
    await renderPage(<List onOpen={onOpen} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acciones para Fila 2' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([messages.app.viewDetails, 'Abrir']);
    await user.click(screen.getByRole('menuitem', { name: messages.app.viewDetails }));
    const panel = await screen.findByTestId('row-panel');
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toContain('Información de la fila');
    // The panel is described by its row (the dialog's aria-describedby).
    const description = document.getElementById(panel.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Fila 2');
    expect(within(panel).getByText('Número').nextElementSibling?.textContent).toBe('2');
    await user.click(within(panel).getAllByRole('button', { name: messages.app.close }).at(-1)!);
    expect(screen.queryByTestId('row-panel')).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('keeps an open row menu open, on the same button, when the page renders again', async () => {
    // As when a query of the page settles after the menu was opened (a refetch, a second list).
    function Refreshing() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" data-renders={renders} onClick={() => setRenders(renders + 1)}>
            Volver a dibujar
          </button>
          <List />
        </>
      );
    }
    await renderPage(<Refreshing />);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Acciones para Fila 2' });
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    // A bare click event: a pointer press outside the menu would close it on purpose.
    const again = screen.getByRole('button', { name: 'Volver a dibujar', hidden: true });
    await act(async () => {
      fireEvent.click(again);
    });
    expect(again.getAttribute('data-renders')).toBe('1');
    expect(screen.getByRole('button', { name: 'Acciones para Fila 2' })).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      messages.app.viewDetails,
      'Abrir',
    ]);
  });

  it('shows the load error, or the empty text, instead of the table', async () => {
    const failed = { ...loaded, isError: true, error: new Error('No se pudo cargar') };
    const view = await renderPage(<List query={failed} />);
    // The message stands where the table would, under the page's heading, and no row is drawn.
    const failure = await screen.findByText('No se pudo cargar');
    expect(failure.closest('.min-w-0')?.querySelector('h1')?.textContent).toBe('Filas');
    expect(screen.queryByTestId('rows-table')).toBeNull();
    expect(screen.queryAllByTestId('row')).toHaveLength(0);
    view.unmount();
    await renderPage(<List items={[]} />);
    const empty = await screen.findByText('No hay filas');
    expect(empty.closest('.min-w-0')?.querySelector('h1')?.textContent).toBe('Filas');
    expect(screen.queryByTestId('rows-table')).toBeNull();
    expect(screen.queryAllByTestId('row')).toHaveLength(0);
  });

  it('says a reload is coming while one is, above the rows it will replace', async () => {
    const view = await renderPage(<List />);
    await screen.findByTestId('rows-table');
    expect(screen.queryByRole('status')).toBeNull();
    view.unmount();
    await renderPage(<List reloading />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(messages.app.listReloading);
    expect(note.compareDocumentPosition(screen.getByTestId('rows-table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
