// @vitest-environment happy-dom
// Names, not engine words (issue 28): an operation's links read its label, target and retry,
// codes read as their catalogue names, 'Ver en Temporal' only for the roles that may open it,
// and a timeline's chip and empty state name the entity.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../shared/api/types';
import { answer, renderPage } from '../../../testing/render';
import { OperationDetailPage } from './operation-detail-page';
import { OperationsListPage } from './operations-list-page';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../../testing/operation-detail';

const ID = 'subscriber.addUser/100001/ab12-r1';
/** A workflow id's shape: type, '/', target, '/', suffix. */
const WORKFLOW_ID = /\w+\.\w+\/[^\s/]+\//;

function retried(overrides: Partial<Operation> = {}): Operation {
  return {
    id: ID,
    type: 'subscriber.addUser',
    label: 'Añadir un usuario al suscriptor',
    name: 'Añadir un usuario al suscriptor 100001 · reintento 1',
    status: 'failed',
    life: { state: 'failed', label: 'Falló', sentence: 'Falló.', stepsDone: 0, stepsTotal: 0, actions: [] },
    target: '100001',
    targetName: 'Estudio Contable Demo',
    subject: null,
    retryNumber: 1,
    actor: 'soporte@consola.test',
    source: 'ui',
    reason: null,
    input: { subscriberNumber: '100001', email: 'ana@demo.com.ar', userTypeCode: 'ORG-STAFF' },
    startedAt: '2026-11-21T12:00:00.000Z',
    finishedAt: '2026-11-21T12:00:02.000Z',
    steps: [],
    error: { code: 'STEP_FAILED', message: 'No se pudo añadir el usuario.' },
    temporalUrl: 'http://localhost:8233/namespaces/default/workflows/x',
    ...DETAIL_WITHOUT_FOLLOW_UPS,
    retryOf: 'subscriber.addUser/100001/ab12',
    retriedBy: 'subscriber.addUser/100001/ab12-r2',
    retryOfName: 'Añadir un usuario al suscriptor 100001',
    retriedByName: 'Añadir un usuario al suscriptor 100001 · reintento 2',
    ...overrides,
  };
}

function answerDetail(operation: Operation) {
  answer({
    [`GET /api/operations/${ID}`]: operation,
    [`GET /api/operations/${ID}/log`]: { items: [] },
    'GET /api/catalog/operation-types': { items: [] },
    'GET /api/catalog/organization-user-types': {
      items: [
        {
          organizationUserTypeId: 3,
          organizationUserTypeCode: 'ORG-STAFF',
          organizationUserTypeName: 'Colaborador',
        },
      ],
    },
  });
}

describe('an operation by name', () => {
  it('links the run it retries and its retry by label, target and number, never by workflow id', async () => {
    answerDetail(retried());
    await renderPage(<OperationDetailPage id={ID} search={{}} />);
    const retryOf = await screen.findByRole('link', { name: 'Añadir un usuario al suscriptor 100001' });
    expect(retryOf.getAttribute('href')).toContain(encodeURIComponent('subscriber.addUser/100001/ab12'));
    const retriedBy = screen.getByRole('link', {
      name: 'Añadir un usuario al suscriptor 100001 · reintento 2',
    });
    expect(retriedBy.getAttribute('href')).toContain(encodeURIComponent('subscriber.addUser/100001/ab12-r2'));
    // The id is in its own field, and nowhere else.
    const idField = screen.getByText(ID);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    expect(texts.filter((text) => text !== ID && WORKFLOW_ID.test(text))).toEqual([]);
    expect(idField.closest('div')?.textContent).toContain('Id');
  });

  it("shows the target's name beside its number and a user type by its catalogue name", async () => {
    answerDetail(retried());
    await renderPage(<OperationDetailPage id={ID} search={{}} />);
    const input = await screen.findByTestId('operation-input');
    await waitFor(() => expect(within(input).queryByText('Colaborador')).not.toBeNull());
    expect(within(input).queryByText('ORG-STAFF')).toBeNull();
    expect(screen.getAllByText('Estudio Contable Demo').length).toBeGreaterThan(0);
  });

  it("offers 'Ver en Temporal' only to the roles that may open it", async () => {
    answerDetail(retried());
    await renderPage(<OperationDetailPage id={ID} search={{}} />);
    await screen.findByTestId('operation-detail');
    expect(screen.queryByRole('link', { name: /Ver en Temporal/ })).toBeNull();
  });

  it("offers 'Ver en Temporal' to support engineers on the detail", async () => {
    answerDetail(retried());
    await renderPage(<OperationDetailPage id={ID} search={{}} temporalLink />);
    const link = await screen.findByRole('link', { name: /Ver en Temporal/ });
    expect(link.getAttribute('href')).toBe('http://localhost:8233/namespaces/default/workflows/x');
  });
});

