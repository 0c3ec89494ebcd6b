// The approvals record (issue 31 item 4): every operation that went through a four-eyes
// approval, read from the console's record like the operations list: its approval columns (what
// the filters read) and the approval the run's progress keeps (who asked, when, why, every
// decision with who, when and the rejection's reason).
import type { RunFilter } from '@cgi/console-store';
import type { ApprovalProgress, ApprovalState } from '@cgi/workflows';
import { filterFrom, filterTo } from '@cgi/workflows/time-zone';
import { APPROVAL_DECISIONS } from '@cgi/workflows/messages';
import { z } from '../openapi/zod';
import { summaryOf } from './operation-view';
import { operationFilter, operationStatus, tokenPageQuery, type OperationSummaryView } from './schemas';
import type { RunState } from './temporal-runs';

const approvalDecisionState = z.enum(APPROVAL_DECISIONS).openapi({
  description:
    'pending (pendiente: espera la aprobación), approved (aprobada), rejected (rechazada, con motivo), ' +
    'expired (vencida: nadie decidió a tiempo) o withdrawn (retirada por quien la pidió)',
});

export const approvalRecordFilter = z.object({
  decision: approvalDecisionState.optional(),
  type: operationFilter.shape.type,
  requester: operationFilter.shape.actor.openapi({
    description: 'Quién la pidió (email o cuenta de servicio)',
  }),
  from: operationFilter.shape.from.openapi({ description: 'Pedidas desde (AAAA-MM-DD, inclusive)' }),
  to: operationFilter.shape.to.openapi({ description: 'Pedidas hasta (AAAA-MM-DD, inclusive)' }),
});

export type ApprovalRecordFilter = z.infer<typeof approvalRecordFilter>;

export const approvalRecordQuery = approvalRecordFilter.extend(tokenPageQuery);

export const approvalRecordEntry = z
  .object({
    id: z.string().openapi({ description: 'Id de la operación (para abrir su detalle)' }),
    name: z.string().openapi({ description: 'Cómo se nombra la operación: tipo y objetivo' }),
    type: z.string(),
    label: z.string().openapi({ description: 'El tipo, como lo lee el personal' }),
    target: z.string(),
    targetName: z.string().nullable().openapi({ description: 'El nombre del objetivo, si se lo conoce' }),
    decision: approvalDecisionState,
    requester: z.string().openapi({ description: 'Quién la pidió' }),
    requestedAt: z.string().openapi({ description: 'Cuándo la pidió (UTC)' }),
    reason: z.string().nullable().openapi({ description: 'Por qué la pidió' }),
    approvers: z.number().int().openapi({ description: 'Personas distintas que debían aprobar' }),
    expiresAt: z.string().nullable().openapi({ description: 'Cuándo vencía el pedido (UTC)' }),
    decidedBy: z.array(z.string()).openapi({
      description:
        'Quiénes decidieron, en orden: quienes aprobaron y quien rechazó (con dos aprobaciones, una pendiente ' +
        'puede tener ya la primera; vacío si nadie decidió)',
    }),
    decidedAt: z.string().nullable().openapi({
      description: 'Cuándo dejó de esperar: aprobada, rechazada, vencida o retirada (UTC)',
    }),
    rejectionReason: z.string().nullable().openapi({ description: 'El motivo del rechazo' }),
    status: operationStatus.openapi({ description: 'El estado de la operación hoy' }),
  })
  .openapi('ApprovalRecordEntry');

export type ApprovalRecordEntry = z.infer<typeof approvalRecordEntry>;

export const approvalRecordPage = z
  .object({
    items: z.array(approvalRecordEntry),
    nextPageToken: z.string().nullable(),
    total: z.number().int().openapi({ description: 'Cuántas entradas tiene el registro con este filtro' }),
  })
  .openapi('ApprovalRecordPage');

/** What a record filter asks of the console's record: runs that carried an approval. */
export function approvalRunFilter(
  filter: ApprovalRecordFilter,
  lookup: (field: 'actor', value: string) => string[],
): RunFilter {
  return {
    approvalStates: filter.decision ? [filter.decision] : 'any',
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.requester ? { approvalRequesterKeys: lookup('actor', filter.requester) } : {}),
    ...(filter.from ? { approvalFrom: filterFrom(filter.from) } : {}),
    ...(filter.to ? { approvalTo: filterTo(filter.to) } : {}),
  };
}

/**
 * One row of the approvals record from a run. A run seen in the instant between its start and
 * its first workflow task has no approval in its progress yet: it is pending, asked by whoever
 * started it, when it started.
 */
export function approvalRecordEntryOf(run: RunState): {
  summary: OperationSummaryView;
  entry: Omit<ApprovalRecordEntry, 'targetName'>;
} {
  const summary = summaryOf(run);
  const approval: ApprovalProgress | undefined = run.progress.approval;
  const decisions = approval?.decisions ?? [];
  const rejection = decisions.find((decision) => decision.decision === 'rejected');
  const decision: ApprovalState = approval?.state ?? 'pending';
  return {
    summary,
    entry: {
      id: summary.id,
      name: summary.name,
      type: summary.type,
      label: summary.label,
      target: summary.target,
      decision,
      requester: approval?.requester ?? summary.actor,
      requestedAt: approval?.requestedAt ?? summary.startedAt,
      reason: run.memo.reason ?? null,
      approvers: approval?.approvers ?? 1,
      expiresAt: approval?.expiresAt ?? null,
      decidedBy: decisions.map((d) => d.by),
      decidedAt: approval?.settledAt ?? null,
      rejectionReason: rejection?.reason ?? null,
      status: summary.status,
    },
  };
}
