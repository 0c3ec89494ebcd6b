// How the CLI shows an operation: a one-line progress bar while it runs, a summary at the
// end, and plain tables for lists. Pure functions of the API's resources, so they are tested.
import { lifeActionLabels, stepsProgressText, stepsRan } from '@cgi/workflows/life-state';
import { messages as operationMessages } from '@cgi/workflows/messages';
import type { BulkRetryPreview, Operation, OperationElement, OperationSummary } from './client';

const STATUS_TEXT: Record<Operation['status'], string> = {
  running: 'en curso',
  awaitingApproval: 'esperando aprobación',
  scheduled: 'programada',
  completed: 'completada',
  failed: 'falló',
  cancelled: 'cancelada',
  rejected: 'rechazada',
  expired: 'vencida',
};

const STEP_TEXT: Record<Operation['steps'][number]['status'], string> = {
  pending: 'pendiente',
  running: 'en curso',
  done: 'hecho',
  failed: 'falló',
  skipped: 'omitido',
};

export function statusText(status: Operation['status']): string {
  return STATUS_TEXT[status];
}

/** Steps (or, for bulk operations, elements) finished out of the total. */
export function counts(operation: Pick<Operation, 'steps' | 'items'>): { done: number; total: number } {
  // A bulk step counts its elements (they live in the console's store: `consola elements`).
  const bulk =
    operation.steps.find((s) => s.status === 'running' && s.counts) ??
    operation.steps.findLast((s) => s.counts);
  if (bulk?.counts) return { done: bulk.counts.total - bulk.counts.pending, total: bulk.counts.total };
  if (operation.items && operation.items.length > 0) {
    const done = operation.items.filter((u) => u.status === 'done' || u.status === 'skipped').length;
    return { done, total: operation.items.length };
  }
  // Only the steps that ran: those a rejection, an expiry or a cancel left unrun do not count.
  return { done: stepsRan(operation.steps), total: operation.steps.length };
}

export function currentLabel(operation: Operation): string {
  const running = operation.steps.find((s) => s.status === 'running');
  if (running) {
    const attempt = running.attempts > 1 ? ` (intento ${running.attempts})` : '';
    if (operation.items?.length) {
      const item = operation.items.find((i) => i.status === 'running');
      return `${running.label}${item ? `: ${item.label}` : ''}`;
    }
    return `${running.label}${attempt}`;
  }
  const failed = operation.steps.find((s) => s.status === 'failed');
  if (failed) return failed.label;
  return operation.steps.find((s) => s.status === 'pending')?.label ?? '';
}

/** `[██████░░░░░░░░]  3/8  Crear la cuenta de acceso` */
export function progressLine(operation: Operation, width = 24): string {
  const { done, total } = counts(operation);
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
  const tail = operation.status === 'running' ? currentLabel(operation) : statusText(operation.status);
  return `[${bar}] ${String(done).padStart(String(total).length)}/${total}  ${tail}`;
}

