// Benchmark (not a test): the first useful paint of 'Panel de operaciones' against the
// operations list's, in a real browser on the same stack (issue 43: the panel took 2.6 s where
// other screens took 0.8–1.4 s; it should stay within 1.5 times the list's). A useful paint is
// the moment the screen shows data: the list's first row (or its empty state), the panel's
// headline figures (the period's totals, no placeholder left). Prints each screen's median and
// p95 over BENCH_LOADS loads, and the ratio.
//
//   npm run bench:first-paint                      # starts an embedded stack of its own
//   BENCH_BASE_URL=http://localhost:3000 npm run bench:first-paint   # a stack already running
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { readCounts } from './lib/env-counts';
import { percentile } from './lib/load';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from './lib/stack';
import { CHROMIUM_ARGS, testBrowserPath } from './lib/test-browser';
import { ensureWebBuild } from './lib/web-build';

const { BENCH_LOADS: LOADS } = readCounts('bench:first-paint', { BENCH_LOADS: [10, 1] });

/** Each screen, and what on it is the first useful paint. */
const SCREENS = {
  operations: {
    path: '/operations',
    painted: (page: Page) =>
      page
        .locator('[data-testid="operation-row"], main :text("No hay operaciones que cumplan el filtro.")')
        .first()
        .waitFor({ state: 'visible' }),
  },
  panel: {
    path: '/operations/panel',
    painted: async (page: Page) => {
      const headline = page.getByTestId('panel-timeline').locator('dl').first();
      // A number where the placeholder was: the figures read (no page script: the console's
      // CSP allows none).
      await headline.locator('a').first().filter({ hasText: /^\d+$/ }).waitFor({ state: 'visible' });
    },
  },
} as const;

async function token(base: string, email: string): Promise<string> {
  const response = await fetch(new URL('/auth/dev/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`POST /auth/dev/token: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

let stack: Stack | undefined;
let dataDir: string | undefined;
let base = process.env.BENCH_BASE_URL;
if (!base) {
  await ensureWebBuild({ log: (message) => console.log(message) });
  dataDir = await mkdtemp(join(tmpdir(), 'cgi-bench-paint-'));
  stack = await startStack({
    dataDir,
    env: { OPERATION_APPROVALS: 'off', ...HIGH_RATE_LIMITS_ENV },
    buildWeb: false,
    output: { write: () => true },
    log: () => undefined,
  });
  base = stack.urls.console;
}

const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: base, locale: 'es-AR' });
  await context.addCookies([
    { name: 'cgi_token', value: await token(base, 'admin@consola.test'), url: base, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  // One load of each first: the browser's cache holds the app's bundle, as for staff.
  for (const screen of Object.values(SCREENS)) {
    await page.goto(screen.path);
    await screen.painted(page);
  }
  const times: Record<keyof typeof SCREENS, number[]> = { operations: [], panel: [] };
  // Alternated, so a change in the machine's load falls on both alike.
  for (let i = 0; i < LOADS; i++) {
    for (const [name, screen] of Object.entries(SCREENS) as [
      keyof typeof SCREENS,
      (typeof SCREENS)[keyof typeof SCREENS],
    ][]) {
      await page.goto('about:blank');
      const started = Date.now();
      await page.goto(screen.path, { waitUntil: 'commit' });
      await screen.painted(page);
      times[name].push(Date.now() - started);
    }
  }
  const p50 = (name: keyof typeof SCREENS) => percentile(times[name], 50);
  for (const name of Object.keys(times) as (keyof typeof SCREENS)[]) {
    console.log(
      `${SCREENS[name].path.padEnd(18)} first useful paint: p50 ${p50(name)} ms, p95 ${percentile(times[name], 95)} ms (${LOADS} loads)`,
    );
  }
  const ratio = p50('panel') / Math.max(1, p50('operations'));
  console.log(`panel / operations list (p50): ${ratio.toFixed(2)} (goal: at most 1.5)`);
} finally {
  await browser.close();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
