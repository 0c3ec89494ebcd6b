// `consola approve` and `consola reject`: a decision on an operation waiting for approval.
import { unwrap } from '../client';
import { requireId, type Command } from '../context';
import { finish, follow } from '../follow';

export const approve: Command = {
  summary: 'Aprueba una operación que espera aprobación',
  usage: 'consola approve <id> [--watch]',
  help: `Debe aprobarla otra persona que la que la pidió (también si es administrador), con un rol que
pueda aprobar e iniciar ese tipo. Con dos aprobaciones, cada persona cuenta una vez.

  --watch   Cuando no falta ninguna aprobación, sigue la operación hasta el final`,
  options: { watch: { type: 'boolean' } },
  async run(ctx, values, positionals) {
    const id = requireId(positionals, approve.usage);
    const answer = await unwrap(
      (await ctx.api()).POST('/api/operations/{id}/approve', {
        params: { path: { id } },
        body: {},
      }),
      ctx.url,
    );
    if (ctx.json && !values.watch) {
      ctx.print(JSON.stringify(answer, null, 2));
      return 0;
    }
    if (answer.state === 'pending') {
      ctx.print(
        `Aprobación registrada: falta${answer.missing === 1 ? '' : 'n'} ${answer.missing} más (${id})`,
      );
      return 0;
    }
    ctx.print(`Aprobada: ${id}`);
    return values.watch ? finish(ctx, await follow(ctx, id, answer.operation)) : 0;
  },
};

export const reject: Command = {
  summary: 'Rechaza una operación que espera aprobación',
  usage: 'consola reject <id> --reason r',
  help: `La operación termina rechazada sin ejecutar ningún paso; quien la pidió ve quién la rechazó y por qué.

  --reason <texto>  Motivo (obligatorio)`,
  options: { reason: { type: 'string' } },
  async run(ctx, values, positionals) {
    const id = requireId(positionals, reject.usage);
    const answer = await unwrap(
      (await ctx.api()).POST('/api/operations/{id}/reject', {
        params: { path: { id } },
        body: { reason: values.reason as string | undefined },
      }),
      ctx.url,
    );
    ctx.print(ctx.json ? JSON.stringify(answer, null, 2) : `Rechazada: ${id}`);
    return 0;
  },
};
