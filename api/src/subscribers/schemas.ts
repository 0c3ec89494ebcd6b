import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';
import { limitField, offsetField, searchField } from '../http/paging';

export const subscriberView = z
  .object({
    subscriber_id: z.number().int(),
    subscriber_ref_id: z.string(),
    subscriber_name: z.string(),
    subscriber_status_id: z.number().int(),
    subscriber_status_desc: z.string().nullable(),
    subscriber_max_user_count: z.number().int().nullable(),
    creation_date: z.string(),
    creation_user: z.string(),
    modification_date: z.string().nullable(),
    modification_user: z.string().nullable(),
    organization_id: z.number().int().nullable(),
  })
  .openapi('Subscriber');

export const subscriberDetail = z
  .object({
    subscriber: subscriberView,
    usersCount: z.number().int(),
    subscriptionsCount: z.number().int(),
  })
  .openapi('SubscriberDetail');

export const subscriberUserView = z
  .object({
    user_id: z.number().int(),
    login_account_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    user_status_code: z.string(),
    user_status_label: z.string(),
    organization_user_type_code: z.string().nullable(),
    organization_user_type_name: z.string().nullable(),
    organization_commercial_user_type_code: z.string().nullable(),
    creation_date: z.string(),
    creation_user: z.string(),
  })
  .openapi('SubscriberUser');

/** Spec 1 §9: the users list is read offset 0, limit 100; later pages follow the same offsets. */
export const SUBSCRIBER_USERS_PAGE_SIZE = 100;

export const subscriberUsersQuery = z.object({
  offset: offsetField('Primera fila de la página (0: la primera página del servicio, 100 la segunda)'),
  limit: limitField(SUBSCRIBER_USERS_PAGE_SIZE, SUBSCRIBER_USERS_PAGE_SIZE),
});

export const subscriberUsersPage = z
  .object({
    items: z.array(subscriberUserView),
    offset: z.number().int(),
    limit: z.number().int(),
    /** More users after this page. */
    hasMore: z.boolean(),
  })
  .openapi('SubscriberUsersPage');

export const subscriberNumberParams = z.object({
  number: z
    .string()
    .regex(/^\d{1,20}$/, { error: 'Ingrese un número válido' })
    .openapi({ description: 'Número de suscriptor (subscriber_ref_id)', example: '100001' }),
});

export const subscriptionView = z
  .object({
    product_subscription_id: z.number().int(),
    account_executive_ref_id: z.string().nullable(),
    is_active: z.boolean(),
    subscription_start_date: z.string(),
    subscription_finish_date: z.string().nullable(),
    product_id: z.number().int(),
    product: z.object({
      product_name: z.string(),
      product_code: z.string(),
      product_type: z.object({ product_type_name: z.string() }),
      product_scopes: z.array(
        z.object({
          product_max_access_count: z.number().int(),
          product_max_user_count: z.number().int(),
          is_active: z.boolean(),
        }),
      ),
    }),
  })
  .openapi('Subscription');

/** Spec 1 §9 reads a subscriber's subscriptions 50 at a time (size 50, page 1); so does the console. */
export const SUBSCRIPTIONS_PAGE_SIZE = 50;

export const subscriberSubscriptionsQuery = z.object({
  search: searchField(100, 'Producto, código o tipo (cada palabra; sin distinguir mayúsculas ni acentos)'),
  offset: offsetField('Primera fila de la página (0: la primera, 50 la segunda)'),
  limit: limitField(SUBSCRIPTIONS_PAGE_SIZE, SUBSCRIPTIONS_PAGE_SIZE),
});

export const subscriberSubscriptions = z
  .object({
    subscriber: subscriberView,
    items: z.array(subscriptionView),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Subscriptions matching the search (all of them without one). */
    total: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi('SubscriberSubscriptions');

export const organizationSubscribers = z
  .object({
    organization: z.object({
      organizationId: z.number().int(),
      organizationName: z.string(),
      organizationLegalName: z.string(),
      organizationCuit: z.string(),
    }),
    items: z.array(subscriberView),
    offset: z.number().int(),
    limit: z.number().int(),
    /** More subscribers after this page. */
    hasMore: z.boolean(),
  })
  .openapi('OrganizationSubscribers');

/** Spec 1 §9: an organization's subscribers are read offset 0, limit 100; later pages follow. */
export const ORGANIZATION_SUBSCRIBERS_PAGE_SIZE = 100;

export const organizationSubscribersQuery = z.object({
  offset: offsetField('Primera fila de la página (0: la primera página del servicio, 100 la segunda)'),
  limit: limitField(ORGANIZATION_SUBSCRIBERS_PAGE_SIZE, ORGANIZATION_SUBSCRIBERS_PAGE_SIZE),
});

/** What the edit drawer 'Editar el usuario:' starts from. */
export const subscriberUserDetail = z
  .object({
    user_id: z.number().int(),
    login_account_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    organization_user_type_id: z.number().int(),
    organization_user_type_code: z.string(),
    organization_commercial_user_type_code: z.string().nullable(),
    user_status_code: z.string(),
  })
  .openapi('SubscriberUserDetail');

export const subscriberIdParams = z.object({
  subscriberId: z.coerce
    .number()
    .int()
    .positive()
    .max(DB_INTEGER_MAX)
    .openapi({ type: 'integer', description: 'subscriber_id (id interno, no el número)', example: 1 }),
});

export const organizationIdParams = z.object({
  id: z.coerce
    .number({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .int({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .positive({ error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .max(DB_INTEGER_MAX, { error: 'Ocurrió un error. Intente cargar nuevamente la página' })
    .openapi({ type: 'integer', description: 'organizationId', example: 2 }),
});

export const subscriberUserParams = subscriberNumberParams.extend({
  userId: z.coerce
    .number({ error: 'El usuario no existe' })
    .int({ error: 'El usuario no existe' })
    .positive({ error: 'El usuario no existe' })
    .max(DB_INTEGER_MAX, { error: 'El usuario no existe' })
    .openapi({ type: 'integer', description: 'Id del usuario de organización', example: 6 }),
});
