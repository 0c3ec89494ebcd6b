// What every `consola` command receives (the terminal, the console's address, an API client) and
// what each one declares (its summary, usage, help and options) to scripts/lib/cli/run-cli.ts.
import type { ParseArgsConfig } from 'node:util';
import { CliError, type ApiClient } from './client';

export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface Context {
  io: CliIo;
  url: string;
  json: boolean;
  /** An API client with the token of --token, CONSOLA_TOKEN or `consola login`. */
  api: (() => Promise<ApiClient>) & { token: () => Promise<string | undefined> };
  print(text: string): void;
}

export interface Command {
  summary: string;
  usage: string;
  help: string;
  options: Options;
  run(ctx: Context, values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

export function requireId(positionals: string[], usage: string): string {
  const id = positionals[0];
  if (!id) throw new CliError(`Falta el id de la operación.\nUso: ${usage}`, 2);
  return id;
}
