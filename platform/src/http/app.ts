// The Express app: the route index, health, the test hooks and every service family under
// its own prefix. The index is filled by the same calls that register the routes.
import express, { type RequestHandler } from 'express';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { authenticationRoutes } from '../services/authentication/routes';
import { eventLogRoutes } from '../services/event-log/routes';
import { inviteRoutes } from '../services/invites/routes';
import { loginAccountRoutes } from '../services/login-accounts/routes';
import { organizationRoutes } from '../services/organizations/routes';
import { productRoutes } from '../services/products/routes';
import { subscriberRoutes } from '../services/subscribers/routes';
import { errorHandler, notFoundRoute } from './errors';
import type { Method, ServiceFamily } from './route';
import { createTestHooks, type TestHookOptions } from './test-hooks';

export interface RouteIndexEntry {
  method: Method;
  path: string;
}

export function serviceFamilies(db: Db): ServiceFamily[] {
  return [
    subscriberRoutes(db),
    organizationRoutes(db),
    loginAccountRoutes(db),
    authenticationRoutes(db),
    inviteRoutes(db),
    productRoutes(db),
    eventLogRoutes(db),
  ];
}

export function createApp(db: Db, options: TestHookOptions & { logger: Logger }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  const index: RouteIndexEntry[] = [];
  const add = (method: Method, path: string, handler: RequestHandler) => {
    index.push({ method, path });
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[verb](path, handler);
  };

  add('GET', '/', (_req, res) => {
    res.json(index);
  });
  add('GET', '/health', async (_req, res) => {
    await db.query('select 1');
    res.json({ status: 'ok' });
  });

  const hooks = createTestHooks(options);
  hooks.register(add);

  for (const family of serviceFamilies(db)) {
    for (const route of family.routes) {
      const pattern = family.prefix + route.path;
      add(route.method, pattern, async (req, res) => {
        await hooks.before(pattern, req);
        const data = await route.handle(req);
        hooks.succeeded(pattern, req);
        res.status(route.status ?? 200).json({ data });
      });
    }
  }

  app.use(notFoundRoute);
  app.use(errorHandler(options.logger));
  return app;
}
