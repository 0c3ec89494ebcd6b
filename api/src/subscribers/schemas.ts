import { z } from '../openapi/zod';

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

export const subscriberNumberParams = z.object({
  number: z
    .string()
    .regex(/^\d{1,20}$/, { error: 'Ingrese un número valido' })
    .openapi({ description: 'Número de suscriptor (subscriber_ref_id)', example: '100001' }),
});
