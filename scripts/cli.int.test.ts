// The CLI as a script author uses it: a real `consola` process against an api started here
// (real Temporal dev server, worker and platform). Signs in, starts an operation and follows
// it to the end; then finds a failed one, reads it, and retries it to completion. Scheduled
// operations (issue 30) on the same api: `start --at` answers 'programada' (exit 3 with
// --watch), `reschedule --at` moves its time, `cancel` stops it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv } from '@cgi/test-support/api-env';
import { withConsoleOffset } from '@cgi/workflows/time-zone';
import { notBeforeOf } from './lib/cli/console-time';
import { consolaAs, deactivationStart, runConsola } from '@cgi/test-support/consola-process';

let api: ApiTestEnv;
let home: string;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 2, initialBackoffMs: 200, maxBackoffMs: 200 } });
  home = await mkdtemp(join(tmpdir(), 'consola-cli-'));
});

afterAll(async () => {
  await api?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

/** `consola` signed in by its own `consola login` (the credentials file in `home`). */
const consola = (...args: string[]) =>
  runConsola(
    { CONSOLA_URL: api.base, CONSOLA_TOKEN_FILE: join(home, 'credentials.json'), CONSOLA_TOKEN: '' },
    args,
  );

const newUser = () => [
  '--set',
  'subscriberNumber=100003',
  '--set',
  `email=cli.${randomUUID().slice(0, 8)}@demo.com.ar`,
  '--set',
  'firstName=Desde',
  '--set',
  'lastName=La Terminal',
  '--set',
  'userTypeCode=ORG-STAFF',
];

describe('consola CLI', () => {
  it('answers --help for every command', async () => {
    const main = await consola('--help');
    expect(main.code).toBe(0);
    for (const command of ['login', 'start', 'get', 'watch', 'list', 'retry', 'cancel', 'bulk-retry']) {
      expect(main.stdout).toContain(command);
    }
    const start = await consola('start', '--help');
    expect(start.stdout).toContain('--input-file');
    expect(start.stdout).toContain('--idempotency-key');
    expect((await consola('nada')).code).toBe(2);
  });

  it('signs in, starts an operation and follows it to the end', async () => {
    expect((await consola('whoami')).stderr).toContain('consola login');
    const login = await consola('login', '--email', 'soporte@consola.test');
    expect(login.code, login.stderr).toBe(0);
    const stored = JSON.parse(await readFile(join(home, 'credentials.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored)).toEqual([api.base]);

    const run = await consola('start', 'subscriber.addUser', ...newUser(), '--watch');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^subscriber\.addUser\/100003\/\S+ {2}Añadir un usuario al suscriptor · 100003$/m,
    );
    expect(run.stdout).toMatch(/\[█+\] 8\/8 {2}completada/);
    expect(run.stdout).toContain('Usuario agregado con éxito.');

    const id = /^(subscriber\.addUser\/\S+)/m.exec(run.stdout)![1]!;
    const view = await api.call(`/api/operations/${encodeURIComponent(id)}`);
    expect(view.body).toMatchObject({ status: 'completed', source: 'cli', actor: 'soporte@consola.test' });
  });

  it('finds a failed operation, explains it and retries it to completion', async () => {
    await api.injectFault('/invites/createOrgStaffRegistrationUserInvite', 503, 100);
    const failed = await consola('start', 'subscriber.addUser', ...newUser(), '--watch');
    await api.clearFaults();
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('falló en «Enviar la invitación de registro»');
    expect(failed.stdout).toContain('Para reintentar: consola retry');
    const id = /^(subscriber\.addUser\/\S+)/m.exec(failed.stdout)![1]!;

    const list = await consola('list', '--status', 'failed', '--json');
    expect((JSON.parse(list.stdout) as { items: { id: string }[] }).items.map((i) => i.id)).toContain(id);
    const get = await consola('get', id);
    expect(get.stdout).toContain('✖ Enviar la invitación de registro — falló · 2 intentos');
    expect(get.stdout).toContain('intento 1: ');

    // A bulk retry's count without --yes: the failed ones it would touch, this one among them.
    const bulkCount = async () => {
      const asked = await consola('bulk-retry', '--type', 'subscriber.addUser', '--reason', 'prueba');
      const count = Number(/^Se reintentarían? (\d+) operaci/m.exec(asked.stdout)?.[1]);
      expect(asked.code, asked.stdout + asked.stderr).toBe(count === 0 ? 0 : 2);
      return count;
    };
    const before = await bulkCount();
    expect(before).toBeGreaterThanOrEqual(1);

    const retry = await consola('retry', id, '--watch');
    expect(retry.code, retry.stdout + retry.stderr).toBe(0);
    // Retried: a bulk retry would not touch it again.
    expect(await bulkCount()).toBe(before - 1);
    expect(retry.stdout).toContain(`${id}-r1`);
    expect(retry.stdout).toContain('Usuario agregado con éxito.');
    // The retry is named as staff read it, its id beside the name.
    const shown = (await consola('get', id)).stdout;
    expect(shown).toContain('reintentada en: Añadir un usuario al suscriptor');
    expect(shown).toContain(`· reintento 1 (${id}-r1)`);
  });

  it('reports API errors in Spanish with field details', async () => {
    const bad = await consola(
      'start',
      'subscriber.addUser',
      '--set',
      'subscriberNumber=100003',
      '--set',
      'email=no-es-email',
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('email: El email ingresado no es válido');
  });
});

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('consola start --at, reschedule, cancel', () => {
  /** `consola` as the support engineer (CONSOLA_TOKEN), beside the signed-in one above. */
  const asSupport = (...args: string[]) => consolaAs(api, 'soporte@consola.test', ...args);

  it('reads a zoneless --at in Buenos Aires time', () => {
    expect(notBeforeOf('2026-12-01T22:00')).toBe(withConsoleOffset('2026-12-01T22:00'));
    expect(notBeforeOf('2026-12-01T22:00:00Z')).toBe('2026-12-01T22:00:00Z');
  });

  it('schedules, refuses a past time in Spanish, moves the time and cancels', async () => {
    const started = await asSupport(
      ...(await deactivationStart(api, 'Baja al cierre del contrato')),
      '--at',
      inMs(60 * 60_000),
      '--watch',
    );
    expect(started.code).toBe(3);
    expect(started.stdout).toContain(': programada para ');
    const id = started.stdout.split(/\s/)[0]!;

    const past = await asSupport('reschedule', id, '--at', inMs(-60_000));
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('notBefore: La hora programada ya pasó: elija una hora futura');

    const moved = await asSupport('reschedule', id, '--at', inMs(2 * 60 * 60_000));
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(`… ${id}: programada para `);
    const shown = await asSupport('get', id);
    expect(shown.stdout).toContain('estado:    Programada');
    expect(shown.stdout).toContain('cambiada por soporte@consola.test (cli)');

    const cancelled = await asSupport('cancel', id, '--watch');
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).toContain('Cancelada antes de su hora programada');
  });
});
