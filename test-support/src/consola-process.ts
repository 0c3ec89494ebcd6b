// The CLI as a script author runs it, for tests: a real `consola` process (scripts/cli.ts under
// tsx) against an api the test started, its exit code and what it wrote; and the start of the
// deactivation both the approval and the schedule tests ask for.
import { spawn } from 'node:child_process';
import type { ApiTestEnv } from './api-env';
import { createSubscriberUser } from './subscriber-fixtures';
import { PROJECT_ROOT } from '../../scripts/lib/temporal-cli';

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

/** The arguments of `consola start` for the deactivation of a new active user of subscriber 100003. */
export async function deactivationStart(api: ApiTestEnv, reason: string): Promise<string[]> {
  const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
  return [
    'start',
    'subscriber.deactivateUser',
    '--set',
    'subscriberNumber=100003',
    '--set',
    `userId=${user.userId}`,
    '--reason',
    reason,
  ];
}
