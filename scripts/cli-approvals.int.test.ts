// Four-eyes approval from a terminal (issue 30): a real `consola` process per person against an
// api started here (real Temporal dev server, worker and platform). The requester's --watch
// stops at 'esperando aprobación' (exit 3); another person lists, approves or rejects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv } from '@cgi/test-support/api-env';
import { consolaAs, deactivationStart } from '@cgi/test-support/consola-process';

let api: ApiTestEnv;
/** What this file's tests decided, for the record's test at the end. */
const decided: { approved?: string; rejected?: string } = {};

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

    decided.approved = id;
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
    decided.rejected = id;
    await api.waitFor(id);
    const shown = await consola('soporte@consola.test', 'get', id);
    expect(shown.stdout).toContain('estado:    Rechazada: Rechazada por quien debía aprobarla.');
    expect(shown.stdout).toContain('rechazó admin@consola.test (cli)');
    expect(shown.stdout).toContain(': Contrato vigente');
    const list = await consola('admin@consola.test', 'list', '--status', 'rejected');
    expect(list.stdout).toContain(id);
  });

  it('approvals record: the filtered record as CSV and JSON lines, only those rows; a page in words', async () => {
    const { approved, rejected } = decided;
    // The two tests above decided these (tests in a file run in order): the record must hold both.
    expect(approved, 'the approve test recorded its operation').toMatch(/^subscriber\.deactivateUser\//);
    expect(rejected, 'the reject test recorded its operation').toMatch(/^subscriber\.deactivateUser\//);
    const csv = await consola('soporte@consola.test', 'approvals', 'record', '--format', 'csv');
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^ID,Tipo,Objetivo,Nombre del objetivo,Decisión,Pedida por,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([approved, rejected].sort());

    const jsonl = await consola(
      'soporte@consola.test',
      'approvals',
      'record',
      '--decision',
      'rejected',
      '--format',
      'jsonl',
    );
    expect(jsonl.code, jsonl.stderr).toBe(0);
    const rows = jsonl.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: rejected,
      decision: 'Rechazada',
      requester: 'soporte@consola.test',
      decidedBy: ['admin@consola.test'],
      rejectionReason: 'Contrato vigente',
    });

    const page = await consola(
      'admin@consola.test',
      'approvals',
      'record',
      '--requester',
      'soporte@consola.test',
    );
    expect(page.code, page.stderr).toBe(0);
    expect(page.stdout).toMatch(/^rechazada · admin@consola\.test, /m);
    expect(page.stdout).toContain('motivo del rechazo: «Contrato vigente»');
    expect(page.stdout).toMatch(/^aprobada · admin@consola\.test, /m);
    expect(page.stdout).not.toContain(approved);

    const refused = await consola('comercial@consola.test', 'approvals', 'record', '--format', 'csv');
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toBe('');
    const bad = await consola('admin@consola.test', 'approvals', 'record', '--format', 'xlsx');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--format debe ser csv o jsonl');
  });
});
