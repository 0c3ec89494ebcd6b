// Endpoints of the area — Sistema y Seguridad (spec 2 §2.12–§2.14): the enabled file
// extensions, the identity-provider user lookup, the login account and device sessions of a
// user, and the impersonation cookie (§9). Changes go through POST /api/operations; this module
// also registers how 'identity.setPassword' seals its password before the workflow starts.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  openToken,
  PlatformError,
  type ConsoleIdentitySecrets,
  type DeviceSession,
  type PlatformClient,
} from '@cgi/platform/client';
import {
  claimTokenContext,
  deviceTypeLabels,
  deviceTypeOf,
  IMPERSONATION_COOKIE_SECONDS,
  SECURITY_READ_ROLES,
  SECURITY_ROLES,
  securityMessages as m,
} from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import {
  deviceSessionList,
  emailQuery,
  fileExtensionList,
  identityUserView,
  impersonationClaim,
  loginAccountParams,
  loginAccountView,
} from './schemas';

/** The shared platform cookie the products read (spec 2 §7, §9; web/src/shared/lib/session-storage.ts). */
export const IMPERSONATION_COOKIE = 'platform_token';

const tags = ['Sistema y Seguridad'];

/** A service's 404 is §8's 'Ocurrio un error en un servicio de: FileExtensions'. */
function fileExtensionsFailure(error: unknown): never {
  if (error instanceof PlatformError && error.isNotFound) {
    throw new HttpError(404, 'NOT_FOUND', m.fileExtensionsService);
  }
  throw error;
}

function isNoSessions(error: unknown): boolean {
  return error instanceof PlatformError && error.messageIncludes('uuidDeviceSession not exists');
}

