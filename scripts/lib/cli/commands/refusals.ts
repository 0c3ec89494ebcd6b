import { unwrap } from '../client';
import { buenosAires } from '../console-time';
import type { Command, Context } from '../context';
import { exportWhenAsked } from '../export-table';

/** `consola refusals`: a page of the refusals record, or all of it as a file (--format). */
async function refusalRecord(ctx: Context, values: Record<string, unknown>): Promise<number> {
  const query: Record<string, string | number> = {};
  for (const key of ['actor', 'status', 'from', 'to'] as const) {
    if (values[key]) query[key] = values[key] as string;
  }
  if (values.type) query.operationType = values.type as string;
  const exported = await exportWhenAsked(ctx, 'refusals', values, query);
  if (exported !== null) return exported;
  if (values.limit) query.pageSize = Number(values.limit);
  if (values.before) query.before = Number(values.before);
  const page = await unwrap(
    (await ctx.api()).GET('/api/refusals', { params: { query: query as never } }),
    ctx.url,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(page, null, 2));
    return 0;
  }
  if (page.items.length === 0) ctx.print('No hay rechazos con esos filtros.');
  for (const item of page.items) {
    const when = buenosAires(item.occurredAt);
    const what = item.operationType
      ? `${item.operationType}${item.action ? ` (${item.action})` : ''}`
      : item.route;
    ctx.print(
      `${when}  ${item.status} ${item.actor ?? 'sin identificar'} · ${item.method} ${what}\n  ${item.reason}`,
    );
  }
  if (page.next !== null) ctx.print(`\nMás resultados: --before ${page.next}`);
  return 0;
}

export const refusals: Command = {
  summary: 'El registro de rechazos (solo Administración): quién, qué y por qué se rechazó',
  usage:
    'consola refusals [--actor a] [--status n] [--type t] [--from d] [--to d] [--limit n] [--before n] [--format csv|jsonl]',
  help: `Cada respuesta 401 o 403 y cada inicio, validación, reintento o cancelación rechazados, los más
recientes primero.
  --actor <quién>       email o cuenta de servicio
  --status <n>          estado HTTP (p. ej. 403)
  --type <tipo>         tipo de operación (p. ej. subscriber.deactivateUser)
  --from / --to <día>   AAAA-MM-DD (inclusive, hora de Buenos Aires)
  --limit <n>           cuántos (por defecto 100, máximo 500)
  --before <n>          la página siguiente (se imprime al final)
  --format <csv|jsonl>  todos los que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > rechazos.csv)`,
  options: {
    actor: { type: 'string' },
    status: { type: 'string' },
    type: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
    before: { type: 'string' },
    format: { type: 'string' },
  },
  run: (ctx, values) => refusalRecord(ctx, values),
};
