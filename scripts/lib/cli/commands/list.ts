import { unwrap } from '../client';
import type { Command } from '../context';
import { exportWhenAsked } from '../export-table';
import { operationsTable } from '../progress';

export const list: Command = {
  summary: 'Lista operaciones con filtros (p. ej. las fallidas)',
  usage:
    'consola list [--status failed] [--type t] [--target x] [--actor a] [--from AAAA-MM-DD] [--to AAAA-MM-DD]',
  help: `Las más recientes primero (las que están en curso arriba).

  --status <estado>     running | awaitingApproval | scheduled | completed | failed | cancelled | rejected | expired
  --type <tipo>         p. ej. subscriber.addUser
  --target <objetivo>   número de suscriptor, CUIT o email
  --actor <quién>       email o cuenta de servicio que la inició
  --from / --to <día>   fecha de inicio, AAAA-MM-DD (inclusive)
  --limit <n>           cuántas (por defecto 25, máximo 100)
  --page-token <t>      la página siguiente (se imprime al final)
  --format <csv|jsonl>  todas las que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > fallidas.csv)`,
  options: {
    status: { type: 'string' },
    type: { type: 'string' },
    target: { type: 'string' },
    actor: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
    'page-token': { type: 'string' },
    format: { type: 'string' },
  },
  async run(ctx, values) {
    const query: Record<string, string | number> = {};
    for (const key of ['status', 'type', 'target', 'actor', 'from', 'to'] as const) {
      if (values[key]) query[key] = values[key] as string;
    }
    const exported = await exportWhenAsked(ctx, 'operations', values, query);
    if (exported !== null) return exported;
    if (values.limit) query.pageSize = Number(values.limit);
    if (values['page-token']) query.pageToken = values['page-token'] as string;
    const page = await unwrap(
      (await ctx.api()).GET('/api/operations', { params: { query: query as never } }),
      ctx.url,
    );
    if (ctx.json) {
      ctx.print(JSON.stringify(page, null, 2));
      return 0;
    }
    ctx.print(operationsTable(page.items));
    if (page.nextPageToken) ctx.print(`\nMás resultados: --page-token ${page.nextPageToken}`);
    return 0;
  },
};
