// What the api's log lines and its refusal record say of a request: the route it took, with its
// parameters as names (`/api/users/by-email/:email`), never the URL, whose path and query carry
// customers' e-mails, names and CUITs (issue 40), and only the query values known to hold none.
import type { IncomingMessage } from 'node:http';

type ExpressRequest = IncomingMessage & {
  route?: { path?: unknown };
  baseUrl?: string;
  originalUrl?: string;
};

/** The request's path as it arrived (a router's mount does not change it), without the query. */
function originalPath(req: ExpressRequest): string {
  return (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
}

/** Where the console serves things besides its routes: a path under one keeps its route words. */
const MOUNTS = new Set(['api', 'auth', '.well-known', 'temporal', 'assets', 'codec']);

/** A segment a route is written with (`namespaces`, `v1`, `batch-operations`), not a value in it. */
const ROUTE_WORD = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The route a request took: the pattern Express matched; else the contract's path it is an
 * instance of (`contractRoute`, for a request answered before any route: a 405, a body refused);
 * else, under one of the console's mounts (the Temporal UI's door, the api), its path with every
 * segment that is not a route word as `:param`
 * (`/temporal/api/v1/namespaces/default/workflows/:param/cancel`); else `/…`: nothing a caller
 * typed (an e-mail, a CUIT, an operation id that holds one) is named.
 */
export function requestRoute(
  req: IncomingMessage,
  contractRoute?: (path: string) => string | undefined,
): string {
  const express = req as ExpressRequest;
  if (express.route && typeof express.route.path === 'string') {
    return `${express.baseUrl ?? ''}${express.route.path}`;
  }
  const path = originalPath(express);
  const declared = contractRoute?.(path);
  if (declared) return declared;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  if (!MOUNTS.has(segments[0]!)) return '/…';
  return `/${segments.map((segment) => (ROUTE_WORD.test(segment) ? segment : ':param')).join('/')}`;
}

/**
 * Query parameters whose values never name a person (paging, periods, statuses, types, formats):
 * a log line shows them. Every other value (e-mail, CUIT, actor, target, related, names, search
 * texts, page tokens) shows as REDACTED, and so does a parameter added later until it is listed.
 */
export const QUERY_KEYS_LOGGED_AS_THEY_ARE: ReadonlySet<string> = new Set([
  'offset',
  'limit',
  'associatedOffset',
  'notAssociatedOffset',
  'pageSize',
  'after',
  'before',
  'from',
  'to',
  'start',
  'end',
  'period',
  'status',
  'type',
  'types',
  'operationType',
  'decision',
  'order',
  'format',
  'unread',
  'wait',
]);

export const REDACTED = '[redacted]';

/** What a listed parameter's value looks like when it is one (a number, a date, a code): no '@', no spaces. */
const PLAIN_VALUE = /^[A-Za-z0-9_.:,+-]{0,100}$/;
/** A parameter's name as the api's are written; any other (`?ana@demo.com=1`) is not shown. */
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

/** The request's query as a log line holds it, or undefined when it has none. */
export function loggedQuery(req: IncomingMessage): Record<string, string> | undefined {
  const url = (req as ExpressRequest).originalUrl ?? req.url ?? '';
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  const query: Record<string, string> = {};
  let unnamed = 0;
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    if (!PARAMETER_NAME.test(key)) {
      unnamed += 1;
      continue;
    }
    const shown = QUERY_KEYS_LOGGED_AS_THEY_ARE.has(key) && PLAIN_VALUE.test(value) ? value : REDACTED;
    query[key] = key in query ? `${query[key]},${shown}` : shown;
  }
  if (unnamed) query['…'] = `${unnamed} more`;
  return Object.keys(query).length ? query : undefined;
}
