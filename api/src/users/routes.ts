// Read endpoints of the users screens (spec 1 §2 Users): a login account by e-mail (the
// search) or by id, its subscribers and its organizations.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type LoginAccount, type PlatformClient } from '@cgi/platform/client';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { mapLimited, orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import { userStatusLabel } from '../subscribers/labels';
import { subscriberViewOf } from '../subscribers/views';
import { emailParams, loginAccountParams, userDetail, userOrganizations, userSubscribers } from './schemas';

export const userMessages = {
  notFound: 'No se encontró el usuario ingresado.',
  withoutSubscriber: 'Usuario no posee suscriptor asignado',
} as const;

/** Spec 1 §9: subscribers of a user, offset 0, limit 1000. */
const USER_SUBSCRIBERS_LIMIT = 1000;

function loginAccountViewOf(account: LoginAccount) {
  return {
    loginAccountId: account.loginAccountId,
    accountExternalRefId: account.accountExternalRefId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    mobilePhone:
      account.loginAccountPhone?.phoneNumberTypeCode === 'MOBILE'
        ? account.loginAccountPhone.phoneNumber
        : null,
    accountStatusCode: account.accountStatus?.accountStatusCode ?? account.accountStatusCode,
    accountStatusDesc: account.accountStatus?.accountStatusDesc ?? account.accountStatusCode,
    creationDate: account.accountStatus?.creationDate ?? null,
    creationUser: account.accountStatus?.creationUser ?? null,
    modificationDate: account.accountStatus?.modificationDate ?? null,
    modificationUser: account.accountStatus?.modificationUser ?? account.modificationUser ?? null,
  };
}

const headerOf = (account: LoginAccount) => ({
  loginAccountId: account.loginAccountId,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
});

/** Spec 1 §8: 'Verify LoginAccount email.' (or an unknown id) is 'No se encontró el usuario ingresado.'. */
async function accountOrNotFound(load: Promise<{ loginAccount: LoginAccount }>): Promise<LoginAccount> {
  try {
    return (await load).loginAccount;
  } catch (error) {
    if (
      error instanceof PlatformError &&
      (error.isNotFound || error.messageIncludes('Verify LoginAccount'))
    ) {
      throw new HttpError(404, 'USER_NOT_FOUND', userMessages.notFound);
    }
    throw error;
  }
}

/** The subscribers of every organization user of the account, without repeats. */
async function subscribersOf(platform: PlatformClient, userIds: readonly number[]) {
  let withoutSubscriber = 0;
  const lists = await mapLimited(userIds, 4, async (userId) => {
    try {
      return await platform.subscribers.ofUser(userId, 0, USER_SUBSCRIBERS_LIMIT);
    } catch (error) {
      if (error instanceof PlatformError && error.messageIncludes(userMessages.withoutSubscriber)) {
        withoutSubscriber += 1;
        return [];
      }
      throw error;
    }
  });
  const byId = new Map(lists.flat().map((subscriber) => [subscriber.subscriber_id, subscriber]));
  return { subscribers: [...byId.values()], withoutSubscriber: withoutSubscriber === userIds.length };
}

