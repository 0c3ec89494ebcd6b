// Scale test of the production topology (scripts/lib/production-stack.ts): the Temporal server
// on PostgreSQL, the platform on PostgreSQL, two workers and two api replicas. It checks that
//   - a token issued by one api replica is accepted by the other, and a service account created
//     on one is listed by the other and its token works there;
//   - SCALE_N (1,000) `subscriber.addUser` operations started over both replicas, with one worker
//     and one replica SIGKILLed half-way (starts in flight to it are retried on the survivor with
//     the same Idempotency-Key), all complete, and the platform's database holds each one's
//     effects exactly once: an identity, a login account, an organization link, an invitation
//     and a subscriber assignment per e-mail, none missing, none twice;
//   - Temporal's visibility rows (executions_visibility on PostgreSQL) hold no e-mail: not in a
//     workflow id or a search attribute, and none of the run's in the memo (issue 27).
// Prints operations/s (before and after the kills), the time to complete after the kills and the
// start calls' p50/p95. Exits non-zero on any violation; always tears everything down.
//   npx tsx scripts/scale-test.ts
//   SCALE_N=200 SCALE_CONCURRENCY=20 npx tsx scripts/scale-test.ts
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { openDb } from '@cgi/platform/db';
import { groupCpuSeconds } from './lib/process-cpu';
import { startProductionStack, type ProductionStack } from './lib/production-stack';
import { streamOutput } from './lib/service';
import { PROJECT_ROOT } from './lib/temporal-cli';
import { percentile, pool } from './lib/load';
import { readCounts } from './lib/env-counts';

const scale = readCounts('scale-test', {
  SCALE_N: [1000, 1],
  SCALE_CONCURRENCY: [40, 1],
  SCALE_COMPLETION_TIMEOUT_S: [600, 1],
});
const N = scale.SCALE_N;
const CONCURRENCY = scale.SCALE_CONCURRENCY;
const SUBSCRIBER = process.env.SCALE_SUBSCRIBER ?? '100003';
const COMPLETION_TIMEOUT_MS = scale.SCALE_COMPLETION_TIMEOUT_S * 1000;
const { EventType, HistoryEventFilterType } = proto.temporal.api.enums.v1;
const LOG_FILE = join(PROJECT_ROOT, 'test-results', 'scale-test.log');

const violations: string[] = [];
const violation = (message: string) => {
  violations.push(message);
  console.error(`VIOLATION: ${message}`);
};
const log = (message: string) => console.error(`scale-test: ${message}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status}: ${text.slice(0, 200)}`);
  }
}

async function tokenFor(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`token for ${email}: ${response.status}`);
  return (await json<{ token: string }>(response)).token;
}

/** Two replicas, one state: a token and a service account made on one work on the other. */
async function checkReplicasAgree(stack: ProductionStack, runId: string): Promise<void> {
  const [a, b] = stack.apis.map((api) => api.url) as [string, string];
  const admin = await tokenFor(a, 'admin@consola.test');
  const auth = { authorization: `Bearer ${admin}` };
  const me = await fetch(`${b}/api/me`, { headers: auth });
  if (me.status !== 200) violation(`a token issued by api-1 is refused by api-2 (${me.status})`);
  const created = await fetch(`${a}/api/service-accounts`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `scale-${runId}`, roles: ['CGI.CustomerSupport'], expiresInDays: 1 }),
  });
  if (created.status !== 201) {
    violation(`creating a service account on api-1 answered ${created.status}`);
    return;
  }
  const { account, token } = await json<{ account: { id: string }; token: string }>(created);
  const listed = await json<{ items: { id: string }[] }>(
    await fetch(`${b}/api/service-accounts`, { headers: auth }),
  );
  if (!listed.items.some((item) => item.id === account.id)) {
    violation('api-2 does not list the service account created on api-1');
  }
  const asAccount = await fetch(`${b}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  if (asAccount.status !== 200) violation(`api-2 refuses the service account's token (${asAccount.status})`);
  log(
    'replicas agree: api-1 token accepted by api-2; service account made on api-1 listed and accepted by api-2',
  );
}

interface Started {
  id: string;
  email: string;
}

