// Benchmark (not a test): N "add user to subscriber" operations through the console API on
// the embedded stack, against the same platform calls made directly in sequence from one
// client (the original browser app's way). Prints p50/p95 latencies and their ratio.
//   npm run bench                    # starts its own stack on free ports
//   BENCH_N=50 npm run bench         # fewer operations
//   BENCH_API_URL=http://localhost:3000 BENCH_PLATFORM_URL=http://127.0.0.1:3100 npm run bench
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrlsFor, createPlatformClient, PlatformError } from '../platform/src/client/index';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from './lib/stack';

const N = Number(process.env.BENCH_N ?? 200);
const SUBSCRIBER = process.env.BENCH_SUBSCRIBER ?? '100003';
const POLL_MS = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

async function main() {
  let stack: Stack | undefined;
  let dataDir: string | undefined;
  let apiUrl = process.env.BENCH_API_URL;
  let platformUrl = process.env.BENCH_PLATFORM_URL;
  if (!apiUrl || !platformUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'consola-bench-'));
    console.error('iniciando la consola embebida en puertos libres…');
    stack = await startStack({
      dataDir,
      // BENCH_N operations start at once from this one client.
      env: HIGH_RATE_LIMITS_ENV,
      output: { write: () => undefined } as never,
    });
    apiUrl = stack.urls.console;
    platformUrl = stack.urls.platform;
  }
  try {
    const tokenResponse = await fetch(`${apiUrl}/auth/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'soporte@consola.test' }),
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const runId = Date.now().toString(36);

    // 1. Through the console: POST /api/operations, then follow each until it completes.
    const startedAt = new Map<string, number>();
    const latencies: number[] = [];
    const failures: string[] = [];
    const wallStart = performance.now();
    const ids = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const t0 = performance.now();
        const response = await fetch(`${apiUrl}/api/operations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            type: 'subscriber.addUser',
            input: {
              subscriberNumber: SUBSCRIBER,
              email: `bench.${runId}.${i}@demo.com.ar`,
              firstName: 'Bench',
              lastName: `Usuario ${i}`,
              userTypeCode: 'ORG-STAFF',
            },
          }),
        });
        const body = (await response.json()) as { id: string; message?: string };
        if (response.status !== 202) throw new Error(`start failed: ${response.status} ${body.message}`);
        startedAt.set(body.id, t0);
        return body.id;
      }),
    );
    const pending = new Set(ids);
    while (pending.size > 0) {
      await Promise.all(
        [...pending].map(async (id) => {
          const response = await fetch(`${apiUrl}/api/operations/${encodeURIComponent(id)}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const view = (await response.json()) as { status: string; error?: { message: string } };
          if (view.status === 'running') return;
          pending.delete(id);
          latencies.push(performance.now() - (startedAt.get(id) ?? 0));
          if (view.status !== 'completed') failures.push(`${id}: ${view.error?.message ?? view.status}`);
        }),
      );
      if (pending.size > 0) await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const wallMs = performance.now() - wallStart;

    // 2. The original way: one client making the same platform calls in sequence.
    const platform = createPlatformClient({ baseUrls: baseUrlsFor(platformUrl) });
    const log = (text: string, transactionId: string) =>
      platform.eventLog
        .push({ transactionId, processName: 'subscriber.addUser', logType: 'NOTIFY', eventText: text })
        .catch(() => undefined);
    const direct: number[] = [];
    for (let i = 0; i < N; i++) {
      const email = `direct.${runId}.${i}@demo.com.ar`;
      const tx = `direct/${runId}/${i}`;
      const t0 = performance.now();
      const subscriber = await platform.subscribers.byNumber(SUBSCRIBER);
      await platform.subscribers.users(SUBSCRIBER);
      await log('capacidad verificada', tx);
      try {
        await platform.loginAccounts.byEmail(email);
      } catch (error) {
        if (!(error instanceof PlatformError && error.status === 404)) throw error;
      }
      await log('cuenta buscada', tx);
      const identity = await platform.authentication.createBaseAccount({
        username: email,
        password: `B${runId}x9aZ`,
      });
      await log('cuenta de identidad creada', tx);
      const { loginAccount } = await platform.loginAccounts.create({
        accountExternalRefId: identity.cognitoUser.idCognito,
        email,
        firstName: 'Direct',
        lastName: `Usuario ${i}`,
        modificationUser: 'soporte@consola.test',
        accountStatusCode: 'WAITING_VALIDATION',
      });
      await log('cuenta de acceso creada', tx);
      await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
      await log('vínculos obtenidos', tx);
      const link = await platform.organizations.addUser({
        loginAccountId: loginAccount.loginAccountId,
        organizationId: subscriber.organization_id!,
        organizationUserTypeCode: 'ORG-STAFF',
        organizationCommercialUserTypeCode: 'REGISTER',
        userStatusCode: 'WAITING_VALIDATION',
      });
      await log('vínculo creado', tx);
      const organization = await platform.organizations.byId(subscriber.organization_id!);
      await platform.invites.createOrgStaffRegistration({
        inviteDate: new Date().toISOString(),
        accountEmail: email,
        userId: link.userId,
        firstName: 'Direct',
        lastName: `Usuario ${i}`,
        organizationName: organization.organizationName,
        organizationCuit: organization.organizationCuit,
        subscriberRefId: SUBSCRIBER,
      });
      await log('invitación enviada', tx);
      await platform.subscribers.assignUser({
        user_id: link.userId,
        subscriber_id: subscriber.subscriber_id,
        creation_user: 'soporte@consola.test',
        creation_date: new Date().toISOString(),
      });
      await log('usuario asignado', tx);
      direct.push(performance.now() - t0);
    }
    const directTotal = direct.reduce((a, b) => a + b, 0);

    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const d50 = percentile(direct, 50);
    const d95 = percentile(direct, 95);
    console.log(`\nAñadir un usuario al suscriptor ${SUBSCRIBER} — N=${N}`);
    console.log(`  operaciones (API → Temporal → worker → platform), ${N} iniciadas a la vez:`);
    console.log(
      `    p50 ${fmt(p50)}   p95 ${fmt(p95)}   total ${fmt(wallMs)}   ${(N / (wallMs / 1000)).toFixed(1)} op/s   fallidas ${failures.length}`,
    );
    console.log(`  llamadas directas en secuencia (como el navegador original), una tras otra:`);
    console.log(
      `    p50 ${fmt(d50)}   p95 ${fmt(d95)}   total ${fmt(directTotal)}   ${(N / (directTotal / 1000)).toFixed(1)} op/s`,
    );
    console.log(
      `  razón p50 operaciones / directas: ${(p50 / d50).toFixed(2)}   razón p95: ${(p95 / d95).toFixed(2)}`,
    );
    if (failures.length > 0) console.log(`  primeras fallas:\n    ${failures.slice(0, 5).join('\n    ')}`);
  } finally {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
