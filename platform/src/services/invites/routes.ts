// Invite service (spec 1 §7 "Invite service"): registration invites of both kinds.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily, type ServiceRoute } from '../../http/route';
import { errors } from '../messages';
import { dateInput, email, id, subscriberNumber } from '../values';
import * as store from './store';

const registrationInput = z.object({
  inviteDate: dateInput,
  accountEmail: email,
  userId: id,
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  organizationName: z.string().min(1),
  organizationCuit: z.string().regex(/^\d{11}$/),
  subscriberRefId: subscriberNumber,
});

const codes = z.array(z.string().min(1)).default([]);

const searchInput = z.object({
  destinationEmail: z.array(email).min(1),
  inviteTypeCode: codes,
  inviteStatusCode: codes,
});

const updateInput = z.object({ inviteId: id, inviteStatusCode: z.enum(['ACTIVE', 'CANCELLED']) });

export function inviteRoutes(db: Db): ServiceFamily {
  const create = (path: string, typeCode: string): ServiceRoute => ({
    method: 'POST',
    path,
    status: 201,
    handle: async (req) => store.insertInvite(db, typeCode, parse(registrationInput, req.body)),
  });

  return {
    prefix: familyPrefixes.invites,
    routes: [
      create('/createOrgStaffRegistrationUserInvite', 'ORG-STAFF-USER-REGISTRATION'),
      create('/createSubscriberRegistrationUserInvite', 'SUBSCRIBER-USER-REGISTRATION'),
      {
        method: 'POST',
        path: '/getAllInviteUserInvite',
        handle: async (req) => {
          const input = parse(searchInput, req.body);
          return store.searchInvites(db, {
            emails: input.destinationEmail,
            typeCodes: input.inviteTypeCode,
            statusCodes: input.inviteStatusCode,
          });
        },
      },
      {
        // An invite goes from ACTIVE to CANCELLED only: a resend creates a new invite instead
        // of reviving the old one. Cancelling a cancelled invite again changes nothing.
        method: 'PUT',
        path: '/updateInviteUserInvite',
        handle: async (req) => {
          const input = parse(updateInput, req.body);
          return db.transaction(async (tx) => {
            const invite = await store.findInvite(tx, input.inviteId);
            if (!invite) throw fail(404, errors.inviteNotFound);
            if (invite.inviteStatusCode === input.inviteStatusCode) return invite;
            if (invite.inviteStatusCode === 'CANCELLED') throw fail(409, errors.inviteTransitionNotAllowed);
            await store.updateStatus(tx, input.inviteId, input.inviteStatusCode);
            return store.findInvite(tx, input.inviteId);
          });
        },
      },
    ],
  };
}