async function main(): Promise<void> {
  await mkdir(join(PROJECT_ROOT, 'test-results'), { recursive: true });
  const logStream = createWriteStream(LOG_FILE);
  const workDir = await mkdtemp(join(tmpdir(), 'cgi-scale-'));
  const runStarted = performance.now();
  let stack: ProductionStack | undefined;
  let stopped = false;
  const teardown = async () => {
    if (stopped) return;
    stopped = true;
    log('tearing down (processes, then the PostgreSQL cluster)...');
    await stack?.stop();
    await rm(workDir, { recursive: true, force: true });
    logStream.end();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void teardown().finally(() => process.exit(130)));
  }

  try {
    stack = await startProductionStack({
      workers: 2,
      apis: 2,
      workDir,
      output: streamOutput(logStream),
      log,
    });
    const startupMs = performance.now() - runStarted;
    const runId = Date.now().toString(36);
    await checkReplicasAgree(stack, runId);

    const [apiA, apiB] = stack.apis as [(typeof stack.apis)[0], (typeof stack.apis)[0]];
    const [workerA] = stack.workers as [(typeof stack.workers)[0]];
    const token = await tokenFor(apiA.url, 'soporte@consola.test');
    const auth = { authorization: `Bearer ${token}` };
    const connection = await Connection.connect({ address: stack.temporalAddress });

    const started: (Started | undefined)[] = new Array(N);
    const closedAt: number[] = [];
    const startLatencies: number[] = [];
    const perApi = new Map<string, number>();
    const inFlight = new Set<number>();
    let inFlightAtKill: number[] = [];
    let retried = 0;
    let issued = 0;
    let killedAt: number | undefined;

    /** Starts operation i, on the other replica while it lives; a failed try goes again with the same key. */
    const start = async (i: number): Promise<Started | undefined> => {
      const email = `scale.${runId}.${i}@demo.com.ar`;
      const body = JSON.stringify({
        type: 'subscriber.addUser',
        input: {
          subscriberNumber: SUBSCRIBER,
          email,
          firstName: 'Escala',
          lastName: `Usuario ${i}`,
          userTypeCode: 'ORG-STAFF',
        },
      });
      for (let attempt = 1; ; attempt++) {
        const api = killedAt === undefined && i % 2 === 1 ? apiB : apiA;
        const t0 = performance.now();
        try {
          const response = await fetch(`${api.url}/api/operations`, {
            method: 'POST',
            headers: {
              ...auth,
              'content-type': 'application/json',
              'idempotency-key': `scale-${runId}-${i}`,
            },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          const answer = await json<{ id: string; message?: string }>(response);
          if (response.status !== 202) throw new Error(`${response.status} ${answer.message ?? ''}`);
          startLatencies.push(performance.now() - t0);
          perApi.set(api.name, (perApi.get(api.name) ?? 0) + 1);
          return { id: answer.id, email };
        } catch (error) {
          if (attempt >= 5) {
            violation(`start ${i} failed ${attempt} times: ${(error as Error).message}`);
            return undefined;
          }
          retried += 1;
          await sleep(200 * attempt);
        }
      }
    };

    /** Waits for the operation's close event (a long poll on Temporal: no polling of the api). */
    const closed = async (id: string): Promise<string> => {
      const deadline = performance.now() + COMPLETION_TIMEOUT_MS;
      while (performance.now() < deadline) {
        const { history } = await connection.workflowService.getWorkflowExecutionHistory({
          namespace: 'default',
          execution: { workflowId: id },
          waitNewEvent: true,
          historyEventFilterType: HistoryEventFilterType.HISTORY_EVENT_FILTER_TYPE_CLOSE_EVENT,
          skipArchival: true,
        });
        const event = history?.events?.[0];
        if (event) return EventType[event.eventType ?? 0] ?? 'unknown';
      }
      return 'still running';
    };

    const groups = stack.processGroups;
    const cpuSnapshot = () => groupCpuSeconds(Object.values(groups));
    const cpuAtStart = await cpuSnapshot();
    let cpuAtKill = cpuAtStart;
    const killHalfWay = async () => {
      cpuAtKill = await cpuSnapshot();
      killedAt = performance.now();
      inFlightAtKill = [...inFlight];
      workerA.service.kill();
      apiB.service.kill();
      log(
        `half-way (${issued - 1} started, ${inFlight.size} in flight): SIGKILL ${workerA.name} and ${apiB.name}`,
      );
    };

    // Each client starts one operation and follows it to its end before the next, so the kill
    // lands with operations in flight and starts go on afterwards.
    log(`${N} subscriber.addUser operations by ${CONCURRENCY} clients over ${apiA.name} and ${apiB.name}...`);
    const firstStart = performance.now();
    await pool(N, CONCURRENCY, async (i) => {
      issued += 1;
      if (issued === Math.floor(N / 2) + 1) await killHalfWay();
      const operation = await start(i);
      if (!operation) return;
      started[i] = operation;
      inFlight.add(i);
      const end = await closed(operation.id);
      inFlight.delete(i);
      closedAt[i] = performance.now();
      if (end !== 'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED') violation(`${operation.id}: ${end}`);
    });
    const lastCompletion = performance.now();
    const cpuAtEnd = await cpuSnapshot();
    await connection.close();

    // Every operation, as the surviving replica reports it.
    const ids = started.filter((s): s is Started => s !== undefined);
    const statuses = new Map<string, number>();
    await pool(ids.length, 10, async (i) => {
      const { id } = ids[i] as Started;
      const view = await json<{ status: string; error?: { message: string } }>(
        await fetch(`${apiA.url}/api/operations/${encodeURIComponent(id)}`, { headers: auth }),
      );
      statuses.set(view.status, (statuses.get(view.status) ?? 0) + 1);
      if (view.status !== 'completed' && violations.length < 20) {
        violation(`${id}: ${view.status} ${view.error?.message ?? ''}`);
      }
    });
    if (ids.length !== N) violation(`${N - ids.length} operations were never started`);
    if (new Set(ids.map((s) => s.id)).size !== ids.length)
      violation('two starts answered the same operation id');
    if ((statuses.get('completed') ?? 0) !== N) {
      violation(
        `completed: ${statuses.get('completed') ?? 0} of ${N} (${JSON.stringify(Object.fromEntries(statuses))})`,
      );
    }

    await checkEffectsOnce(stack.platformDatabaseUrl, runId);
    await checkVisibilityHasNoEmail(stack.temporalVisibilityDatabaseUrl, runId);

    const killAt = killedAt ?? firstStart;
    const doneBeforeKill = closedAt.filter((t) => t !== undefined && t <= killAt).length;
    const inFlightDone = Math.max(killAt, ...inFlightAtKill.map((i) => closedAt[i] ?? killAt));
    const beforeKillS = (killAt - firstStart) / 1000;
    const afterKillS = (lastCompletion - killAt) / 1000;
    const totalS = (lastCompletion - firstStart) / 1000;
    console.log(
      `\nScale test: ${N} subscriber.addUser operations, ${CONCURRENCY} clients, 2 workers, 2 api replicas, Temporal ${stack.temporalVersion} on PostgreSQL`,
    );
    const row = (label: string, value: string) => console.log(`  ${label.padEnd(40)} ${value}`);
    row('topology up in', seconds(startupMs));
    row(
      'starts per replica',
      `${[...perApi].map(([name, n]) => `${name} ${n}`).join(', ')} (${retried} starts tried again, same Idempotency-Key)`,
    );
    row(
      'start call',
      `p50 ${percentile(startLatencies, 50).toFixed(0)} ms, p95 ${percentile(startLatencies, 95).toFixed(0)} ms`,
    );
    row(
      'two workers, until the kill',
      `${(doneBeforeKill / beforeKillS).toFixed(1)} op/s (${doneBeforeKill} in ${beforeKillS.toFixed(1)} s)`,
    );
    row(
      'one worker, after the kill',
      `${((N - doneBeforeKill) / afterKillS).toFixed(1)} op/s (${N - doneBeforeKill} in ${afterKillS.toFixed(1)} s)`,
    );
    row('whole run', `${(N / totalS).toFixed(1)} op/s (${N} in ${totalS.toFixed(1)} s)`);
    row(
      'in flight at the kill, all done after',
      `${seconds(inFlightDone - killAt)} (${inFlightAtKill.length} operations)`,
    );
    row('all done after the kill', seconds(lastCompletion - killAt));
    // A killed process's CPU counts until its kill; the rest until the end.
    const cpuMs = (name: string) => {
      const pgid = groups[name] as number;
      const end = cpuAtEnd.get(pgid) ?? cpuAtKill.get(pgid) ?? 0;
      return ((end - (cpuAtStart.get(pgid) ?? 0)) * 1000) / N;
    };
    const components: [string, string[]][] = [
      ['Temporal server', ['temporal']],
      ['PostgreSQL', ['postgres']],
      ['workers', stack.workers.map((w) => w.name)],
      ['api replicas', stack.apis.map((a) => a.name)],
      ['platform', ['platform']],
    ];
    const perComponent = components.map(
      ([label, names]) => [label, names.reduce((sum, name) => sum + cpuMs(name), 0)] as const,
    );
    const totalCpu = perComponent.reduce((sum, [, ms]) => sum + ms, 0);
    row(
      'CPU per operation',
      `${totalCpu.toFixed(0)} ms: ${perComponent.map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(', ')}`,
    );
    row('violations', String(violations.length));
  } catch (error) {
    violation(`run failed: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await teardown();
  }
  if (violations.length > 0) {
    const tail = (await readFile(LOG_FILE, 'utf8').catch(() => ''))
      .split('\n')
      .slice(-40)
      .map((line) => line.slice(0, 400))
      .join('\n');
    console.error(
      `\nscale test FAILED (${violations.length} violations); last lines of ${LOG_FILE}:\n${tail}`,
    );
    process.exit(1);
  }
  console.log('scale test passed');
}

/**
 * What Temporal's visibility store keeps in clear: ids and search attributes are text (any e-mail
 * there is a leak); the memo is encrypted bytes, where only this run's e-mails and the staff
 * member's are looked for (a general pattern would match random bytes now and then).
 */
async function checkVisibilityHasNoEmail(databaseUrl: string, runId: string): Promise<void> {
  const db = await openDb({ databaseUrl });
  const email = '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}';
  try {
    const [counted] = await db.query<{ rows: number }>(
      'select count(*)::int as rows from executions_visibility',
    );
    const rows = counted?.rows ?? 0;
    const leaks = await db.query<{ workflow_id: string }>(
      `select workflow_id from executions_visibility
        where workflow_id ~ $1 or coalesce(search_attributes::text, '') ~ $1
           or position($2::bytea in coalesce(memo, ''::bytea)) > 0
           or position($3::bytea in coalesce(memo, ''::bytea)) > 0
        limit 5`,
      [email, `scale.${runId}.`, 'soporte@consola.test'],
    );
    if (rows < N) violation(`visibility: ${rows} rows, fewer than the ${N} operations`);
    if (leaks.length > 0) {
      violation(`visibility: e-mails in clear in ${leaks.map((row) => row.workflow_id).join(', ')}`);
    } else {
      log(`visibility: ${rows} rows, no e-mail in a workflow id, a search attribute or a memo`);
    }
  } finally {
    await db.close();
  }
}

/** Each e-mail's effects in the platform's database: exactly one row of each, for every operation. */
async function checkEffectsOnce(databaseUrl: string, runId: string): Promise<void> {
  const db = await openDb({ databaseUrl });
  const pattern = `scale.${runId}.%`;
  const effects: Record<string, string> = {
    'identity accounts': `select lower(username) as email, count(*)::int as n from identity_user
       where lower(username) like $1 group by 1`,
    'login accounts': `select lower(email) as email, count(*)::int as n from login_account
       where lower(email) like $1 group by 1`,
    'organization links': `select lower(la.email) as email, count(*)::int as n from organization_user ou
       join login_account la using (login_account_id) where lower(la.email) like $1 group by 1`,
    invitations: `select destination_email as email, count(*)::int as n from invite
       where destination_email like $1 group by 1`,
    'subscriber assignments': `select lower(la.email) as email, count(*)::int as n from subscriber_user su
       join organization_user ou using (user_id) join login_account la using (login_account_id)
       where lower(la.email) like $1 group by 1`,
  };
  try {
    for (const [what, sql] of Object.entries(effects)) {
      const rows = await db.query<{ email: string; n: number }>(sql, [pattern]);
      const twice = rows.filter((row) => row.n !== 1);
      const missing = N - rows.length;
      if (missing !== 0 || twice.length !== 0) {
        violation(
          `${what}: ${rows.length} of ${N} e-mails, ${missing} missing, ${twice.length} more than once` +
            (twice[0] ? ` (e.g. ${twice[0].email} ×${twice[0].n})` : ''),
        );
      } else {
        log(`${what}: ${N} of ${N}, each exactly once`);
      }
    }
  } finally {
    await db.close();
  }
}

await main();