describe("a bulk retry's input", () => {
  const BULK = 'operations.bulkRetry/x/bulk1';
  const retriedIds = Array.from({ length: 12 }, (_, i) => `subscriber.addUser/100001/op${i}`);
  const element = (ordinal: number) => ({
    ordinal,
    key: retriedIds[ordinal]!,
    // The api names each element by the operation it is; the last one it could not name.
    label: ordinal === 11 ? retriedIds[11]! : `Añadir un usuario al suscriptor 100001 (${ordinal + 1})`,
    status: 'done',
    note: null,
    error: null,
    technicalError: null,
    attempts: 1,
    operationId: null,
    operationName: null,
    settledBy: null,
    detail: null,
    finishedAt: null,
  });

  it('lists the retried operations by name, a page at a time, never by workflow id', async () => {
    const sent = answer({
      [`GET /api/operations/${BULK}`]: retried({
        id: BULK,
        type: 'operations.bulkRetry',
        label: 'Reintentar operaciones fallidas',
        name: 'Reintentar operaciones fallidas',
        status: 'completed',
        target: '12 operaciones',
        targetName: null,
        subject: null,
        retryNumber: 0,
        retryOf: null,
        retriedBy: null,
        retryOfName: null,
        retriedByName: null,
        error: undefined,
        input: { ids: retriedIds, count: 12 },
      }),
      [`GET /api/operations/${BULK}/log`]: { items: [] },
      [`GET /api/operations/${BULK}/elements`]: (request: { search: URLSearchParams }) => {
        const from = Number(request.search.get('after') ?? -1) + 1;
        const size = Number(request.search.get('pageSize'));
        const items = Array.from({ length: Math.min(size, 12 - from) }, (_, i) => element(from + i));
        return { items, next: null, counts: { total: 12, pending: 0, done: 12, skipped: 0, failed: 0 } };
      },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(<OperationDetailPage id={BULK} search={{}} />);
    const input = await screen.findByTestId('operation-input');
    fireEvent.click(within(input).getByRole('button', { name: 'Ver el detalle' }));
    const list = within(input).getByTestId('list-ids');
    await waitFor(() =>
      expect(within(list).queryByText('Añadir un usuario al suscriptor 100001 (1)')).not.toBeNull(),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(input).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(within(list).queryByText('Añadir un usuario al suscriptor 100001 (11)')).not.toBeNull(),
    );
    expect(within(list).queryByText('Operación sin nombre disponible')).not.toBeNull();
    expect(input.textContent).not.toMatch(WORKFLOW_ID);
    const pages = sent.filter(
      (request) => decodeURIComponent(request.path) === `/api/operations/${BULK}/elements`,
    );
    expect(pages.map((request) => request.search.get('after'))).toContain('9');
  });
});

describe('the timeline of an entity', () => {
  it('names the entity in its chip and says plainly that it has no operations yet', async () => {
    const sent = answer({
      'GET /api/operations': { items: [], nextPageToken: null },
      'GET /api/operations/related-name': { related: 'user:815', name: 'Ana Pérez' },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(<OperationsListPage search={{ related: 'user:815' }} onSearch={() => undefined} />);
    await waitFor(() => expect(screen.queryByText('Historial de Ana Pérez')).not.toBeNull());
    await waitFor(() =>
      expect(screen.queryByText('Todavía no hay operaciones sobre Ana Pérez.')).not.toBeNull(),
    );
    expect(screen.queryByText(/Pruebe con otro/)).toBeNull();
    expect(screen.queryByText(/usuario de organización 815/)).toBeNull();
    expect(
      sent.find((request) => request.path === '/api/operations/related-name')?.search.get('related'),
    ).toBe('user:815');
  });

  it('falls back to the kind and number when the name is not known', async () => {
    answer({
      'GET /api/operations': { items: [], nextPageToken: null },
      'GET /api/operations/related-name': { related: 'subscriber:100009', name: null },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(
      <OperationsListPage
        search={{ related: 'subscriber:100009', status: 'failed' }}
        onSearch={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.queryByText('Historial de suscriptor 100009')).not.toBeNull());
    // Another filter is set: changing it may help, so the hint stays.
    await waitFor(() => expect(screen.queryByText(/Pruebe con otro/)).not.toBeNull());
  });
});
