// The CLI as a script author runs it, for tests: a real `consola` process (scripts/cli.ts under
// tsx) against an api the test started, its exit code and what it wrote.
import { spawn } from 'node:child_process';
import type { ApiTestEnv } from '../../api/src/testing/api-env';
import { PROJECT_ROOT } from '../lib/temporal-cli';

export interface ConsolaRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `consola <args>` with `env` over the test's own environment (CONSOLA_URL and how it signs in). */
export function runConsola(env: NodeJS.ProcessEnv, args: string[]): Promise<ConsolaRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Runs `consola <args>` signed in as `email` (CONSOLA_TOKEN: a dev token of the test's api). */
export async function consolaAs(api: ApiTestEnv, email: string, ...args: string[]): Promise<ConsolaRun> {
  return runConsola({ CONSOLA_URL: api.base, CONSOLA_TOKEN: await api.tokenFor(email) }, args);
}
