// Schemas of the recycle-bin screen's read endpoint (spec 1 §2 Recycle bin).
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

export const recycleDocumentView = z
  .object({
    documentId: z.string(),
    name: z.string(),
    documentType: z.string(),
    size: z.number(),
    creationDate: z.string(),
    creationUser: z.string(),
    purgeDate: z.string(),
    purgeActionUser: z.string(),
    absolutePath: z.string(),
  })
  .openapi('RecycleDocument');

export const recycleBinPage = z
  .object({
    study: z.object({
      suborganizationId: z.number().int(),
      suborganizationName: z.string(),
      organizationId: z.number().int(),
    }),
    items: z.array(recycleDocumentView),
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** The service answered its maximum (1000): narrow the filters to see the rest. */
    truncated: z.boolean(),
  })
  .openapi('RecycleBinPage');

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha inválida' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Fecha inválida' });

export const recycleBinQuery = z.object({
  documentName: z.string().trim().min(1).max(200).optional().openapi({ description: 'Parte del nombre' }),
  start: day
    .optional()
    .openapi({ description: 'Eliminado desde (aaaa-mm-dd, inclusive)', example: '2025-01-01' }),
  end: day
    .optional()
    .openapi({ description: 'Eliminado hasta (aaaa-mm-dd, inclusive)', example: '2025-02-28' }),
  path: z
    .string()
    .trim()
    .startsWith('/', { error: 'La ruta debe comenzar con /' })
    .max(1000)
    .optional()
    .openapi({ description: 'Ruta exacta de un documento, o de una carpeta' }),
  offset: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).default(0).openapi({ type: 'integer' }),
  limit: z.coerce.number().int().min(1).max(200).default(25).openapi({ type: 'integer' }),
});

export const studyIdParams = z.object({
  studyId: z.coerce
    .number()
    .int()
    .positive()
    .max(DB_INTEGER_MAX)
    .openapi({ type: 'integer', description: 'suborganizationId del estudio', example: 1 }),
});
