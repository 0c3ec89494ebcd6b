// `consola list --format csv|jsonl` (issue 31): a real `consola` process against an api started
// here (real Temporal dev server, worker and platform) writes every operation the filters select,
// and only those, to stdout; a bad --format is refused in Spanish before anything is asked.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser } from '@cgi/test-support/operation-starts';
import { consolaAs } from '@cgi/test-support/consola-process';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;
const failed: string[] = [];
const completed: string[] = [];
/** Who started this file's operations: the filter that sets them apart from other files'. */
const ACTOR = 'soporte@consola.test';

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 1, initialBackoffMs: 100, maxBackoffMs: 100 } });
  // Subscriber 999999 does not exist: those fail at their first step; 100003 completes.
  const numbers = ['100003', '999999', '100003', '999999', '999999'];
  const ids = await Promise.all(
    numbers.map((subscriberNumber) => startAddUser(api, subscriberNumber, { tag: 'Exporta', as: ACTOR })),
  );
  const views = await Promise.all(ids.map((id) => api.waitFor(id)));
  views.forEach((view, i) => (view.status === 'failed' ? failed : completed).push(ids[i]!));
}, scaled(240_000));

afterAll(async () => {
  await api?.stop();
});

const consola = (...args: string[]) => consolaAs(api, ACTOR, ...args);

it('writes the filtered operations as CSV with Spanish headers, and nothing else', async () => {
  expect(failed.length).toBe(3);
  expect(completed.length).toBe(2);
  const csv = await consola('list', '--status', 'failed', '--actor', ACTOR, '--format', 'csv');
  expect(csv.code, csv.stderr).toBe(0);
  const lines = csv.stdout
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^ID,Operación,Tipo,Estado,Objetivo,/);
  const rows = lines.slice(1);
  expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...failed].sort());
  for (const row of rows) expect(row).toContain(',Falló,');
  for (const id of completed) expect(csv.stdout).not.toContain(id);
});

it('writes the same selection as JSON lines, one object per operation', async () => {
  const jsonl = await consola('list', '--status', 'failed', '--actor', ACTOR, '--format', 'jsonl');
  expect(jsonl.code, jsonl.stderr).toBe(0);
  const objects = jsonl.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
  expect(objects.map((o) => o.id).sort()).toEqual([...failed].sort());
  for (const object of objects) {
    expect(object).toMatchObject({ type: expect.any(String), actor: ACTOR });
    expect(new Date(object.startedAt as string).toISOString()).toBe(object.startedAt);
  }
  const all = await consola('list', '--actor', ACTOR, '--type', 'subscriber.addUser', '--format', 'jsonl');
  expect(all.stdout.trimEnd().split('\n')).toHaveLength(failed.length + completed.length);
});

it('refuses a format it does not write, in Spanish, with exit code 2', async () => {
  const bad = await consola('list', '--format', 'xlsx');
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--format debe ser csv o jsonl');
  expect(bad.stdout).toBe('');
});

it('writes the refusals record with its filters, for administrators only', async () => {
  // Refusals made for real: the commercial role reads two records it may not; support one.
  const SELLER = 'comercial@consola.test';
  expect((await api.call('/api/refusals', { as: SELLER })).status).toBe(403);
  expect((await api.call('/api/exports/operations', { as: SELLER })).status).toBe(403);
  expect((await api.call('/api/refusals', { as: ACTOR })).status).toBe(403);

  const csv = await consolaAs(api, 'admin@consola.test', 'refusals', '--actor', SELLER, '--format', 'csv');
  expect(csv.code, csv.stderr).toBe(0);
  const lines = csv.stdout
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Fecha,Estado HTTP,Código,Motivo,Quién,/);
  expect(lines.slice(1)).toHaveLength(2);
  for (const row of lines.slice(1)) expect(row).toContain(`,${SELLER},`);
  expect(lines.join('\n')).toContain('/api/exports/operations');

  const jsonl = await consolaAs(
    api,
    'admin@consola.test',
    'refusals',
    '--actor',
    SELLER,
    '--format',
    'jsonl',
  );
  const objects = jsonl.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
  expect(objects.map((o) => o.route).sort()).toEqual(['/api/exports/operations', '/api/refusals']);

  const page = await consolaAs(api, 'admin@consola.test', 'refusals', '--actor', SELLER);
  expect(page.code, page.stderr).toBe(0);
  expect(page.stdout).toContain(`403 ${SELLER}`);

  // Support may not read it: refused in Spanish, nothing written.
  const refused = await consola('refusals', '--format', 'csv');
  expect(refused.code).not.toBe(0);
  expect(refused.stdout).toBe('');
  expect(refused.stderr).toContain('Su rol no permite realizar esta acción');
});
