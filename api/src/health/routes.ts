// /api/health (every component), /api/health/ready (may this replica take traffic) and
// /api/health/live (the process answers), in the shape orchestrators' probes expect: 200 or
// 503, always within about 1.5 s (see health.ts).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Router } from 'express';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import type { Health } from './health';

const componentState = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
  latencyMs: z.number().int().openapi({ description: 'Duración del chequeo (el plazo si no respondió)' }),
  required: z.boolean().openapi({ description: 'Si su caída saca a esta réplica de servicio (readiness)' }),
});
const report = (name: string, description: string) =>
  z
    .object({
      status: z.enum(['up', 'down']),
      checkedAt: z.string(),
      components: z.object({
        api: componentState,
        temporal: componentState,
        database: componentState.optional(),
        platform: componentState.optional(),
        worker: componentState.optional(),
      }),
    })
    .openapi(name, { description });
const healthReport = report('Health', 'Todos los componentes');
const readiness = report('Readiness', 'Los componentes sin los cuales la réplica no puede atender');
const liveness = z.object({ status: z.literal('up') }).openapi('Liveness');

export function registerHealthRoutes(router: Router, registry: OpenAPIRegistry, health: Health): void {
  const table = createRouteTable(router, registry, () => Promise.reject(new Error('public')), {
    public: true,
  });
  table.add({
    method: 'get',
    path: '/api/health',
    summary: 'Estado de los componentes',
    description:
      'Temporal, la base de datos de la consola, la plataforma y el worker, cada uno con su propio plazo: ' +
      'responde en menos de 2 s aunque alguno no conteste.',
    tags: ['Sistema'],
    roles: 'any',
    responses: {
      200: { description: 'Todo en marcha', schema: healthReport },
      503: { description: 'Algún componente caído', schema: healthReport },
    },
    handler: async () => {
      const body = await health.report();
      return { status: body.status === 'up' ? 200 : 503, body, headers: { 'cache-control': 'no-store' } };
    },
  });
  table.add({
    method: 'get',
    path: '/api/health/ready',
    summary: 'Lista para atender (readiness)',
    description:
      'Temporal y la base de datos de la consola responden y la réplica no se está deteniendo. La plataforma ' +
      'y el worker no cuentan: sin worker las operaciones esperan en Temporal.',
    tags: ['Sistema'],
    roles: 'any',
    responses: {
      200: { description: 'Lista', schema: readiness },
      503: { description: 'No lista', schema: readiness },
    },
    handler: async () => {
      const body = await health.readiness();
      return { status: body.status === 'up' ? 200 : 503, body, headers: { 'cache-control': 'no-store' } };
    },
  });
  table.add({
    method: 'get',
    path: '/api/health/live',
    summary: 'El proceso responde (liveness)',
    description: 'No mira dependencias: solo un proceso que no responde debe reiniciarse.',
    tags: ['Sistema'],
    roles: 'any',
    responses: { 200: { description: 'Vivo', schema: liveness } },
    handler: () => ({
      status: 200,
      body: { status: 'up' as const },
      headers: { 'cache-control': 'no-store' },
    }),
  });
}
