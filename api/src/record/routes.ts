// /api/record: the console's record seen as a whole (issue 42), for administrators only —
// whether its hash chain is whole (`verify`), and where its stream to the organization's own
// audit store goes (`stream`; the worker delivers it, worker/src/record/stream.ts).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  createRecordStream,
  verifyRecord,
  type Db,
  type StreamProtection,
  type StreamState,
} from '@cgi/console-store';
import {
  checkWebhookDestination,
  webhookDestinationMessages,
  type WebhookDestinationRules,
} from '@cgi/workflows/webhooks';
import { RECORD_STREAM_ID, STREAM_NOW_SIGNAL } from '@cgi/workflows/record';
import type { Client } from '@temporalio/client';
import type { Request, Router } from 'express';
import { actorOf, type AuthContext } from '../auth/context';
import { apiMessages, errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const ADMIN = ['CGI.Admin'] as const;

const verification = z
  .object({
    ok: z.boolean().openapi({ description: 'Si la cadena está íntegra de su ancla a su cabeza' }),
    entries: z.number().int().openapi({ description: 'Entradas verificadas (hasta la primera alterada)' }),
    head: z.object({ seq: z.number().int(), hash: z.string() }).openapi({
      description: 'La cabeza de la cadena: guárdela aparte para detectar una reescritura entera',
    }),
    firstBad: z
      .object({
        seq: z.number().int().openapi({ description: 'Número de la primera entrada alterada' }),
        kind: z.enum(['changed', 'removed', 'inserted']).openapi({
          description:
            '`changed`: se modificó después de escribirse; `removed`: fue borrada; `inserted`: se agregó sin ' +
            'pasar por la consola',
        }),
        operationId: z
          .string()
          .nullable()
          .openapi({ description: 'La operación de la entrada, si sigue ahí' }),
        problem: z
          .enum(['changed', 'sealedChanged', 'brokenLink', 'missing', 'truncated', 'inserted'])
          .openapi({ description: 'Lo que vio la verificación, en detalle' }),
      })
      .optional(),
    message: z.string().openapi({ description: 'El resultado, en español' }),
  })
  .openapi('RecordVerification');

const streamView = z
  .object({
    destination: z
      .object({
        webhookUrl: z.string(),
        hasWebhookSecret: z.boolean().openapi({
          description: 'Si firma con un secreto propio (nunca se muestra); si no, con ALERT_WEBHOOK_SECRET',
        }),
        updatedAt: z.string(),
        updatedBy: z.string().openapi({
          description:
            'Quién lo configuró (se guarda cifrado con las claves de los datos y con su seudónimo); vacío si se ' +
            'olvidaron sus datos personales',
        }),
      })
      .nullable()
      .openapi({ description: 'null: el registro no se envía a ningún lado' }),
    deliveredSeq: z.number().int().openapi({ description: 'La última entrada que el receptor confirmó' }),
    deliveredAt: z.string().nullable(),
    headSeq: z.number().int().openapi({ description: 'La última entrada del registro' }),
    pending: z.number().int().openapi({ description: 'Entradas por enviar' }),
    lastAttemptAt: z.string().nullable(),
    lastError: z
      .string()
      .nullable()
      .openapi({
        description:
          'Si el último intento no se entregó: que el receptor no confirmó, o por qué la consola no envía a esa ' +
          'dirección. Nunca el código ni el cuerpo de la respuesta del receptor.',
      }),
  })
  .openapi('RecordStream');

const streamBody = z
  .object({
    webhookUrl: z
      .string({ error: 'Este campo es requerido' })
      .trim()
      .min(1, { error: 'Este campo es requerido' })
      .max(2000, { error: 'Hasta 2000 caracteres' })
      .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url), {
        error: webhookDestinationMessages.scheme,
      })
      .openapi({
        description:
          'https:// a una dirección pública; http:// y direcciones internas solo para los receptores que habilita ' +
          'ALERT_WEBHOOK_ALLOWED_HOSTS (las mismas reglas que los webhooks de alertas). Una dirección nueva recibe ' +
          'el registro desde su entrada más antigua; la misma dirección sigue donde estaba.',
      }),
    webhookSecret: z
      .string()
      .min(16, { error: 'Al menos 16 caracteres' })
      .max(200, { error: 'Hasta 200 caracteres' })
      .nullable()
      .optional()
      .openapi({
        description:
          'Secreto propio para firmar cada envío; ausente: conserva el que tiene; null: usa el de la consola ' +
          '(ALERT_WEBHOOK_SECRET)',
      }),
  })
  .openapi('RecordStreamInput');

