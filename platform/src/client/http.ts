// One HTTP helper for every service family: the platform answers `{ data }` on success
// and `{ codeMessageLanguage, message }` with a 4xx/5xx status on failure.
// Calls go through undici's `request`, not the global `fetch`: the same connection pool at a
// third of fetch's CPU per call (no WHATWG streams and Response objects), which every step of
// every operation and every staff read pays (docs/performance.md). A multipart upload keeps
// `fetch`, which takes the global FormData.
import { request } from 'undici';
import { currentCallContext, nextIdempotencyKey } from './call-context';

export type ServiceFamily =
  | 'subscribers'
  | 'organizations'
  | 'loginAccounts'
  | 'authentication'
  | 'invites'
  | 'products'
  | 'eventLog'
  | 'suborganizations'
  | 'storage'
  | 'meRegistration'
  | 'authorization'
  | 'globalNotifications'
  | 'versions'
  | 'fileExtensions'
  | 'identityTools'
  | 'sessions'
  | 'declarations'
  | 'legalCommunications'
  | 'firmsCustomers'
  | 'legacyUsers';

export type ServiceBaseUrls = Record<ServiceFamily, string>;

/** Path prefix of each family on the reference platform process. */
export const familyPrefixes: Record<ServiceFamily, string> = {
  subscribers: '/subscribers',
  organizations: '/organizations',
  loginAccounts: '/login-accounts',
  authentication: '/authentication',
  invites: '/invites',
  products: '/products',
  eventLog: '/event-log',
  suborganizations: '/suborganizations',
  storage: '/storage',
  meRegistration: '/me-registration',
  authorization: '/authorization',
  globalNotifications: '/global-notifications',
  versions: '/versions',
  fileExtensions: '/file-extensions',
  identityTools: '/identity-tools',
  sessions: '/sessions',
  declarations: '/declarations',
  legalCommunications: '/legal-communications',
  firmsCustomers: '/firms-customers',
  legacyUsers: '/legacy-users',
};

/** Base URLs for a reference platform listening at `origin` (e.g. http://localhost:3100). */
export function baseUrlsFor(origin: string): ServiceBaseUrls {
  const trimmed = origin.replace(/\/$/, '');
  return Object.fromEntries(
    Object.entries(familyPrefixes).map(([family, prefix]) => [family, `${trimmed}${prefix}`]),
  ) as ServiceBaseUrls;
}

export interface PlatformErrorBody {
  codeMessageLanguage?: string;
  message?: string;
  /** Impersonation failures name the api that failed (spec 2 §8). */
  api?: string;
}

/** A non-2xx answer from a platform service, or a transport failure (status 0). */
export class PlatformError extends Error {
  constructor(
    readonly service: ServiceFamily,
    readonly status: number,
    readonly body: PlatformErrorBody,
    readonly path: string,
  ) {
    super(
      `${service} ${path} → ${status === 0 ? 'sin conexión' : status}: ${body.message ?? body.codeMessageLanguage ?? ''}`,
    );
    this.name = 'PlatformError';
  }

  /**
   * Worth trying again: no answer, a server failure, too many requests, a timeout, or the same
   * write still being processed (a repeat that arrived while the first try was in flight).
   */
  get isTransient(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.status === 429 ||
      this.status === 408 ||
      (this.status === 409 && this.code === IDEMPOTENCY_IN_PROGRESS)
    );
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The service's own code for the failure (`codeMessageLanguage`), when it gave one. */
  get code(): string | undefined {
    return this.body.codeMessageLanguage;
  }

  messageIncludes(text: string): boolean {
    return (this.body.message ?? '').toLowerCase().includes(text.toLowerCase());
  }
}

/** The service's code for a write whose Idempotency-Key is still being processed. */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotencyKeyInProgress';

/** A call's own timeout stops this long before the deadline of the work it runs in. */
const DEADLINE_MARGIN_MS = 750;

/** The header that carries the platform's service credential (see platform/src/http/door.ts). */
export const PLATFORM_KEY_HEADER = 'x-platform-key';

export interface HttpOptions {
  baseUrls: ServiceBaseUrls;
  /** The platform's service credential, sent on every call when set. */
  serviceKey?: string;
  /** Bearer token forwarded on every call, as the spec requires. */
  token?: string;
  timeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined | string[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallInit {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`. */
  form?: FormData;
  /** Replaces the configured bearer token for this call (impersonation tokens). */
  bearer?: string;
  /** Treat a 3xx answer as success and read its body (no call follows a redirect). */
  acceptRedirect?: boolean;
  /**
   * A query sent with POST (a search): no Idempotency-Key, so a repeat reads afresh. Token
   * issuance is marked so too: its answer is a secret no service should keep to replay.
   */
  read?: boolean;
}

export function createHttp(options: HttpOptions) {
  return async function call<T>(
    service: ServiceFamily,
    method: HttpMethod,
    path: string,
    init: CallInit = {},
  ): Promise<T> {
    const url = new URL(options.baseUrls[service] + path);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, v));
      else url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined && !init.form) headers['content-type'] = 'application/json';
    const bearer = init.bearer ?? options.token;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (options.serviceKey) headers[PLATFORM_KEY_HEADER] = options.serviceKey;
    const context = currentCallContext();
    if (method !== 'GET' && !init.read) {
      const key = nextIdempotencyKey(method, path);
      if (key) headers['idempotency-key'] = key;
    }
    // Never wait past the work this call belongs to: an activity that timed out must not leave
    // its request running while a retry sends the same write again.
    let timeoutMs = options.timeoutMs ?? 15_000;
    if (context?.deadline)
      timeoutMs = Math.min(timeoutMs, context.deadline - Date.now() - DEADLINE_MARGIN_MS);
    const timeout = AbortSignal.timeout(Math.max(1, timeoutMs));
    const signal = context?.signal ? AbortSignal.any([timeout, context.signal]) : timeout;
    let status: number;
    let text: string;
    try {
      if (init.form) {
        const response = await fetch(url, { method, headers, body: init.form, redirect: 'manual', signal });
        status = response.status;
        text = await response.text();
      } else {
        const response = await request(url, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal,
        });
        status = response.statusCode;
        text = await response.body.text();
      }
    } catch (error) {
      throw new PlatformError(service, 0, { message: (error as Error).message }, path);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { message: text };
    }
    const ok = status >= 200 && status < 300;
    const redirected = init.acceptRedirect && status >= 300 && status < 400;
    if (!ok && !redirected) {
      throw new PlatformError(service, status, (parsed ?? {}) as PlatformErrorBody, path);
    }
    return (parsed as { data: T }).data;
  };
}

export type Call = ReturnType<typeof createHttp>;
