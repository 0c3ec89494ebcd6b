// Endpoints of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';

export function registerMeInstanceDetailRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  void [router, registry, authenticate, platformFor];
}
