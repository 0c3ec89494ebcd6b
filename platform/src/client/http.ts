// One HTTP helper for every service family: the platform answers `{ data }` on success
// and `{ codeMessageLanguage, message }` with a 4xx/5xx status on failure.

export type ServiceFamily =
  'subscribers' | 'organizations' | 'loginAccounts' | 'authentication' | 'invites' | 'products' | 'eventLog';

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

  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  messageIncludes(text: string): boolean {
    return (this.body.message ?? '').toLowerCase().includes(text.toLowerCase());
  }
}

export interface HttpOptions {
  baseUrls: ServiceBaseUrls;
  /** Bearer token forwarded on every call, as the spec requires. */
  token?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined | string[]>;

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetchImpl ?? fetch;
  return async function call<T>(
    service: ServiceFamily,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init: { query?: Query; body?: unknown } = {},
  ): Promise<T> {
    const url = new URL(options.baseUrls[service] + path);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, v));
      else url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PlatformError(service, 0, { message: (error as Error).message }, path);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { message: text };
    }
    if (!response.ok) {
      throw new PlatformError(service, response.status, (parsed ?? {}) as PlatformErrorBody, path);
    }
    return (parsed as { data: T }).data;
  };
}
