// Declares a route once: Express handler, request validation, role check and its OpenAPI
// entry come from the same definition, so the document cannot drift from the code.
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { errorBody, HttpError, validationError, apiMessages } from './errors';
import type { AuthContext } from '../auth/context';
import { noteAuth } from './answer-notes';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** The media type of the body, or every one it may have (an export: CSV or JSON lines). */
  contentType?: string | readonly string[];
  example?: unknown;
}

export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: AuthContext;
  req: Request;
  res: Response;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A body that is not JSON (a file sent as it is): described in the contract, read by the handler. */
export interface RawBodySpec {
  /** Media types the contract lists for it. */
  mediaTypes: string[];
  description: string;
  maxBytes: number;
}

export interface RouteSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Express-style path, e.g. /api/subscribers/:number */
  path: string;
  /** Default: the method and the path's words, e.g. getSubscribersByNumber. */
  operationId?: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Roles allowed; `any` = any valid console session. */
  roles: readonly string[] | 'any';
  params?: P;
  query?: Q;
  body?: B;
  bodyExample?: unknown;
  /**
   * What the document says the body is, where it says more than `body` validates (the start of
   * an operation: one schema per type, which the contract checks after the route): a schema or
   * a reference, with named examples.
   */
  bodyDocument?: { schema: { $ref: string }; examples?: Record<string, { summary: string; value: unknown }> };
  /** Instead of `body`: the raw request body, which the handler reads itself. */
  rawBody?: RawBodySpec;
  headers?: z.ZodObject;
  /** A limit keyed by the caller (see edge.ts), applied once the token is verified. */
  rateLimit?: RequestHandler;
  /**
   * Who may act, where that depends on what the path names (an operation's type) or on the
   * body's `type`: checked once the path is read and before the query and the body are
   * validated, so a caller who may not act gets 403 whatever they send. `body` is as it came.
   */
  authorize?: (ctx: {
    params: z.output<P>;
    body: unknown;
    auth: AuthContext;
    req: Request;
  }) => Promise<void> | void;
  responses: Record<number, ResponseSpec>;
  /** Returns the answer, or undefined when it wrote the response itself (streams). */
  handler: (
    ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>,
  ) => Promise<HandlerResult | undefined> | HandlerResult | undefined;
}

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** get /api/operations/:id/events → getOperationsByIdEvents (unique: one per method and path). */
export function defaultOperationId(method: Method, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalized(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(capitalized)
            .join(''),
    );
  return method + words.join('');
}

/** The answers every route may give besides its own, by what the route declares. */
function standardResponses(spec: RouteSpec, secured: boolean): Record<number, string> {
  const responses: Record<number, string> = {};
  if (spec.params ?? spec.query ?? spec.body ?? spec.headers ?? spec.rawBody) {
    responses[400] = 'Datos inválidos: `fields` tiene el error de cada campo (también un JSON mal formado)';
  }
  if (secured) {
    responses[401] = 'Sin sesión válida';
    responses[403] = 'El rol no permite esta acción';
  }
  if (spec.body ?? spec.rawBody) responses[413] = 'El cuerpo de la solicitud supera el máximo';
  responses[429] = 'Demasiadas solicitudes de este cliente: `Retry-After` dice cuántos segundos esperar';
  return responses;
}

function requestBodyOf(spec: RouteSpec): NonNullable<RouteConfig['request']>['body'] | undefined {
  if (spec.rawBody) {
    const { mediaTypes, description, maxBytes } = spec.rawBody;
    return {
      required: true,
      description: `${description} (${maxBytes} bytes como máximo)`,
      content: Object.fromEntries(
        mediaTypes.map((type) => [type, { schema: { type: 'string', maxLength: maxBytes } }]),
      ),
    };
  }
  if (spec.bodyDocument) {
    return { required: true, content: { 'application/json': { ...spec.bodyDocument } } };
  }
  if (!spec.body) return undefined;
  return {
    required: true,
    content: {
      'application/json': {
        schema: spec.body,
        ...(spec.bodyExample !== undefined ? { example: spec.bodyExample } : {}),
      },
    },
  };
}

