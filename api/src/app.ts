// Assembles the Express app from its dependencies; main.ts wires the real ones.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  createPlatformClient,
  developmentIdentitySecrets,
  encryptPassword,
  type ConsoleIdentitySecrets,
  type ServiceBaseUrls,
} from '@cgi/platform/client';
import {
  createApprovalPolicies,
  createBulkElements,
  createIdempotencyKeys,
  createOperationFollowUps,
  createRefusalLog,
  type Db,
} from '@cgi/console-store';
import { createPolicyBook, type StoredPolicy } from './approval-policies/policies';
import { registerApprovalPolicyRoutes } from './approval-policies/routes';
import { TASK_QUEUE, type StepRetryPolicy } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import express, { type Express } from 'express';
import { decodeJwt } from 'jose';
import { browserSessionAuthenticator } from './auth/browser-session';
import type { AuthContext } from './auth/context';
import { devIdpRouter } from './auth/dev-idp/routes';
import type { DevIssuer } from './auth/dev-idp/issuer';
import type { TokenVerifier } from './auth/verifier';
import { registerCatalogRoutes } from './catalog/routes';
import { createHealth } from './health/health';
import { codecRouter } from './codec/routes';
import { registerHealthRoutes } from './health/routes';
import { loadOrCreateSharedKey, loadOrCreateSharedSecret } from './auth/shared-keys';
import { createPageTokens } from './http/page-tokens';
import { httpLogging } from './observability/http-logging';
import type { ApiMetrics } from './observability/metrics';
import { requestContext } from './observability/request-context';
import { createDbStore } from './service-accounts/db-store';
import { logger } from './logger';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from './config';
import { contractMethods, contractRoutes, installEdge, methodNotAllowed, notFound } from './http/edge';
import { errorHandler } from './http/errors';
import { rawBodyRoutes } from './http/route';
import { webAppRouter } from './http/web-app';
import { buildOpenApiDocument } from './openapi/document';
import { registerOperationRoutes } from './operations/routes';
import { refusalRecorder } from './refusals/recorder';
import { registerRefusalRoutes } from './refusals/routes';
import { registerPanelRoutes } from './panel/routes';
import { registerExportRoutes } from './export/routes';
import { registerAlertRoutes } from './alerts/routes';
import { registerRecordRoutes } from './record/routes';
import { STRICT_WEBHOOK_RULES, type WebhookDestinationRules } from '@cgi/workflows/webhooks';
import { createOperationsService } from './operations/service';
import { createValueSealer, type Pseudonyms } from '@cgi/workflows/codec';
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
import { temporalUiRouter } from './temporal-ui/proxy';

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
  /** Automation tokens; default: in the console database, or in memory without one. */
  serviceAccounts?: ServiceAccounts;
  /** True once the process is shutting down (readiness turns 503 while requests drain). */
  draining?: () => boolean;
  /** Request counts and latencies by route and status (main.ts serves them on METRICS_PORT). */
  metrics?: ApiMetrics;
  /** A log line per request (main.ts; tests leave it off). */
  logRequests?: boolean;
  /** Step retry policy for every operation started (tests and demos lower it). */
  stepRetry?: StepRetryPolicy;
  /** Whether operations whose policy asks for approval wait for it (default true). */
  approvals?: boolean;
  /** Overrides every approval policy's expiry (tests). */
  approvalExpiryMs?: number;
  /** How long one hour of a policy's expiry lasts (test stacks: OPERATION_APPROVAL_HOUR_SECONDS). */
  approvalHourMs?: number;
  /** The identity secrets (spec 2 §7); development values when absent. */
  identitySecrets?: ConsoleIdentitySecrets;
  /** The console's own database: the refusal record, the elements of bulk operations, service
   * accounts, signing keys, worker heartbeats. */
  consoleDb: Db;
  /** The Temporal UI server to serve under /temporal behind the sign-in (its public path /temporal). */
  temporalUiUpstream?: string;
  /** Origins of a Temporal UI elsewhere that may call the codec endpoints with the staff cookie. */
  codecAllowedOrigins?: string[];
  /** Per-client limits (default: DEFAULT_RATE_LIMITS; test harnesses raise them). */
  rateLimits?: RateLimitConfig;
  /** Express `trust proxy`, for the client address behind a reverse proxy (default: none). */
  trustProxy?: boolean | number | string;
  /** The platform's service credential, sent on every platform call. */
  platformServiceKey?: string;
  /** The pseudonyms of personal values in workflow ids and search attributes (the worker's too). */
  pseudonyms: Pseudonyms;
  /** Where alert webhooks may point (default: https to public addresses only, none allow-listed). */
  webhookDestinations?: WebhookDestinationRules;
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
  /** Writes what is waiting (the refusal record) before the process ends. */
  close: () => Promise<void>;
} {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  // First: every later middleware, handler and log line sees the request id.
  app.use(requestContext());
  if (deps.metrics) app.use(deps.metrics.httpMetrics);
  const registry = new OpenAPIRegistry();
  // The contract's route of a request no route answered (read at the first request, once every
  // route below is declared): what its log line and refusal record name instead of its path.
  const contractRoute = contractRoutes(registry);
  if (deps.logRequests) app.use(httpLogging({ contractRoute }));
  const refusals = createRefusalLog(deps.consoleDb, {
    onError: (error) => logger.error('refusal record: write failed', { error: String(error) }),
  });
  app.use(refusalRecorder(refusals, { contractRoute }));
  // The Temporal UI's own pages (served under /temporal behind the sign-in) carry their own
  // headers; the console's CSP would stop its inline bootstrap script.
  let temporalUi: express.RequestHandler | undefined;
  app.use((req, res, next) => (temporalUi ? temporalUi(req, res, next) : next()));
  const limits = installEdge(app, {
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    trustProxy: deps.trustProxy,
  });
  const router = express.Router();
  const consoleDb = deps.consoleDb;
  const serviceAccounts =
    deps.serviceAccounts ??
    createServiceAccounts({
      store: createDbStore(consoleDb),
      signingKey: () => loadOrCreateSharedKey(consoleDb, 'service-accounts'),
    });
  // Staff tokens go to the identity provider's verifier, service-account tokens to ours.
  const authenticate = (req: express.Request): Promise<AuthContext> => {
    const token = bearerOf(req);
    return token && claimedIssuer(token) === SERVICE_ACCOUNT_ISSUER
      ? serviceAccounts.verify(token)
      : deps.verifier.authenticate(req);
  };
  // Before the JSON body parser: the proxy streams bodies through, the codec parses its own.
  const browserSession = browserSessionAuthenticator(authenticate, deps.verifier);
  if (deps.temporalUiUpstream) {
    temporalUi = temporalUiRouter({
      upstream: deps.temporalUiUpstream,
      authenticate: browserSession,
      signInUrl: deps.publicConfig.authMode === 'embedded' ? deps.publicConfig.signInUrl : undefined,
    });
  }
  app.use(
    codecRouter(registry, {
      codecs: deps.temporal.options.loadedDataConverter.payloadCodecs,
      authenticate: browserSession,
      allowedOrigins: deps.codecAllowedOrigins ?? [],
    }),
  );
  // JSON bodies, except on the routes that read their body raw (the CSV document). A bulk
  // operation's start carries its elements (a 100,000-row CSV is about 5 MB); the rest of the
  // api takes small bodies.
  let isRawBodyRoute: (req: express.Request) => boolean = () => false;
  const jsonBodies = (limit: string) =>
    express.json({
      limit,
      type: (req) => !isRawBodyRoute(req as express.Request) && Boolean((req as express.Request).is('json')),
    });
  const smallBodies = jsonBodies('1mb');
  const operationBodies = jsonBodies('48mb');
  app.use((req, res, next) =>
    (req.path.startsWith('/api/operations') ? operationBodies : smallBodies)(req, res, next),
  );
  // One client for every request and every route: it holds only the addresses and the service
  // key, no caller's state, so a read need not build its few hundred call closures again.
  const sharedPlatform = createPlatformClient({
    baseUrls: deps.serviceBaseUrls,
    serviceKey: deps.platformServiceKey,
  });
  const platformFor = () => sharedPlatform;

  registerHealthRoutes(
    router,
    registry,
    createHealth({
      temporal: () => deps.temporal,
      namespace: deps.namespace,
      taskQueue: deps.taskQueue ?? TASK_QUEUE,
      platformUrl: deps.platformUrl,
      consoleDb,
      draining: deps.draining,
    }),
  );
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
  const identitySecrets = deps.identitySecrets ?? developmentIdentitySecrets;
  registerSecurityRoutes(router, registry, authenticate, platformFor, identitySecrets);
  const policyBook = createPolicyBook(createApprovalPolicies<StoredPolicy>(deps.consoleDb));
  const operations = createOperationsService({
    client: deps.temporal,
    namespace: deps.namespace,
    temporalUiUrl: deps.temporalUiUrl,
    taskQueue: deps.taskQueue,
    stepRetry: deps.stepRetry,
    approvals: deps.approvals ?? true,
    approvalExpiryMs: deps.approvalExpiryMs,
    approvalHourMs: deps.approvalHourMs,
    approvalPolicy: policyBook.policyOf,
    platform: platformFor,
    sealer: {
      encryptPassword: (clear) => encryptPassword(clear, identitySecrets.identityClientId),
      pseudonymsOf: (value) => deps.pseudonyms.all(value),
    },
    elements: createBulkElements(deps.consoleDb, {
      sealer: createValueSealer(deps.temporal.options.loadedDataConverter.payloadCodecs),
      pseudonyms: deps.pseudonyms,
    }),
    pseudonyms: deps.pseudonyms,
    idempotencyKeys: createIdempotencyKeys(deps.consoleDb),
    pageTokens: createPageTokens(() => loadOrCreateSharedSecret(consoleDb, 'page-tokens')),
    followUps: createOperationFollowUps(consoleDb),
    ownedAccounts: serviceAccounts.namesOwnedBy,
    record: {
      db: deps.consoleDb,
      sealer: createValueSealer(deps.temporal.options.loadedDataConverter.payloadCodecs),
    },
  });
  registerOperationRoutes(router, registry, authenticate, operations, limits.operationStarts);
  registerServiceAccountRoutes(router, registry, authenticate, serviceAccounts);
  registerRefusalRoutes(router, registry, authenticate, refusals);
  registerApprovalPolicyRoutes(router, registry, authenticate, policyBook);
  registerPanelRoutes(router, registry, authenticate, { consoleDb: deps.consoleDb, temporal: deps.temporal });
  registerExportRoutes(router, registry, authenticate, { operations, refusals });
  registerAlertRoutes(router, registry, authenticate, {
    consoleDb: deps.consoleDb,
    destinations: deps.webhookDestinations ?? STRICT_WEBHOOK_RULES,
  });
  registerRecordRoutes(router, registry, authenticate, {
    consoleDb: deps.consoleDb,
    destinations: deps.webhookDestinations ?? STRICT_WEBHOOK_RULES,
    temporal: deps.temporal,
    protection: {
      sealer: createValueSealer(deps.temporal.options.loadedDataConverter.payloadCodecs),
      pseudonyms: deps.pseudonyms,
    },
  });
  if (deps.devIssuer) {
    router.use(
      devIdpRouter(deps.devIssuer, registry, {
        openToNetwork: deps.publicConfig.devSignInOpenToNetwork ?? false,
      }),
    );
  }

  const openApiDocument = buildOpenApiDocument(registry);
  router.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  const referencePage = renderApiReference(openApiDocument);
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(referencePage);
  });
  isRawBodyRoute = rawBodyRoutes(registry);
  app.use(contractMethods(registry));
  app.use(router);
  app.use(methodNotAllowed(router));
  app.use(['/api', '/auth'], notFound({ spa: false }));

  const spa = Boolean(deps.webDist && existsSync(join(deps.webDist, 'index.html')));
  if (deps.webDist && spa) app.use(webAppRouter(deps.webDist));
  app.use(notFound({ spa }));
  app.use(limits.authFailures);
  app.use(errorHandler);
  return { app, openApiDocument, close: () => refusals.close() };
}
