// Legal communications service, e-Ventanilla (spec 2 §7). A manual status change goes only
// along the edges of spec 2 §4 (table comm_subscription_transition) and is refused when the
// CUIT is used by more than one enabled customer; the status and its history row are one
// transaction.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import { subscriptionStatusCodes } from '../../client/legal-communications';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, cuit, id, listOf } from '../values';
import * as store from './store';

const status = z.enum(subscriptionStatusCodes);
/** Blank filter fields mean "no filter", as the console sends them. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

const searchInput = z.object({
  cuitCliente: z.preprocess(blankToUndefined, cuit.optional()),
  customerSuborganizationName: z.preprocess(blankToUndefined, listOf(z.string().trim().min(1)).optional()),
  subscriptionStatus: z.preprocess(blankToUndefined, listOf(status).optional()),
  limit: z.number().int().min(1).max(5000).default(1000),
});

export function legalCommunicationRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.legalCommunications,
    routes: [
      {
        method: 'POST',
        path: '/getAllSubscriptionsCommunicationVE',
        handle: async (req) => {
          const f = parse(searchInput, req.body);
          return store.search(db, {
            cuit: f.cuitCliente,
            names: f.customerSuborganizationName ?? [],
            statuses: f.subscriptionStatus ?? [],
            limit: f.limit,
          });
        },
      },
      {
        method: 'GET',
        path: '/getCommSubscriptionDetailsCommunicationVE',
        handle: async (req) => {
          const q = parse(z.object({ cuitCliente: cuit }), req.query);
          const subscription = await store.findBy(db, { cuit: q.cuitCliente });
          if (!subscription) throw fail(404, errors.communicationSubscriptionNotFound);
          return store.detail(db, subscription);
        },
      },
      {
        // Asking for the status it already has changes nothing and succeeds (a retry).
        method: 'PATCH',
        path: '/updateSubscriptionCommunicationVE',
        handle: async (req) => {
          const input = parse(
            z.object({
              communicationSubscriptionVEId: id,
              serviceStatus: status,
              eventActionUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          return db.transaction(async (tx) => {
            const subscription = await store.findBy(tx, { id: input.communicationSubscriptionVEId });
            if (!subscription) throw fail(404, errors.communicationSubscriptionNotFound);
            if ((await store.enabledCustomerCount(tx, subscription.communicationSubscriptionVEId)) > 1) {
              throw fail(409, errors.cuitUsedByManyCustomers);
            }
            if (subscription.subscriptionStatus !== input.serviceStatus) {
              const allowed = await store.allowedFrom(tx, subscription.subscriptionStatus);
              if (!allowed.includes(input.serviceStatus)) {
                throw fail(
                  409,
                  errors.subscriptionTransitionNotAllowed,
                  `${errors.subscriptionTransitionNotAllowed.message}: ${subscription.subscriptionStatus} → ${input.serviceStatus}`,
                );
              }
              await store.changeStatus(
                tx,
                subscription.communicationSubscriptionVEId,
                input.serviceStatus,
                input.eventActionUser ?? consoleUser,
              );
            }
            return store.detail(tx, (await store.findBy(tx, { id: input.communicationSubscriptionVEId }))!);
          });
        },
      },
    ],
  };
}
