// What the e2e tests know about the stack the global setup started, and small helpers to sign
// in through the embedded identity provider the way a script would.
import type { APIRequestContext } from '@playwright/test';

/** Environment variables the global setup sets for the test workers. */
export const STACK_ENV = {
  baseUrl: 'E2E_BASE_URL',
  platformUrl: 'E2E_PLATFORM_URL',
  temporalAddress: 'E2E_TEMPORAL_ADDRESS',
  temporalUiUrl: 'E2E_TEMPORAL_UI_URL',
  temporalUiDirectUrl: 'E2E_TEMPORAL_UI_DIRECT_URL',
  dataDir: 'E2E_DATA_DIR',
} as const;

export interface StackUrls {
  console: string;
  platform: string | undefined;
  temporalAddress: string | undefined;
  temporalUi: string | undefined;
  /** The Temporal UI server itself, not through the console. */
  temporalUiDirect: string | undefined;
}

/**
 * The global setup starts one stack per Playwright worker and names each variable with the
 * stack's index (`E2E_BASE_URL_1`); a worker uses the stack of its TEST_PARALLEL_INDEX, which
 * no other worker running at the same time has. The tests of a worker thus run one at a time on
 * data and platform faults of their own, as in a serial run. A stack given from outside
 * (`E2E_BASE_URL` alone) is shared, and the config then runs one worker.
 */
export function stackIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function stackVariable(name: string, index: number): string {
  return `${name}_${index}`;
}

function stackEnv(name: string): string | undefined {
  return process.env[stackVariable(name, stackIndex())] ?? process.env[name];
}

/** The console's URL of this worker's stack, or undefined outside a run (config load). */
export function stackBaseUrl(): string | undefined {
  return stackEnv(STACK_ENV.baseUrl);
}

export function stackUrls(): StackUrls {
  const console = stackBaseUrl();
  if (!console)
    throw new Error(`${STACK_ENV.baseUrl} is not set: run the tests through playwright.config.ts`);
  return {
    console,
    platform: stackEnv(STACK_ENV.platformUrl),
    temporalAddress: stackEnv(STACK_ENV.temporalAddress),
    temporalUi: stackEnv(STACK_ENV.temporalUiUrl),
    temporalUiDirect: stackEnv(STACK_ENV.temporalUiDirectUrl),
  };
}

/** The platform of this worker's stack (the tests that inject its faults need it). */
export function stackPlatformUrl(): string {
  const url = stackUrls().platform;
  if (!url) throw new Error('E2E_PLATFORM_URL is not set: start the stack through playwright.config.ts');
  return url;
}

export interface DevAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  description: string;
  access: 'GRANTED' | 'REVOKED';
}

/** The staff accounts the embedded identity provider offers (`GET /auth/dev/accounts`). */
export async function devAccounts(request: APIRequestContext): Promise<DevAccount[]> {
  const response = await request.get(new URL('/auth/dev/accounts', stackUrls().console).href);
  if (!response.ok()) throw new Error(`GET /auth/dev/accounts: HTTP ${response.status()}`);
  return ((await response.json()) as { items: DevAccount[] }).items;
}

/** A bearer token for a staff account (`POST /auth/dev/token`), as a script would get one. */
export async function devToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(new URL('/auth/dev/token', stackUrls().console).href, {
    data: { email },
  });
  if (!response.ok()) throw new Error(`POST /auth/dev/token for ${email}: HTTP ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}
