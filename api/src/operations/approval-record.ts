// The approvals record (issue 31 item 4): every operation that went through a four-eyes
// approval, read from Temporal's visibility like the operations list. The facts are already
// there: the OperationApproval search attribute (what the filters read) and the approval the
// workflow mirrors into its memo (who asked, when, why, every decision with who, when and the
// rejection's reason). Nothing is copied elsewhere, so the record cannot drift from the runs.
import { SEARCH_ATTRIBUTES, type ApprovalProgress, type ApprovalState } from '@cgi/workflows';
import { APPROVAL_DECISIONS } from '@cgi/workflows/messages';
import { z } from '../openapi/zod';
import {
  operationFilter,
  operationStatus,
  tokenPageQuery,
  type OperationFilter,
  type OperationSummaryView,
} from './schemas';
import { memoField, summaryOf, type RawExecutionInfo } from './temporal-view';
import { visibilityQuery, type LookupValues } from './visibility-query';

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
  .object({ items: z.array(approvalRecordEntry), nextPageToken: z.string().nullable() })
  .openapi('ApprovalRecordPage');

/** The visibility query of a record filter: runs that carry an approval, as the list's filters read. */
export function approvalRecordVisibilityQuery(filter: ApprovalRecordFilter, lookup?: LookupValues): string {
  const asList: OperationFilter = {
    type: filter.type,
    actor: filter.requester,
    from: filter.from,
    to: filter.to,
  };
  const approval = filter.decision
    ? `${SEARCH_ATTRIBUTES.approval} = '${filter.decision}'`
    : `${SEARCH_ATTRIBUTES.approval} IS NOT NULL`;
  return `${visibilityQuery(asList, { lookup })} AND ${approval}`;
}

/**
 * One row of the record from a visibility row (memo decoded). A run seen in the instant between
 * its start and its first workflow task has no approval in its memo yet: it is pending, asked by
 * whoever started it, when it started.
 */
export function approvalRecordEntryOf(raw: RawExecutionInfo): {
  summary: OperationSummaryView;
  entry: Omit<ApprovalRecordEntry, 'targetName'>;
} {
  const summary = summaryOf(raw);
  const approval = memoField<{ approval?: ApprovalProgress }>(raw, 'progress')?.approval;
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
      reason: memoField<string | null>(raw, 'reason') ?? null,
      approvers: approval?.approvers ?? 1,
      expiresAt: approval?.expiresAt ?? null,
      decidedBy: decisions.map((d) => d.by),
      decidedAt: approval?.settledAt ?? null,
      rejectionReason: rejection?.reason ?? null,
      status: summary.status,
    },
  };
}
