import { readFile } from 'node:fs/promises';
import { CliError, startFromCommandLine, startOperation, unwrap, type OperationType } from '../client';
import { notBeforeOf } from '../console-time';
import type { Command } from '../context';
import { finish, follow } from '../follow';
import { inputFromSets } from '../input-from-sets';
import { statusText } from '../progress';

export const start: Command = {
  summary: 'Inicia una operación (y con --watch la sigue hasta el final)',
  usage:
    "consola start <tipo> [--input '{json}' | --input-file f.json] [--set clave=valor ...] [--reason r] [--at <fecha>] [--watch]",
  help: `La entrada se arma con --input (JSON), --input-file (archivo JSON) y/o --set clave=valor (se
combinan en ese orden; --set convierte números según el tipo). \`consola types <tipo>\` muestra los campos.

  --input <json>            Entrada en JSON
  --input-file <archivo>    Entrada desde un archivo JSON
  --set <clave=valor>       Un campo de la entrada (repetible)
  --reason <texto>          Motivo (obligatorio en operaciones de alto riesgo)
  --idempotency-key <clave> La misma clave y entrada devuelven la misma operación
  --at <fecha>              Programarla: no corre antes de esa fecha y hora (ISO, p. ej.
                            2026-12-01T22:00; sin zona, hora de Buenos Aires), hasta 90 días adelante
  --watch                   Sigue el progreso hasta el final; sale con 0 si se completó, 3 si espera
                            la aprobación de otra persona (\`consola approvals\`) o su hora
                            programada, 1 si no

Ejemplo:
  consola start subscriber.addUser --set subscriberNumber=100001 --set email=ana@demo.com.ar \\
    --set firstName=Ana --set lastName=Pérez --set userTypeCode=ORG-STAFF --watch`,
  options: {
    input: { type: 'string' },
    'input-file': { type: 'string' },
    set: { type: 'string', multiple: true },
    reason: { type: 'string' },
    'idempotency-key': { type: 'string' },
    at: { type: 'string' },
    watch: { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const type = positionals[0];
    if (!type) throw new CliError(`Falta el tipo de operación.\nUso: ${start.usage}`, 2);
    const api = await ctx.api();
    let input: Record<string, unknown> = {};
    const parse = (text: string, from: string) => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch (error) {
        throw new CliError(`${from} no es JSON válido: ${(error as Error).message}`, 2);
      }
    };
    if (values['input-file']) {
      input = {
        ...input,
        ...parse(await readFile(values['input-file'] as string, 'utf8'), '--input-file'),
      };
    }
    if (values.input) input = { ...input, ...parse(values.input as string, '--input') };
    const sets = (values.set as string[] | undefined) ?? [];
    if (sets.length > 0) {
      const { items } = await unwrap(api.GET('/api/catalog/operation-types'), ctx.url);
      const definition: OperationType | undefined = items.find((t) => t.type === type);
      input = { ...input, ...inputFromSets(sets, definition?.inputSchema) };
    }
    const idempotencyKey = values['idempotency-key'] as string | undefined;
    const operation = await unwrap(
      startOperation(
        api,
        {
          ...startFromCommandLine(type, input),
          ...(values.reason ? { reason: values.reason as string } : {}),
          ...(values.at ? { notBefore: notBeforeOf(values.at as string) } : {}),
        },
        idempotencyKey,
      ),
      ctx.url,
    );
    if (!values.watch) {
      ctx.print(
        ctx.json ? JSON.stringify(operation, null, 2) : `${operation.id}  ${statusText(operation.status)}`,
      );
      return 0;
    }
    if (!ctx.json) ctx.print(`${operation.id}  ${operation.label} · ${operation.target}`);
    return finish(ctx, await follow(ctx, operation.id, operation));
  },
};
