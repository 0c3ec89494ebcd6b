// Assembles the Express app from its dependencies; main.ts wires the real ones.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createPlatformClient, type ServiceBaseUrls } from '@cgi/platform/client';
import type { StepRetryPolicy } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import express, { type Express } from 'express';
import { decodeJwt } from 'jose';
import type { AuthContext } from './auth/context';
import { devIdpRouter } from './auth/dev-idp/routes';
import type { DevIssuer } from './auth/dev-idp/issuer';
import type { TokenVerifier } from './auth/verifier';
import { registerCatalogRoutes } from './catalog/routes';
import { registerHealthRoutes } from './health/routes';
import { apiMessages, errorHandler, HttpError } from './http/errors';
import { webAppRouter } from './http/web-app';
import { buildOpenApiDocument } from './openapi/document';
import { registerOperationRoutes } from './operations/routes';
import { createOperationsService } from './operations/service';
import { renderApiReference } from './openapi/reference-page';
import { registerServiceAccountRoutes } from './service-accounts/routes';
import {
  createServiceAccounts,
  SERVICE_ACCOUNT_ISSUER,
  type ServiceAccounts,
} from './service-accounts/service-accounts';
import { registerSessionRoutes, type PublicConfig } from './session/routes';
import { registerSubscriberRoutes } from './subscribers/routes';
import { registerOrganizationRoutes } from './organizations/routes';
import { registerStorageRoutes } from './storage/routes';
import { registerStudyRoutes } from './studies/routes';
import { registerUserRoutes } from './users/routes';
import { registerMeInstancesRoutes } from './me-instances/routes';
import { registerMeInstanceDetailRoutes } from './me-instance-detail/routes';
import { registerMeBulkRoutes } from './me-bulk/routes';
import { registerMeEventanillaRoutes } from './me-eventanilla/routes';
import { registerVersionsRoutes } from './versions/routes';
import { registerNotificationsRoutes } from './notifications/routes';
import { registerSecurityRoutes } from './security/routes';

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
  /** Automation tokens; default: in memory with a throw-away key. */
  serviceAccounts?: ServiceAccounts;
  /** Step retry policy for every operation started (tests and demos lower it). */
  stepRetry?: StepRetryPolicy;
}

function bearerOf(req: express.Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

/** Which issuer a bearer token claims, before any verification (to pick the verifier). */
function claimedIssuer(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    return decodeJwt(token).iss;
  } catch {
    return undefined;
  }
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
  const serviceAccounts = deps.serviceAccounts ?? createServiceAccounts({ keyDir: null });
  // Staff tokens go to the identity provider's verifier, service-account tokens to ours.
  const authenticate = (req: express.Request): Promise<AuthContext> => {
    const token = bearerOf(req);
    return token && claimedIssuer(token) === SERVICE_ACCOUNT_ISSUER
      ? serviceAccounts.verify(token)
      : deps.verifier.authenticate(req);
  };
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
  registerOrganizationRoutes(router, registry, authenticate, platformFor);
  registerUserRoutes(router, registry, authenticate, platformFor);
  registerStudyRoutes(router, registry, authenticate, platformFor);
  registerStorageRoutes(router, registry, authenticate, platformFor);
  registerMeInstancesRoutes(router, registry, authenticate, platformFor);
  registerMeInstanceDetailRoutes(router, registry, authenticate, platformFor);
  registerMeBulkRoutes(router, registry, authenticate, platformFor);
  registerMeEventanillaRoutes(router, registry, authenticate, platformFor);
  registerVersionsRoutes(router, registry, authenticate, platformFor);
  registerNotificationsRoutes(router, registry, authenticate, platformFor);
  registerSecurityRoutes(router, registry, authenticate, platformFor);
  const operations = createOperationsService({
    client: deps.temporal,
    namespace: deps.namespace,
    temporalUiUrl: deps.temporalUiUrl,
    taskQueue: deps.taskQueue,
    stepRetry: deps.stepRetry,
    platform: () => createPlatformClient({ baseUrls: deps.serviceBaseUrls }),
  });
  registerOperationRoutes(router, registry, authenticate, operations);
  registerServiceAccountRoutes(router, registry, authenticate, serviceAccounts);
  if (deps.devIssuer) router.use(devIdpRouter(deps.devIssuer, registry));

  const openApiDocument = buildOpenApiDocument(registry);
  router.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  const referencePage = renderApiReference(openApiDocument);
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(referencePage);
  });
  app.use(router);
  app.use('/api', (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', apiMessages.notFound)));

  if (deps.webDist && existsSync(join(deps.webDist, 'index.html'))) app.use(webAppRouter(deps.webDist));
  app.use(errorHandler);
  return { app, openApiDocument };
}
