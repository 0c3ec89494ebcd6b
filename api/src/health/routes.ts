// Liveness of every component: 200 when all are up, 503 otherwise.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { TASK_QUEUE } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import type { Router } from 'express';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const componentState = z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() });
const health = z
  .object({
    status: z.enum(['up', 'down']),
    components: z.object({
      api: componentState,
      temporal: componentState,
      worker: componentState,
      platform: componentState,
    }),
  })
  .openapi('Health');

export interface HealthDeps {
  temporal: () => Client;
  namespace: string;
  platformUrl: string;
}

async function check(probe: () => Promise<string | undefined>) {
  try {
    const detail = await probe();
    return { status: 'up' as const, ...(detail ? { detail } : {}) };
  } catch (error) {
    return { status: 'down' as const, detail: (error as Error).message };
  }
}

export function registerHealthRoutes(router: Router, registry: OpenAPIRegistry, deps: HealthDeps): void {
  const table = createRouteTable(router, registry, () => Promise.reject(new Error('public')), {
    public: true,
  });
  table.add({
    method: 'get',
    path: '/api/health',
    summary: 'Estado de los componentes',
    tags: ['Sistema'],
    roles: 'any',
    responses: {
      200: { description: 'Todo en marcha', schema: health },
      503: { description: 'Algún componente caído', schema: health },
    },
    handler: async () => {
      const temporal = await check(async () => {
        await deps.temporal().workflowService.getSystemInfo({});
        return undefined;
      });
      const worker = await check(async () => {
        const response = await deps.temporal().workflowService.describeTaskQueue({
          namespace: deps.namespace,
          taskQueue: { name: TASK_QUEUE },
          taskQueueType: 1, // workflow task queue
        });
        const pollers = response.pollers?.length ?? 0;
        if (pollers === 0) throw new Error('ningún worker atiende la cola de tareas');
        return `${pollers} poller(s)`;
      });
      const platform = await check(async () => {
        const response = await fetch(`${deps.platformUrl.replace(/\/$/, '')}/health`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return undefined;
      });
      const components = { api: { status: 'up' as const }, temporal, worker, platform };
      const up = Object.values(components).every((c) => c.status === 'up');
      return { status: up ? 200 : 503, body: { status: up ? 'up' : 'down', components } };
    },
  });
}