export function registerSecurityRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
  // Read once, when the api starts (CONSOLE_IDENTITY_CLIENT_ID, CONSOLE_JOB_KEY; see console-secrets).
  secrets: ConsoleIdentitySecrets,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'get',
    path: '/api/security/file-extensions',
    summary: 'Administración de extensiones de archivos',
    description: 'Las extensiones de archivo habilitadas, en orden alfabético.',
    tags,
    roles: SECURITY_READ_ROLES,
    responses: {
      200: { description: 'Extensiones habilitadas', schema: fileExtensionList },
      404: { description: "'Ocurrió un error en un servicio de: FileExtensions'", schema: errorBody },
    },
    handler: async ({ auth }) => {
      const { docs } = await platformFor(auth).fileExtensions.all().catch(fileExtensionsFailure);
      const items = docs
        .map((doc) => ({ extension: doc.extensionCharCode, name: doc.extensionName }))
        .sort((a, b) => a.extension.localeCompare(b.extension));
      return { status: 200, body: { items } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/security/identity/user',
    summary: 'Buscar un usuario en el proveedor de identidad',
    description: "Atributo/Valor del usuario; 404 'El usuario no existe en Cognito!' cuando no existe.",
    tags,
    roles: SECURITY_READ_ROLES,
    query: emailQuery,
    responses: {
      200: { description: 'El usuario', schema: identityUserView },
      404: { description: "'El usuario no existe en Cognito!'", schema: errorBody },
    },
    handler: async ({ auth, query }) => {
      try {
        const { user } = await platformFor(auth).authentication.getUser(query.email);
        return {
          status: 200,
          body: {
            username: user.Username,
            enabled: user.Enabled,
            status: user.UserStatus,
            createDate: user.UserCreateDate,
            lastModifiedDate: user.UserLastModifiedDate,
            attributes: [
              { name: 'Username', value: user.Username },
              { name: 'Enabled', value: String(user.Enabled) },
              { name: 'UserStatus', value: user.UserStatus },
              { name: 'UserCreateDate', value: user.UserCreateDate },
              { name: 'UserLastModifiedDate', value: user.UserLastModifiedDate },
              ...user.UserAttributes.map((attribute) => ({ name: attribute.Name, value: attribute.Value })),
            ],
          },
        };
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'IDENTITY_USER_NOT_FOUND', m.userNotInIdentity);
        }
        throw error;
      }
    },
  });

  table.add({
    method: 'get',
    path: '/api/security/login-accounts',
    summary: 'Administración de sesiones: buscar el usuario',
    description:
      "La cuenta del e-mail; 404 'No se encontró el usuario ingresado.' cuando el servicio responde " +
      "'Verify LoginAccount email.', 502 'Ocurrió un error. Intente nuevamente' ante otra falla.",
    tags,
    roles: SECURITY_READ_ROLES,
    query: emailQuery,
    responses: {
      200: { description: 'La cuenta', schema: loginAccountView },
      404: { description: "'No se encontró el usuario ingresado.'", schema: errorBody },
      502: { description: "'Ocurrió un error. Intente nuevamente'", schema: errorBody },
    },
    handler: async ({ auth, query }) => {
      try {
        const { loginAccount } = await platformFor(auth).loginAccounts.byEmail(query.email);
        return {
          status: 200,
          body: { loginAccountId: loginAccount.loginAccountId, email: loginAccount.email },
        };
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('Verify LoginAccount email.')) {
          throw new HttpError(404, 'LOGIN_ACCOUNT_NOT_FOUND', m.loginAccountNotFound);
        }
        throw new HttpError(502, 'SERVICE_FAILED', m.searchFailed);
      }
    },
  });

  table.add({
    method: 'get',
    path: '/api/security/sessions/:loginAccountId',
    summary: 'Administrar sesiones activas de un usuario',
    description:
      "Las sesiones abiertas de la cuenta, la de actividad más reciente primero ('uuidDeviceSession not exists' " +
      "es una lista vacía); 502 'Ocurrió un error al obtener las sesiones' ante otra falla.",
    tags,
    roles: SECURITY_READ_ROLES,
    params: loginAccountParams,
    responses: {
      200: { description: 'Las sesiones', schema: deviceSessionList },
      404: { description: "'No se encontró el usuario ingresado.'", schema: errorBody },
      502: { description: "'Ocurrió un error al obtener las sesiones'", schema: errorBody },
    },
    handler: async ({ auth, params }) => {
      const platform = platformFor(auth);
      let account;
      try {
        account = (await platform.loginAccounts.byId(params.loginAccountId)).loginAccount;
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'LOGIN_ACCOUNT_NOT_FOUND', m.loginAccountNotFound);
        }
        throw new HttpError(502, 'SERVICE_FAILED', m.sessionsLoadFailed);
      }
      let sessions: DeviceSession[];
      try {
        sessions = await platform.sessions.ofAccount(params.loginAccountId);
      } catch (error) {
        if (!isNoSessions(error)) throw new HttpError(502, 'SERVICE_FAILED', m.sessionsLoadFailed);
        sessions = [];
      }
      return {
        status: 200,
        body: {
          account: { loginAccountId: account.loginAccountId, email: account.email },
          items: sessions.map((session) => {
            const deviceType = deviceTypeOf(session.clientArchInfo.deviceModel);
            return {
              uuidDeviceSession: session.uuidDeviceSession,
              deviceType,
              deviceTypeLabel: deviceTypeLabels[deviceType],
              deviceModel: session.clientArchInfo.deviceModel,
              browser: session.clientAgentInfo,
              location: {
                city: session.clientLocalizationInfo.city,
                region: session.clientLocalizationInfo.region,
                country: session.clientLocalizationInfo.country,
              },
              ip: session.clientLocalizationInfo.ip,
              lastActivityDate: session.lastActivityDate,
            };
          }),
        },
      };
    },
  });

  table.add({
    method: 'post',
    path: '/api/security/impersonation/cookie',
    summary: 'Guardar la sesión de un usuario impersonado',
    description:
      "Completa 'Ver como el usuario' y 'Ver como Mi Estudio': recibe el token sellado del resultado de una " +
      'operación `identity.impersonate` iniciada por quien llama y responde con la cookie compartida ' +
      `(${IMPERSONATION_COOKIE}, ${IMPERSONATION_COOKIE_SECONDS} s, Secure, SameSite=None, HttpOnly).`,
    tags,
    roles: SECURITY_ROLES,
    body: impersonationClaim,
    responses: {
      204: { description: 'Cookie guardada' },
      400: {
        description: "'Ocurrió un error interno. Intente más tarde o comuníquese con Desarrollo.'",
        schema: errorBody,
      },
    },
    handler: ({ auth, body }) => {
      // Sealed for the one who started the operation, for this user and product: nobody else can use it.
      const token = openToken(
        body.sealedToken,
        secrets,
        claimTokenContext(auth.email, body.email, body.appCode),
      );
      if (!token) throw new HttpError(400, 'IMPERSONATION_TOKEN', m.impersonationInternalError);
      return {
        status: 204,
        headers: {
          'set-cookie':
            `${IMPERSONATION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${IMPERSONATION_COOKIE_SECONDS}; ` +
            'Path=/; Secure; SameSite=None; HttpOnly',
          'cache-control': 'no-store',
        },
      };
    },
  });
}
