// Schemas of the e-Ventanilla and clients screens' read endpoints (spec 2 §2.16, §2.17, §3).
import { EVENTANILLA_FILTER_STATUSES, eventanillaCuit, eventanillaMessages } from '@cgi/workflows';
import { z } from '../openapi/zod';

const avatar = z.object({ color: z.string(), initials: z.string() });

export const eventanillaRow = z
  .object({
    communicationSubscriptionVEId: z.number().int(),
    cuit: z.string(),
    status: z.string(),
    statusDesc: z.string(),
    lastStatusChangeDate: z.string(),
    operator: z.string(),
    clients: z.array(z.string()),
    /** The manual changes of spec 2 §4 from this status (the others show disabled). */
    allowedStatusChanges: z.array(z.string()),
  })
  .openapi('EventanillaSubscription');

export const eventanillaList = z
  .object({
    items: z.array(eventanillaRow),
    total: z.number().int(),
    /** The service answers at most 1000 rows: narrow the filters to see the rest. */
    truncated: z.boolean(),
    /** Whether the caller may change a status (CGI.Admin, CGI.LegalCommOperator). */
    canChangeStatus: z.boolean(),
  })
  .openapi('EventanillaList');

/** One value or many (`?status=A&status=B`), blanks dropped. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (v) => typeof v !== 'string' || v.trim() !== '',
      ),
    z.array(item).max(50),
  );

export const eventanillaListQuery = z.object({
  cuit: eventanillaCuit.optional().openapi({ description: 'CUIT de 11 dígitos, sin guiones' }),
  client: many(z.string().trim().min(1).max(200)).openapi({
    description: 'Nombre (o parte) de un cliente; se puede repetir',
  }),
  status: many(z.enum(EVENTANILLA_FILTER_STATUSES as [string, ...string[]])).openapi({
    description: 'Estado; se puede repetir (no se ofrecen ACTIVE-LOAD-FAIL ni ACTIVE-LOAD-SUCCESS)',
  }),
  order: z.enum(['asc', 'desc']).default('desc').openapi({ description: 'Orden por fecha de estado' }),
});

export const eventanillaClients = z.object({ items: z.array(z.string()) }).openapi('EventanillaClients');

export const cuitParams = z.object({
  cuit: z
    .string()
    .regex(/^\d{11}$/, { error: eventanillaMessages.cuitRule })
    .openapi({ description: 'CUIT de 11 dígitos, sin guiones', example: '30715001019' }),
});

export const eventanillaDetail = z
  .object({
    communicationSubscriptionVEId: z.number().int(),
    cuit: z.string(),
    status: z.string(),
    statusDesc: z.string(),
    lastStatusChangeDate: z.string(),
    operator: z.string(),
    allowedStatusChanges: z.array(z.string()),
    canChangeStatus: z.boolean(),
    history: z.array(
      z.object({ status: z.string(), statusDesc: z.string(), date: z.string(), operator: z.string() }),
    ),
    studies: z.array(
      z.object({
        firmSuborganizationId: z.number().int(),
        firmSuborganizationName: z.string(),
        firmSuborganizationCuit: z.string().nullable(),
        firmSuborganizationAvatar: avatar,
        firmSuborganizationLogoPictureURL: z.string().nullable(),
        customerSuborganizationLegalName: z.string(),
        isServiceEnabled: z.boolean(),
        orgAppAccessStatusCode: z.string().nullable(),
        applicationInstanceId: z.number().int().nullable(),
      }),
    ),
  })
  .openapi('EventanillaDetail');

export const clientDetail = z
  .object({
    cuit: z.string(),
    /** Null when no firm has the CUIT as client ('No se encontraron estudios asociados'). */
    client: z.object({ name: z.string(), avatar, logoUrl: z.string().nullable() }).nullable(),
    studies: z.array(
      z.object({
        firmSuborganizationId: z.number().int(),
        firmSuborganizationName: z.string(),
        firmSuborganizationCuit: z.string().nullable(),
        firmSuborganizationAvatar: avatar,
        firmSuborganizationLogoPictureURL: z.string().nullable(),
        organizationName: z.string(),
        organizationCuit: z.string(),
      }),
    ),
  })
  .openapi('ClientStudies');
