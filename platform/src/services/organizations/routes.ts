// Organization service (spec 1 §7 "Organization service").
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, cuit, id, pagination } from '../values';
import * as store from './store';

const searchQuery = z.object({
  organizationTypeCode: z.string().trim().min(1).optional(),
  organizationName: z.string().trim().min(1).optional(),
  organizationLegalName: z.string().trim().min(1).optional(),
  ...pagination(100),
});

const updateInput = z.object({
  organizationId: id,
  organizationName: z.string().trim().min(1).optional(),
  organizationLegalName: z.string().trim().min(1).optional(),
  organizationTypeId: id.optional(),
  organizationMaxAccessCount: z.number().int().positive().nullish(),
  // The console sends the CUIT only when it changed; an empty one means "unchanged".
  organizationCuit: z.union([z.literal(''), cuit]).optional(),
  modificationUser: z.string().min(1).optional(),
});

const addUserInput = z.object({
  loginAccountId: id,
  organizationId: id,
  organizationUserTypeCode: z.string().min(1),
  organizationCommercialUserTypeCode: z.string().min(1).nullish(),
  userStatusCode: z.string().min(1),
});

const updateUserInputSchema = z.object({
  organizationUserId: id,
  userStatusCode: z.string().min(1).optional(),
  organizationUserTypeCode: z.string().min(1).optional(),
  organizationCommercialUserTypeCode: z.string().min(1).optional(),
});

type Catalogue = Parameters<typeof store.idOfCode>[1];

async function resolve(db: Queryable, catalogue: Catalogue, field: string, code: string): Promise<number>;
async function resolve(
  db: Queryable,
  catalogue: Catalogue,
  field: string,
  code: string | undefined | null,
): Promise<number | undefined>;
async function resolve(db: Queryable, catalogue: Catalogue, field: string, code: string | undefined | null) {
  if (code === undefined || code === null) return undefined;
  const found = await store.idOfCode(db, catalogue, code);
  if (found === undefined)
    throw fail(400, errors.validation, `${errors.validation.message}: ${field} '${code}' no existe`);
  return found;
}

