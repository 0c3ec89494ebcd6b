// /api/service-accounts: automation tokens, managed by administrators.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ALL_CGI_ROLES } from '@cgi/workflows';
import type { Request, Router } from 'express';
import { actorOf, peopleBehind, type AuthContext } from '../auth/context';
import { errorBody } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import type { ServiceAccounts } from './service-accounts';

const ADMIN = ['CGI.Admin'] as const;

const serviceAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    roles: z.array(z.string()),
    createdAt: z.string(),
    createdBy: z.string(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    revokedBy: z.string().nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
    owner: z.string().nullable().openapi({
      description: 'La persona a quien pertenece hoy (quien la creó, o a quien se la traspasó)',
    }),
    owners: z
      .array(
        z.object({
          owner: z.string(),
          assignedAt: z.string(),
          assignedBy: z.string(),
          reason: z.string().nullable(),
        }),
      )
      .openapi({
        description:
          'Todas las personas a quienes perteneció, la primera quien la creó. Ninguna puede aprobar lo que pide ' +
          'la cuenta: su token no cambia con un traspaso.',
      }),
  })
  .openapi('ServiceAccount');

const createBody = z
  .object({
    name: z
      .string({ error: 'Este campo es requerido' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, {
        error: 'Entre 3 y 63 caracteres: minúsculas, números, punto, guion o guion bajo',
      })
      .openapi({ description: 'Nombre de la cuenta: queda registrado como quien inicia las operaciones' }),
    description: z.string().trim().max(300).optional(),
    roles: z
      .array(z.enum(ALL_CGI_ROLES, { error: 'Rol desconocido' }))
      .min(1, { error: 'Indique al menos un rol' }),
    expiresInDays: z.number().int().min(1).max(365).default(90),
  })
  .openapi('CreateServiceAccount');

const transferBody = z
  .object({
    owner: z
      .email({ error: 'Indique el email de una persona: una cuenta de servicio pertenece a una persona' })
      .max(254)
      .openapi({ description: 'Email de la persona que pasa a ser su dueña' }),
    reason: z
      .string({ error: 'Indique el motivo del traspaso' })
      .trim()
      .min(1, { error: 'Indique el motivo del traspaso' })
      .max(500, { error: 'Como máximo 500 caracteres' }),
  })
  .openapi('TransferServiceAccount');

export function registerServiceAccountRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  accounts: ServiceAccounts,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'post',
    path: '/api/service-accounts',
    summary: 'Crea una cuenta de servicio y emite su token',
    description:
      'Token de larga duración para automatizaciones, con los roles indicados y vencimiento. La API lo acepta ' +
      'como el de una persona, con los mismos controles de rol; las operaciones registran el nombre de la cuenta. ' +
      'El token se muestra una sola vez.',
    tags: ['Cuentas de servicio'],
    roles: ADMIN,
    body: createBody,
    bodyExample: {
      name: 'conciliacion-nocturna',
      description: 'Reintenta las altas fallidas cada noche',
      roles: ['CGI.CustomerSupport'],
      expiresInDays: 90,
    },
    responses: {
      201: {
        description: 'Cuenta creada',
        schema: z.object({ account: serviceAccount, token: z.string() }).openapi('IssuedServiceAccount'),
      },
      400: { description: 'Datos inválidos', schema: errorBody },
      409: { description: 'Ya existe una cuenta activa con ese nombre', schema: errorBody },
    },
    handler: async ({ body, auth }) => ({
      status: 201,
      body: await accounts.create(
        {
          name: body.name,
          roles: body.roles,
          expiresInDays: body.expiresInDays,
          description: body.description,
        },
        actorOf(auth),
        peopleBehind(auth),
      ),
    }),
  });

  table.add({
    method: 'put',
    path: '/api/service-accounts/:id/owner',
    summary: 'Traspasa una cuenta de servicio a otra persona',
    description:
      'Con un motivo. Quedan registrados quién la traspasó, cuándo y por qué; las personas a quienes perteneció ' +
      'siguen sin poder aprobar lo que la cuenta pida, porque su token no cambia.',
    tags: ['Cuentas de servicio'],
    roles: ADMIN,
    params: z.object({ id: z.string().min(1) }),
    body: transferBody,
    bodyExample: { owner: 'soporte@consola.test', reason: 'Pasa al equipo de soporte' },
    responses: {
      200: { description: 'La cuenta, con su nueva dueña', schema: serviceAccount },
      400: { description: 'Datos inválidos', schema: errorBody },
      404: { description: 'No existe', schema: errorBody },
      409: { description: 'Está revocada, o ya es de esa persona', schema: errorBody },
    },
    handler: async ({ params, body, auth }) => ({
      status: 200,
      body: await accounts.transfer(params.id, body, actorOf(auth)),
    }),
  });

  table.add({
    method: 'get',
    path: '/api/service-accounts',
    summary: 'Cuentas de servicio',
    description: 'Todas, con su estado (activa, vencida o revocada); nunca sus tokens.',
    tags: ['Cuentas de servicio'],
    roles: ADMIN,
    responses: { 200: { description: 'Cuentas', schema: z.object({ items: z.array(serviceAccount) }) } },
    handler: async () => ({ status: 200, body: { items: await accounts.list() } }),
  });

  table.add({
    method: 'delete',
    path: '/api/service-accounts/:id',
    summary: 'Revoca una cuenta de servicio',
    description: 'Su token deja de ser aceptado en la siguiente solicitud.',
    tags: ['Cuentas de servicio'],
    roles: ADMIN,
    params: z.object({ id: z.string().min(1) }),
    responses: {
      200: { description: 'La cuenta, revocada', schema: serviceAccount },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, auth }) => ({
      status: 200,
      body: await accounts.revoke(params.id, actorOf(auth)),
    }),
  });
}
