// Endpoints of the area — Sistema y Seguridad: extensiones de archivo, herramientas del proveedor de identidad, sesiones (spec 2 §2.12–§2.14).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';

export function registerSecurityRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  void [router, registry, authenticate, platformFor];
}
