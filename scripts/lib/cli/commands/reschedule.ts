import { CliError, unwrap } from '../client';
import { notBeforeOf } from '../console-time';
import { requireId, type Command } from '../context';
import { outcomeLine } from '../progress';

export const reschedule: Command = {
  summary: 'Cambia la hora de una operación programada que todavía no empezó',
  usage: 'consola reschedule <id> --at <fecha>',
  help: `La hora nueva reemplaza a la anterior (en el futuro, hasta 90 días adelante); el cambio queda en
el registro de la operación. Para que no corra: \`consola cancel <id>\`.

  --at <fecha>   ISO, p. ej. 2026-12-01T23:30 (sin zona, hora de Buenos Aires)`,
  options: { at: { type: 'string' } },
  async run(ctx, values, positionals) {
    const id = requireId(positionals, reschedule.usage);
    const at = values.at as string | undefined;
    if (!at) throw new CliError(`Falta --at.\nUso: ${reschedule.usage}`, 2);
    const operation = await unwrap(
      (await ctx.api()).POST('/api/operations/{id}/reschedule', {
        params: { path: { id } },
        body: { notBefore: notBeforeOf(at) },
      }),
      ctx.url,
    );
    ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : outcomeLine(operation));
    return 0;
  },
};
