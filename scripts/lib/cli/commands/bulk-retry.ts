import { unwrap } from '../client';
import type { Command } from '../context';
import { finish, follow } from '../follow';
import { bulkRetryConfirmation, describeOperation } from '../progress';

export const bulkRetry: Command = {
  summary: 'Reintenta en bloque las operaciones fallidas de un filtro',
  usage:
    'consola bulk-retry --reason r [--type t] [--target x] [--actor a] [--from d] [--to d] [--yes] [--watch]',
  help: `Cuenta las operaciones fallidas que cumplen el filtro, pide confirmación (o --yes) e inicia un
reintento masivo: una operación que reintenta cada una e informa cada elemento. Como máximo 50.000
(más: se reintentan las más recientes; repita o acote el filtro). Omite las que se deshicieron y las
que nunca se aprobaron, y lo dice antes de confirmar.

  --reason <texto>  Motivo (obligatorio: es una operación de alto riesgo)
  --yes             No pedir confirmación
  --watch           Seguir el reintento masivo hasta el final`,
  options: {
    type: { type: 'string' },
    target: { type: 'string' },
    actor: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    reason: { type: 'string' },
    yes: { type: 'boolean' },
    watch: { type: 'boolean' },
  },
  async run(ctx, values) {
    const filter: Record<string, string> = {};
    for (const key of ['type', 'target', 'actor', 'from', 'to'] as const) {
      if (values[key]) filter[key] = values[key] as string;
    }
    const api = await ctx.api();
    // What the bulk retry itself would touch: failed, not retried yet, at most `max`.
    const preview = await unwrap(
      api.GET('/api/operations/bulk-retry', { params: { query: filter as never } }),
      ctx.url,
    );
    const count = preview.count;
    if (!values.yes) {
      ctx.print(bulkRetryConfirmation(preview));
      return count === 0 ? 0 : 2;
    }
    const operation = await unwrap(
      api.POST('/api/operations/bulk-retry', {
        body: { filter, ...(values.reason ? { reason: values.reason as string } : {}) },
      }),
      ctx.url,
    );
    if (!values.watch) {
      ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : `${operation.id}  ${count} operaciones`);
      return 0;
    }
    if (!ctx.json) ctx.print(`${operation.id}  ${operation.label} · ${operation.target}`);
    const final = await follow(ctx, operation.id, operation);
    if (!ctx.json && final.items) ctx.print(describeOperation(final));
    return finish(ctx, final);
  },
};
