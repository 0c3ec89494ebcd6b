// Login account service (spec 1 §7 "Login account service").
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { email, id } from '../values';
import * as store from './store';

const accountStatusCode = z.enum(['ACTIVE', 'WAITING_VALIDATION', 'BLOCKED', 'INACTIVE']);

const createInput = z.object({
  accountExternalRefId: z.string().min(1),
  email,
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  modificationUser: z.string().min(1),
  accountStatusCode,
  loginAccountPhone: z
    .object({ phoneNumber: z.string().regex(/^\d+$/), phoneNumberTypeCode: z.literal('MOBILE') })
    .nullish(),
});

const updateInput = z.object({
  loginAccountId: id,
  firstName: z.string().trim().min(1).optional(),
  lastName: z.string().trim().min(1).optional(),
  modificationUser: z.string().min(1).optional(),
});

export function loginAccountRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.loginAccounts,
    routes: [
      {
        method: 'GET',
        path: '/loginAccountByEmail',
        handle: async (req) => {
          const q = parse(z.object({ email: z.string().trim().min(1) }), req.query);
          const loginAccount = await store.findByEmail(db, q.email);
          if (!loginAccount) throw fail(404, errors.loginAccountNotFound);
          return { loginAccount };
        },
      },
      {
        method: 'GET',
        path: '/loginAccountById',
        handle: async (req) => {
          const q = parse(z.object({ loginAccountId: id }), req.query);
          const loginAccount = await store.findById(db, q.loginAccountId);
          if (!loginAccount) throw fail(404, errors.loginAccountIdNotFound);
          return { loginAccount };
        },
      },
      {
        method: 'POST',
        path: '/loginAccountCreate',
        status: 201,
        handle: async (req) => {
          const input = parse(createInput, req.body);
          return db.transaction(async (tx) => {
            const loginAccountId = await store.insertLoginAccount(tx, {
              ...input,
              phone: input.loginAccountPhone ?? null,
            });
            if (loginAccountId === null) throw fail(409, errors.loginAccountExists);
            return { loginAccount: await store.findById(tx, loginAccountId) };
          });
        },
      },
      {
        method: 'PUT',
        path: '/loginAccountUpdate',
        handle: async (req) => {
          const input = parse(updateInput, req.body);
          return db.transaction(async (tx) => {
            const updated = await store.updateNames(tx, input.loginAccountId, {
              firstName: input.firstName,
              lastName: input.lastName,
              modificationUser: input.modificationUser ?? 'console',
            });
            if (!updated) throw fail(404, errors.loginAccountIdNotFound);
            return { loginAccount: await store.findById(tx, input.loginAccountId) };
          });
        },
      },
    ],
  };
}
