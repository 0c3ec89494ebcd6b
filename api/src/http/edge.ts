// The api's edge, the same for every answer: security headers (helmet), no-store on everything
// under /api and /auth (tokens and personal data), per-client rate limits, and the fallbacks
// that answer an undeclared method with 405 and an unknown path with 404, in JSON and Spanish.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type {
  ErrorRequestHandler,
  Express,
  NextFunction,
  Request,
  RequestHandler,
  Response,
  Router,
} from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import helmet from 'helmet';
import type { AuthContext } from '../auth/context';
import type { RateLimitConfig } from '../config';
import { logger } from '../logger';
import { requestRoute } from '../observability/request-route';
import { apiMessages, HttpError } from './errors';

/** The paths whose answers may not be stored by a browser or a proxy. */
export const NO_STORE_PATHS = ['/api', '/auth', '/.well-known'];

/** Where the sign-in limit applies (POST only): the development sign-in and token requests. */
export const SIGN_IN_PATHS = ['/auth/dev/token', '/auth/dev/sign-in'];

/** The console's Content-Security-Policy: its own scripts only, nothing inline. */
export const CONSOLE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The built web app is module scripts from /assets: no inline script anywhere.
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix's scroll lock and the two server-rendered pages (sign-in, API reference) use
  // <style> elements; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Helmet with the console's policy. `scriptSrc` replaces the policy's script sources for a page
 * that needs more than 'self' (the Temporal UI's inline bootstrap, by its hash).
 */
export const securityHeaders = (options: { scriptSrc?: string[] } = {}): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONSOLE_CSP_DIRECTIVES,
        ...(options.scriptSrc ? { scriptSrc: options.scriptSrc } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });

function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('cache-control', 'no-store');
  next();
}

/**
 * One express-rate-limit limiter (fixed window, in this process's memory). Over the limit it
 * hands a 429 to the error handler (so the refusal is recorded like any other) after the
 * library has set Retry-After and the RateLimit headers; that also lets it run where a
 * middleware cannot, inside a route once its token is verified.
 */
function limiter(
  name: string,
  limit: number,
  windowSeconds: number,
  extra: Partial<Options> = {},
): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    handler: (req, res, next) => {
      const seconds = Number(res.getHeader('retry-after')) || windowSeconds;
      // The address only: a subject-keyed limit's key names a person (and so may the path).
      logger.warn('rate limit reached', {
        limit: name,
        ip: req.ip,
        method: req.method,
        route: requestRoute(req),
      });
      next(new HttpError(429, 'RATE_LIMITED', apiMessages.rateLimited(seconds)));
    },
    logger: {
      warn: (error: unknown, message?: string) =>
        logger.warn(message ?? 'rate limiter warning', { limit: name, error: String(error) }),
      error: (error: unknown, message?: string) =>
        logger.error(message ?? 'rate limiter error', { limit: name, error: String(error) }),
    },
    ...extra,
  });
}

/** Who a signed-in caller is, for their limits: the service account, else the token's subject. */
export function limitSubjectOf(auth: AuthContext): string {
  if (auth.serviceAccount) return `service-account:${auth.serviceAccount}`;
  return `staff:${auth.claims.sub ?? auth.email}`;
}

interface LimitLocals {
  auth?: AuthContext;
}

/**
 * Operation starts, validations, retries and bulk retries, per signed-in caller: applied by the
 * route table once the token is verified (RouteSpec.rateLimit), so people behind one address
 * (an office, a proxy without TRUST_PROXY) each have their own quota.
 */
function operationStartLimiter(limits: RateLimitConfig): RequestHandler {
  return limiter('operation-starts', limits.operationStarts, limits.windowSeconds, {
    keyGenerator: (_req, res) => {
      const auth = (res.locals as LimitLocals).auth;
      // The route table notes the caller before it applies the limit; without one, nothing to key by.
      if (!auth) throw new Error('operation-start limit applied before the token was verified');
      return limitSubjectOf(auth);
    },
  });
}

/**
 * Requests refused for their token (401), by address: counted at the moment of the refusal, in
 * the error path, so a request in flight, a long poll or an event stream never counts. Past
 * the limit a refused token is answered 429 instead of 401; a valid token from the same
 * address goes on as usual.
 */
function authFailureLimiter(limits: RateLimitConfig): ErrorRequestHandler {
  const count = limiter('auth-failures', limits.authFailures, limits.windowSeconds);
  return (error: unknown, req, res, next) => {
    if (!(error instanceof HttpError && error.status === 401) || res.headersSent) {
      next(error);
      return;
    }
    void count(req, res, (limited?: unknown) => {
      next(limited ?? error);
    });
  };
}

export interface EdgeLimits {
  /** For the operation-start routes, once their token is verified (RouteSpec.rateLimit). */
  operationStarts: RequestHandler;
  /** An error handler, right before the last one: counts refused tokens and limits them. */
  authFailures: ErrorRequestHandler;
}

/**
 * Security headers, no-store and the sign-in limit (by address: nobody is signed in yet), before
 * any route; answers the limits that apply later, once a request is known (see EdgeLimits).
 */
