// Authentication service: the identity provider's user administration (spec 1 §7, spec 2 §7).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import { decryptPassword } from '../../client/password-cipher';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import type { ServiceSettings } from '../settings';
import { hashPassword } from './password';
import * as store from './store';

const createInput = z.object({
  username: z.string().trim().min(1),
  // The identity provider's default policy: at least 8 characters.
  password: z.string(),
});

/** The identity provider's policy the console's hint describes (spec 2 §5). */
function meetsPolicy(password: string): boolean {
  return password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

export function authenticationRoutes(db: Db, settings: ServiceSettings): ServiceFamily {
  return {
    prefix: familyPrefixes.authentication,
    routes: [
      {
        method: 'POST',
        path: '/create/createUserBaseAccountEAuth',
        status: 201,
        handle: async (req) => {
          const input = parse(createInput, req.body);
          if (input.password.length < 8) throw fail(400, errors.invalidPassword);
          const idCognito = randomUUID();
          const username = await store.insertIdentityUser(db, {
            idCognito,
            username: input.username,
            passwordHash: await hashPassword(input.password),
            email: input.username.includes('@') ? input.username.toLowerCase() : null,
          });
          if (username === null) throw fail(409, errors.usernameExists);
          return { cognitoUser: { User: { Username: username }, idCognito } };
        },
      },
      {
        method: 'POST',
        path: '/admin/getUserEAuth',
        handle: async (req) => {
          const input = parse(z.object({ username: z.string().trim().min(1) }), req.body);
          const user = await store.findIdentityUser(db, input.username);
          if (!user) throw fail(404, errors.identityUserNotFound);
          return { user };
        },
      },
      {
        // The password arrives encrypted with the shared client id (client/password-cipher.ts);
        // a permanent password confirms the user.
        method: 'POST',
        path: '/admin/setUserPasswordEAuth',
        handle: async (req) => {
          const input = parse(
            z.object({ username: z.string().trim().min(1), password: z.string().min(1) }),
            req.body,
          );
          const password = decryptPassword(input.password, settings.identityClientId);
          if (password === null) {
            throw fail(
              400,
              errors.validation,
              `${errors.validation.message}: password is not encrypted with the client id`,
            );
          }
          if (!meetsPolicy(password)) throw fail(400, errors.invalidPassword);
          const user = await store.setPassword(db, input.username, await hashPassword(password));
          if (!user) throw fail(404, errors.identityUserNotFound);
          return { user };
        },
      },
    ],
  };
}
