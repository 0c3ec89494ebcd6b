import type { ApiErrorBody } from './types';

/** A non-2xx answer of the console API, carrying its one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | undefined, fallbackMessage: string) {
    super(body?.message || fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? `HTTP_${status}`;
    this.fields = body?.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for errors the shell handles globally (session ended, access denied). */
export function isSessionError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
