// /api/alert-rules: the rules administrators manage (issue 31); /api/alerts: what they fired,
// the bell of administrators and support engineers, with each person's read state. The worker
// evaluates the rules and delivers the webhooks (worker/src/alerts).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createAlertStore, type AlertRule, type Db, type StoredAlert } from '@cgi/console-store';
import { contractOf } from '@cgi/workflows';
import {
  checkWebhookDestination,
  webhookDestinationMessages,
  type WebhookDestinationRules,
} from '@cgi/workflows/webhooks';
import type { Request, Router } from 'express';
import { actorOf, type AuthContext } from '../auth/context';
import { apiMessages, errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const ADMIN = ['CGI.Admin'] as const;
export const ALERT_READERS = ['CGI.Admin', 'CGI.CustomerSupport'] as const;

const KINDS = ['failed', 'runningLong', 'waiting', 'failureRate'] as const;
const WAITING = ['awaitingApproval', 'scheduled'] as const;

const ruleView = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(KINDS).openapi({
      description:
        '`failed`: una operación falló; `runningLong`: lleva más de `minutes` en curso; `waiting`: espera ' +
        'aprobación (o su hora programada) hace más de `minutes`; `failureRate`: la tasa de fallos de un tipo ' +
        'en los últimos `minutes` supera `ratePercent`',
    }),
    operationType: z.string().nullable().openapi({ description: 'null: cualquier tipo' }),
    operationLabel: z.string().nullable(),
    minutes: z.number().int().nullable(),
    waitingStatus: z.enum(WAITING).nullable(),
    ratePercent: z.number().nullable(),
    minEnded: z.number().int().nullable(),
    webhookUrl: z.string().nullable(),
    hasWebhookSecret: z
      .boolean()
      .openapi({ description: 'Si firma con un secreto propio (nunca se muestra)' }),
    enabled: z.boolean(),
    createdAt: z.string(),
    createdBy: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .openapi('AlertRule');

const required = 'Este campo es requerido';

export const ruleBody = z
  .object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(100, { error: 'Hasta 100 caracteres' }),
    kind: z.enum(KINDS, { error: 'Tipo de regla desconocido' }),
    operationType: z
      .string()
      .nullable()
      .default(null)
      .refine((type) => type === null || contractOf(type) !== undefined, {
        error: 'Tipo de operación desconocido',
      }),
    minutes: z
      .number({ error: 'Indique un número entero de minutos' })
      .int({ error: 'Indique un número entero de minutos' })
      .min(1, { error: 'Entre 1 y 43200 minutos' })
      .max(43_200, { error: 'Entre 1 y 43200 minutos' })
      .nullable()
      .default(null),
    waitingStatus: z
      .enum(WAITING, { error: 'Indique qué espera: aprobación o inicio programado' })
      .nullable()
      .default(null),
    ratePercent: z
      .number({ error: 'Indique un porcentaje' })
      .min(0, { error: 'Entre 0 y 100' })
      .max(100, { error: 'Entre 0 y 100' })
      .nullable()
      .default(null),
    minEnded: z
      .number({ error: 'Indique un número entero' })
      .int({ error: 'Indique un número entero' })
      .min(1, { error: 'Al menos 1' })
      .max(100_000, { error: 'Hasta 100000' })
      .nullable()
      .default(null),
    webhookUrl: z
      .string()
      .trim()
      .max(2000, { error: 'Hasta 2000 caracteres' })
      .nullable()
      .default(null)
      .transform((url) => (url === '' ? null : url))
      .refine((url) => url === null || (/^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url)), {
        error: webhookDestinationMessages.scheme,
      })
      .openapi({
        description:
          'https:// a una dirección pública. http:// y direcciones internas solo para los receptores que ' +
          'habilita ALERT_WEBHOOK_ALLOWED_HOSTS; nunca el servicio de metadatos de la nube, direcciones de ' +
          'enlace local, multicast o sin especificar, ni los servicios de la propia consola. Sin usuario ni ' +
          'contraseña en la dirección.',
      }),
    webhookSecret: z
      .string()
      .min(16, { error: 'Al menos 16 caracteres' })
      .max(200, { error: 'Hasta 200 caracteres' })
      .nullable()
      .optional()
      .openapi({
        description:
          'Secreto propio para firmar el webhook; ausente: conserva el que tiene; null: usa el de la consola',
      }),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    const need = (path: 'minutes' | 'waitingStatus' | 'ratePercent') =>
      context.addIssue({ code: 'custom', path: [path], message: required });
    if (rule.kind !== 'failed' && rule.minutes === null) need('minutes');
    if (rule.kind === 'waiting' && rule.waitingStatus === null) need('waitingStatus');
    if (rule.kind === 'failureRate' && rule.ratePercent === null) need('ratePercent');
  })
  .openapi('AlertRuleInput');

