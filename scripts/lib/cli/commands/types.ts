import { CliError, unwrap } from '../client';
import type { Command } from '../context';

export const types: Command = {
  summary: 'Lista los tipos de operación, sus pasos y su entrada',
  usage: 'consola types [<tipo>]',
  help: 'Sin argumentos, los tipos; con un tipo, sus pasos y el JSON Schema de su entrada.',
  options: {},
  async run(ctx, _values, positionals) {
    const { items } = await unwrap((await ctx.api()).GET('/api/catalog/operation-types'), ctx.url);
    const wanted = positionals[0];
    const selected = wanted ? items.filter((t) => t.type === wanted) : items;
    if (wanted && selected.length === 0) throw new CliError(`Tipo de operación desconocido: ${wanted}`, 2);
    if (ctx.json) {
      ctx.print(JSON.stringify(wanted ? selected[0] : items, null, 2));
      return 0;
    }
    for (const type of selected) {
      ctx.print(
        `${type.type.padEnd(30)} ${type.label}${type.highRisk ? '  (alto riesgo: requiere --reason)' : ''}`,
      );
      if (wanted) {
        ctx.print(`\nPasos:\n${type.steps.map((s, i) => `  ${i + 1}. ${s.label}`).join('\n')}`);
        ctx.print(`\nEntrada (JSON Schema):\n${JSON.stringify(type.inputSchema, null, 2)}`);
      }
    }
    return 0;
  },
};
