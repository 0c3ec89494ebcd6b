// A service route is a plain function from the request to the payload; the app wraps it
// with the envelope, the test hooks and the error mapping, and lists it in the route index.
import type { Request } from 'express';
import type { z } from 'zod';
import { errors, type ErrorEntry } from '../services/messages';
import { fail } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ServiceRoute {
  method: Method;
  /** Relative to the family prefix, in Express syntax (`/x/:id`). */
  path: string;
  /** Success status; 200 unless a route says otherwise. */
  status?: number;
  /** Extra response headers built from the payload (e.g. `location` of a 302). */
  headers?: (data: unknown) => Record<string, string>;
  handle(req: Request): Promise<unknown>;
}

export interface ServiceFamily {
  prefix: string;
  routes: ServiceRoute[];
}

/** Validates `value`; a failure is a 400 with `entry`'s code (families whose clients match on
 * a code of their own, such as eAuthz, pass theirs). */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  entry: ErrorEntry = errors.validation,
): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  throw fail(400, entry, `${entry.message}: ${detail}`);
}
