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

export function stackUrls(): StackUrls {
  const console = process.env[STACK_ENV.baseUrl];
  if (!console)
    throw new Error(`${STACK_ENV.baseUrl} is not set: run the tests through playwright.config.ts`);
  return {
    console,
    platform: process.env[STACK_ENV.platformUrl],
    temporalAddress: process.env[STACK_ENV.temporalAddress],
    temporalUi: process.env[STACK_ENV.temporalUiUrl],
    temporalUiDirect: process.env[STACK_ENV.temporalUiDirectUrl],
  };
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
