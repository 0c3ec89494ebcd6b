// Benchmark (not a test): the bulk operations at the scale of issue 12, each through the console
// API on the embedded stack: N device sessions revoked, N declarations unlocked, an N-row CSV
// enablement, N recycle-bin documents restored and N failed operations bulk-retried. Prints,
// for each: wall time, elements/s, and the size of the largest Temporal history it made (the
// operation's own run; its elements live in the console's store). With BENCH_KILL=1 the
// worker is SIGKILLed at a random moment of the session run and a new one started; the run
// must still revoke every session exactly once (counted by the platform).
//   npm run bench:bulk
//   BENCH_ONLY=sessions,declarations BENCH_SESSIONS=2000 npx tsx scripts/bench-bulk.ts
//
// The platform runs in this process (so the data can be inserted straight into its database);
// Temporal, the console database, the worker and the api run as the launcher runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { operationSearchAttributePairs, TASK_QUEUE, type OperationMemo } from '../workflows/src/index';
import { startPlatform } from '../platform/src/index';
import { stackDataConverter, startStack, type Stack } from './lib/stack';
import { readCounts } from './lib/env-counts';
import { PROJECT_ROOT } from './lib/temporal-cli';

const counts = readCounts('bench:bulk', {
  BENCH_SESSIONS: [20_000, 1],
  BENCH_DECLARATIONS: [20_000, 1],
  BENCH_CSV_ROWS: [100_000, 1],
  BENCH_DOCUMENTS: [10_000, 1],
  BENCH_RETRIES: [5_000, 1],
});
const SIZES = {
  sessions: counts.BENCH_SESSIONS,
  declarations: counts.BENCH_DECLARATIONS,
  csvRows: counts.BENCH_CSV_ROWS,
  documents: counts.BENCH_DOCUMENTS,
  retries: counts.BENCH_RETRIES,
};
const ONLY = new Set((process.env.BENCH_ONLY ?? 'sessions,declarations,csv,documents,retries').split(','));
const KILL = process.env.BENCH_KILL === '1';
/** Modules per organization of the CSV (its organizations are rows / this). */
const CSV_MODULES = ['TaskMgmnt', 'MyCalendar'];
const CUIT_BASE = 98_000_000_000;
const POLL_MS = 500;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

