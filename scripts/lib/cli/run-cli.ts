// `consola <command> [options]`: the global options, the help, and the dispatch to one of the
// commands of ./commands (each parses its arguments with node:util parseArgs and answers --help).
import { parseArgs } from 'node:util';
import { CliError, createApiClient } from './client';
import { commands } from './commands/index';
import type { CliIo, Context, Options } from './context';
import { credentialsPath, readCredential } from './credentials';

export type { CliIo } from './context';

const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

const GLOBAL_HELP = `Opciones generales:
  --url <url>      Dirección de la consola (o CONSOLA_URL; por defecto http://localhost:3000)
  --token <token>  Token a usar (o CONSOLA_TOKEN); si no, el guardado por \`consola login\`
  --json           Salida en JSON (para otros programas)
  -h, --help       Esta ayuda`;

function mainHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length)) + 2;
  return `consola: la Consola de Gestión Interna desde la terminal.

Uso: consola <comando> [opciones]    (o: npm run cli -- <comando> [opciones])

Comandos:
${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`)
  .join('\n')}

${GLOBAL_HELP}

\`consola <comando> --help\` muestra la ayuda de cada comando.`;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const name = argv[0];
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    print(mainHelp());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.stderr.write(`Comando desconocido: ${name}\n\n${mainHelp()}\n`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(1),
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\nUso: ${command.usage}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(`${command.summary}\n\nUso: ${command.usage}\n\n${command.help}\n\n${GLOBAL_HELP}`);
    return 0;
  }
  const url = ((values.url as string | undefined) || io.env.CONSOLA_URL || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  let token: string | undefined;
  const resolveToken = async () => {
    token ??=
      (values.token as string | undefined) ||
      io.env.CONSOLA_TOKEN ||
      (await readCredential(credentialsPath(io.env), url))?.token;
    return token;
  };
  const api = Object.assign(
    async () => {
      const resolved = await resolveToken();
      if (!resolved) {
        throw new CliError(
          `Sin credenciales para ${url}: ingrese con \`consola login --email <email>\` o use --token / CONSOLA_TOKEN.`,
        );
      }
      return createApiClient(url, resolved);
    },
    { token: resolveToken },
  );
  const ctx: Context = { io, url, json: Boolean(values.json), api, print };
  try {
    return await command.run(ctx, values as Record<string, unknown>, positionals);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
