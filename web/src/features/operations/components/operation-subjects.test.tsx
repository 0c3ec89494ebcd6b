// @vitest-environment happy-dom
// Whom an operation acts on (issue 43): two add-users on one subscriber read apart in the list
// and in the detail's heading.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Operation, OperationSummary } from '../../../shared/api/types';
import { answer, renderPage } from '../../../testing/render';
import { OperationDetailPage } from './operation-detail-page';
import { OperationsListPage } from './operations-list-page';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../../testing/operation-detail';

const LABEL = 'Añadir un usuario al suscriptor';
const life = {
  state: 'completed',
  label: 'Completada',
  sentence: 'Completada.',
  stepsDone: 8,
  stepsTotal: 8,
  actions: [],
};

function row(id: string, subject: string | null): OperationSummary {
  return {
    id,
    type: 'subscriber.addUser',
    label: LABEL,
    name: `${LABEL} 100001`,
    status: 'completed',
    life: life as OperationSummary['life'],
    target: '100001',
    targetName: 'Estudio Contable Demo',
    subject,
    retryNumber: 0,
    actor: 'soporte@consola.test',
    source: 'ui',
    startedAt: '2026-11-21T12:00:00.000Z',
    finishedAt: '2026-11-21T12:00:02.000Z',
    currentStep: null,
    stepsDone: 8,
    stepsTotal: 8,
    error: null,
    retryOf: null,
    retriedBy: null,
  };
}

function detail(overrides: Partial<Operation>): Operation {
  return {
    ...row('subscriber.addUser/100001/ab12', 'ana@estudio.com'),
    reason: null,
    input: { subscriberNumber: '100001', email: 'ana@estudio.com', userTypeCode: 'ORG-STAFF' },
    steps: [],
    temporalUrl: null,
    ...DETAIL_WITHOUT_FOLLOW_UPS,
    ...overrides,
  } as Operation;
}

describe('whom an operation acts on', () => {
  it('two add-users on one subscriber read apart in the list', async () => {
    answer({
      'GET /api/operations': {
        items: [
          row('subscriber.addUser/100001/a', 'ana@estudio.com'),
          row('subscriber.addUser/100001/b', 'bruno@estudio.com'),
        ],
        nextPageToken: null,
      },
      'GET /api/operations/count': { count: 2 },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(<OperationsListPage search={{}} onSearch={() => undefined} />);
    const first = await screen.findByRole('link', { name: `${LABEL} · ana@estudio.com` });
    const second = screen.getByRole('link', { name: `${LABEL} · bruno@estudio.com` });
    expect(first.getAttribute('href')).not.toBe(second.getAttribute('href'));
    expect(screen.getAllByTestId('operation-subject').map((el) => el.textContent)).toEqual([
      'ana@estudio.com',
      'bruno@estudio.com',
    ]);
  });

  it('names it in the detail’s heading, after the operation’s name', async () => {
    const id = 'subscriber.addUser/100001/ab12';
    answer({
      [`GET /api/operations/${id}`]: detail({}),
      [`GET /api/operations/${id}/log`]: { items: [] },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(<OperationDetailPage id={id} search={{}} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      `${LABEL} 100001 · ana@estudio.com`,
    );
  });
});
