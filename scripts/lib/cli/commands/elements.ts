import { unwrap, type OperationElement } from '../client';
import { requireId, type Command } from '../context';
import { elementsTable } from '../progress';

export const elements: Command = {
  summary: 'Lista los elementos de una operación masiva (p. ej. los fallidos)',
  usage: 'consola elements <id> [--status pending|done|skipped|failed]',
  help: `Cada elemento (sesión, declaración, organización del CSV, documento, operación) con su estado,
su error o nota, y la operación que inició. Recorre todas las páginas.

  --status <estado>   Solo los de ese estado (pending: todavía sin efecto)`,
  options: { status: { type: 'string' } },
  async run(ctx, values, positionals) {
    const id = requireId(positionals, elements.usage);
    const status = values.status as 'pending' | 'done' | 'skipped' | 'failed' | undefined;
    const api = await ctx.api();
    const all: OperationElement[] = [];
    let after: number | null = -1;
    let counts: unknown;
    while (after !== null) {
      const page: { items: OperationElement[]; next: number | null; counts: unknown } = await unwrap(
        api.GET('/api/operations/{id}/elements', {
          params: { path: { id }, query: { after, pageSize: 500, ...(status ? { status } : {}) } },
        }),
        ctx.url,
      );
      all.push(...page.items);
      counts = page.counts;
      after = page.next;
    }
    ctx.print(ctx.json ? JSON.stringify({ items: all, counts }, null, 2) : elementsTable(all));
    return 0;
  },
};
