// The one place that knows how the console API is reached: openapi-fetch over the generated
// contract's `paths`, the bearer header, and the error envelope turned into ApiError.
import createClient, { type Middleware } from 'openapi-fetch';
import { messages } from '../messages';
import { readToken } from '../lib/session-storage';
import { ApiError } from './errors';
import type { paths } from '../../../../openapi/schema';
import type { ApiErrorBody } from './types';

const PUBLIC_PATHS = new Set(['/api/config', '/api/health']);

export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const auth: Middleware = {
  onRequest({ request, schemaPath }) {
    if (PUBLIC_PATHS.has(schemaPath)) return undefined;
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

// fetch is looked up on each call (not captured once), so a test can stand in for the network.
export const api = createClient<paths>({ baseUrl: '', fetch: (request) => globalThis.fetch(request) });
api.use(auth);

type Result<T> = { data?: T; error?: unknown; response: Response };

/** Resolves with the body of a 2xx answer, or rejects with ApiError. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, undefined, messages.app.genericError);
  }
  const { data, error, response } = result;
  if (!response.ok || data === undefined) {
    const body = typeof error === 'object' && error !== null ? (error as Partial<ApiErrorBody>) : undefined;
    throw new ApiError(response.status, body, messages.app.genericError);
  }
  return data;
}

/** Raw fetch with the bearer header, for what openapi-fetch cannot read (SSE streams). */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  return fetch(path, { ...init, headers });
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    body = undefined;
  }
  return new ApiError(response.status, body, messages.app.genericError);
}