const streamOut = (state: StreamState) => ({
  ...state,
  pending: Math.max(0, state.headSeq - state.deliveredSeq),
});

export function registerRecordRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  deps: {
    consoleDb: Db;
    destinations: WebhookDestinationRules;
    temporal: Client;
    /** Seals who set the stream and its secret, as the record keeps its personal values. */
    protection: StreamProtection;
  },
): void {
  const table = createRouteTable(router, registry, authenticate);
  const stream = createRecordStream(deps.consoleDb, deps.protection);

  table.add({
    method: 'get',
    path: '/api/record/verify',
    summary: 'Verifica que el registro no fue alterado',
    description:
      'Recorre la cadena de hashes del registro de operaciones desde su ancla (el comienzo, o donde la dejó la ' +
      'última purga) hasta su cabeza y nombra la primera entrada modificada, borrada o insertada. Siempre 200: ' +
      '`ok` dice si está íntegra.',
    tags: ['Registro'],
    roles: ADMIN,
    responses: { 200: { description: 'El resultado', schema: verification } },
    handler: async () => ({ status: 200, body: await verifyRecord(deps.consoleDb) }),
  });

  table.add({
    method: 'get',
    path: '/api/record/stream',
    summary: 'El envío del registro al almacén de auditoría',
    description:
      'Adónde se envía el registro (nunca su secreto) y hasta qué entrada lo confirmó el receptor.',
    tags: ['Registro'],
    roles: ADMIN,
    responses: { 200: { description: 'El envío', schema: streamView } },
    handler: async () => ({ status: 200, body: streamOut(await stream.state()) }),
  });

  table.add({
    method: 'put',
    path: '/api/record/stream',
    summary: 'Envía el registro al almacén de auditoría de la organización',
    description:
      'Cada entrada del registro, una vez y en orden, por webhook: POST JSON `{ entries: [...] }` con hasta 100 ' +
      'entradas, firmado con HMAC-SHA256 en `X-Consola-Signature`, con `X-Consola-Record-First-Seq` y ' +
      '`X-Consola-Record-Last-Seq` (números consecutivos, sin huecos) e `Idempotency-Key` ' +
      '`consola-registro-<primera>-<última>`. El receptor confirma con un 2xx; si no, se reenvía más tarde desde ' +
      'la misma entrada (descarte por su número lo que ya recibió). La dirección ' +
      'se verifica al guardar (400 con el motivo en `fields.webhookUrl`) y de nuevo al conectar; no se siguen ' +
      'redirecciones.',
    tags: ['Registro'],
    roles: ADMIN,
    body: streamBody,
    bodyExample: { webhookUrl: 'https://auditoria.example.com/consola' },
    responses: {
      200: { description: 'El envío', schema: streamView },
      400: { description: 'Datos inválidos', schema: errorBody },
    },
    handler: async ({ body, auth }) => {
      const refusal = await checkWebhookDestination(body.webhookUrl, deps.destinations);
      if (refusal)
        throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { webhookUrl: refusal.message });
      await stream.setDestination({ webhookUrl: body.webhookUrl, secret: body.webhookSecret }, actorOf(auth));
      // The stream's loop looks now rather than at its next tick (if it is not running, it will).
      void deps.temporal.workflow
        .getHandle(RECORD_STREAM_ID)
        .signal(STREAM_NOW_SIGNAL)
        .catch(() => undefined);
      return { status: 200, body: streamOut(await stream.state()) };
    },
  });

  table.add({
    method: 'delete',
    path: '/api/record/stream',
    summary: 'Deja de enviar el registro',
    description: 'Sin destino; uno nuevo recibirá el registro desde su entrada más antigua.',
    tags: ['Registro'],
    roles: ADMIN,
    responses: {
      204: { description: 'Ya no se envía' },
      404: { description: 'No se enviaba', schema: errorBody },
    },
    handler: async ({ auth }) => {
      if (!(await stream.removeDestination(actorOf(auth))))
        throw new HttpError(404, 'RECORD_STREAM_NOT_SET', 'El registro no se envía a ningún lado.');
      return { status: 204 };
    },
  });
}
