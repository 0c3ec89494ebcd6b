// Read endpoints of the subscriber screens (spec 1 §2 Subscribers).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import { messages } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { userStatusLabel } from './labels';
import { subscriberDetail, subscriberNumberParams, subscriberUserView } from './schemas';

const SUBSCRIBER_USERS_LIMIT = 100;
const SUBSCRIPTIONS_PAGE_SIZE = 50;

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

/** "List loads that fail return empty lists" (spec 1 §7). */
async function orEmpty<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch {
    return [];
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
        orEmpty(platform.subscribers.users(params.number, 0, SUBSCRIBER_USERS_LIMIT)),
        orEmpty(
          platform.products.subscriptionsOfSubscriber(subscriber.subscriber_id, SUBSCRIPTIONS_PAGE_SIZE, 1),
        ),
      ]);
      const status = statuses.find((s) => s.subscriber_status_id === subscriber.subscriber_status_id);
      return {
        status: 200,
        body: {
          subscriber: {
            subscriber_id: subscriber.subscriber_id,
            subscriber_ref_id: subscriber.subscriber_ref_id,
            subscriber_name: subscriber.subscriber_name,
            subscriber_status_id: subscriber.subscriber_status_id,
            subscriber_status_desc: status?.subscriber_status_desc ?? null,
            subscriber_max_user_count: subscriber.subscriber_max_user_count ?? null,
            creation_date: subscriber.creation_date,
            creation_user: subscriber.creation_user,
            modification_date: subscriber.modification_date ?? null,
            modification_user: subscriber.modification_user ?? null,
            organization_id: subscriber.organization_id ?? null,
          },
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
    tags: ['Suscriptores'],
    roles: 'any',
    params: subscriberNumberParams,
    responses: {
      200: {
        description: 'Usuarios (offset 0, límite 100)',
        schema: z.object({ items: z.array(subscriberUserView) }),
      },
      404: { description: 'No existe el suscriptor', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      await subscriberOrNotFound(platform, params.number);
      const [users, userTypes, commercialTypes] = await Promise.all([
        orEmpty(platform.subscribers.users(params.number, 0, SUBSCRIBER_USERS_LIMIT)),
        orEmpty(platform.organizations.userTypes()),
        orEmpty(platform.organizations.commercialUserTypes()),
      ]);
      const commercialById = new Map(
        commercialTypes.map((t) => [
          t.organizationCommercialUserTypeId,
          t.organizationCommercialUserTypeCode,
        ]),
      );
      return {
        status: 200,
        body: {
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
}
