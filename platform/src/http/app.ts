// The Express app: the route index, health, the test hooks and every service family under
// its own prefix. The index is filled by the same calls that register the routes.
import { idempotentWrites } from './idempotency';
import express, { type RequestHandler } from 'express';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { authenticationRoutes } from '../services/authentication/routes';
import { authorizationRoutes } from '../services/authorization/routes';
import { declarationRoutes } from '../services/declarations/routes';
import { eventLogRoutes } from '../services/event-log/routes';
import { fileExtensionRoutes } from '../services/file-extensions/routes';
import { firmsCustomersRoutes } from '../services/firms-customers/routes';
import { globalNotificationRoutes } from '../services/global-notifications/routes';
import { identityToolRoutes } from '../services/identity-tools/routes';
import { inviteRoutes } from '../services/invites/routes';
import { legacyUserRoutes } from '../services/legacy-users/routes';
import { legalCommunicationRoutes } from '../services/legal-communications/routes';
import { loginAccountRoutes } from '../services/login-accounts/routes';
import { meRegistrationRoutes } from '../services/me-registration/routes';
import { organizationRoutes } from '../services/organizations/routes';
import { productRoutes } from '../services/products/routes';
import { sessionRoutes } from '../services/sessions/routes';
import { developmentSettings, type ServiceSettings } from '../services/settings';
import { storageRoutes } from '../services/storage/routes';
import { suborganizationRoutes } from '../services/suborganizations/routes';
import { subscriberRoutes } from '../services/subscribers/routes';
import { versionRoutes } from '../services/versions/routes';
import { requireServiceKey } from './door';
import { errorHandler, notFoundRoute } from './errors';
import type { Method, ServiceFamily } from './route';
import { createTestHooks, DroppedConnection, type TestHookOptions } from './test-hooks';

export interface RouteIndexEntry {
  method: Method;
  path: string;
}

export function serviceFamilies(db: Db, settings: ServiceSettings = developmentSettings): ServiceFamily[] {
  return [
    subscriberRoutes(db),
    organizationRoutes(db),
    loginAccountRoutes(db),
    authenticationRoutes(db, settings),
    inviteRoutes(db),
    productRoutes(db),
    eventLogRoutes(db),
    suborganizationRoutes(db),
    storageRoutes(db),
    meRegistrationRoutes(db),
    authorizationRoutes(db),
    globalNotificationRoutes(db),
    versionRoutes(db),
    fileExtensionRoutes(db),
    identityToolRoutes(db, settings),
    sessionRoutes(db),
    declarationRoutes(db),
    legalCommunicationRoutes(db),
    firmsCustomersRoutes(db),
    legacyUserRoutes(db),
  ];
}

export interface AppOptions extends TestHookOptions {
  logger: Logger;
  settings?: ServiceSettings;
  /** The service credential every caller must send; absent only in the embedded default. */
  serviceKey?: string;
}

export function createApp(db: Db, options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.serviceKey) app.use(requireServiceKey(options.serviceKey));
  app.use(express.json({ limit: '1mb' }));
  app.use(idempotentWrites(db));

  const index: RouteIndexEntry[] = [];
  const add = (method: Method, path: string, handler: RequestHandler) => {
    index.push({ method, path });
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    app[verb](path, handler);
  };

  add('GET', '/', (_req, res) => {
    res.json(index);
  });
  add('GET', '/health', async (_req, res) => {
    await db.query('select 1');
    res.json({ status: 'ok' });
  });

  const hooks = createTestHooks(options, db);
  hooks.register(add);

  for (const family of serviceFamilies(db, options.settings)) {
    for (const route of family.routes) {
      const pattern = family.prefix + route.path;
      add(route.method, pattern, async (req, res) => {
        try {
          await hooks.before(pattern, req);
        } catch (error) {
          if (error instanceof DroppedConnection) return;
          throw error;
        }
        const data = await route.handle(req);
        hooks.succeeded(pattern, req);
        if (route.headers) res.set(route.headers(data));
        res.status(route.status ?? 200).json({ data });
      });
    }
  }

  app.use(notFoundRoute);
  app.use(errorHandler(options.logger));
  return app;
}