export function installEdge(
  app: Express,
  options: { rateLimits: RateLimitConfig; trustProxy?: boolean | number | string },
): EdgeLimits {
  const { rateLimits: limits } = options;
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders());
  app.use(NO_STORE_PATHS, noStore);
  app.post(SIGN_IN_PATHS, limiter('sign-in', limits.signIn, limits.windowSeconds));
  return { operationStarts: operationStartLimiter(limits), authFailures: authFailureLimiter(limits) };
}

interface ContractPath {
  /** As the contract writes it: /api/users/by-email/{email}. */
  path: string;
  pattern: RegExp;
  /** 0 for a literal segment, 1 for a parameter: the lowest wins, as OpenAPI matches paths. */
  rank: number[];
  methods: Set<string>;
}

function contractPaths(registry: OpenAPIRegistry): ContractPath[] {
  const byPath = new Map<string, Set<string>>();
  for (const definition of registry.definitions) {
    if (definition.type !== 'route') continue;
    const methods = byPath.get(definition.route.path) ?? new Set<string>();
    methods.add(definition.route.method.toUpperCase());
    byPath.set(definition.route.path, methods);
  }
  return [...byPath].map(([path, methods]) => {
    const segments = path.split('/').slice(1);
    const pattern = segments
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    if (methods.has('GET')) methods.add('HEAD');
    return {
      path,
      pattern: new RegExp(`^/${pattern}/?$`),
      rank: segments.map((segment) => (segment.startsWith('{') ? 1 : 0)),
      methods,
    };
  });
}

const lowerRank = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** The most specific contract path `path` is an instance of (OpenAPI's rule), if any. */
function matchingContractPath(paths: readonly ContractPath[], path: string): ContractPath | undefined {
  const matches = paths.filter((candidate) => candidate.pattern.test(path));
  if (matches.length === 0) return undefined;
  return matches.reduce((best, candidate) => (lowerRank(candidate.rank, best.rank) < 0 ? candidate : best));
}

/**
 * The contract's route of a path, Express-style (/api/users/by-email/:email), if the contract
 * declares one: what a log line names for a request no route answered (a 405, a refused body).
 */
export function contractRoutes(registry: OpenAPIRegistry): (path: string) => string | undefined {
  let paths: ContractPath[] | undefined;
  return (path) => {
    paths ??= contractPaths(registry);
    return matchingContractPath(paths, path)?.path.replace(/\{([^}]+)\}/g, ':$1');
  };
}

/**
 * Before the routes: the methods a path of the contract declares are the only ones it takes
 * (405 with Allow for the rest, and Allow for OPTIONS). The most specific path wins, as in
 * OpenAPI: /api/operations/validate is not /api/operations/{id}. Paths outside the contract
 * (pages, JWKS) go on to the routes.
 */
export function contractMethods(registry: OpenAPIRegistry): RequestHandler {
  let paths: ContractPath[] | undefined;
  return (req, res, next) => {
    paths ??= contractPaths(registry);
    const path = matchingContractPath(paths, req.path);
    if (!path) {
      next();
      return;
    }
    if (path.methods.has(req.method)) {
      next();
      return;
    }
    const allow = [...path.methods].sort().join(', ');
    res.setHeader('allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next(new HttpError(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed(allow)));
  };
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
  match(path: string): boolean;
}

/** Every route of a router (and of the routers mounted in it), with its methods. */
function routeLayers(router: Router): RouteLayer[] {
  const layers: RouteLayer[] = [];
  const walk = (stack: RouteLayer[]) => {
    for (const layer of stack) {
      if (layer.route) layers.push(layer);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: RouteLayer[] }).stack);
  return layers;
}

/** After the routes: a path outside the contract some route declares, asked with another method, is 405. */
export function methodNotAllowed(router: Router): RequestHandler {
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const layer of routeLayers(router)) {
      let matches: boolean;
      try {
        matches = layer.match(req.path);
      } catch (error) {
        // A path parameter that does not percent-decode.
        next(error);
        return;
      }
      if (!matches) continue;
      for (const [method, on] of Object.entries(layer.route!.methods)) {
        if (on && method !== '_all') allowed.add(method.toUpperCase());
      }
    }
    if (allowed.size === 0) {
      next();
      return;
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    const allow = [...allowed].sort().join(', ');
    res.setHeader('allow', allow);
    next(new HttpError(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed(allow)));
  };
}

/** The last handler before the error handler: what no route answered. */
export function notFound(options: { spa: boolean }): RequestHandler {
  return (req, res, next) => {
    const api = /^\/(api|auth|\.well-known)(\/|$)/.test(req.path);
    if (!api && options.spa && req.method !== 'GET' && req.method !== 'HEAD') {
      // The web app's pages are read with GET only.
      res.setHeader('allow', 'GET, HEAD');
      next(new HttpError(405, 'METHOD_NOT_ALLOWED', apiMessages.methodNotAllowed('GET, HEAD')));
      return;
    }
    next(new HttpError(404, 'NOT_FOUND', apiMessages.notFound));
  };
}
