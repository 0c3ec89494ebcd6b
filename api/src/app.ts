// Assembles the Express app from its dependencies; main.ts wires the real ones.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createPlatformClient, type ServiceBaseUrls } from '@cgi/platform/client';
import type { Client } from '@temporalio/client';
import express, { type Express } from 'express';
import type { AuthContext } from './auth/context';
import { devIdpRouter } from './auth/dev-idp/routes';
import type { DevIssuer } from './auth/dev-idp/issuer';
import type { TokenVerifier } from './auth/verifier';
import { registerCatalogRoutes } from './catalog/routes';
import { registerHealthRoutes } from './health/routes';
import { apiMessages, errorHandler, HttpError } from './http/errors';
import { buildOpenApiDocument } from './openapi/document';
import { registerOperationRoutes } from './operations/routes';
import { createOperationsService } from './operations/service';
import { registerSessionRoutes, type PublicConfig } from './session/routes';
import { registerSubscriberRoutes } from './subscribers/routes';

export interface AppDeps {
  temporal: Client;
  namespace: string;
  temporalUiUrl: string;
  platformUrl: string;
  serviceBaseUrls: ServiceBaseUrls;
  verifier: TokenVerifier;
  /** Present in embedded mode only. */
  devIssuer?: DevIssuer;
  publicConfig: PublicConfig;
  webDist?: string;
  taskQueue?: string;
}

export function createApp(deps: AppDeps): {
  app: Express;
  openApiDocument: ReturnType<typeof buildOpenApiDocument>;
} {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(express.json({ limit: '1mb' }));
  const registry = new OpenAPIRegistry();
  const router = express.Router();
  const authenticate = (req: express.Request): Promise<AuthContext> => deps.verifier.authenticate(req);
  const platformFor = (auth: AuthContext) => {
    void auth;
    return createPlatformClient({ baseUrls: deps.serviceBaseUrls });
  };

  registerHealthRoutes(router, registry, {
    temporal: () => deps.temporal,
    namespace: deps.namespace,
    platformUrl: deps.platformUrl,
  });
  registerSessionRoutes(router, registry, authenticate, deps.publicConfig);
  registerSubscriberRoutes(router, registry, authenticate, platformFor);
  registerCatalogRoutes(router, registry, authenticate, platformFor);
  const operations = createOperationsService({
    client: deps.temporal,
    namespace: deps.namespace,
    temporalUiUrl: deps.temporalUiUrl,
    taskQueue: deps.taskQueue,
  });
  registerOperationRoutes(router, registry, authenticate, operations);
  if (deps.devIssuer) router.use(devIdpRouter(deps.devIssuer, registry));

  const openApiDocument = buildOpenApiDocument(registry);
  router.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(router);
  app.use('/api', (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', apiMessages.notFound)));

  if (deps.webDist && existsSync(join(deps.webDist, 'index.html'))) {
    const dist = resolve(deps.webDist);
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    // SPA fallback: the router in the browser decides what every other path shows.
    app.get('/{*path}', (_req, res) => {
      res.sendFile(join(dist, 'index.html'));
    });
  }
  app.use(errorHandler);
  return { app, openApiDocument };
}
