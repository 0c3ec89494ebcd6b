// Schemas of the users screens' read endpoints (spec 1 §2 Users).
import { z } from '../openapi/zod';
import { subscriberView } from '../subscribers/schemas';
import { DB_INTEGER_MAX } from '../http/limits';

export const loginAccountView = z
  .object({
    loginAccountId: z.number().int(),
    accountExternalRefId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mobilePhone: z.string().nullable(),
    accountStatusCode: z.string(),
    accountStatusDesc: z.string(),
    creationDate: z.string().nullable(),
    creationUser: z.string().nullable(),
    modificationDate: z.string().nullable(),
    modificationUser: z.string().nullable(),
  })
  .openapi('LoginAccountView');

export const userDetail = z
  .object({
    user: loginAccountView,
    /** Its organization users (user–organization links). */
    organizationUsersCount: z.number().int(),
    organizationsCount: z.number().int(),
    subscribersCount: z.number().int(),
  })
  .openapi('UserDetail');

export const userHeader = z
  .object({
    loginAccountId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .openapi('UserHeader');

export const userSubscribers = z
  .object({
    user: userHeader,
    items: z.array(subscriberView),
    /** 'Usuario no posee suscriptor asignado' when the lookup answered so (shown as a toast). */
    notice: z.string().nullable(),
  })
  .openapi('UserSubscribers');

export const userOrganizationView = z
  .object({
    userId: z.number().int(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationLegalName: z.string(),
    organizationCuit: z.string(),
    organizationTypeCode: z.string().nullable(),
    organizationTypeName: z.string().nullable(),
    organizationMaxAccessCount: z.number().int().nullable(),
    isActive: z.boolean().nullable(),
    creationDate: z.string().nullable(),
    creationUser: z.string().nullable(),
    modificationUser: z.string().nullable(),
    userTypeCode: z.string(),
    userTypeName: z.string(),
    commercialTypeCode: z.string().nullable(),
    commercialTypeName: z.string().nullable(),
    userStatusCode: z.string(),
    userStatusLabel: z.string(),
  })
  .openapi('UserOrganization');

export const userOrganizations = z
  .object({ user: userHeader, items: z.array(userOrganizationView) })
  .openapi('UserOrganizations');

export const emailParams = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(320)
    .openapi({ description: 'E-mail de la cuenta de acceso', example: 'activo@demo.com.ar' }),
});

export const loginAccountParams = z.object({
  loginAccountId: z.coerce
    .number({ error: 'No se encontró el usuario ingresado.' })
    .int({ error: 'No se encontró el usuario ingresado.' })
    .positive({ error: 'No se encontró el usuario ingresado.' })
    .max(DB_INTEGER_MAX, { error: 'No se encontró el usuario ingresado.' })
    .openapi({ type: 'integer', description: 'loginAccountId', example: 3 }),
});
