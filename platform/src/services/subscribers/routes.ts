// Subscribers service (spec 1 §7 "Subscribers service").
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { dateInput, id, pagination, subscriberNumber } from '../values';
import * as store from './store';

const lookup = z.union([
  z.object({ clicod: subscriberNumber }).transform((q) => ({ refId: q.clicod })),
  z.object({ subscriber_id: id }).transform((q) => ({ id: q.subscriber_id })),
]);

const createInput = z.object({
  clicod: subscriberNumber,
  subscriber_name: z.string().trim().min(1),
  organization_cuit: z
    .string()
    .regex(/^\d{11}$/)
    .nullish(),
  organization_legal_name: z.string().nullish(),
  subscriber_status_id: z.number().int().positive().default(1),
  subscriber_max_user_count: z.number().int().min(0).nullish(),
  creation_user: z.string().min(1),
  creation_date: dateInput.optional(),
});

const assignInput = z.object({
  user_id: id,
  subscriber_id: id,
  creation_user: z.string().min(1),
  creation_date: dateInput.optional(),
});

const unassignInput = z.object({ subscriber_id: id, user_id: id });

export function subscriberRoutes(db: Db): ServiceFamily {
  const mustFind = async (by: { refId: string } | { id: number }) => {
    const subscriber = await store.findSubscriber(db, by);
    if (!subscriber) throw fail(404, errors.subscriberNotFound);
    return subscriber;
  };

  return {
    prefix: familyPrefixes.subscribers,
    routes: [
      { method: 'GET', path: '/getSubscriberStatusCorpEntities', handle: () => store.statuses(db) },
      {
        method: 'GET',
        path: '/getSubscriberCorpEntities',
        handle: (req) => mustFind(parse(lookup, req.query)),
      },
      {
        method: 'GET',
        path: '/getAllSubscriberCorpEntities/:organizationId',
        handle: async (req) => {
          const q = parse(z.object({ organizationId: id, ...pagination(100) }), {
            ...req.query,
            ...req.params,
          });
          return store.subscribersOfOrganization(db, q.organizationId, q.offset, q.limit);
        },
      },
      {
        method: 'GET',
        path: '/getUsersSubscriberCorpEntities',
        handle: async (req) => {
          const q = parse(z.object({ clicod: subscriberNumber, ...pagination(100) }), req.query);
          const subscriber = await mustFind({ refId: q.clicod });
          return store.usersOfSubscriber(db, subscriber.subscriber_id, q.offset, q.limit);
        },
      },
      {
        // A user without subscribers is an error with the text the console shows for it.
        method: 'GET',
        path: '/getSubscriberUserCorpEntities/:userId',
        handle: async (req) => {
          const q = parse(z.object({ userId: id, ...pagination(1000) }), { ...req.query, ...req.params });
          const subscribers = await store.subscribersOfUser(db, q.userId, q.offset, q.limit);
          if (subscribers.length === 0 && q.offset === 0) throw fail(404, errors.userWithoutSubscriber);
          return subscribers;
        },
      },
      {
        method: 'POST',
        path: '/createSubscriberCorpEntities',
        status: 201,
        handle: async (req) => {
          const input = parse(createInput, req.body);
          return db.transaction(async (tx) => {
            // The payload names the organization by CUIT; an unknown CUIT leaves it unlinked.
            const organizationId = input.organization_cuit
              ? await store.organizationIdByCuit(tx, input.organization_cuit)
              : null;
            const subscriberId = await store.insertSubscriber(tx, {
              refId: input.clicod,
              name: input.subscriber_name,
              statusId: input.subscriber_status_id,
              maxUserCount: input.subscriber_max_user_count ?? null,
              organizationId,
              creationUser: input.creation_user,
              creationDate: input.creation_date ?? new Date().toISOString(),
            });
            if (subscriberId === null) throw fail(409, errors.subscriberExists);
            return { subscriber_id: subscriberId };
          });
        },
      },
      {
        method: 'POST',
        path: '/assignUserSubscriberCorpEntity',
        status: 201,
        handle: async (req) => {
          const input = parse(assignInput, req.body);
          return db.transaction(async (tx) => {
            if (!(await store.findSubscriber(tx, { id: input.subscriber_id }))) {
              throw fail(404, errors.subscriberNotFound);
            }
            if (!(await store.organizationUserExists(tx, input.user_id))) {
              throw fail(404, errors.organizationUserNotFound);
            }
            if (await store.wouldExceedCapacity(tx, input.subscriber_id, input.user_id)) {
              throw fail(409, errors.subscriberAtCapacity);
            }
            const inserted = await store.insertAssignment(tx, {
              subscriberId: input.subscriber_id,
              userId: input.user_id,
              creationUser: input.creation_user,
              creationDate: input.creation_date ?? new Date().toISOString(),
            });
            if (!inserted) throw fail(409, errors.userAlreadyAssigned);
            return { user_id: input.user_id, subscriber_id: input.subscriber_id };
          });
        },
      },
      {
        method: 'DELETE',
        path: '/unassignUserSubscriberCorpEntity',
        handle: async (req) => {
          const input = parse(unassignInput, req.body);
          if (!(await store.deleteAssignment(db, input.subscriber_id, input.user_id))) {
            throw fail(404, errors.associationNotFound);
          }
          return { user_id: input.user_id, subscriber_id: input.subscriber_id };
        },
      },
    ],
  };
}
