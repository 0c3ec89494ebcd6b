// /api/config (public: what the SPA needs before sign-in) and /api/me.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

export interface PublicConfig {
  authMode: 'embedded' | 'external';
  signInUrl: string;
  logoutUrl: string;
  environment: 'QA' | 'UAT' | 'DEV' | 'PROD';
  temporalUiUrl: string;
  /** The external user manual the home card opens (spec 1 §1); null when not configured. */
  userManualUrl?: string | null;
  /** The development sign-in is served to the network (DEV_SIGN_IN_ALLOW_NETWORK): every page says so. */
  devSignInOpenToNetwork?: boolean;
}

const publicConfig = z
  .object({
    authMode: z.enum(['embedded', 'external']),
    signInUrl: z.string(),
    logoutUrl: z.string(),
    environment: z.enum(['QA', 'UAT', 'DEV', 'PROD']),
    temporalUiUrl: z.string(),
    userManualUrl: z.string().nullable(),
    devSignInOpenToNetwork: z.boolean().openapi({
      description: 'El ingreso de desarrollo (entrega tokens a quien los pida) está abierto a la red',
    }),
  })
  .openapi('PublicConfig');

const me = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userId: z.number().nullable(),
    roles: z.array(z.string()),
  })
  .openapi('Me');

export function registerSessionRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  config: PublicConfig,
): void {
  createRouteTable(router, registry, authenticate, { public: true }).add({
    method: 'get',
    path: '/api/config',
    summary: 'Configuración pública de la consola',
    tags: ['Sistema'],
    roles: 'any',
    responses: { 200: { description: 'Configuración', schema: publicConfig } },
    handler: () => ({
      status: 200,
      body: {
        ...config,
        userManualUrl: config.userManualUrl ?? null,
        devSignInOpenToNetwork: config.devSignInOpenToNetwork ?? false,
      },
    }),
  });
  createRouteTable(router, registry, authenticate).add({
    method: 'get',
    path: '/api/me',
    summary: 'Usuario de la sesión',
    tags: ['Sistema'],
    roles: 'any',
    responses: { 200: { description: 'El usuario y sus roles', schema: me } },
    handler: ({ auth }) => ({
      status: 200,
      body: {
        email: auth.email,
        firstName: auth.firstName,
        lastName: auth.lastName,
        userId: auth.userId,
        roles: auth.roles,
      },
    }),
  });
}
