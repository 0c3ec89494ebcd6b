// The api's edge, the same for every answer: security headers (helmet), no-store on everything
// under /api and /auth (tokens and personal data), per-client rate limits, and the fallbacks
// that answer an undeclared method with 405 and an unknown path with 404, in JSON and Spanish.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Express, NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import helmet from 'helmet';
import type { RateLimitConfig } from '../config';
import { logger } from '../logger';
import { apiMessages, HttpError } from './errors';

/** The paths whose answers may not be stored by a browser or a proxy. */
export const NO_STORE_PATHS = ['/api', '/auth', '/.well-known'];

/** Where each limit applies (POST only): sign-in and token requests, then every operation start. */
export const SIGN_IN_PATHS = ['/auth/dev/token', '/auth/dev/sign-in'];
export const OPERATION_START_PATHS = [
  '/api/operations',
  '/api/operations/validate',
  '/api/operations/bulk-retry',
  '/api/operations/:id/retry',
];

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
    handler: (req, res) => {
      const seconds = Number(res.getHeader('retry-after')) || windowSeconds;
      logger.warn('rate limit reached', {
        limit: name,
        ip: req.ip,
        method: req.method,
        path: req.originalUrl.split('?')[0],
      });
      res.status(429).json({ code: 'RATE_LIMITED', message: apiMessages.rateLimited(seconds) });
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

/** Security headers, no-store and the rate limits, before any route. */
export function installEdge(
  app: Express,
  options: { rateLimits: RateLimitConfig; trustProxy?: boolean | number | string },
): void {
  const { rateLimits: limits } = options;
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders());
  app.use(NO_STORE_PATHS, noStore);
  // Bad, expired or forged tokens: only answers that refused the token count.
  app.use(
    ['/api', '/auth'],
    limiter('auth-failures', limits.authFailures, limits.windowSeconds, {
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    }),
  );
  app.post(SIGN_IN_PATHS, limiter('sign-in', limits.signIn, limits.windowSeconds));
  app.post(OPERATION_START_PATHS, limiter('operation-starts', limits.operationStarts, limits.windowSeconds));
}

interface ContractPath {
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
    const matches = paths.filter((path) => path.pattern.test(req.path));
    if (matches.length === 0) {
      next();
      return;
    }
    const path = matches.reduce((best, candidate) =>
      lowerRank(candidate.rank, best.rank) < 0 ? candidate : best,
    );
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