function formatTime(iso: string | null): string {
  if (!iso) return '- -';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const MARK: Record<Operation['steps'][number]['status'], string> = {
  pending: '·',
  running: '…',
  done: '✔',
  failed: '✖',
  skipped: '↷',
};

/** Everything a support engineer needs to understand an operation, as text. */
export function describeOperation(operation: Operation): string {
  const lines = [
    // Whom it acts on beside its name (issue 43): 'Añadir un usuario al suscriptor 100001 · ana@…'.
    `${operation.subject ? `${operation.name} · ${operation.subject}` : operation.name}${
      operation.targetName ? ` (${operation.targetName})` : ''
    }`,
    `  id:        ${operation.id}`,
    `  estado:    ${operation.life.label}: ${operation.life.sentence}`,
    `  pasos:     ${stepsProgressText(operation.life.stepsDone, operation.life.stepsTotal)}`,
    ...(operation.life.actions.length > 0
      ? [`  puede:     ${operation.life.actions.map((action) => lifeActionLabels[action]).join(' · ')}`]
      : []),
    `  inició:    ${operation.actor} (${operation.source}) ${formatTime(operation.startedAt)}`,
    `  terminó:   ${formatTime(operation.finishedAt)}`,
  ];
  if (operation.reason) lines.push(`  motivo:    ${operation.reason}`);
  if (operation.approval) lines.push(...approvalLines(operation.approval));
  if (operation.schedule) lines.push(...scheduleLines(operation.schedule));
  // Named as staff read them; the id beside, for the commands that take one.
  if (operation.retryOf) lines.push(`  reintenta: ${operation.retryOfName ?? ''} (${operation.retryOf})`);
  if (operation.retriedBy)
    lines.push(`  reintentada en: ${operation.retriedByName ?? ''} (${operation.retriedBy})`);
  // Once Temporal no longer holds it, the console's record is what is shown (and says so).
  lines.push(
    operation.temporalUrl
      ? `  temporal:  ${operation.temporalUrl}`
      : `  temporal:  ${operationMessages.record.engineHistoryExpired}`,
    '',
    'Pasos:',
  );
  for (const step of operation.steps) {
    const attempts = step.attempts > 1 ? ` · ${step.attempts} intentos` : '';
    lines.push(`  ${MARK[step.status]} ${step.label} — ${STEP_TEXT[step.status]}${attempts}`);
    if (step.note) lines.push(`      ${step.note}`);
    if (step.counts) {
      const c = step.counts;
      lines.push(
        `      ${c.total} elementos: ${c.done} hechos, ${c.skipped} omitidos, ${c.failed} fallidos, ${c.pending} sin procesar` +
          ` (consola elements ${operation.id}${c.failed > 0 ? ' --status failed' : ''})`,
      );
    }
    for (const failure of step.attemptErrors)
      lines.push(`      intento ${failure.attempt}: ${failure.message}`);
  }
  if (operation.items?.length) {
    lines.push('', 'Elementos:');
    for (const item of operation.items) {
      lines.push(`  ${MARK[item.status]} ${item.label} — ${STEP_TEXT[item.status]}`);
      if (item.error) lines.push(`      ${item.error}`);
      else if (item.note) lines.push(`      ${item.note}`);
      if (item.operationId) lines.push(`      → ${item.operationId}`);
    }
  }
  if (operation.result) lines.push('', `Resultado: ${operation.result.message}`);
  if (operation.error) lines.push('', `Error: ${operation.error.message}`);
  if (operation.retryable) lines.push('', `Para reintentar: ${retryCommand(operation)}`);
  return lines.join('\n');
}

const APPROVAL_STATE: Record<NonNullable<Operation['approval']>['state'], string> = {
  pending: 'esperando',
  approved: 'aprobada',
  rejected: 'rechazada',
  expired: 'vencida',
  withdrawn: 'retirada',
};

/** Who asked, how many approvals are missing, and who decided what, when and from where. */
export function approvalLines(approval: NonNullable<Operation['approval']>): string[] {
  const lines = [
    `  aprobación: ${APPROVAL_STATE[approval.state]} · pidió ${approval.requester} ${formatTime(approval.requestedAt)}` +
      (approval.state === 'pending'
        ? ` · faltan ${approval.missing} de ${approval.approvers} · vence ${formatTime(approval.expiresAt)}`
        : ''),
  ];
  for (const decision of approval.decisions) {
    const verb = decision.decision === 'approved' ? 'aprobó' : 'rechazó';
    const why = decision.reason ? `: ${decision.reason}` : '';
    lines.push(`      ${verb} ${decision.by} (${decision.source}) ${formatTime(decision.at)}${why}`);
  }
  return lines;
}

/** A page of a bulk operation's elements, one line each (plus its error, note or operation). */
export function elementsTable(elements: OperationElement[]): string {
  if (elements.length === 0) return 'No hay elementos que cumplan el filtro.';
  const lines: string[] = [];
  for (const element of elements) {
    lines.push(`  ${MARK[element.status]} ${element.label} — ${STEP_TEXT[element.status]}`);
    if (element.error) lines.push(`      ${element.error}`);
    else if (element.note) lines.push(`      ${element.note}`);
    // The service's own words, for whoever supports it (the web folds them under 'Detalle técnico').
    if (element.technicalError) lines.push(`      detalle técnico: ${element.technicalError}`);
    if (element.operationId) lines.push(`      → ${element.operationId}`);
  }
  return lines.join('\n');
}

function retryCommand(operation: Operation): string {
  return `consola retry ${operation.id}${operation.highRisk ? ' --reason "<motivo>"' : ''}`;
}

/** When a scheduled operation runs (or ran), and every change of its time. */
function scheduleLines(schedule: NonNullable<Operation['schedule']>): string[] {
  const when =
    schedule.state === 'waiting'
      ? `programada para ${formatTime(schedule.notBefore)}`
      : schedule.state === 'started'
        ? `programada para ${formatTime(schedule.notBefore)}; empezó ${formatTime(schedule.startedAt)}`
        : `programada para ${formatTime(schedule.notBefore)}; cancelada antes de empezar`;
  return [
    `  hora:      ${when}`,
    ...schedule.changes.map(
      (c) =>
        `    cambiada por ${c.by} (${c.source}) ${formatTime(c.at)}: de ${formatTime(c.from)} a ${formatTime(c.to)}`,
    ),
  ];
}

/** The closing line of `--watch`. */
export function outcomeLine(operation: Operation): string {
  if (operation.status === 'scheduled' && operation.schedule) {
    return `… ${operation.id}: programada para ${formatTime(operation.schedule.notBefore)} (consola reschedule ${operation.id} --at <fecha> la cambia; consola cancel ${operation.id}, para que no corra)`;
  }
  if (operation.status === 'awaitingApproval') {
    const approval = operation.approval;
    return `… ${operation.id}: esperando aprobación de otra persona${approval ? ` (faltan ${approval.missing}; vence ${formatTime(approval.expiresAt)})` : ''}`;
  }
  if (operation.status === 'completed')
    return `✔ ${operation.id}: ${operation.result?.message ?? 'completada'}`;
  const failed = operation.steps.find((s) => s.status === 'failed');
  const where = failed ? ` en «${failed.label}»` : '';
  const detail = failed?.error && failed.error !== operation.error?.message ? ` (${failed.error})` : '';
  const retry = operation.retryable ? `\n  Para reintentar: ${retryCommand(operation)}` : '';
  return `✖ ${operation.id} ${operation.life.label.toLowerCase()}${where}: ${operation.error?.message ?? ''}${detail}\n  ${operation.life.sentence}${retry}`;
}

function pad(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

export function operationsTable(items: OperationSummary[]): string {
  if (items.length === 0) return 'No hay operaciones que cumplan el filtro.';
  const header = `${pad('ESTADO', 16)} ${pad('INICIO', 19)} ${pad('OBJETIVO', 14)} ${pad('PASOS', 6)} ${pad('PASO', 34)} ID`;
  const rows = items.map((item) => {
    // Only the steps that ran count (a rejected add-user: 0/8).
    const ran = `${item.life.stepsDone}/${item.life.stepsTotal}`;
    const step = item.currentStep ? item.currentStep.label : item.life.sentence;
    return `${pad(item.life.label, 16)} ${pad(formatTime(item.startedAt), 19)} ${pad(item.target, 14)} ${pad(ran, 6)} ${pad(step, 34)} ${item.id}`;
  });
  return [header, ...rows].join('\n');
}

/** What `bulk-retry` without --yes says: what it would touch, and what it would skip (unapproved, undone). */
export function bulkRetryConfirmation(preview: BulkRetryPreview): string {
  const lines = [
    preview.more
      ? `Hay más de ${preview.max} operaciones fallidas sin reintentar: se reintentarían las ${preview.max} más recientes.`
      : preview.count === 1
        ? 'Se reintentaría 1 operación fallida sin reintentar.'
        : `Se reintentarían ${preview.count} operaciones fallidas sin reintentar.`,
  ];
  if (preview.unapproved === 1) {
    lines.push(
      '1 de ellas nunca fue aprobada y su tipo pide aprobación: se omitiría (reinténtela sola con `retry`).',
    );
  } else if (preview.unapproved > 1) {
    lines.push(
      `${preview.unapproved} de ellas nunca fueron aprobadas y su tipo pide aprobación: se omitirían (reinténtelas solas con \`retry\`).`,
    );
  }
  if (preview.undone === 1) {
    lines.push('1 de ellas se deshizo: se omitiría (para volver a hacerla, iníciela de nuevo con `start`).');
  } else if (preview.undone > 1) {
    lines.push(
      `${preview.undone} de ellas se deshicieron: se omitirían (para volver a hacerlas, inícielas de nuevo con \`start\`).`,
    );
  }
  if (preview.count > 0) lines.push('Repita con --yes para confirmar.');
  return lines.join('\n');
}
