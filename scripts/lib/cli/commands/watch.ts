import { unwrap } from '../client';
import { requireId, type Command } from '../context';
import { finish, follow } from '../follow';

export const watch: Command = {
  summary: 'Sigue una operación con una barra de progreso hasta que termina',
  usage: 'consola watch <id>',
  help: 'Sale con 0 si la operación se completó y con 1 si falló o fue cancelada.',
  options: {},
  async run(ctx, _values, positionals) {
    const id = requireId(positionals, watch.usage);
    const first = await unwrap(
      (await ctx.api()).GET('/api/operations/{id}', { params: { path: { id } } }),
      ctx.url,
    );
    if (!ctx.json) ctx.print(`${first.id}  ${first.label} · ${first.target}`);
    return finish(ctx, await follow(ctx, id, first));
  },
};
