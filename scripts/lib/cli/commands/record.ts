// `consola record verify` (issue 42): asks the console to walk its record's hash chain and says,
// in Spanish, whether it is whole or which entry was changed, removed or inserted. Exits with 4
// when the chain is broken, so a scheduled check can alert on it.
import type { ParseArgsConfig } from 'node:util';
import { CliError, unwrap, type ApiClient } from '../client';

/** What the command uses of the CLI's context (scripts/lib/cli: the command context). */
interface RecordContext {
  url: string;
  json: boolean;
  api: () => Promise<ApiClient>;
  print(text: string): void;
}

/** The exit code of a broken chain (1 stays "the command failed"). */
export const CHAIN_BROKEN_EXIT = 4;

const KIND_TEXT = { changed: 'modificada', removed: 'borrada', inserted: 'insertada' } as const;

export const record = {
  summary: 'Verifica que el registro de operaciones no fue alterado (solo administradores)',
  usage: 'consola record verify',
  help: `Recorre la cadena de hashes del registro de operaciones de la consola (GET /api/record/verify)
y dice si está íntegra o cuál es la primera entrada modificada, borrada o insertada.
Sale con 0 si está íntegra y con ${CHAIN_BROKEN_EXIT} si fue alterada.`,
  options: {} satisfies NonNullable<ParseArgsConfig['options']>,
  async run(ctx: RecordContext, _values: Record<string, unknown>, positionals: string[]): Promise<number> {
    const action = positionals[0];
    if (action !== 'verify')
      throw new CliError(`${action ? `Acción desconocida: ${action}\n` : ''}Uso: consola record verify`, 2);
    const api = await ctx.api();
    const result = await unwrap(api.GET('/api/record/verify'), ctx.url);
    if (ctx.json) {
      ctx.print(JSON.stringify(result, null, 2));
    } else {
      ctx.print(result.message);
      if (result.firstBad) {
        const { seq, kind, operationId } = result.firstBad;
        ctx.print(
          `Primera entrada alterada: ${seq} (${KIND_TEXT[kind]})${operationId ? `, de la operación ${operationId}` : ''}.`,
        );
      }
      ctx.print(`Cabeza de la cadena: entrada ${result.head.seq}, hash ${result.head.hash}`);
    }
    return result.ok ? 0 : CHAIN_BROKEN_EXIT;
  },
};
