// Endpoints of the area — Notificaciones globales (spec 2 §2.10).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';

export function registerNotificationsRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  void [router, registry, authenticate, platformFor];
}