export function organizationRoutes(db: Db): ServiceFamily {
  const mustFindUser = async (tx: Queryable, userId: number) => {
    const user = await store.findOrganizationUser(tx, userId);
    if (!user) throw fail(404, errors.organizationUserNotFound);
    return user;
  };

  return {
    prefix: familyPrefixes.organizations,
    routes: [
      {
        method: 'GET',
        path: '/getOrganizationCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ organizationId: id }), req.query);
          const organization = await store.findOrganization(db, q.organizationId);
          if (!organization) throw fail(404, errors.organizationNotFound);
          return organization;
        },
      },
      {
        // With a name or legal name the type filter is optional; without either it defaults
        // to TESTING-ORG (spec 1 §7). No match is a 404 'datos no encontrados', which the
        // console ignores when it merges the name and legal-name searches.
        method: 'GET',
        path: '/getAllOrganizationCorpEntities',
        handle: async (req) => {
          const q = parse(searchQuery, req.query);
          const byName = q.organizationName !== undefined || q.organizationLegalName !== undefined;
          const found = await store.searchOrganizations(db, {
            typeCode: q.organizationTypeCode ?? (byName ? undefined : 'TESTING-ORG'),
            name: q.organizationName,
            legalName: q.organizationLegalName,
            offset: q.offset,
            limit: q.limit,
          });
          if (found.length === 0 && q.offset === 0) throw fail(404, errors.organizationsNotFound);
          return found;
        },
      },
      {
        method: 'GET',
        path: '/getByCuitOrganizationCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ organizationCuit: cuit }), req.query);
          const organization = await store.findOrganizationByCuit(db, q.organizationCuit);
          if (!organization) throw fail(404, errors.organizationNotFound);
          return organization;
        },
      },
      {
        method: 'POST',
        path: '/updateOrganizationCorpEntities',
        handle: async (req) => {
          const input = parse(updateInput, req.body);
          return db.transaction(async (tx) => {
            if (
              input.organizationTypeId &&
              !(await store.organizationTypeExists(tx, input.organizationTypeId))
            ) {
              throw fail(
                400,
                errors.validation,
                `${errors.validation.message}: organizationTypeId no existe`,
              );
            }
            const updated = await store.updateOrganization(tx, input.organizationId, {
              name: input.organizationName,
              legalName: input.organizationLegalName,
              typeId: input.organizationTypeId,
              maxAccessCount: input.organizationMaxAccessCount ?? undefined,
              cuit: input.organizationCuit || undefined,
              modificationUser: input.modificationUser ?? consoleUser,
            });
            if (updated === null) throw fail(409, errors.organizationCuitExists);
            if (!updated) throw fail(404, errors.organizationNotFound);
            return store.findOrganization(tx, input.organizationId);
          });
        },
      },
      {
        method: 'GET',
        path: '/getAllUsersOrganizationCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ organizationId: id, ...pagination(1000, 5000) }), req.query);
          if (!(await store.findOrganization(db, q.organizationId)))
            throw fail(404, errors.organizationNotFound);
          const users = await store.organizationUsersWhere(
            db,
            'ou.organization_id = $1',
            [q.organizationId, q.offset, q.limit],
            'offset $2 limit $3',
          );
          return users.map(store.toListForm);
        },
      },
      { method: 'GET', path: '/getOrganizationTypeCorpEntities', handle: () => store.organizationTypes(db) },
      { method: 'GET', path: '/getOrganizationUserTypeCorpEntities', handle: () => store.userTypes(db) },
      {
        method: 'GET',
        path: '/getOrganizationCommercialUserTypeCorpEntities',
        handle: () => store.commercialUserTypes(db),
      },
      {
        method: 'GET',
        path: '/getUserOrganizationByLoginAccountCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ loginAccountId: id }), req.query);
          return store.organizationUsersOfAccount(db, q.loginAccountId);
        },
      },
      {
        method: 'POST',
        path: '/addUserOrganizationCorpEntities',
        status: 201,
        handle: async (req) => {
          const input = parse(addUserInput, req.body);
          return db.transaction(async (tx) => {
            const typeId = await resolve(
              tx,
              'organization_user_type',
              'organizationUserTypeCode',
              input.organizationUserTypeCode,
            );
            const commercialTypeId = await resolve(
              tx,
              'organization_commercial_user_type',
              'organizationCommercialUserTypeCode',
              input.organizationCommercialUserTypeCode,
            );
            const statusId = await resolve(tx, 'user_status', 'userStatusCode', input.userStatusCode);
            if (!(await store.loginAccountExists(tx, input.loginAccountId))) {
              throw fail(404, errors.loginAccountIdNotFound);
            }
            if (!(await store.findOrganization(tx, input.organizationId)))
              throw fail(404, errors.organizationNotFound);
            const userId = await store.insertOrganizationUser(tx, {
              loginAccountId: input.loginAccountId,
              organizationId: input.organizationId,
              typeId,
              commercialTypeId: commercialTypeId ?? null,
              statusId,
              creationUser: consoleUser,
            });
            if (userId === null) throw fail(409, errors.organizationUserExists);
            return mustFindUser(tx, userId);
          });
        },
      },
      {
        method: 'POST',
        path: '/updateUserOrganizationCorpEntities',
        handle: async (req) => {
          const input = parse(updateUserInputSchema, req.body);
          return db.transaction(async (tx) => {
            const changes = {
              statusId: await resolve(tx, 'user_status', 'userStatusCode', input.userStatusCode),
              typeId: await resolve(
                tx,
                'organization_user_type',
                'organizationUserTypeCode',
                input.organizationUserTypeCode,
              ),
              commercialTypeId: await resolve(
                tx,
                'organization_commercial_user_type',
                'organizationCommercialUserTypeCode',
                input.organizationCommercialUserTypeCode,
              ),
              modificationUser: consoleUser,
            };
            if (!(await store.updateOrganizationUser(tx, input.organizationUserId, changes))) {
              throw fail(404, errors.organizationUserNotFound);
            }
            return mustFindUser(tx, input.organizationUserId);
          });
        },
      },
      {
        method: 'GET',
        path: '/getUserDataOrganizationCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ organizationUserId: id }), req.query);
          return mustFindUser(db, q.organizationUserId);
        },
      },
    ],
  };
}
