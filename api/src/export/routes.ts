// GET /api/exports/operations, /api/exports/refusals and /api/exports/approvals: the operations
// list, the refusal record and the approvals record with the filters on screen, as CSV or JSON
// lines, streamed page by page (export/table-export.ts). Same roles as the lists they export.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RefusalLog, StoredRefusal } from '@cgi/console-store';
import { OPERATIONS_SUPPORT_ROLES, operationStatusLabels } from '@cgi/workflows';
import { approvalDecisionLabels } from '@cgi/workflows/messages';
import { filterFrom, filterTo } from '@cgi/workflows/time-zone';
import type { Request, Response, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { approvalRecordFilter, type ApprovalRecordEntry } from '../operations/approval-record';
import { operationFilter, type OperationSummaryView } from '../operations/schemas';
import type { OperationsService } from '../operations/service';
import { refusalQuery } from '../refusals/routes';
import { EXPORT_MEDIA_TYPES, exportFormat, streamExport, type ExportColumn } from './table-export';

/** Rows read per page: an export holds two at most (one written, the next read meanwhile). */
const OPERATIONS_PAGE = 200;
const REFUSALS_PAGE = 1_000;
/** The record's page: visibility rows with their memo, named like the list's. */
const APPROVALS_PAGE = 100;

const STATUS_NAMES: Record<OperationSummaryView['status'], string> = operationStatusLabels;

const SOURCE_NAMES: Record<OperationSummaryView['source'], string> = {
  ui: 'Consola',
  api: 'API',
  cli: 'CLI',
};

export const operationColumns: ExportColumn<OperationSummaryView>[] = [
  { key: 'id', header: 'ID', value: (o) => o.id },
  { key: 'name', header: 'Operación', value: (o) => o.name },
  { key: 'type', header: 'Tipo', value: (o) => o.label },
  { key: 'status', header: 'Estado', value: (o) => STATUS_NAMES[o.status] },
  { key: 'target', header: 'Objetivo', value: (o) => o.target },
  { key: 'targetName', header: 'Nombre del objetivo', value: (o) => o.targetName },
  { key: 'actor', header: 'Iniciada por', value: (o) => o.actor },
  { key: 'source', header: 'Origen', value: (o) => SOURCE_NAMES[o.source] },
  { key: 'startedAt', header: 'Inicio', value: (o) => o.startedAt, instant: true },
  { key: 'finishedAt', header: 'Fin', value: (o) => o.finishedAt, instant: true },
  { key: 'step', header: 'Paso', value: (o) => o.currentStep?.label ?? null },
  { key: 'error', header: 'Error', value: (o) => o.error },
  { key: 'retryOf', header: 'Reintenta a', value: (o) => o.retryOf },
  { key: 'retriedBy', header: 'Reintentada en', value: (o) => o.retriedBy },
];

export const refusalColumns: ExportColumn<StoredRefusal>[] = [
  { key: 'occurredAt', header: 'Fecha', value: (r) => r.occurredAt, instant: true },
  { key: 'status', header: 'Estado HTTP', value: (r) => r.status },
  { key: 'code', header: 'Código', value: (r) => r.code },
  { key: 'reason', header: 'Motivo', value: (r) => r.reason },
  { key: 'actor', header: 'Quién', value: (r) => r.actor },
  { key: 'method', header: 'Método', value: (r) => r.method },
  { key: 'route', header: 'Ruta', value: (r) => r.route },
  { key: 'operationType', header: 'Tipo de operación', value: (r) => r.operationType },
  { key: 'action', header: 'Acción', value: (r) => r.action },
  { key: 'sourceAddress', header: 'Dirección de origen', value: (r) => r.sourceAddress },
  { key: 'requestId', header: 'ID del pedido', value: (r) => r.requestId },
];

export const approvalColumns: ExportColumn<ApprovalRecordEntry>[] = [
  { key: 'id', header: 'ID', value: (a) => a.id },
  { key: 'type', header: 'Tipo', value: (a) => a.label },
  { key: 'target', header: 'Objetivo', value: (a) => a.target },
  { key: 'targetName', header: 'Nombre del objetivo', value: (a) => a.targetName },
  { key: 'decision', header: 'Decisión', value: (a) => approvalDecisionLabels[a.decision] },
  { key: 'requester', header: 'Pedida por', value: (a) => a.requester },
  { key: 'requestedAt', header: 'Pedida el', value: (a) => a.requestedAt, instant: true },
  { key: 'reason', header: 'Motivo del pedido', value: (a) => a.reason },
  { key: 'approvers', header: 'Aprobaciones necesarias', value: (a) => a.approvers },
  {
    key: 'decidedBy',
    header: 'Decidida por',
    value: (a) => a.decidedBy.join(', ') || null,
    json: (a) => a.decidedBy,
  },
  { key: 'decidedAt', header: 'Decidida el', value: (a) => a.decidedAt, instant: true },
  { key: 'rejectionReason', header: 'Motivo del rechazo', value: (a) => a.rejectionReason },
  { key: 'expiresAt', header: 'Vencía el', value: (a) => a.expiresAt, instant: true },
  { key: 'status', header: 'Estado de la operación', value: (a) => STATUS_NAMES[a.status] },
];

/** Streams, and if a page fails once the body has begun, cuts the response short instead. */
async function exportTo<T>(res: Response, options: Parameters<typeof streamExport<T>>[1]) {
  try {
    await streamExport(res, options);
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return undefined;
}

/** Every page of a list Temporal's visibility pages by token, one read at a time. */
async function* tokenPages<T>(
  read: (pageToken: string | undefined) => Promise<{ items: T[]; nextPageToken: string | null }>,
): AsyncGenerator<T[]> {
  let pageToken: string | undefined;
  do {
    const page = await read(pageToken);
    yield page.items;
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
}

export function registerExportRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  deps: { operations: OperationsService; refusals: RefusalLog },
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'get',
    path: '/api/exports/operations',
    summary: 'Exporta la lista de operaciones',
    description:
      'Las operaciones que muestra la lista con los mismos filtros, todas, como CSV (encabezados en español, ' +
      'hora de Buenos Aires, celdas que empiezan con = + - @ neutralizadas) o JSON lines. Se envía a medida ' +
      'que se lee, página a página.',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: operationFilter.extend({ format: exportFormat }),
    responses: {
      200: { description: 'El archivo', schema: z.string(), contentType: EXPORT_MEDIA_TYPES },
    },
    handler: async ({ query, res }) => {
      const { format, ...filter } = query;
      const pages = deps.operations.allPages(filter, OPERATIONS_PAGE);
      return exportTo(res, { format, filename: 'operaciones', columns: operationColumns, pages });
    },
  });

  table.add({
    method: 'get',
    path: '/api/exports/refusals',
    summary: 'Exporta el registro de rechazos',
    description:
      'Los rechazos con los mismos filtros que `GET /api/refusals`, todos, como CSV o JSON lines, los más ' +
      'recientes primero; se envía a medida que se lee.',
    tags: ['Auditoría'],
    roles: ['CGI.Admin'],
    query: refusalQuery.omit({ pageSize: true, before: true }).extend({ format: exportFormat }),
    responses: {
      200: { description: 'El archivo', schema: z.string(), contentType: EXPORT_MEDIA_TYPES },
    },
    handler: async ({ query, res }) => {
      const filter = {
        actor: query.actor,
        status: query.status,
        operationType: query.operationType,
        from: query.from ? filterFrom(query.from) : undefined,
        to: query.to ? filterTo(query.to) : undefined,
      };
      async function* pages() {
        let before: number | undefined;
        do {
          const page = await deps.refusals.list(filter, { limit: REFUSALS_PAGE, before });
          yield page.items;
          before = page.next ?? undefined;
        } while (before !== undefined);
      }
      return exportTo(res, {
        format: query.format,
        filename: 'rechazos',
        columns: refusalColumns,
        pages: pages(),
      });
    },
  });

  table.add({
    method: 'get',
    path: '/api/exports/approvals',
    summary: 'Exporta el registro de aprobaciones',
    description:
      'Las operaciones que esperaron aprobación, con los mismos filtros que `GET /api/approvals/record`, todas, ' +
      'como CSV (encabezados en español, hora de Buenos Aires, celdas que empiezan con = + - @ neutralizadas) o ' +
      'JSON lines (con `decidedBy` como lista); las más recientes primero. Se envía a medida que se lee.',
    tags: ['Aprobaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: approvalRecordFilter.extend({ format: exportFormat }),
    responses: {
      200: { description: 'El archivo', schema: z.string(), contentType: EXPORT_MEDIA_TYPES },
    },
    handler: async ({ query, res }) => {
      const { format, ...filter } = query;
      const pages = tokenPages((pageToken) =>
        deps.operations.approvalRecord(filter, { pageSize: APPROVALS_PAGE, pageToken }),
      );
      return exportTo(res, { format, filename: 'aprobaciones', columns: approvalColumns, pages });
    },
  });
}
