// Endpoints of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';

export function registerMeEventanillaRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  void [router, registry, authenticate, platformFor];
}
