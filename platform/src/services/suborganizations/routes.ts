// Suborganization service (spec 1 §7 "Suborganization service").
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { findOrganization, organizationUsersWhere } from '../organizations/store';
import { id } from '../values';
import * as store from './store';

export function suborganizationRoutes(db: Db): ServiceFamily {
  const mustFind = async (suborganizationId: number) => {
    const found = await store.findSuborganization(db, suborganizationId);
    if (!found) throw fail(404, errors.suborganizationNotFound);
    return found;
  };

  return {
    prefix: familyPrefixes.suborganizations,
    routes: [
      {
        method: 'GET',
        path: '/getAllSuborganizationCorpEntities',
        handle: async (req) => {
          const q = parse(
            z.object({ organizationId: id, suborganizationTypeCode: z.string().min(1).default('ORG-FIRM') }),
            req.query,
          );
          if (!(await findOrganization(db, q.organizationId))) throw fail(404, errors.organizationNotFound);
          return store.suborganizationsOfOrganization(db, q.organizationId, q.suborganizationTypeCode);
        },
      },
      {
        method: 'GET',
        path: '/getAllSuborganizationCustomerSupportCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ firmSuborganizationId: id }), req.query);
          await mustFind(q.firmSuborganizationId);
          return store.customersOfFirm(db, q.firmSuborganizationId);
        },
      },
      { method: 'POST', path: '/getAllSuborganizationGroupCorpEntity', handle: () => store.groups(db) },
      {
        method: 'GET',
        path: '/getAllSuborganizationStaffCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ suborganizationId: id }), req.query);
          await mustFind(q.suborganizationId);
          const users = await organizationUsersWhere(
            db,
            'ou.user_id in (select user_id from suborganization_staff where suborganization_id = $1)',
            [q.suborganizationId],
          );
          return users.map((user) => ({ ...user, suborganizationId: q.suborganizationId }));
        },
      },
      {
        method: 'GET',
        path: '/getSuborganizationCorpEntities',
        handle: async (req) =>
          mustFind(parse(z.object({ suborganizationId: id }), req.query).suborganizationId),
      },
      { method: 'GET', path: '/getSuborganizationTypeCorpEntities', handle: () => store.types(db) },
    ],
  };
}
