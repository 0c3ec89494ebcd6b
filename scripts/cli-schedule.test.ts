// Scheduled operations from a terminal (issue 30): a real `consola` process against an api
// started here (real Temporal dev server, worker and platform). `start --at` answers
// 'programada' (exit 3 with --watch), `reschedule --at` moves its time, `cancel` stops it.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriberUser } from '../worker/src/testing/subscriber-fixtures';
import { startApiTestEnv, type ApiTestEnv } from '../api/src/testing/api-env';
import { notBeforeOf } from './lib/cli/commands';
import { PROJECT_ROOT } from './lib/temporal-cli';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 2, initialBackoffMs: 200, maxBackoffMs: 200 } });
});

afterAll(async () => {
  await api?.stop();
});

async function consola(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const token = await api.tokenFor('soporte@consola.test');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CONSOLA_URL: api.base, CONSOLA_TOKEN: token },
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

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('consola start --at, reschedule, cancel', () => {
  it('reads a zoneless --at in Buenos Aires time', () => {
    expect(notBeforeOf('2026-12-01T22:00')).toBe('2026-12-01T22:00-03:00');
    expect(notBeforeOf('2026-12-01T22:00:00Z')).toBe('2026-12-01T22:00:00Z');
  });

  it('schedules, refuses a past time in Spanish, moves the time and cancels', async () => {
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const started = await consola(
      'start',
      'subscriber.deactivateUser',
      '--set',
      'subscriberNumber=100003',
      '--set',
      `userId=${user.userId}`,
      '--reason',
      'Baja al cierre del contrato',
      '--at',
      inMs(60 * 60_000),
      '--watch',
    );
    expect(started.code).toBe(3);
    expect(started.stdout).toContain(': programada para ');
    const id = started.stdout.split(/\s/)[0]!;

    const past = await consola('reschedule', id, '--at', inMs(-60_000));
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('notBefore: La hora programada ya pasó: elija una hora futura');

    const moved = await consola('reschedule', id, '--at', inMs(2 * 60 * 60_000));
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(`… ${id}: programada para `);
    const shown = await consola('get', id);
    expect(shown.stdout).toContain('estado:    programada');
    expect(shown.stdout).toContain('cambiada por soporte@consola.test (cli)');

    const cancelled = await consola('cancel', id, '--watch');
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).toContain('Cancelada antes de su hora programada');
  });
});
