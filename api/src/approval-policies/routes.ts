// 'Políticas de aprobación' (issue 30): GET /api/approval-policies[/{type}] and PUT
// /api/approval-policies/{type}, for administrators. A change applies to starts and retries from
// then on; operations already waiting keep the request they carry.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ALL_CGI_ROLES } from '@cgi/workflows';
import type { Request, Router } from 'express';
import { actorOf, type AuthContext } from '../auth/context';
import { errorBody } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { policyMessages, type PolicyBook } from './policies';

const condition = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('always') }),
    z.object({
      kind: z.literal('elementsAbove'),
      count: z
        .number({ error: 'Indique una cantidad de elementos' })
        .int({ error: 'Indique un número entero' })
        .min(0, { error: 'La cantidad no puede ser negativa' })
        .max(1_000_000, { error: 'Como máximo 1.000.000' }),
    }),
    z.object({
      kind: z.literal('fieldEquals'),
      field: z.string().trim().min(1).max(100),
      value: z.union([z.string().max(200), z.number(), z.boolean()]),
    }),
  ])
  .openapi('ApprovalCondition', {
    description:
      'Cuándo se aplica: siempre, con más de `count` elementos (solo masivas) o cuando el campo `field` vale `value`',
  });

const policyView = z
  .object({
    required: z.boolean().openapi({ description: 'Si el tipo necesita aprobación' }),
    approvers: z.union([z.literal(1), z.literal(2)]),
    roles: z.array(z.string()),
    when: condition,
    condition: z
      .string()
      .openapi({ description: "Cuándo se aplica, en español ('Con más de 100 elementos')" }),
    expiresInHours: z.number().int(),
  })
  .openapi('ApprovalPolicySetting');

const changeView = z
  .object({
    id: z.number().int(),
    operationType: z.string(),
    policy: policyView,
    changedBy: z.string(),
    changedAt: z.string(),
    reason: z.string(),
  })
  .openapi('ApprovalPolicyChange');

const policyItem = z
  .object({
    type: z.string(),
    label: z.string(),
    bulk: z.boolean(),
    startRoles: z
      .array(z.string())
      .openapi({ description: 'Roles que pueden iniciarlo: solo ellos pueden aprobarlo' }),
    fields: z.array(z.object({ name: z.string(), label: z.string() })),
    // `default`: the contract's; `current`: what starts follow from now on; `changed`: the last
    // change made in the console (null: the contract's). Registered schemas take no description
    // here: it would replace theirs in the document.
    default: policyView,
    current: policyView,
    changed: z.union([changeView, z.null()]),
  })
  .openapi('ApprovalPolicyItem');

export const policyChangeBody = z
  .object({
    required: z.boolean({ error: 'Indique si necesita aprobación' }),
    approvers: z.union([z.literal(1), z.literal(2)], { error: 'Una o dos aprobaciones' }).default(1),
    roles: z
      .array(z.enum(ALL_CGI_ROLES, { error: 'Rol desconocido' }))
      .max(ALL_CGI_ROLES.length)
      .default([]),
    when: condition.default({ kind: 'always' }),
    expiresInHours: z
      .number({ error: 'Indique las horas' })
      .int({ error: 'Indique un número entero de horas' })
      .min(1, { error: 'Al menos 1 hora' })
      .max(720, { error: 'Como máximo 720 horas (30 días)' })
      .default(72),
    reason: z
      .string({ error: policyMessages.reasonRequired })
      .trim()
      .min(1, { error: policyMessages.reasonRequired })
      .max(500, { error: 'Como máximo 500 caracteres' }),
  })
  .openapi('ApprovalPolicyChangeRequest');

const typeParams = z.object({ type: z.string().min(1).max(100) });

export function registerApprovalPolicyRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  book: PolicyBook,
): void {
  const table = createRouteTable(router, registry, authenticate);
  table.add({
    method: 'get',
    path: '/api/approval-policies',
    summary: 'Políticas de aprobación',
    description:
      'Cada tipo de operación con su política del contrato, la que se aplica ahora y el último cambio hecho en la ' +
      'consola (quién, cuándo y por qué).',
    tags: ['Aprobaciones'],
    roles: ['CGI.Admin'],
    responses: {
      200: {
        description: 'Políticas',
        schema: z.object({ items: z.array(policyItem) }).openapi('ApprovalPolicyList'),
      },
    },
    handler: async () => ({ status: 200, body: { items: await book.list() } }),
  });

  table.add({
    method: 'get',
    path: '/api/approval-policies/:type',
    summary: 'Política de aprobación de un tipo, con su historial',
    tags: ['Aprobaciones'],
    roles: ['CGI.Admin'],
    params: typeParams,
    responses: {
      200: {
        description: 'La política y sus cambios, los más recientes primero',
        schema: policyItem.extend({ history: z.array(changeView) }).openapi('ApprovalPolicyDetail'),
      },
      404: { description: 'No existe ese tipo', schema: errorBody },
    },
    handler: async ({ params }) => ({ status: 200, body: await book.detail(params.type) }),
  });

  table.add({
    method: 'put',
    path: '/api/approval-policies/:type',
    summary: 'Cambia la política de aprobación de un tipo',
    description:
      'Con un motivo (obligatorio), que queda registrado con quién y cuándo. Se aplica a los inicios y reintentos ' +
      'desde ahora; las operaciones que ya esperan aprobación conservan el pedido con que empezaron. Los roles que ' +
      'aprueban deben poder iniciar el tipo.',
    tags: ['Aprobaciones'],
    roles: ['CGI.Admin'],
    params: typeParams,
    body: policyChangeBody,
    bodyExample: {
      required: true,
      approvers: 2,
      roles: ['CGI.Admin'],
      when: { kind: 'always' },
      expiresInHours: 24,
      reason: 'Auditoría pidió dos aprobaciones',
    },
    responses: {
      200: { description: 'Cambio registrado', schema: changeView },
      400: { description: 'Datos inválidos (motivo, roles, condición, horas)', schema: errorBody },
      404: { description: 'No existe ese tipo', schema: errorBody },
    },
    handler: async ({ params, body, auth }) => ({
      status: 200,
      body: await book.change(params.type, body, actorOf(auth)),
    }),
  });
}