interface Figure {
  operation: string;
  elements: number;
  status: string;
  ms: number;
  counts: unknown;
  historyBytes: number;
  historyEvents: number;
}

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

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'consola-bench-bulk-'));
  let stack: Stack | undefined;
  let replacement: ChildProcess | undefined;
  console.error('iniciando la plataforma (en este proceso) y sembrando datos…');
  const platform = await startPlatform({
    port: 0,
    dataDir: join(dataDir, 'platform'),
    seed: 'demo',
    faults: true,
  });
  const db = platform.db;
  try {
    const seedStart = performance.now();
    const [account] = await db.query<{ login_account_id: number }>(
      `select login_account_id from login_account where email = 'activo@demo.com.ar'`,
    );
    if (ONLY.has('sessions')) {
      await db.query(
        `insert into device_session (uuid_device_session, login_account_id, device_model, agent_name, agent_version,
           agent_language, city, region, country, ip, creation_date, last_activity_date)
         select gen_random_uuid(), $1, 'Windows 10 #' || i, 'Chrome', '126', 'es-AR', 'Rosario', 'Santa Fe',
                'Argentina', '10.0.0.1', now(), now()
           from generate_series(1, $2::int) i`,
        [account!.login_account_id, SIZES.sessions],
      );
    }
    if (ONLY.has('declarations')) {
      const [firm] = await db.query<{ organization_id: number; customer: number }>(
        `select s.organization_id,
                (select c.suborganization_id from suborganization c where c.firm_suborganization_id = s.suborganization_id
                  order by c.suborganization_id limit 1) as customer
           from suborganization s where s.suborganization_id = 1`,
      );
      await db.query(
        `insert into legal_declaration (personal_legal_declaration_id, firm_suborganization_id, customer_suborganization_id,
                                        organization_id, personal_legal_declaration_desc, edition_user_id, period_year,
                                        maturity_due_date, declaration_status_desc, is_locked, modification_date)
         select 'beec' || lpad(to_hex(i), 20, '0'), 1, $1, $2, 'DDJJ Bench ' || i, 'bench@demo.com.ar', 2024,
                now() + interval '30 days', 'Lista para presentar', true, now() - interval '1 day'
           from generate_series(1, $3::int) i`,
        [firm!.customer, firm!.organization_id, SIZES.declarations],
      );
    }
    const organizations = Math.ceil(SIZES.csvRows / CSV_MODULES.length);
    if (ONLY.has('csv')) {
      await db.query(
        `insert into organization (organization_name, organization_legal_name, organization_cuit, organization_type_id, creation_user)
         select 'Organización Bench ' || i, 'Organización Bench ' || i || ' S.A.', ($1::bigint + i)::text, 3, 'bench'
           from generate_series(1, $2::int) i`,
        [CUIT_BASE, organizations],
      );
      await db.query(
        `insert into application_instance (app_code, organization_id, base_suborganization_id, org_app_access_status_code,
                                           access_start_date, access_finish_date, creation_user)
         select 'ME', organization_id, null, 'GRANTED', now(), '2099-12-31', 'bench'
           from organization where organization_cuit::bigint > $1::bigint`,
        [CUIT_BASE],
      );
    }
    if (ONLY.has('documents')) {
      await db.query(
        `insert into recycle_document (document_id, suborganization_id, document_name, document_type, size_bytes,
                                       absolute_path, creation_date, creation_user, purge_date, purge_action_user)
         select 'd0c' || lpad(to_hex(i), 21, '0'), 1, 'Documento ' || i || '.pdf', 'pdf', 1000,
                '/Estudio Demo Centro/Bench/Documento ' || i || '.pdf', now() - interval '10 days', 'bench',
                now() - interval '1 day', 'bench'
           from generate_series(1, $1::int) i`,
        [SIZES.documents],
      );
    }
    console.error(`sembrado en ${seconds(performance.now() - seedStart)}; iniciando el resto de la consola…`);

    stack = await startStack({
      dataDir,
      services: ['temporal', 'database', 'worker', 'api'],
      ports: { platform: platform.port },
      env: { AUTH_MODE: 'embedded' },
      output: createWriteStream(join(tmpdir(), 'consola-bench-bulk.log')),
    });
    const apiUrl = stack.urls.console;
    const temporal = new Client({
      connection: await Connection.connect({ address: stack.urls.temporalAddress }),
      dataConverter: await stackDataConverter(stack.dataDir),
    });
    const { token } = (await (
      await fetch(`${apiUrl}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@consola.test' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const figures: Figure[] = [];

    const getJson = async <T>(path: string): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return (await (await fetch(`${apiUrl}${path}`, { headers: auth })).json()) as T;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    };
    const start = async (type: string, input: unknown): Promise<string> => {
      const response = await fetch(`${apiUrl}/api/operations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ type, input, reason: 'benchmark' }),
      });
      const body = (await response.json()) as { id: string; message?: string };
      if (response.status !== 202) throw new Error(`${type}: ${response.status} ${JSON.stringify(body)}`);
      return body.id;
    };
    type View = { status: string; steps: { key: string; counts?: { total: number; pending: number } }[] };
    const follow = async (id: string, onProgress?: (view: View) => void): Promise<View> => {
      let last = '';
      for (;;) {
        const view = await getJson<View>(`/api/operations/${encodeURIComponent(id)}`);
        const counts = view.steps.find((step) => step.counts)?.counts;
        const line = counts ? `${counts.total - counts.pending}/${counts.total}` : view.status;
        if (line !== last) process.stderr.write(`  ${id}: ${view.status} ${line}\n`);
        last = line;
        onProgress?.(view);
        if (view.status !== 'running') return view;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const measure = async (
      operation: string,
      elements: number,
      run: () => Promise<string>,
      onProgress?: (view: View) => void,
    ) => {
      const t0 = performance.now();
      const id = await run();
      const view = await follow(id, onProgress);
      const ms = performance.now() - t0;
      const { raw, historyLength } = await temporal.workflow.getHandle(id).describe();
      figures.push({
        operation,
        elements,
        status: view.status,
        ms,
        counts: view.steps.find((step) => step.counts)?.counts,
        historyBytes: Number(raw.workflowExecutionInfo?.historySizeBytes ?? 0),
        historyEvents: historyLength,
      });
    };

    if (ONLY.has('sessions')) {
      let killed = false;
      const killAt = 0.2 + Math.random() * 0.6;
      await fetch(`${platform.url}/__stats/calls`, { method: 'DELETE' });
      await measure(
        'sessions.revokeAll',
        SIZES.sessions,
        () =>
          start('sessions.revokeAll', {
            loginAccountId: account!.login_account_id,
            email: 'activo@demo.com.ar',
          }),
        (view) => {
          const counts = view.steps.find((step) => step.counts)?.counts;
          if (!KILL || killed || !counts || counts.total === 0) return;
          if ((counts.total - counts.pending) / counts.total < killAt) return;
          killed = true;
          void workerPids(dataDir).then((pids) => {
            for (const pid of pids) process.kill(pid, 'SIGKILL');
            console.error(`  worker SIGKILL al ${(killAt * 100).toFixed(0)} %; otro worker en marcha`);
            replacement = spawn(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
              cwd: PROJECT_ROOT,
              env: {
                ...process.env,
                TEMPORAL_ADDRESS: stack!.urls.temporalAddress,
                PLATFORM_URL: stack!.urls.platform,
                CONSOLE_DATABASE_URL: stack!.urls.consoleDatabase,
                DATA_DIR: dataDir,
              },
              stdio: 'ignore',
            });
          });
        },
      );
      const calls = (await (
        await fetch(`${platform.url}/__stats/calls?path=/sessions/revokeSessionDeviceEAuth`)
      ).json()) as { data: { calls: number } };
      console.log(
        `  sesiones revocadas por el servicio: ${calls.data.calls} de ${SIZES.sessions}` +
          (KILL ? ' (con un worker muerto a mitad de camino)' : ''),
      );
    }

    if (ONLY.has('declarations')) {
      const ids = Array.from(
        { length: SIZES.declarations },
        (_, i) => `beec${(i + 1).toString(16).padStart(20, '0')}`,
      );
      await measure('declarations.unlock', SIZES.declarations, () =>
        start('declarations.unlock', { suborganizationId: 1, declarationIds: ids }),
      );
    }

    if (ONLY.has('csv')) {
      const rows: string[] = [];
      for (let i = 1; rows.length < SIZES.csvRows; i++) {
        for (const module of CSV_MODULES) {
          if (rows.length < SIZES.csvRows) rows.push(`${CUIT_BASE + i};${module};2024-01-01;2099-12-31`);
        }
      }
      await measure(`me.csvEnablement (${organizations} organizaciones)`, SIZES.csvRows, async () => {
        const checked = await fetch(`${apiUrl}/api/me-bulk/csv-enablement/document`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
          body: `CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n${rows.join('\n')}\n`,
        });
        const document = (await checked.json()) as { fileName: string; rows: string[]; message?: string };
        if (!checked.ok) throw new Error(`document check failed: ${checked.status} ${document.message}`);
        return start('me.csvEnablement', { fileName: document.fileName, rows: document.rows });
      });
    }

    if (ONLY.has('documents')) {
      const ids = Array.from(
        { length: SIZES.documents },
        (_, i) => `d0c${(i + 1).toString(16).padStart(21, '0')}`,
      );
      await measure('storage.restoreDocuments', SIZES.documents, () =>
        start('storage.restoreDocuments', { studyId: 1, documentIds: ids }),
      );
    }

    if (ONLY.has('retries')) {
      // Failed operations to retry: deprecations of versions that did not exist yet (each fails
      // at its one step); then the versions are created, so each retry deprecates one.
      console.error(`creando ${SIZES.retries} operaciones fallidas…`);
      const version = (n: number) => `9.${Math.floor(n / 1000)}.${n % 1000}`;
      const ids: string[] = [];
      for (let i = 0; i < SIZES.retries; i += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, SIZES.retries - i) }, async (_, j) => {
            const n = i + j;
            const input = { appPlatformCode: 'WEB', appVersionCode: version(n) };
            const id = `versions.deprecate/bench/${n}`;
            const memo: OperationMemo = {
              type: 'versions.deprecate',
              target: `WEB ${input.appVersionCode}`,
              actor: 'admin@consola.test',
              source: 'api',
              reason: null,
              input,
              inputHash: '',
            };
            const handle = await temporal.workflow.start('versionsDeprecate', {
              taskQueue: TASK_QUEUE,
              workflowId: id,
              args: [
                {
                  input,
                  actor: { email: 'admin@consola.test', roles: ['CGI.Admin'] },
                  source: 'api',
                  retry: { maxAttempts: 1, initialBackoffMs: 10, maxBackoffMs: 10 },
                },
              ],
              memo: memo as unknown as Record<string, unknown>,
              typedSearchAttributes: operationSearchAttributePairs(memo),
            });
            await handle.result().catch(() => undefined);
            ids.push(id);
          }),
        );
      }
      await db.query(
        `insert into app_version (app_code, app_platform_code, app_version_code, app_version_desc, release_date, creation_user)
         select 'ME', 'WEB', '9.' || (i / 1000) || '.' || (i % 1000), 'bench', now(), 'bench'
           from generate_series(0, $1::int - 1) i`,
        [SIZES.retries],
      );
      await measure('operations.bulkRetry', SIZES.retries, () => start('operations.bulkRetry', { ids }));
    }

    console.log('\nOperaciones masivas (elementos en el almacén de la consola; historia de la corrida)');
    for (const figure of figures) {
      console.log(
        `  ${figure.operation}: ${figure.status} — ${figure.elements} elementos en ${seconds(figure.ms)}, ` +
          `${(figure.elements / (figure.ms / 1000)).toFixed(0)}/s; historia ${mib(figure.historyBytes)} ` +
          `(${figure.historyEvents} eventos); ${JSON.stringify(figure.counts)}`,
      );
    }
  } finally {
    replacement?.kill('SIGTERM');
    await stack?.stop();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
