// Endpoints of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';

export function registerVersionsRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  void [router, registry, authenticate, platformFor];
}
