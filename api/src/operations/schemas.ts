// Operation resources as the console API serves them.
import { z } from '../openapi/zod';

export const stepStatus = z.enum(['pending', 'running', 'done', 'failed', 'skipped']);

export const operationStep = z
  .object({
    key: z.string(),
    label: z.string(),
    status: stepStatus,
    attempts: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().optional(),
    note: z.string().optional(),
    attemptErrors: z.array(z.object({ attempt: z.number().int(), at: z.string(), message: z.string() })),
  })
  .openapi('OperationStep');

export const operationStatus = z.enum(['running', 'completed', 'failed', 'cancelled']);

export const operation = z
  .object({
    id: z.string(),
    type: z.string(),
    label: z.string(),
    status: operationStatus,
    target: z.string(),
    actor: z.string(),
    source: z.enum(['ui', 'api', 'cli']),
    reason: z.string().nullable(),
    input: z.record(z.string(), z.unknown()),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    steps: z.array(operationStep),
    result: z.looseObject({ message: z.string() }).optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
    temporalUrl: z.string(),
  })
  .openapi('Operation', {
    example: {
      id: 'subscriber.addUser/100001/x7k2p9',
      type: 'subscriber.addUser',
      label: 'Añadir un usuario al suscriptor',
      status: 'completed',
      target: '100001',
      actor: 'soporte@consola.test',
      source: 'ui',
      reason: null,
      input: {
        subscriberNumber: '100001',
        email: 'nueva@demo.com.ar',
        firstName: 'Nueva',
        lastName: 'Usuaria',
        userTypeCode: 'ORG-STAFF',
      },
      startedAt: '2026-11-21T12:00:00.000Z',
      finishedAt: '2026-11-21T12:00:02.000Z',
      steps: [
        {
          key: 'checkCapacity',
          label: 'Verificar la capacidad del suscriptor',
          status: 'done',
          attempts: 1,
          startedAt: '2026-11-21T12:00:00.100Z',
          finishedAt: '2026-11-21T12:00:00.200Z',
          attemptErrors: [],
        },
      ],
      result: { message: 'Usuario agregado con éxito.' },
      temporalUrl: 'http://localhost:8233/namespaces/default/workflows/subscriber.addUser%2F100001%2Fx7k2p9',
    },
  });

export type OperationView = z.infer<typeof operation>;

export const startOperationBody = z
  .object({
    type: z.string().openapi({ example: 'subscriber.addUser' }),
    input: z.record(z.string(), z.unknown()),
    reason: z.string().max(500).optional(),
  })
  .openapi('StartOperation');

export const operationIdParams = z.object({
  id: z.string().min(1).openapi({ description: 'Id de la operación (codificado en la URL: contiene "/")' }),
});
