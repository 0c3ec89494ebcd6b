// @vitest-environment happy-dom
// A bulk element's failure (issue 43) reads in Spanish; the service's own words are folded under
// 'Detalle técnico' and are not on the page until opened.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../shared/api/types';
import { answer, renderPage } from '../../../testing/render';
import { OperationDetailPage } from './operation-detail-page';
import { DETAIL_WITHOUT_FOLLOW_UPS } from '../../../testing/operation-detail';

const ID = 'sessions.revokeAll/x/bulk1';
const RAW = 'sessions /revokeSessionDeviceEAuth → 500: Request failed: internal error';

const operation = {
  id: ID,
  type: 'sessions.revokeAll',
  label: 'Eliminar todas las sesiones',
  name: 'Eliminar todas las sesiones · activo@demo.com.ar',
  status: 'failed',
  life: { state: 'failed', label: 'Falló', sentence: 'Falló.', stepsDone: 0, stepsTotal: 1, actions: [] },
  target: 'activo@demo.com.ar',
  targetName: null,
  subject: null,
  retryNumber: 0,
  actor: 'soporte@consola.test',
  source: 'ui',
  reason: 'equipo robado',
  input: { email: 'activo@demo.com.ar', loginAccountId: 1 },
  startedAt: '2026-11-21T12:00:00.000Z',
  finishedAt: '2026-11-21T12:00:02.000Z',
  steps: [
    {
      key: 'revoke',
      label: 'Eliminar las sesiones',
      status: 'failed',
      attempts: 1,
      startedAt: null,
      finishedAt: null,
      attemptErrors: [],
      counts: { total: 1, pending: 0, done: 0, skipped: 0, failed: 1 },
    },
  ],
  temporalUrl: null,
  ...DETAIL_WITHOUT_FOLLOW_UPS,
  highRisk: true,
} satisfies Operation;

describe("a bulk element's failure", () => {
  it('reads in Spanish; the service’s words only under Detalle técnico, once opened', async () => {
    const id = ID;
    const raw = RAW;
    answer({
      [`GET /api/operations/${id}`]: operation,
      [`GET /api/operations/${id}/log`]: { items: [] },
      [`GET /api/operations/${id}/elements`]: {
        items: [
          {
            ordinal: 0,
            key: 'sesion-1',
            label: 'Windows 10 · Chrome',
            status: 'failed',
            note: null,
            error: 'El servicio de sesiones no respondió (error interno)',
            technicalError: raw,
            attempts: 3,
            operationId: null,
            operationName: null,
            settledBy: id,
            detail: null,
            finishedAt: null,
          },
        ],
        next: null,
        counts: { total: 1, pending: 0, done: 0, skipped: 0, failed: 1 },
      },
      'GET /api/catalog/operation-types': { items: [] },
    });
    await renderPage(<OperationDetailPage id={id} search={{}} />);
    const item = await screen.findByTestId('operation-item');
    expect(within(item).getByTestId('operation-item-error').textContent).toBe(
      'El servicio de sesiones no respondió (error interno)',
    );
    expect(item.textContent).not.toContain('→ 500');
    fireEvent.click(within(item).getByRole('button', { name: 'Detalle técnico' }));
    await waitFor(() =>
      expect(within(item).queryByTestId('operation-item-technical')?.textContent).toBe(raw),
    );
  });
});
