// Identity tools (spec 2 §7 "Identity and impersonation"). Paths are ours: the spec names the
// calls but not their addresses. Tokens are HS256 JWTs signed with the platform's secret.
import type { Request } from 'express';
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import type { ServiceSettings } from '../settings';
import { email } from '../values';
import * as store from './store';
import { signToken, verifyToken } from './tokens';

const jobTtl = 3600;
/** The shared-domain cookie the console keeps the user tokens in lasts 12 hours (spec 2 §9). */
const userTokenTtl = 43_200;

function bearerOf(req: Request): string | undefined {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** A failed impersonation names the api whose data was missing (spec 2 §8). */
function dataError(api: string) {
  return fail(409, errors.impersonationData, `${errors.impersonationData.message}: ${api}`, { api });
}

export function identityToolRoutes(db: Db, settings: ServiceSettings): ServiceFamily {
  const landing = (data: unknown) => ({
    location: `/?appCode=${encodeURIComponent(String((data as { appCode?: string }).appCode ?? ''))}`,
  });

  return {
    prefix: familyPrefixes.identityTools,
    routes: [
      {
        method: 'POST',
        path: '/jobLoginEAuth',
        handle: async (req) => {
          const input = parse(z.object({ jobKey: z.string().min(1) }), req.body);
          if (input.jobKey !== settings.jobKey) throw fail(401, errors.jobKeyRefused);
          return {
            jwt2: signToken({ typ: 'job', sub: 'cgi-job' }, settings.tokenSecret, jobTtl),
            expiresIn: jobTtl,
          };
        },
      },
      {
        method: 'POST',
        path: '/notifyUserEAuth',
        status: 302,
        headers: landing,
        handle: async (req) => {
          const job = verifyToken(bearerOf(req) ?? '', settings.tokenSecret);
          if (job?.typ !== 'job') throw fail(401, errors.tokenRefused);
          const input = parse(z.object({ email, appCode: z.string().min(1) }), req.body);
          if (!(await store.appExists(db, input.appCode))) {
            throw fail(400, errors.validation, `${errors.validation.message}: appCode '${input.appCode}'`);
          }
          const user = await store.userByEmail(db, input.email);
          if (!user) throw dataError('loginAccountByEmail');
          if (user.user_id === null) throw dataError('getUserOrganizationByLoginAccountCorpEntities');
          if (input.appCode === 'ME' && !(await store.applicationAccess(db, user.user_id, 'ME'))) {
            throw dataError('getUserApplicationInstanceEAuthz');
          }
          const jwt2 = signToken(
            {
              typ: 'jwt2',
              sub: user.account_external_ref_id,
              email: user.email,
              appCode: input.appCode,
              loginAccountId: user.login_account_id,
            },
            settings.tokenSecret,
            userTokenTtl,
          );
          return { jwt2, expiresIn: userTokenTtl, appCode: input.appCode, email: user.email };
        },
      },
      {
        method: 'POST',
        path: '/generateJwt3',
        status: 302,
        headers: landing,
        handle: async (req) => {
          const input = parse(z.object({ appCode: z.string().min(1), jwt2: z.string().min(1) }), req.body);
          const claims = verifyToken(input.jwt2, settings.tokenSecret);
          if (claims?.typ !== 'jwt2' || typeof claims.email !== 'string')
            throw fail(401, errors.tokenRefused);
          const user = await store.userByEmail(db, claims.email);
          if (!user || user.user_id === null)
            throw dataError('getUserOrganizationByLoginAccountCorpEntities');
          const access = await store.applicationAccess(db, user.user_id, input.appCode);
          const jwt3 = signToken(
            {
              typ: 'jwt3',
              sub: user.account_external_ref_id,
              applicationData: {
                applicationCode: input.appCode,
                permissionData: {
                  appRoles: access?.app_role_code ? [access.app_role_code] : [],
                  orgAppAccessStatusCode: access?.org_status ?? null,
                  userAppAccessStatusCode: access?.user_status ?? null,
                },
              },
              loginAccountData: {
                firstName: user.first_name,
                lastName: user.last_name,
                userId: user.user_id,
                subscriberRefId: user.subscriber_ref_id,
              },
              idpData: { email: user.email },
              impersonated: true,
            },
            settings.tokenSecret,
            userTokenTtl,
          );
          return { jwt3, expiresIn: userTokenTtl, appCode: input.appCode, email: user.email };
        },
      },
    ],
  };
}
