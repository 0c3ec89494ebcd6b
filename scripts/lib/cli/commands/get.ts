import { unwrap } from '../client';
import { requireId, type Command } from '../context';
import { describeOperation } from '../progress';

export const get: Command = {
  summary: 'Muestra una operación: pasos, intentos, errores, resultado',
  usage: 'consola get <id>',
  help: 'Todo lo que se sabe de la operación, con el error de cada intento fallido.',
  options: {},
  async run(ctx, _values, positionals) {
    const id = requireId(positionals, get.usage);
    const operation = await unwrap(
      (await ctx.api()).GET('/api/operations/{id}', { params: { path: { id } } }),
      ctx.url,
    );
    ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : describeOperation(operation));
    return 0;
  },
};
