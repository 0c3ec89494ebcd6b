import { unwrap } from '../client';
import { requireId, type Command } from '../context';
import { ENDED, follow } from '../follow';
import { outcomeLine } from '../progress';

export const cancel: Command = {
  summary: 'Cancela una operación en curso (se detiene al terminar el paso actual)',
  usage: 'consola cancel <id> [--watch]',
  help: `El paso en curso termina; los siguientes no se ejecutan. La operación queda cancelada y sus
pasos dicen cuáles tuvieron efecto.

  --watch   Espera a que la operación se detenga`,
  options: { watch: { type: 'boolean' } },
  async run(ctx, values, positionals) {
    const id = requireId(positionals, cancel.usage);
    const operation = await unwrap(
      (await ctx.api()).POST('/api/operations/{id}/cancel', { params: { path: { id } } }),
      ctx.url,
    );
    if (!values.watch) {
      ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : `Cancelación pedida: ${id}`);
      return 0;
    }
    // A cancelled wait (for approval or for its time) ends too: follow it to its end.
    const final = await follow(ctx, id, operation, ENDED);
    if (ctx.json) ctx.print(JSON.stringify(final, null, 2));
    else ctx.print(outcomeLine(final));
    return final.status === 'cancelled' ? 0 : 1;
  },
};
