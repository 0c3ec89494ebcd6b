// Benchmark (not a test): Mi Estudio's bulk operations at the scale of issue 6 — a CSV that
// enables a module for 10,000 organizations (one me.csvEnablement operation) and the unlock
// of 1,000 locked declarations (one declarations.unlock operation), both through the console
// API on the embedded stack (its output goes to <tmpdir>/consola-bench-me-bulk.log). Prints wall time, items/s, the worker's peak memory and the size
// of each operation's Temporal history.
//   npx tsx scripts/bench-me-bulk.ts
//   BENCH_ORGS=2000 BENCH_DECLARATIONS=300 npx tsx scripts/bench-me-bulk.ts
//
// The platform runs in this process (so the rows can be inserted straight into its database);
// Temporal, the worker and the api run as the launcher runs them, on free ports.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { startPlatform } from '../platform/src/index';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from './lib/stack';

const ORGS = Number(process.env.BENCH_ORGS ?? 10_000);
const DECLARATIONS = Number(process.env.BENCH_DECLARATIONS ?? 1_000);
const CUIT_BASE = 99_000_000_000;
const POLL_MS = 500;

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The worker's processes (tsx and node) of this stack: found by its DATA_DIR. */
async function workerPids(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [cmdline, environ] = await Promise.all([
        readFile(`/proc/${entry}/cmdline`, 'utf8'),
        readFile(`/proc/${entry}/environ`, 'utf8'),
      ]);
      if (cmdline.includes('worker/src/main.ts') && environ.split('\0').includes(`DATA_DIR=${dataDir}`)) {
        pids.push(Number(entry));
      }
    } catch {
      // Gone, or not ours.
    }
  }
  return pids;
}

