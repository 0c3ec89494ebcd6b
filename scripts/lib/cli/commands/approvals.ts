// `consola approvals`: what the caller may approve, and (`approvals record`) the approvals record.
import { CliError, unwrap } from '../client';
import { buenosAires } from '../console-time';
import type { Command, Context } from '../context';
import { exportWhenAsked } from '../export-table';

const DECISION_NAMES: Record<string, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  expired: 'vencida',
  withdrawn: 'retirada',
};

/** `consola approvals record`: a page of the approvals record, or all of it as a file (--format). */
async function approvalRecord(ctx: Context, values: Record<string, unknown>): Promise<number> {
  const query: Record<string, string | number> = {};
  for (const key of ['decision', 'type', 'requester', 'from', 'to'] as const) {
    if (values[key]) query[key] = values[key] as string;
  }
  const exported = await exportWhenAsked(ctx, 'approvals', values, query);
  if (exported !== null) return exported;
  if (values.limit) query.pageSize = Number(values.limit);
  if (values['page-token']) query.pageToken = values['page-token'] as string;
  const page = await unwrap(
    (await ctx.api()).GET('/api/approvals/record', { params: { query: query as never } }),
    ctx.url,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(page, null, 2));
    return 0;
  }
  if (page.items.length === 0) ctx.print('No hay aprobaciones con esos filtros.');
  for (const item of page.items) {
    const target = item.targetName ? `${item.target} (${item.targetName})` : item.target;
    const decided = item.decidedAt
      ? ` · ${item.decidedBy.length ? `${item.decidedBy.join(' y ')}, ` : ''}${buenosAires(item.decidedAt)}`
      : '';
    ctx.print(
      `${DECISION_NAMES[item.decision] ?? item.decision}${decided}  ${item.label} · ${target}\n` +
        `  pidió ${item.requester} el ${buenosAires(item.requestedAt)}${item.reason ? ` — «${item.reason}»` : ''}` +
        (item.rejectionReason ? `\n  motivo del rechazo: «${item.rejectionReason}»` : ''),
    );
  }
  if (page.nextPageToken) ctx.print(`\nMás resultados: --page-token ${page.nextPageToken}`);
  return 0;
}

export const approvals: Command = {
  summary: 'Lista las operaciones que usted puede aprobar; `approvals record`: el registro de aprobaciones',
  usage:
    'consola approvals | consola approvals record [--decision d] [--type t] [--requester r] [--from d] [--to d] [--format csv|jsonl]',
  help: `Sin acción: las que esperan aprobación y usted puede aprobar o rechazar: no las que pidió, solo
las de tipos que su rol puede aprobar e iniciar, y no las que ya aprobó. Las más antiguas primero.

record: cada operación que esperó una aprobación (Administración y Soporte), las más recientes primero.
  --decision <d>        pending | approved | rejected | expired | withdrawn
  --type <tipo>         p. ej. subscriber.deactivateUser
  --requester <quién>   email o cuenta de servicio que la pidió
  --from / --to <día>   fecha del pedido, AAAA-MM-DD (inclusive)
  --limit <n>           cuántas (por defecto 25, máximo 100)
  --page-token <t>      la página siguiente (se imprime al final)
  --format <csv|jsonl>  todas las que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > aprobaciones.csv)`,
  options: {
    decision: { type: 'string' },
    type: { type: 'string' },
    requester: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
    'page-token': { type: 'string' },
    format: { type: 'string' },
  },
  async run(ctx, values, positionals) {
    const [action] = positionals;
    if (action === 'record') return approvalRecord(ctx, values);
    if (action !== undefined) throw new CliError(`Acción desconocida: ${action}\nUso: ${approvals.usage}`, 2);
    const { items } = await unwrap((await ctx.api()).GET('/api/approvals'), ctx.url);
    if (ctx.json) {
      ctx.print(JSON.stringify(items, null, 2));
      return 0;
    }
    if (items.length === 0) {
      ctx.print('No hay operaciones que esperen su aprobación.');
      return 0;
    }
    for (const item of items) {
      const target = item.targetName ? `${item.target} (${item.targetName})` : item.target;
      ctx.print(
        `${item.label} · ${target}\n  pidió ${item.requester}${item.reason ? ` — «${item.reason}»` : ''}\n` +
          `  faltan ${item.missing} de ${item.approvers} · vence ${buenosAires(item.expiresAt)}\n` +
          `  consola approve ${item.id}   |   consola reject ${item.id} --reason "<motivo>"`,
      );
    }
    return 0;
  },
};