const alertView = z
  .object({
    id: z.string(),
    ruleId: z.string(),
    ruleName: z.string(),
    kind: z.enum(KINDS),
    text: z.string().openapi({ description: 'Lo que pasó, en una oración' }),
    operationId: z.string().nullable().openapi({ description: 'La operación a la que lleva, si es una' }),
    operationType: z.string().nullable(),
    listFilter: z
      .record(z.string(), z.string())
      .nullable()
      .openapi({ description: 'Los filtros de la lista de operaciones a la que lleva, si no es una' }),
    firedAt: z.string(),
    delivery: z.enum(['none', 'pending', 'delivered', 'failed']).openapi({
      description: 'El envío al webhook: `none` sin webhook; `failed` si se dejó de reintentar',
    }),
    deliveryAttempts: z.number().int(),
    deliveryError: z
      .string()
      .nullable()
      .openapi({
        description:
          'Si no se entregó: que el receptor no confirmó la recepción, o por qué la consola no envía a esa ' +
          'dirección. Nunca el código ni el cuerpo de la respuesta del receptor.',
      }),
    read: z.boolean(),
  })
  .openapi('Alert');

const ruleNotFound = () => new HttpError(404, 'ALERT_RULE_NOT_FOUND', 'La regla no existe.');

function ruleOut(rule: AlertRule) {
  return {
    ...rule,
    operationLabel: rule.operationType ? (contractOf(rule.operationType)?.label ?? null) : null,
  };
}

const alertOut = (alert: StoredAlert & { read: boolean }) => ({
  id: alert.id,
  ruleId: alert.ruleId,
  ruleName: alert.ruleName,
  kind: alert.kind,
  text: alert.text,
  operationId: alert.operationId,
  operationType: alert.operationType,
  listFilter: alert.listFilter,
  firedAt: alert.firedAt,
  delivery: alert.delivery,
  deliveryAttempts: alert.deliveryAttempts,
  deliveryError: alert.deliveryError,
  read: alert.read,
});

/** A rule's settings as stored: what its kind does not read is kept empty. */
function normalized(body: z.output<typeof ruleBody>) {
  return {
    ...body,
    minutes: body.kind === 'failed' ? null : body.minutes,
    waitingStatus: body.kind === 'waiting' ? body.waitingStatus : null,
    ratePercent: body.kind === 'failureRate' ? body.ratePercent : null,
    minEnded: body.kind === 'failureRate' ? (body.minEnded ?? 1) : null,
  };
}