export function registerUserRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const tags = ['Usuarios'];

  const detailOf = async (platform: PlatformClient, account: LoginAccount) => {
    const userIds = account.organizationUsers.map((u) => u.userId);
    const { subscribers } = userIds.length > 0 ? await subscribersOf(platform, userIds) : { subscribers: [] };
    return {
      user: loginAccountViewOf(account),
      organizationUsersCount: userIds.length,
      organizationsCount: new Set(account.organizationUsers.map((u) => u.organizationId)).size,
      subscribersCount: subscribers.length,
    };
  };
  const notFound = {
    description: "No existe: 'No se encontró el usuario ingresado.'",
    schema: errorBody,
    example: { code: 'USER_NOT_FOUND', message: userMessages.notFound },
  };

  table.add({
    method: 'get',
    path: '/api/users/by-email/:email',
    summary: 'Usuario por e-mail',
    description:
      "La búsqueda de 'Usuarios': la cuenta de acceso con la cantidad de organizaciones y suscriptores asociados.",
    tags,
    roles: 'any',
    params: emailParams,
    responses: { 200: { description: 'El usuario', schema: userDetail }, 404: notFound },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const account = await accountOrNotFound(platform.loginAccounts.byEmail(params.email));
      return { status: 200, body: await detailOf(platform, account) };
    },
  });

  table.add({
    method: 'get',
    path: '/api/users/:loginAccountId',
    summary: 'Usuario por loginAccountId',
    tags,
    roles: 'any',
    params: loginAccountParams,
    responses: { 200: { description: 'El usuario', schema: userDetail }, 404: notFound },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const account = await accountOrNotFound(platform.loginAccounts.byId(params.loginAccountId));
      return { status: 200, body: await detailOf(platform, account) };
    },
  });

  table.add({
    method: 'get',
    path: '/api/users/:loginAccountId/subscribers',
    summary: 'Suscriptores asociados a un usuario',
    description:
      'Los suscriptores de cada usuario de organización de la cuenta (offset 0, límite 1000), sin repetir. ' +
      "Si el servicio responde 'Usuario no posee suscriptor asignado', la lista viene vacía con ese `notice`.",
    tags,
    roles: 'any',
    params: loginAccountParams,
    responses: {
      200: { description: 'El usuario y sus suscriptores', schema: userSubscribers },
      404: notFound,
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const account = await accountOrNotFound(platform.loginAccounts.byId(params.loginAccountId));
      const userIds = account.organizationUsers.map((u) => u.userId);
      const { subscribers, withoutSubscriber } =
        userIds.length > 0
          ? await subscribersOf(platform, userIds)
          : { subscribers: [], withoutSubscriber: true };
      const statuses = await orEmpty(platform.subscribers.statuses());
      return {
        status: 200,
        body: {
          user: headerOf(account),
          items: subscribers.map((subscriber) => subscriberViewOf(subscriber, statuses)),
          notice: withoutSubscriber ? userMessages.withoutSubscriber : null,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/users/:loginAccountId/organizations',
    summary: 'Organizaciones asociadas al usuario',
    description: 'Cada vínculo usuario–organización de la cuenta con los datos de la organización.',
    tags,
    roles: 'any',
    params: loginAccountParams,
    responses: {
      200: { description: 'El usuario y sus organizaciones', schema: userOrganizations },
      404: notFound,
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const account = await accountOrNotFound(platform.loginAccounts.byId(params.loginAccountId));
      const links = await orEmpty(platform.organizations.linksOfLoginAccount(account.loginAccountId));
      const organizationIds = [...new Set(links.map((link) => link.organizationId))];
      const organizations = new Map(
        (await mapLimited(organizationIds, 4, (id) => platform.organizations.byId(id).catch(() => null)))
          .filter((o) => o !== null)
          .map((o) => [o.organizationId, o]),
      );
      return {
        status: 200,
        body: {
          user: headerOf(account),
          items: links.map((link) => {
            const organization = organizations.get(link.organizationId);
            return {
              userId: link.userId,
              organizationId: link.organizationId,
              organizationName: organization?.organizationName ?? link.organization.organizationName,
              organizationLegalName:
                organization?.organizationLegalName ?? link.organization.organizationLegalName,
              organizationCuit: organization?.organizationCuit ?? link.organization.organizationCuit,
              organizationTypeCode: organization?.organizationType.organizationTypeCode ?? null,
              organizationTypeName: organization?.organizationType.organizationTypeName ?? null,
              organizationMaxAccessCount: organization?.organizationMaxAccessCount ?? null,
              isActive: organization?.isActive ?? null,
              creationDate: organization?.creationDate ?? null,
              creationUser: organization?.creationUser ?? null,
              modificationUser: organization?.modificationUser ?? null,
              userTypeCode: link.type.organizationUserTypeCode,
              userTypeName: link.type.organizationUserTypeName,
              commercialTypeCode: link.commercialType?.organizationCommercialUserTypeCode ?? null,
              commercialTypeName: link.commercialType?.organizationCommercialUserTypeName ?? null,
              userStatusCode: link.status.userStatusCode,
              userStatusLabel: userStatusLabel(link.status.userStatusCode),
            };
          }),
        },
      };
    },
  });
}
