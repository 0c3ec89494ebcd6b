// GET /api/panel/operations/...: the operations panel's data for a period (panel/period.ts):
// ended operations by status over time, failure rates by type and failing step, duration
// percentiles (the console's operation_outcomes), and what runs now (Temporal's visibility).
// For administrators and support engineers.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createOperationsPanel, type Db } from '@cgi/console-store';
import { contractOf, operationNameOf, retryNumberOf, type OperationMemo } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { EXECUTION_STATUSES } from '../operations/visibility-query';
import { periodQuery, periodView, resolvePeriod } from './period';

export const PANEL_ROLES = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

/** Runs read to find the oldest of a figure: beyond these the answer says it may not be the oldest. */
const RUNNING_SCAN_LIMIT = 2_000;

const timelinePoint = z
  .object({
    start: z.string().openapi({ description: 'Inicio de la barra (instante)' }),
    local: z.string().openapi({ description: 'Inicio de la barra en hora de Buenos Aires' }),
    started: z.number().int().openapi({ description: 'Iniciadas en ella (y ya terminadas)' }),
    completed: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
    rejected: z.number().int().openapi({ description: 'Rechazadas en su aprobación (no son fallos)' }),
    expired: z.number().int().openapi({ description: 'Vencidas esperando aprobación (no son fallos)' }),
  })
  .openapi('PanelTimelinePoint');

const typeFigures = z
  .object({
    type: z.string(),
    label: z.string().openapi({ description: 'El nombre del tipo, como lo leen las personas' }),
    ended: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
    rejected: z.number().int().openapi({ description: 'Rechazadas en su aprobación (no son fallos)' }),
    expired: z.number().int().openapi({ description: 'Vencidas esperando aprobación (no son fallos)' }),
    failureRate: z
      .number()
      .openapi({ description: 'Fallidas sobre terminadas (0 a 1); rechazadas y vencidas no son fallos' }),
    p50Ms: z.number().int().nullable().openapi({ description: 'Duración mediana de las completadas (ms)' }),
    p95Ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Percentil 95 de la duración de las completadas (ms)' }),
    failedSteps: z
      .array(z.object({ step: z.string(), label: z.string(), failed: z.number().int() }))
      .openapi({ description: 'Dónde fallaron, las más primero (`step` vacío: antes de todo paso)' }),
  })
  .openapi('PanelTypeFigures');

const waitingOperation = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    startedAt: z.string(),
    runningMs: z.number().int().openapi({ description: 'Desde que se inició (ms)' }),
  })
  .openapi('PanelWaitingOperation');

const nowView = z
  .object({
    running: z.number().int().openapi({ description: 'En curso (sin contar las que esperan)' }),
    oldestRunning: waitingOperation.nullable(),
    awaitingApproval: z.number().int().openapi({ description: 'Esperando la aprobación de otra persona' }),
    oldestAwaitingApproval: waitingOperation
      .nullable()
      .openapi({ description: 'La que más tiempo lleva esperando aprobación' }),
    scheduled: z.number().int().nullable().openapi({
      description:
        'Programadas para más tarde, esperando su hora; null si la consola no programa operaciones',
    }),
    oldestScheduled: waitingOperation.nullable(),
    scanned: z.boolean().openapi({
      description: 'false si había más de las que se revisaron para hallar la más antigua de alguna cifra',
    }),
  })
  .openapi('PanelNow');

/** The list's statuses 'Ahora' counts; 'scheduled' once the console schedules operations. */
const NOW_STATUSES = ['running', 'awaitingApproval', 'scheduled'] as const;
type NowStatus = (typeof NOW_STATUSES)[number];
const nowQueryOf = (status: NowStatus): string | undefined =>
  (EXECUTION_STATUSES as Partial<Record<NowStatus, string>>)[status];

