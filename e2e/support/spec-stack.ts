// A stack of a spec's own, for specs that need what the shared stacks do not run (approvals on,
// platform faults): a data folder of its own, the cached test workflow bundle, rate limits out of
// the way and its output silenced; stopping it removes the folder. The spec says what it turns on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from '../../scripts/lib/stack';
import { PROJECT_ROOT } from '../../scripts/lib/temporal-cli';
import { ensureTestWorkflowBundle } from '../../scripts/lib/workflow-bundle-cache';

export interface SpecStack extends Stack {
  /** A path of its console, as a whole URL. */
  url(path: string): string;
  /** A bearer token of a staff account (`POST /auth/dev/token` of its embedded provider). */
  token(request: APIRequestContext, email: string): Promise<string>;
  /** A browser of its own for one person, signed in with the product cookie. */
  personPage(browser: Browser, request: APIRequestContext, email: string, width?: number): Promise<Page>;
}

/** Starts it (`name` names its data folder) with `env` on top of what every spec stack sets. */
export async function startSpecStack(name: string, env: Record<string, string>): Promise<SpecStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `cgi-e2e-${name}-`));
  let stack: Stack;
  try {
    const workflowBundle =
      process.env.WORKFLOW_BUNDLE ?? (await ensureTestWorkflowBundle({ root: PROJECT_ROOT }));
    stack = await startStack({
      dataDir,
      env: { ...env, WORKFLOW_BUNDLE: workflowBundle, ...HIGH_RATE_LIMITS_ENV },
      buildWeb: false,
      output: { write: () => true },
      log: () => undefined,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = (path: string) => new URL(path, stack.urls.console).href;
  const token = async (request: APIRequestContext, email: string) => {
    const response = await request.post(url('/auth/dev/token'), { data: { email } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { token: string }).token;
  };
  return {
    ...stack,
    url,
    token,
    async personPage(browser, request, email, width = 1366) {
      const context = await browser.newContext({
        baseURL: stack.urls.console,
        viewport: { width, height: 900 },
      });
      await context.addCookies([
        { name: 'cgi_token', value: await token(request, email), url: stack.urls.console, sameSite: 'Lax' },
      ]);
      return context.newPage();
    },
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
