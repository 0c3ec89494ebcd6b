// Read endpoints of the subscriber screens (spec 1 §2 Subscribers).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import { messages } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { everyPage, matchesSearch, pageOf } from '../http/paging';
import { orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
// 'Organizaciones asociadas a un suscriptor' shows organizations as the organizations screens do.
import { organizationView } from '../organizations/schemas';
import { organizationViewOf } from '../organizations/views';
import { userStatusLabel } from './labels';
import {
  organizationIdParams,
  organizationSubscribers,
  organizationSubscribersQuery,
  subscriberDetail,
  subscriberIdParams,
  subscriberNumberParams,
  subscriberSubscriptions,
  subscriberSubscriptionsQuery,
  SUBSCRIPTIONS_PAGE_SIZE,
  subscriberUserDetail,
  subscriberUserParams,
  SUBSCRIBER_USERS_PAGE_SIZE,
  subscriberUsersPage,
  subscriberUsersQuery,
} from './schemas';
import { sortSubscriptions, subscriberViewOf } from './views';

// Spec 1 §9: subscriber list and users list offset 0 limit 100; subscriptions size 50 page 1.
// A subscriber may have more users than the first page (its limit is its own), an organization
// more subscribers: both are read on through the service's offsets, 100 at a time. A
// subscriber's subscriptions are read on through the service's pages, 50 at a time.

async function subscriberOrNotFound(platform: PlatformClient, number: string) {
  try {
    return await platform.subscribers.byNumber(number);
  } catch (error) {
    if (
      error instanceof PlatformError &&
      (error.isNotFound || error.messageIncludes('datos no encontrados'))
    ) {
      throw new HttpError(404, 'SUBSCRIBER_NOT_FOUND', messages.subscriberNotFound);
    }
    throw error;
  }
}

export function registerSubscriberRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'get',
    path: '/api/subscribers/:number',
    summary: 'Suscriptor por número',
    description:
      'Datos del suscriptor con la descripción de su estado y los conteos de usuarios y suscripciones.',
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberNumberParams,
    responses: {
      200: { description: 'El suscriptor', schema: subscriberDetail },
      404: {
        description: "No existe: 'El suscriptor ingresado no existe'",
        schema: errorBody,
        example: { code: 'SUBSCRIBER_NOT_FOUND', message: 'El suscriptor ingresado no existe' },
      },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const subscriber = await subscriberOrNotFound(platform, params.number);
      const [statuses, users, subscriptions] = await Promise.all([
        orEmpty(platform.subscribers.statuses()),
        orEmpty(everyUserOf(platform, params.number)),
        orEmpty(everySubscriptionOf(platform, subscriber.subscriber_id)),
      ]);
      return {
        status: 200,
        body: {
          subscriber: subscriberViewOf(subscriber, statuses),
          usersCount: users.length,
          subscriptionsCount: subscriptions.length,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/subscribers/:number/users',
    summary: 'Usuarios asociados a un suscriptor',
    description:
      'Una página de 100 usuarios, en el orden del servicio: sin parámetros, la del spec (offset 0, límite 100); ' +
      '`offset=100` la siguiente, y así. `hasMore` dice si hay más.',
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberNumberParams,
    query: subscriberUsersQuery,
    responses: {
      200: { description: 'Una página de usuarios', schema: subscriberUsersPage },
      404: { description: 'No existe el suscriptor', schema: errorBody },
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      await subscriberOrNotFound(platform, params.number);
      const { offset, limit } = query;
      const [users, userTypes, commercialTypes] = await Promise.all([
        orEmpty(platform.subscribers.users(params.number, offset, limit)),
        orEmpty(platform.organizations.userTypes()),
        orEmpty(platform.organizations.commercialUserTypes()),
      ]);
      // A full page may be the last one: the service is asked for the next row.
      const hasMore =
        users.length === limit &&
        (await orEmpty(platform.subscribers.users(params.number, offset + limit, 1))).length > 0;
      const commercialById = new Map(
        commercialTypes.map((t) => [
          t.organizationCommercialUserTypeId,
          t.organizationCommercialUserTypeCode,
        ]),
      );
      return {
        status: 200,
        body: {
          offset,
          limit,
          hasMore,
          items: users.map((u) => {
            const type = userTypes.find((t) => t.organizationUserTypeId === u.organization_user_type_id);
            return {
              user_id: u.user_id,
              login_account_id: u.login_account_id,
              first_name: u.login_account.first_name,
              last_name: u.login_account.last_name,
              email: u.login_account.email,
              user_status_code: u.user_status_code,
              user_status_label: userStatusLabel(u.user_status_code),
              organization_user_type_code: type?.organizationUserTypeCode ?? null,
              organization_user_type_name: type?.organizationUserTypeName ?? null,
              organization_commercial_user_type_code:
                u.organization_commercial_user_type_id === null
                  ? null
                  : (commercialById.get(u.organization_commercial_user_type_id) ?? null),
              creation_date: u.creation_date,
              creation_user: u.creation_user,
            };
          }),
        },
      };
    },
  });

  registerSubscriberScreenRoutes(table, platformFor);
}

/** Every user of a subscriber, page after page of the service. */
function everyUserOf(platform: PlatformClient, subscriberNumber: string) {
  return everyPage(
    (offset, limit) => platform.subscribers.users(subscriberNumber, offset, limit),
    SUBSCRIBER_USERS_PAGE_SIZE,
  );
}

/** Every subscription of a subscriber: the service's page 1 of 50 (the spec's), then page 2, … */
function everySubscriptionOf(platform: PlatformClient, subscriberId: number) {
  return everyPage(
    (offset, limit) => platform.products.subscriptionsOfSubscriber(subscriberId, limit, offset / limit + 1),
    SUBSCRIPTIONS_PAGE_SIZE,
  );
}

/** Whether the user is one of the subscriber's, looking no further than the page holding it. */
async function isUserOf(platform: PlatformClient, subscriberNumber: string, userId: number) {
  for (let offset = 0; ; offset += SUBSCRIBER_USERS_PAGE_SIZE) {
    const page = await platform.subscribers.users(subscriberNumber, offset, SUBSCRIBER_USERS_PAGE_SIZE);
    if (page.some((u) => u.user_id === userId)) return true;
    if (page.length < SUBSCRIBER_USERS_PAGE_SIZE) return false;
  }
}

const userNotFound = () => new HttpError(404, 'USER_NOT_FOUND', messages.userNotFound);

function isOrganizationUserNotFound(error: unknown): boolean {
  return (
    error instanceof PlatformError &&
    (error.body.codeMessageLanguage === 'organizationUserNotFound' || error.isNotFound)
  );
}

/** The sub-screens of a subscriber and an organization's subscribers (spec 1 §2). */
function registerSubscriberScreenRoutes(
  table: ReturnType<typeof createRouteTable>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  table.add({
    method: 'get',
    path: '/api/subscribers/:number/organizations',
    summary: 'Organizaciones asociadas a un suscriptor',
    description: 'La organización del suscriptor (organization_id); vacía si no tiene.',
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberNumberParams,
    responses: {
      200: {
        description: 'Organizaciones',
        schema: z.object({ items: z.array(organizationView) }),
      },
      404: { description: 'No existe el suscriptor', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const subscriber = await subscriberOrNotFound(platform, params.number);
      if (subscriber.organization_id === null) return { status: 200, body: { items: [] } };
      // A missing organization reads as an empty list (spec 1 §7: failed list loads are empty).
      const organizations = await orEmpty(
        platform.organizations.byId(subscriber.organization_id).then((organization) => [organization]),
      );
      return { status: 200, body: { items: organizations.map(organizationViewOf) } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/subscribers/by-id/:subscriberId/subscriptions',
    summary: 'Suscripciones de un suscriptor',
    description:
      'Por subscriber_id (la ruta /subscribers/{subscriber_id}/suscriptions lleva el id interno). ' +
      'Páginas de 50 (`offset=50` la segunda), las activas primero; `search` filtra por producto, código o tipo. ' +
      'El servicio se lee página por página (size 50, page 1 primero, como el spec), así un suscriptor con más ' +
      'de 50 suscripciones se ve entero.',
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberIdParams,
    query: subscriberSubscriptionsQuery,
    responses: {
      200: {
        description: 'El suscriptor y una página de sus suscripciones',
        schema: subscriberSubscriptions,
      },
      404: {
        description: "No existe: 'El suscriptor ingresado no existe'",
        schema: errorBody,
      },
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      let subscriber;
      try {
        subscriber = await platform.subscribers.byId(params.subscriberId);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'SUBSCRIBER_NOT_FOUND', messages.subscriberNotFound);
        }
        throw error;
      }
      const [statuses, subscriptions] = await Promise.all([
        orEmpty(platform.subscribers.statuses()),
        orEmpty(everySubscriptionOf(platform, subscriber.subscriber_id)),
      ]);
      const { search, offset, limit } = query;
      const found = search
        ? subscriptions.filter((s) =>
            matchesSearch(search, [
              s.product.product_name,
              s.product.product_code,
              s.product.product_type.product_type_name,
            ]),
          )
        : subscriptions;
      const page = pageOf(sortSubscriptions(found), offset, limit);
      return {
        status: 200,
        body: { subscriber: subscriberViewOf(subscriber, statuses), ...page, items: [...page.items] },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/subscribers/:number/users/:userId',
    summary: 'Usuario de un suscriptor, para editarlo',
    description: 'Nombre y teléfono de la cuenta de acceso; tipo, tipo comercial y estado del usuario.',
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberUserParams,
    responses: {
      200: { description: 'El usuario', schema: subscriberUserDetail },
      404: {
        description: "No existe el suscriptor, o el usuario no es suyo: 'El usuario no existe'",
        schema: errorBody,
      },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      await subscriberOrNotFound(platform, params.number);
      if (!(await isUserOf(platform, params.number, params.userId))) throw userNotFound();
      let user;
      try {
        user = await platform.organizations.userData(params.userId);
      } catch (error) {
        if (isOrganizationUserNotFound(error)) throw userNotFound();
        throw error;
      }
      const { loginAccount } = await platform.loginAccounts.byId(user.loginAccountId);
      return {
        status: 200,
        body: {
          user_id: user.userId,
          login_account_id: user.loginAccountId,
          first_name: loginAccount.firstName,
          last_name: loginAccount.lastName,
          email: loginAccount.email,
          phone: loginAccount.loginAccountPhone?.phoneNumber ?? null,
          organization_user_type_id: user.type.organizationUserTypeId,
          organization_user_type_code: user.type.organizationUserTypeCode,
          organization_commercial_user_type_code:
            user.commercialType?.organizationCommercialUserTypeCode ?? null,
          user_status_code: user.status.userStatusCode,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/organizations/:id/subscribers',
    summary: 'Suscriptores asociados a una organización',
    description:
      'Una página de 100 suscriptores: sin parámetros, la del spec (offset 0, límite 100); `offset=100` la ' +
      'siguiente, y así. `hasMore` dice si hay más. Una organización inexistente responde 404 con ' +
      "'Ocurrió un error. Intente cargar nuevamente la página'.",
    tags: ['Suscriptores'],
    roles: 'any',
    params: organizationIdParams,
    query: organizationSubscribersQuery,
    responses: {
      200: { description: 'La organización y sus suscriptores', schema: organizationSubscribers },
      404: {
        description: 'No existe la organización',
        schema: errorBody,
        example: { code: 'ORGANIZATION_NOT_FOUND', message: messages.organizationMissing },
      },
    },
    handler: async ({ params, query, auth }) => {
      const platform = platformFor(auth);
      const { offset, limit } = query;
      let organization;
      try {
        organization = await platform.organizations.byId(params.id);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', messages.organizationMissing);
        }
        throw error;
      }
      const [statuses, subscribers] = await Promise.all([
        orEmpty(platform.subscribers.statuses()),
        orEmpty(platform.subscribers.ofOrganization(params.id, offset, limit)),
      ]);
      // A full page may be the last one: the service is asked for the next row.
      const hasMore =
        subscribers.length === limit &&
        (await orEmpty(platform.subscribers.ofOrganization(params.id, offset + limit, 1))).length > 0;
      return {
        status: 200,
        body: {
          organization: {
            organizationId: organization.organizationId,
            organizationName: organization.organizationName,
            organizationLegalName: organization.organizationLegalName,
            organizationCuit: organization.organizationCuit,
          },
          items: subscribers.map((subscriber) => subscriberViewOf(subscriber, statuses)),
          offset,
          limit,
          hasMore,
        },
      };
    },
  });
}
