// `consola retry` and `consola undo`: a new operation started from another one.
import { unwrap } from '../client';
import { requireId, type Command, type Context } from '../context';
import { finish, follow } from '../follow';
import { statusText } from '../progress';

/**
 * A new operation started from another one (a retry, an undo), printed or followed to its end.
 */
async function startFollowUp(
  ctx: Context,
  values: Record<string, unknown>,
  positionals: string[],
  how: { usage: string; action: 'retry' | 'undo'; verb: string },
): Promise<number> {
  const id = requireId(positionals, how.usage);
  const request = {
    params: { path: { id } },
    body: values.reason ? { reason: values.reason as string } : {},
  };
  const api = await ctx.api();
  const operation = await unwrap(
    how.action === 'retry'
      ? api.POST('/api/operations/{id}/retry', request)
      : api.POST('/api/operations/{id}/undo', request),
    ctx.url,
  );
  if (!values.watch) {
    ctx.print(
      ctx.json
        ? JSON.stringify(operation, null, 2)
        : `${operation.id}  ${statusText(operation.status)} (${how.verb} ${id})`,
    );
    return 0;
  }
  if (!ctx.json) ctx.print(`${operation.id}  ${how.verb} ${id}`);
  return finish(ctx, await follow(ctx, operation.id, operation));
}

export const retry: Command = {
  summary: 'Reintenta una operación fallida o cancelada desde el paso que falló',
  usage: 'consola retry <id> [--reason r] [--watch]',
  help: `Inicia <id>-r1 (o el siguiente), que no repite los pasos completados. Reintentar dos veces la
misma devuelve el reintento ya iniciado.

  --reason <texto>  Motivo (obligatorio en operaciones de alto riesgo)
  --watch           Sigue el reintento hasta el final`,
  options: { reason: { type: 'string' }, watch: { type: 'boolean' } },
  run: (ctx, values, positionals) =>
    startFollowUp(ctx, values, positionals, {
      usage: retry.usage,
      action: 'retry',
      verb: 'reintenta',
    }),
};

export const undo: Command = {
  summary: 'Deshace lo que hizo una operación fallida o cancelada',
  usage: 'consola undo <id> --reason r [--watch]',
  help: `Inicia una operación que ejecuta, del paso más reciente al primero, el inverso que la plataforma
ofrece para cada paso completado (cancelar la invitación, dar de baja el vínculo, desasignar del
suscriptor...); lo que no tiene inverso queda y la operación lo dice. Una por operación: pedirla
otra vez devuelve la misma. Pueden deshacer quienes pueden reintentar ese tipo.

  --reason <texto>  Motivo (obligatorio)
  --watch           Sigue la operación que deshace hasta el final`,
  options: { reason: { type: 'string' }, watch: { type: 'boolean' } },
  run: (ctx, values, positionals) =>
    startFollowUp(ctx, values, positionals, {
      usage: undo.usage,
      action: 'undo',
      verb: 'deshace',
    }),
};