export function registerOpenApi(registry: OpenAPIRegistry, spec: RouteSpec, secured: boolean): void {
  const responses: RouteConfig['responses'] = {};
  for (const [status, response] of Object.entries(spec.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? {
            content: Object.fromEntries(
              [response.contentType ?? 'application/json'].flat().map((mediaType) => [
                mediaType,
                {
                  schema: response.schema,
                  ...(response.example !== undefined ? { example: response.example } : {}),
                },
              ]),
            ),
          }
        : {}),
    };
  }
  for (const [status, description] of Object.entries(standardResponses(spec, secured))) {
    responses[status] ??= {
      description,
      ...(status === '429'
        ? {
            headers: {
              'Retry-After': {
                description: 'Segundos hasta poder volver a intentar',
                schema: { type: 'integer' },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: errorBody } },
    };
  }
  const body = requestBodyOf(spec);
  registry.registerPath({
    method: spec.method,
    path: toOpenApiPath(spec.path),
    operationId: spec.operationId ?? defaultOperationId(spec.method, spec.path),
    summary: spec.summary,
    description:
      (spec.description ?? '') +
      (secured && spec.roles !== 'any' ? `\n\nRoles: ${spec.roles.join(', ')}.` : ''),
    tags: spec.tags,
    // Public routes say so: an operation without `security` would inherit a global one.
    security: secured ? [{ bearerAuth: [] }] : [],
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
      ...(body ? { body } : {}),
    },
    responses,
  });
}

/** The first field of a request (params, query or JSON body) holding a NUL character. */
function fieldWithNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      const found = fieldWithNul(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** NUL reaches no service: PostgreSQL refuses it in text, so it would come back as a 5xx. */
function refuseNul(req: Request): void {
  for (const part of [req.params, req.query, req.body] as unknown[]) {
    const field = fieldWithNul(part);
    if (field !== undefined) {
      throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, {
        [field]: apiMessages.nulCharacter,
      });
    }
  }
}

/**
 * Whether a request goes to a route that reads its body raw: the JSON parser in front of every
 * route leaves those alone (a CSV sent as application/json is still a CSV to check).
 */
export function rawBodyRoutes(registry: OpenAPIRegistry): (req: Request) => boolean {
  const routes = registry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const content = definition.route.request?.body?.content ?? {};
    if (Object.keys(content).length === 0 || 'application/json' in content) return [];
    const pattern = definition.route.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return [{ method: definition.route.method.toUpperCase(), path: new RegExp(`^${pattern}$`) }];
  });
  return (req) => routes.some((route) => route.method === req.method && route.path.test(req.path));
}

/** Runs a limiter middleware in line: resolves when it lets the request on, rejects with its 429. */
function applyLimit(limit: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void limit(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}

export interface RouteTable {
  add<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(spec: RouteSpec<P, Q, B>): void;
}

export function createRouteTable(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  options: { public?: boolean } = {},
): RouteTable {
  return {
    add(spec) {
      const secured = !options.public;
      registerOpenApi(registry, spec as unknown as RouteSpec, secured);
      router[spec.method](spec.path, async (req, res, next) => {
        try {
          const auth = secured ? await authenticate(req) : ({ anonymous: true } as unknown as AuthContext);
          if (secured) noteAuth(res, auth);
          if (spec.rateLimit) await applyLimit(spec.rateLimit, req, res);
          if (secured && spec.roles !== 'any' && !spec.roles.some((role) => auth.roles.includes(role))) {
            throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
          }
          refuseNul(req);
          const params = spec.params
            ? spec.params.safeParse(req.params)
            : { success: true as const, data: {} };
          if (!params.success) throw validationError(params.error, [], req.params);
          if (spec.authorize) {
            await spec.authorize({ params: params.data as never, body: req.body as unknown, auth, req });
          }
          const query = spec.query ? spec.query.safeParse(req.query) : { success: true as const, data: {} };
          if (!query.success) throw validationError(query.error, [], req.query);
          const body = spec.body
            ? spec.body.safeParse(req.body ?? {})
            : { success: true as const, data: undefined };
          if (!body.success) throw validationError(body.error, [], req.body);
          const result = await spec.handler({
            params: params.data as never,
            query: query.data as never,
            body: body.data as never,
            auth,
            req,
            res,
          });
          if (!result) return;
          for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
          if (result.body === undefined) res.status(result.status).end();
          else res.status(result.status).json(result.body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