export function registerAlertRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  deps: { consoleDb: Db; destinations: WebhookDestinationRules },
): void {
  const table = createRouteTable(router, registry, authenticate);
  const store = createAlertStore(deps.consoleDb);
  /** The rule as stored, once its webhook's destination passed (resolved now; again at each delivery). */
  async function checked(body: z.output<typeof ruleBody>) {
    const refusal = body.webhookUrl
      ? await checkWebhookDestination(body.webhookUrl, deps.destinations)
      : null;
    if (refusal)
      throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { webhookUrl: refusal.message });
    return normalized(body);
  }
  const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'Identificador inválido' }) });
  const example = {
    name: 'Altas de usuarios que fallan',
    kind: 'failed',
    operationType: 'subscriber.addUser',
    webhookUrl: 'https://chat.example.com/hooks/soporte',
  };

  table.add({
    method: 'get',
    path: '/api/alert-rules',
    summary: 'Reglas de alerta',
    description: 'Todas las reglas, con su webhook; nunca su secreto.',
    tags: ['Alertas'],
    roles: ADMIN,
    responses: { 200: { description: 'Reglas', schema: z.object({ items: z.array(ruleView) }) } },
    handler: async () => ({ status: 200, body: { items: (await store.listRules()).map(ruleOut) } }),
  });

  table.add({
    method: 'post',
    path: '/api/alert-rules',
    summary: 'Crea una regla de alerta',
    description:
      'Avisa en la consola (la campana) y, si tiene `webhookUrl`, por webhook: JSON con `text` en español, ' +
      'firmado con HMAC-SHA256 en `X-Consola-Signature` y con `Idempotency-Key`. La dirección del webhook se ' +
      'resuelve al guardar y cada dirección se verifica (400 con el motivo en `fields.webhookUrl`); al enviar ' +
      'se verifica de nuevo al conectar, y no se siguen redirecciones.',
    tags: ['Alertas'],
    roles: ADMIN,
    body: ruleBody,
    bodyExample: example,
    responses: {
      201: { description: 'La regla', schema: ruleView },
      400: { description: 'Datos inválidos', schema: errorBody },
    },
    handler: async ({ body, auth }) => ({
      status: 201,
      body: ruleOut(await store.createRule(await checked(body), actorOf(auth))),
    }),
  });

  table.add({
    method: 'put',
    path: '/api/alert-rules/:id',
    summary: 'Cambia una regla de alerta',
    description: 'Reemplaza sus datos. Sin `webhookSecret` conserva su secreto.',
    tags: ['Alertas'],
    roles: ADMIN,
    params: idParam,
    body: ruleBody,
    bodyExample: example,
    responses: {
      200: { description: 'La regla', schema: ruleView },
      400: { description: 'Datos inválidos', schema: errorBody },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, body, auth }) => {
      const rule = await store.updateRule(params.id, await checked(body), actorOf(auth));
      if (!rule) throw ruleNotFound();
      return { status: 200, body: ruleOut(rule) };
    },
  });

  table.add({
    method: 'delete',
    path: '/api/alert-rules/:id',
    summary: 'Borra una regla de alerta',
    description: 'Deja de evaluarse; las alertas que disparó se conservan.',
    tags: ['Alertas'],
    roles: ADMIN,
    params: idParam,
    responses: {
      204: { description: 'Borrada' },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params }) => {
      if (!(await store.deleteRule(params.id))) throw ruleNotFound();
      return { status: 204 };
    },
  });

  table.add({
    method: 'get',
    path: '/api/alerts',
    summary: 'Alertas',
    description:
      'Las más recientes primero, cada una con si quien pregunta ya la leyó, y cuántas de los últimos 30 días ' +
      'no leyó.',
    tags: ['Alertas'],
    roles: ALERT_READERS,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      before: z
        .string()
        .regex(/^\d{1,18}$/, { error: 'Identificador inválido' })
        .optional(),
      unread: z.enum(['true', 'false']).optional(),
    }),
    responses: {
      200: {
        description: 'Alertas',
        schema: z.object({ items: z.array(alertView), unread: z.number().int() }).openapi('AlertList'),
      },
    },
    handler: async ({ query, auth }) => {
      const { items, unread } = await store.listFor(actorOf(auth), {
        limit: query.limit,
        before: query.before,
        unreadOnly: query.unread === 'true',
      });
      return { status: 200, body: { items: items.map(alertOut), unread } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/alerts/unread-count',
    summary: 'Alertas sin leer',
    description: 'Cuántas alertas de los últimos 30 días no leyó quien pregunta (la campana).',
    tags: ['Alertas'],
    roles: ALERT_READERS,
    responses: {
      200: { description: 'Sin leer', schema: z.object({ unread: z.number().int() }).openapi('AlertUnread') },
    },
    handler: async ({ auth }) => ({ status: 200, body: { unread: await store.unreadCount(actorOf(auth)) } }),
  });

  table.add({
    method: 'post',
    path: '/api/alerts/read',
    summary: 'Marca alertas como leídas',
    description:
      'Las indicadas en `ids`, o todas las de los últimos 30 días sin `ids`; solo para quien lo pide.',
    tags: ['Alertas'],
    roles: ALERT_READERS,
    body: z
      .object({
        ids: z
          .array(z.string().regex(/^\d{1,18}$/, { error: 'Identificador inválido' }))
          .max(500, { error: 'Hasta 500 por vez' })
          .optional(),
      })
      .openapi('AlertRead'),
    responses: {
      200: {
        description: 'Marcadas',
        schema: z.object({ marked: z.number().int(), unread: z.number().int() }).openapi('AlertReadResult'),
      },
    },
    handler: async ({ body, auth }) => {
      const reader = actorOf(auth);
      const marked = await store.markRead(reader, body.ids);
      return { status: 200, body: { marked, unread: await store.unreadCount(reader) } };
    },
  });
}
