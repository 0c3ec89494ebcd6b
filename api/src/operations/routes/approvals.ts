// Approvals: what the caller may decide, the approvals record, approve and reject.
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import { errorBody } from '../../http/errors';
import { z } from '../../openapi/zod';
import { approvalRecordPage, approvalRecordQuery } from '../approval-record';
import { approvalAnswer, approvalItem, approveBody, rejectBody, operationIdParams } from '../schemas';
import { shownTo } from '../service';
import { sourceHeaders, sourceOf, type OperationRouteDeps } from './shared';

export function registerApprovalRoutes({ table, operations }: OperationRouteDeps): void {
  table.add({
    method: 'get',
    path: '/api/approvals',
    summary: 'Aprobaciones pendientes',
    description:
      'Las operaciones que esperan aprobación y que quien llama puede aprobar: no las que pidió (tampoco un ' +
      'administrador), solo las de tipos que su rol puede aprobar e iniciar, y no las que ya aprobó. Las cuentas ' +
      'de servicio no aprueban: reciben una lista vacía. Las más antiguas primero.',
    tags: ['Aprobaciones'],
    roles: 'any',
    responses: {
      200: {
        description: 'Pendientes',
        schema: z.object({ items: z.array(approvalItem) }).openapi('ApprovalList'),
      },
    },
    handler: async ({ auth }) => ({ status: 200, body: { items: await operations.approvals(auth) } }),
  });

  table.add({
    method: 'get',
    path: '/api/approvals/record',
    summary: 'Registro de aprobaciones',
    description:
      'Cada operación que esperó una aprobación de cuatro ojos: qué (tipo y objetivo por nombre), quién la pidió, ' +
      'cuándo y por qué, la decisión (pendiente, aprobada, rechazada, vencida o retirada), quiénes decidieron, ' +
      'cuándo y el motivo del rechazo. Las más recientes primero; para la página siguiente, `pageToken` = ' +
      '`nextPageToken`. Lo leen quienes leen todas las operaciones (Administración y Soporte): el registro ' +
      'muestra pedidos y motivos de todo el personal. Como archivo: `GET /api/exports/approvals`.',
    tags: ['Aprobaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: approvalRecordQuery,
    responses: {
      200: { description: 'Una página del registro', schema: approvalRecordPage },
      400: { description: 'Filtro o `pageToken` inválido', schema: errorBody },
    },
    handler: async ({ query }) => {
      const { pageSize, pageToken, ...filter } = query;
      return { status: 200, body: await operations.approvalRecord(filter, { pageSize, pageToken }) };
    },
  });

  const decisionResponses = {
    400: { description: 'Falta el motivo del rechazo', schema: errorBody },
    403: {
      description:
        'La pidió quien llama (también un administrador), su rol no puede aprobar ese tipo, o es una cuenta de servicio',
      schema: errorBody,
    },
    404: { description: 'No existe', schema: errorBody },
    409: {
      description:
        'Ya no espera aprobación (aprobada, rechazada, vencida o retirada), ya la aprobó, o cambió su entrada',
      schema: errorBody,
    },
  };

  table.add({
    method: 'post',
    path: '/api/operations/:id/approve',
    summary: 'Aprueba una operación que espera aprobación',
    description:
      'Otra persona que la pida no puede aprobarla: debe ser alguien distinto de quien la pidió, con un rol que ' +
      'pueda aprobar e iniciar ese tipo. Con dos aprobaciones, cada persona cuenta una vez (`missing` dice cuántas ' +
      'faltan). Cuando no falta ninguna, la operación corre exactamente la entrada aprobada.',
    tags: ['Aprobaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: approveBody,
    authorize: ({ params, auth }) => operations.mayDecide(params.id, auth),
    bodyExample: {},
    responses: {
      200: { description: 'Aprobación registrada', schema: approvalAnswer },
      ...decisionResponses,
    },
    handler: async ({ params, body, auth, req }) => {
      const answer = await operations.approve(params.id, {
        auth,
        source: sourceOf(req),
        inputHash: body.inputHash,
      });
      return { status: 200, body: { ...answer, operation: shownTo(auth, await operations.get(params.id)) } };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/reject',
    summary: 'Rechaza una operación que espera aprobación',
    description:
      "Con un motivo (obligatorio). La operación termina 'Rechazada' sin ejecutar ningún paso; quien la pidió ve " +
      'quién la rechazó, cuándo y por qué.',
    tags: ['Aprobaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: rejectBody,
    authorize: ({ params, auth }) => operations.mayDecide(params.id, auth),
    bodyExample: { reason: 'El usuario sigue activo en el contrato vigente' },
    responses: { 200: { description: 'Rechazo registrado', schema: approvalAnswer }, ...decisionResponses },
    handler: async ({ params, body, auth, req }) => {
      const answer = await operations.reject(params.id, {
        auth,
        source: sourceOf(req),
        reason: body.reason,
        inputHash: body.inputHash,
      });
      return { status: 200, body: { ...answer, operation: shownTo(auth, await operations.get(params.id)) } };
    },
  });
}
