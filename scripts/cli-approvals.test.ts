// Four-eyes approval from a terminal (issue 30): a real `consola` process per person against an
// api started here (real Temporal dev server, worker and platform). The requester's --watch
// stops at 'esperando aprobación' (exit 3); another person lists, approves or rejects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv } from '../api/src/testing/api-env';
import { consolaAs, deactivationStart } from './testing/consola-process';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({
    stepRetry: { maxAttempts: 2, initialBackoffMs: 200, maxBackoffMs: 200 },
    approvals: true,
  });
});

afterAll(async () => {
  await api?.stop();
});

const consola = (as: string, ...args: string[]) => consolaAs(api, as, ...args);

async function requestDeactivation(): Promise<string> {
  const started = await consola(
    'soporte@consola.test',
    ...(await deactivationStart(api, 'Baja pedida por el titular')),
    '--watch',
  );
  expect(started.code).toBe(3);
  expect(started.stdout).toContain('esperando aprobación de otra persona (faltan 1');
  return started.stdout.split(/\s/)[0]!;
}

describe('consola approvals, approve, reject', () => {
  it('another person lists and approves it; the requester may not; get shows who and from where', async () => {
    const id = await requestDeactivation();
    const own = await consola('soporte@consola.test', 'approve', id);
    expect(own.code).not.toBe(0);
    expect(own.stderr).toContain('No puede aprobar ni rechazar una operación que pidió usted');
    const listed = await consola('admin@consola.test', 'approvals');
    expect(listed.stdout).toContain(`consola approve ${id}`);
    expect(listed.stdout).toContain('pidió soporte@consola.test — «Baja pedida por el titular»');
    expect((await consola('soporte@consola.test', 'approvals')).stdout).not.toContain(id);

    const approved = await consola('admin@consola.test', 'approve', id, '--watch');
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('Usuario dado de baja con éxito');
    const shown = await consola('soporte@consola.test', 'get', id);
    expect(shown.stdout).toContain('aprobación: aprobada · pidió soporte@consola.test');
    expect(shown.stdout).toMatch(/aprobó admin@consola\.test \(cli\)/);
  });

  it('reject needs --reason; the operation ends rechazada and says why', async () => {
    const id = await requestDeactivation();
    const noReason = await consola('admin@consola.test', 'reject', id);
    expect(noReason.code).not.toBe(0);
    expect(noReason.stderr).toContain('Indique el motivo del rechazo');
    expect((await consola('admin@consola.test', 'reject', id, '--reason', 'Contrato vigente')).code).toBe(0);
    await api.waitFor(id);
    const shown = await consola('soporte@consola.test', 'get', id);
    expect(shown.stdout).toContain('estado:    rechazada');
    expect(shown.stdout).toContain('rechazó admin@consola.test (cli)');
    expect(shown.stdout).toContain(': Contrato vigente');
    const list = await consola('admin@consola.test', 'list', '--status', 'rejected');
    expect(list.stdout).toContain(id);
  });
});
