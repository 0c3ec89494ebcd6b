// Declares a route once: Express handler, request validation, role check and its OpenAPI
// entry come from the same definition, so the document cannot drift from the code.
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { errorBody, HttpError, validationError, apiMessages } from './errors';
import type { AuthContext } from '../auth/context';
import { noteAuth } from '../refusals/recorder';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
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

export interface RouteSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Express-style path, e.g. /api/subscribers/:number */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Roles allowed; `any` = any valid console session. */
  roles: readonly string[] | 'any';
  params?: P;
  query?: Q;
  body?: B;
  bodyExample?: unknown;
  headers?: z.ZodObject;
  responses: Record<number, ResponseSpec>;
  /** Returns the answer, or undefined when it wrote the response itself (streams). */
  handler: (
    ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>,
  ) => Promise<HandlerResult | undefined> | HandlerResult | undefined;
}

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function registerOpenApi(registry: OpenAPIRegistry, spec: RouteSpec, secured: boolean): void {
  const responses: RouteConfig['responses'] = {};
  for (const [status, response] of Object.entries(spec.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? {
            content: {
              [response.contentType ?? 'application/json']: {
                schema: response.schema,
                ...(response.example !== undefined ? { example: response.example } : {}),
              },
            },
          }
        : {}),
    };
  }
  const standardErrors: Record<number, string> = secured
    ? { 401: 'Sin sesión válida', 403: 'El rol no permite esta acción' }
    : {};
  for (const [status, description] of Object.entries(standardErrors)) {
    responses[status] ??= { description, content: { 'application/json': { schema: errorBody } } };
  }
  registry.registerPath({
    method: spec.method,
    path: toOpenApiPath(spec.path),
    summary: spec.summary,
    description:
      (spec.description ?? '') +
      (secured && spec.roles !== 'any' ? `\n\nRoles: ${spec.roles.join(', ')}.` : ''),
    tags: spec.tags,
    ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
      ...(spec.body
        ? {
            body: {
              required: true,
              content: {
                'application/json': {
                  schema: spec.body,
                  ...(spec.bodyExample !== undefined ? { example: spec.bodyExample } : {}),
                },
              },
            },
          }
        : {}),
    },
    responses,
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
          if (secured && spec.roles !== 'any' && !spec.roles.some((role) => auth.roles.includes(role))) {
            throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
          }
          const params = spec.params
            ? spec.params.safeParse(req.params)
            : { success: true as const, data: {} };
          if (!params.success) throw validationError(params.error);
          const query = spec.query ? spec.query.safeParse(req.query) : { success: true as const, data: {} };
          if (!query.success) throw validationError(query.error);
          const body = spec.body
            ? spec.body.safeParse(req.body ?? {})
            : { success: true as const, data: undefined };
          if (!body.success) throw validationError(body.error);
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