async function statusKib(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'consola-bench-me-'));
  let stack: Stack | undefined;
  console.error('iniciando la plataforma (en este proceso) y sembrando datos…');
  const platform = await startPlatform({ port: 0, dataDir: join(dataDir, 'platform-bench'), seed: 'demo' });
  try {
    const seedStart = performance.now();
    await platform.db.query(
      `insert into organization (organization_name, organization_legal_name, organization_cuit, organization_type_id, creation_user)
       select 'Organización Bench ' || i, 'Organización Bench ' || i || ' S.A.', ($1::bigint + i)::text, 3, 'bench'
         from generate_series(1, $2::int) i`,
      [CUIT_BASE, ORGS],
    );
    await platform.db.query(
      `insert into application_instance (app_code, organization_id, base_suborganization_id, org_app_access_status_code,
                                         access_start_date, access_finish_date, creation_user)
       select 'ME', organization_id, null, 'GRANTED', now(), '2099-12-31', 'bench'
         from organization where organization_cuit::bigint > $1::bigint`,
      [CUIT_BASE],
    );
    const [firm] = await platform.db.query<{ organization_id: number; customer: number }>(
      `select s.organization_id,
              (select c.suborganization_id from suborganization c where c.firm_suborganization_id = s.suborganization_id
                order by c.suborganization_id limit 1) as customer
         from suborganization s where s.suborganization_id = 1`,
    );
    await platform.db.query(
      `insert into legal_declaration (personal_legal_declaration_id, firm_suborganization_id, customer_suborganization_id,
                                      organization_id, personal_legal_declaration_desc, edition_user_id, period_year,
                                      maturity_due_date, declaration_status_desc, is_locked, modification_date)
       select 'beec' || lpad(to_hex(i), 20, '0'), 1, $1, $2, 'DDJJ Bench ' || i, 'bench@demo.com.ar', 2024,
              now() + interval '30 days', 'Lista para presentar', true, now() - interval '1 day'
         from generate_series(1, $3::int) i`,
      [firm!.customer, firm!.organization_id, DECLARATIONS],
    );
    console.error(`sembrado en ${seconds(performance.now() - seedStart)}; iniciando Temporal, worker y api…`);

    stack = await startStack({
      dataDir,
      services: ['temporal', 'worker', 'api'],
      ports: { platform: platform.port },
      env: HIGH_RATE_LIMITS_ENV,
      output: createWriteStream(join(tmpdir(), 'consola-bench-me-bulk.log')),
    });
    const apiUrl = stack.urls.console;
    const temporal = new Client({
      connection: await Connection.connect({ address: stack.urls.temporalAddress }),
    });
    const { token } = (await (
      await fetch(`${apiUrl}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'soporte@consola.test' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const pids = await workerPids(dataDir);
    const idleKib = Math.max(0, ...(await Promise.all(pids.map((pid) => statusKib(pid, 'VmRSS')))));
    let peakKib = 0;
    const sampler = setInterval(() => {
      void Promise.all(pids.map((pid) => statusKib(pid, 'VmRSS'))).then((values) => {
        peakKib = Math.max(peakKib, ...values);
      });
    }, 200);

    /** GET with a few retries: a kept-alive socket the api closed while idle is not a failure. */
    const getJson = async <T>(path: string): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(`${apiUrl}${path}`, { headers: auth });
          return (await response.json()) as T;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    };
    const follow = async (id: string, label: string) => {
      let last = '';
      for (;;) {
        const view = await getJson<{
          status: string;
          items?: { status: string }[];
          error?: { message: string };
          result?: unknown;
        }>(`/api/operations/${encodeURIComponent(id)}`);
        const done = (view.items ?? []).filter(
          (item) => item.status !== 'pending' && item.status !== 'running',
        );
        const line = `  ${label}: ${view.status}, ${done.length}/${view.items?.length ?? 0} elementos`;
        if (line !== last) console.error(line);
        last = line;
        if (view.status !== 'running') return view;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const historyOf = async (id: string) => {
      const { raw, historyLength } = await temporal.workflow.getHandle(id).describe();
      return { events: historyLength, bytes: Number(raw.workflowExecutionInfo?.historySizeBytes ?? 0) };
    };

    // 1. CSV enablement: one row (one module) per organization.
    const rows = Array.from(
      { length: ORGS },
      (_, i) => `${CUIT_BASE + i + 1};TaskMgmnt;2024-01-01;2099-12-31`,
    );
    const csv = `CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n${rows.join('\n')}\n`;
    const csvStart = performance.now();
    const checked = await fetch(`${apiUrl}/api/me-bulk/csv-enablement/document`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
      body: csv,
    });
    const document = (await checked.json()) as { fileName: string; rows: string[]; message?: string };
    if (!checked.ok) throw new Error(`document check failed: ${checked.status} ${document.message}`);
    const checkMs = performance.now() - csvStart;
    const started = await fetch(`${apiUrl}/api/operations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'me.csvEnablement',
        input: { fileName: document.fileName, rows: document.rows },
        reason: 'benchmark',
      }),
    });
    const csvOp = (await started.json()) as { id: string; message?: string };
    if (started.status !== 202) throw new Error(`start failed: ${started.status} ${csvOp.message}`);
    const csvView = await follow(csvOp.id, 'me.csvEnablement');
    const csvMs = performance.now() - csvStart;
    const csvResult = csvView.result as {
      successfullyProcessedCount: number;
      whithErrorProcessedCount: number;
    };

    // 2. Unlock of the bench declarations of study 1.
    const list = await getJson<{ declarations: { personalLegalDeclarationId: string }[] }>(
      '/api/me-bulk/declarations/1',
    );
    const ids = list.declarations
      .map((d) => d.personalLegalDeclarationId)
      .filter((id) => id.startsWith('beec'));
    const unlockStart = performance.now();
    const unlockStarted = await fetch(`${apiUrl}/api/operations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'declarations.unlock',
        input: { suborganizationId: 1, declarationIds: ids },
        reason: 'benchmark',
      }),
    });
    const unlockOp = (await unlockStarted.json()) as { id: string; message?: string };
    if (unlockStarted.status !== 202)
      throw new Error(`start failed: ${unlockStarted.status} ${unlockOp.message}`);
    const unlockView = await follow(unlockOp.id, 'declarations.unlock');
    const unlockMs = performance.now() - unlockStart;
    clearInterval(sampler);
    const hwm = Math.max(...(await Promise.all(pids.map((pid) => statusKib(pid, 'VmHWM')))));
    const [csvHistory, unlockHistory] = await Promise.all([historyOf(csvOp.id), historyOf(unlockOp.id)]);
    const unlocked = (unlockView.items ?? []).filter((item) => item.status === 'done').length;

    console.log(`\nMi Estudio — operaciones masivas (${ORGS} organizaciones, ${DECLARATIONS} declaraciones)`);
    console.log(
      `  me.csvEnablement: ${csvView.status} en ${seconds(csvMs)} (revisión del documento ${seconds(checkMs)}), ` +
        `${(ORGS / (csvMs / 1000)).toFixed(0)} organizaciones/s; ` +
        `${csvResult?.successfullyProcessedCount ?? 0} con éxito, ${csvResult?.whithErrorProcessedCount ?? 0} con errores; ` +
        `historia ${csvHistory.events} eventos, ${mib(csvHistory.bytes / 1024)}`,
    );
    console.log(
      `  declarations.unlock: ${unlockView.status} en ${seconds(unlockMs)}, ` +
        `${(ids.length / (unlockMs / 1000)).toFixed(0)} declaraciones/s; ${unlocked} de ${ids.length} desbloqueadas; ` +
        `historia ${unlockHistory.events} eventos, ${mib(unlockHistory.bytes / 1024)}`,
    );
    console.log(
      `  worker: memoria residente máxima ${mib(Math.max(peakKib, hwm))}, en reposo ${mib(idleKib)} (procesos ${pids.join(', ')})`,
    );
    await temporal.connection.close();
  } finally {
    await stack?.stop();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
