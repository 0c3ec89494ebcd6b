import type { ErrorRequestHandler, RequestHandler } from 'express';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlStateOf } from '../db/types';
import type { Logger } from '../logger';
import { errors, type ErrorEntry } from '../services/messages';

/** A failure answered as `status {codeMessageLanguage, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More fields of the error body (e.g. the failing `api` of an impersonation). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function fail(
  status: number,
  entry: ErrorEntry,
  message: string = entry.message,
  extra?: Record<string, string>,
): HttpError {
  return new HttpError(status, entry.code, message, extra);
}

export const notFoundRoute: RequestHandler = (req) => {
  throw fail(404, errors.routeNotFound, `${errors.routeNotFound.message}: ${req.method} ${req.path}`);
};

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if ((error as { type?: unknown }).type === 'entity.parse.failed') return fail(400, errors.invalidJson);
  // Races the explicit checks cannot see (two requests inserting the same row at once).
  const state = sqlStateOf(error);
  if (state === UNIQUE_VIOLATION) return fail(409, errors.conflict);
  if (state === FOREIGN_KEY_VIOLATION) return fail(400, errors.invalidReference);
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known = toHttpError(error);
    if (!known) logger.error(`${req.method} ${req.path} failed`, error);
    const answer = known ?? fail(500, errors.internal);
    res
      .status(answer.status)
      .json({ codeMessageLanguage: answer.code, message: answer.message, ...answer.extra });
  };
}
