// Benchmark (not a test): 'Eliminar todas las sesiones' of one account with BENCH_SESSIONS
// (default 500) open device sessions, through the console API (one sessions.revokeAll
// operation: per-session progress, bounded concurrency), against the original way (one
// revokeSessionDeviceEAuth call after another from one client). Prints wall time and sessions/s.
//   npx tsx scripts/bench-sessions.ts
//   BENCH_SESSIONS=100 npx tsx scripts/bench-sessions.ts
//   BENCH_LATENCY_MS=30 npx tsx scripts/bench-sessions.ts   # each service call 30 ms slower, like a real network
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrlsFor, createPlatformClient } from '../platform/src/client/index';
import { startPlatform } from '../platform/src/index';
import { HIGH_RATE_LIMITS_ENV, startStack } from './lib/stack';

const N = Number(process.env.BENCH_SESSIONS ?? 500);
const EMAIL = 'activo@demo.com.ar';
const POLL_MS = 100;
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

type Db = Awaited<ReturnType<typeof startPlatform>>['db'];

/** N open sessions for the account, straight into the platform's database (no service creates them). */
async function seedSessions(db: Db, loginAccountId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 100) {
    const rows = Array.from({ length: Math.min(100, count - i) }, (_, j) => i + j);
    const values = rows
      .map(
        (_, k) =>
          `($${k * 3 + 1}::uuid, ${loginAccountId}, $${k * 3 + 2}, 'Chrome', '126', 'es-AR', 'Rosario', 'Santa Fe', 'Argentina', $${k * 3 + 3}, now(), now())`,
      )
      .join(', ');
    const params = rows.flatMap((n) => [
      randomUUID(),
      n % 2 === 0 ? `Samsung Android 14 #${n}` : `Windows 10 #${n}`,
      `10.0.${Math.floor(n / 250)}.${n % 250}`,
    ]);
    await db.query(
      `insert into device_session (uuid_device_session, login_account_id, device_model, agent_name, agent_version,
         agent_language, city, region, country, ip, creation_date, last_activity_date) values ${values}`,
      params,
    );
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'consola-bench-sessions-'));
  console.error('iniciando la plataforma en este proceso y la consola en puertos libres…');
  const platform = await startPlatform({ port: 0, seed: 'demo', latencyMs: LATENCY_MS });
  const client = createPlatformClient({ baseUrls: baseUrlsFor(platform.url) });
  const stack = await startStack({
    dataDir,
    services: ['temporal', 'worker', 'api'],
    ports: { platform: platform.port },
    env: HIGH_RATE_LIMITS_ENV,
    // BENCH_LOG=file keeps the stack's output (default: discarded).
    output: process.env.BENCH_LOG ? createWriteStream(process.env.BENCH_LOG) : { write: () => true },
  });
  try {
    const apiUrl = stack.urls.console;
    const { loginAccount } = await client.loginAccounts.byEmail(EMAIL);
    const tokenResponse = await fetch(`${apiUrl}/auth/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'soporte@consola.test' }),
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    // 1. Through the console: one operation, followed until it ends.
    await seedSessions(platform.db, loginAccount.loginAccountId, N);
    const listed = await client.sessions.ofAccount(loginAccount.loginAccountId);
    console.error(`${listed.length} sesiones abiertas de ${EMAIL}`);
    const t0 = performance.now();
    const started = await fetch(`${apiUrl}/api/operations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'sessions.revokeAll',
        input: { loginAccountId: loginAccount.loginAccountId, email: EMAIL },
        reason: 'benchmark',
      }),
    });
    const { id } = (await started.json()) as { id: string };
    let view: {
      status: string;
      items?: { status: string }[];
      steps?: { key: string; status: string; error?: string }[];
      error?: { message: string };
    };
    let progressSeen = 0;
    for (;;) {
      const response = await fetch(`${apiUrl}/api/operations/${encodeURIComponent(id)}`, { headers });
      view = (await response.json()) as typeof view;
      const done = (view.items ?? []).filter((item) => item.status === 'done').length;
      if (done > 0 && done < N) progressSeen++;
      if (view.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const consoleMs = performance.now() - t0;
    const revoked = (view.items ?? []).filter((item) => item.status === 'done').length;

    // 2. The original way: one call after another from one client.
    await seedSessions(platform.db, loginAccount.loginAccountId, N);
    const again = await client.sessions.ofAccount(loginAccount.loginAccountId);
    const t1 = performance.now();
    for (const session of again) await client.sessions.revoke(session.uuidDeviceSession);
    const directMs = performance.now() - t1;

    const rate = (count: number, ms: number) => ((count / ms) * 1000).toFixed(1);
    console.log(
      `sessions.revokeAll (${N} sesiones, latencia ${LATENCY_MS} ms): ${view.status}, ${revoked} eliminadas`,
    );
    console.log(
      `  consola (operación, concurrencia acotada): ${(consoleMs / 1000).toFixed(2)} s, ${rate(revoked, consoleMs)} sesiones/s, ${progressSeen} lecturas con progreso parcial`,
    );
    console.log(
      `  directo, una tras otra (forma original):  ${(directMs / 1000).toFixed(2)} s, ${rate(again.length, directMs)} sesiones/s`,
    );
    if (view.status !== 'completed') {
      console.log(`  error: ${view.error?.message ?? view.status}`, JSON.stringify(view.steps));
      process.exitCode = 1;
    }
  } finally {
    await stack.stop();
    await platform.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
