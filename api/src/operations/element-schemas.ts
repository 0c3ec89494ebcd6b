// A bulk operation's elements as the console API serves them (its counts, one element, a page).
import { z } from '../openapi/zod';

export const elementCounts = z
  .object({
    total: z.number().int(),
    pending: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  })
  .openapi('ElementCounts');

export const elementStatus = z.enum(['pending', 'done', 'skipped', 'failed']);

export const operationElement = z
  .object({
    ordinal: z.number().int().openapi({ description: 'Posición del elemento en la operación (desde 0)' }),
    key: z
      .string()
      .openapi({ description: 'Clave del elemento (id de la sesión, la declaración, el documento...)' }),
    label: z.string(),
    status: elementStatus.openapi({
      description: 'pending: todavía no tuvo efecto (sin procesar, o a procesar de nuevo)',
    }),
    note: z.string().nullable(),
    error: z.string().nullable().openapi({
      description: 'Por qué falló, en palabras del personal: qué no se hizo y por qué',
    }),
    technicalError: z.string().nullable().openapi({
      description:
        'Lo que dijo el servicio o el motor, tal cual (ruta, código, texto): para soporte; null si no hay más que el error',
    }),
    attempts: z.number().int(),
    operationId: z
      .string()
      .nullable()
      .openapi({ description: 'La operación que este elemento inició (un reintento masivo)' }),
    operationName: z.string().nullable().openapi({
      description: 'El nombre de esa operación: tipo, objetivo y número de reintento',
    }),
    settledBy: z
      .string()
      .nullable()
      .openapi({ description: 'La corrida (operación o reintento) que lo resolvió' }),
    detail: z.record(z.string(), z.unknown()).nullable().openapi({
      description: 'Lo que el servicio dijo del elemento (los errores de una organización del CSV)',
    }),
    finishedAt: z.string().nullable(),
  })
  .openapi('OperationElement');

export const elementPage = z
  .object({
    items: z.array(operationElement),
    next: z.number().int().nullable().openapi({ description: 'Para la página siguiente: `after` = `next`' }),
    counts: elementCounts,
  })
  .openapi('OperationElementPage');

export const elementQuery = z.object({
  status: elementStatus.optional(),
  after: z.coerce.number().int().min(-1).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