export function registerPanelRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  deps: { consoleDb: Db; temporal: Client },
): void {
  const table = createRouteTable(router, registry, authenticate);
  const panel = createOperationsPanel(deps.consoleDb);

  /** How many runs a query finds, and the one started first (visibility lists newest first). */
  async function countWithOldest(query: string, now: number) {
    const { count } = await deps.temporal.workflow.count(query);
    if (count === 0) return { count, oldest: null, scanned: true };
    let oldest: { id: string; memo: Partial<OperationMemo>; startTime: Date } | null = null;
    let seen = 0;
    for await (const execution of deps.temporal.workflow.list({ query, pageSize: 500 })) {
      if (!oldest || execution.startTime < oldest.startTime) {
        oldest = {
          id: execution.workflowId,
          memo: (execution.memo ?? {}) as Partial<OperationMemo>,
          startTime: execution.startTime,
        };
      }
      if (++seen >= RUNNING_SCAN_LIMIT) break;
    }
    return {
      count,
      oldest: oldest
        ? {
            id: oldest.id,
            type: oldest.memo.type ?? '',
            name: operationNameOf({
              type: oldest.memo.type ?? '',
              label: contractOf(oldest.memo.type ?? '')?.label ?? oldest.memo.type ?? '',
              target: oldest.memo.target ?? '',
              retryNumber: retryNumberOf(oldest.id),
            }),
            startedAt: oldest.startTime.toISOString(),
            runningMs: Math.max(0, now - oldest.startTime.getTime()),
          }
        : null,
      scanned: seen < RUNNING_SCAN_LIMIT || count <= RUNNING_SCAN_LIMIT,
    };
  }

  table.add({
    method: 'get',
    path: '/api/panel/operations/timeline',
    summary: 'Operaciones terminadas en el tiempo',
    description:
      'Por hora (últimas 24 horas, o un rango de hasta dos días) o por día: cuántas operaciones se ' +
      'iniciaron, completaron, fallaron, se cancelaron, se rechazaron o vencieron en su aprobación en ' +
      'cada una, en hora de Buenos Aires.',
    tags: ['Panel'],
    roles: PANEL_ROLES,
    query: periodQuery,
    responses: {
      200: {
        description: 'Una barra por hora o por día del período, también las vacías',
        schema: z.object({ period: periodView, points: z.array(timelinePoint) }).openapi('PanelTimeline'),
      },
    },
    handler: async ({ query }) => {
      const period = resolvePeriod(query);
      return {
        status: 200,
        body: {
          period: { from: period.from.toISOString(), to: period.to.toISOString(), bucket: period.bucket },
          points: await panel.timeline(period),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/panel/operations/types',
    summary: 'Fallos y duración por tipo de operación',
    description:
      'Por tipo, las operaciones que terminaron en el período: cuántas completadas, fallidas y canceladas, ' +
      'la tasa de fallos, en qué paso fallaron, y la duración mediana y el percentil 95 de las completadas.',
    tags: ['Panel'],
    roles: PANEL_ROLES,
    query: periodQuery,
    responses: {
      200: {
        description: 'Los tipos con alguna operación terminada, los de más fallos primero',
        schema: z.object({ period: periodView, types: z.array(typeFigures) }).openapi('PanelTypes'),
      },
    },
    handler: async ({ query }) => {
      const period = resolvePeriod(query);
      const figures = await panel.byType(period);
      return {
        status: 200,
        body: {
          period: { from: period.from.toISOString(), to: period.to.toISOString(), bucket: period.bucket },
          types: figures.map((figure) => ({
            ...figure,
            label: contractOf(figure.type)?.label ?? figure.type,
          })),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/panel/operations/now',
    summary: 'Operaciones en curso y esperando',
    description:
      'Cuántas operaciones están en curso ahora, cuántas esperan aprobación y cuántas esperan su hora ' +
      'programada, y de cada cifra la que lleva más tiempo.',
    tags: ['Panel'],
    roles: PANEL_ROLES,
    responses: { 200: { description: 'Lo que corre ahora', schema: nowView } },
    handler: async () => {
      const now = Date.now();
      const [running, awaitingApproval, scheduled] = await Promise.all(
        NOW_STATUSES.map(async (status) => {
          const clause = nowQueryOf(status);
          return clause ? countWithOldest(`OperationType IS NOT NULL AND ${clause}`, now) : null;
        }),
      );
      return {
        status: 200,
        body: {
          running: running?.count ?? 0,
          oldestRunning: running?.oldest ?? null,
          awaitingApproval: awaitingApproval?.count ?? 0,
          oldestAwaitingApproval: awaitingApproval?.oldest ?? null,
          scheduled: scheduled?.count ?? null,
          oldestScheduled: scheduled?.oldest ?? null,
          scanned: [running, awaitingApproval, scheduled].every((figure) => figure?.scanned ?? true),
        },
      };
    },
  });
}
