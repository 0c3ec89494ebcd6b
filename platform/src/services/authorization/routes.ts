// Authorization service, eAuthz (spec 2 §7 "Authorization service"). Invalid or missing
// parameters answer eAuthzErrorUndefinedRequestParameter, the code the console matches on.
import type { Request } from 'express';
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { MultipartError, readMultipart } from '../../http/multipart';
import { parse as parseWith, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { findOrganizationUser } from '../organizations/store';
import { consoleUser, dateInput, id } from '../values';
import { applyEnablementCsv, parseEnablementCsv } from './csv-enablement';
import * as store from './store';

const parse = <S extends z.ZodType>(schema: S, value: unknown) =>
  parseWith(schema, value, errors.eAuthzValidation);

const moduleChange = z
  .object({
    applicationInstanceId: id,
    appModuleCode: z.string().min(1),
    startDate: dateInput,
    finishDate: dateInput.nullish(),
    subscriptionTypeRefCode: z.string().nullish(),
  })
  .refine((m) => !m.finishDate || m.finishDate >= m.startDate, {
    message: 'finishDate antes de startDate',
    path: ['finishDate'],
  });

const roleChange = z.object({
  applicationInstanceId: id,
  roleCode: z.string().min(1),
  userId: id,
  suborganizationId: id.nullish(),
});

function badParameter(detail: string) {
  return fail(400, errors.eAuthzValidation, `${errors.eAuthzValidation.message}: ${detail}`);
}

async function readCsv(req: Request): Promise<string> {
  try {
    const file = (await readMultipart(req)).find((part) => part.name === 'file');
    if (!file) throw badParameter('file');
    return file.data.toString('utf8');
  } catch (error) {
    if (error instanceof MultipartError) throw badParameter(error.message);
    throw error;
  }
}

export function authorizationRoutes(db: Db): ServiceFamily {
  const mustFindInstance = async (tx: Queryable, instanceId: number) => {
    const instance = await store.findInstance(tx, instanceId);
    if (!instance) throw fail(404, errors.applicationInstanceNotFound);
    return instance;
  };
  const mustFindModule = async (tx: Queryable, code: string) => {
    const moduleId = await store.moduleIdOf(tx, code);
    if (moduleId === undefined) throw badParameter(`appModuleCode '${code}'`);
    return moduleId;
  };
  /** The user must be an organization user of the instance's organization. */
  const mustFindMember = async (tx: Queryable, organizationId: number, userId: number) => {
    const user = await findOrganizationUser(tx, userId);
    if (!user || user.organizationId !== organizationId) throw fail(404, errors.organizationUserNotFound);
    return user;
  };

  return {
    prefix: familyPrefixes.authorization,
    routes: [
      {
        method: 'POST',
        path: '/enableMEFullVersionEAuthz',
        handle: async (req) => applyEnablementCsv(db, parseEnablementCsv(await readCsv(req))),
      },
      {
        method: 'PUT',
        path: '/disableApplicationInstanceAppModuleEAuthz',
        handle: async (req) => {
          const input = parse(
            z.object({ applicationInstanceId: id, appModuleCode: z.string().min(1), finishDate: dateInput }),
            req.body,
          );
          return db.transaction(async (tx) => {
            await mustFindInstance(tx, input.applicationInstanceId);
            const moduleId = await mustFindModule(tx, input.appModuleCode);
            const change = { instanceId: input.applicationInstanceId, moduleId, finish: input.finishDate };
            if (!(await store.updateInstanceModule(tx, change))) throw fail(404, errors.appModuleNotEnabled);
            return store.instanceModule(tx, input.applicationInstanceId, input.appModuleCode);
          });
        },
      },
      {
        // A module never on the instance is enabled here; one whose period ended is renewed
        // with the update call (spec 2 §4), so enabling it again is a 409.
        method: 'POST',
        path: '/enableApplicationInstanceAppModuleEAuthz',
        status: 201,
        handle: async (req) => {
          const input = parse(moduleChange, req.body);
          return db.transaction(async (tx) => {
            await mustFindInstance(tx, input.applicationInstanceId);
            const moduleId = await mustFindModule(tx, input.appModuleCode);
            const inserted = await store.insertInstanceModule(tx, {
              instanceId: input.applicationInstanceId,
              moduleId,
              start: input.startDate,
              finish: input.finishDate ?? null,
              subscriptionTypeRefCode: input.subscriptionTypeRefCode ?? null,
            });
            if (!inserted) throw fail(409, errors.appModuleAlreadyEnabled);
            return store.instanceModule(tx, input.applicationInstanceId, input.appModuleCode);
          });
        },
      },
      {
        method: 'PUT',
        path: '/updateApplicationInstanceAppModuleEAuthz',
        handle: async (req) => {
          const input = parse(moduleChange, req.body);
          return db.transaction(async (tx) => {
            await mustFindInstance(tx, input.applicationInstanceId);
            const moduleId = await mustFindModule(tx, input.appModuleCode);
            const updated = await store.updateInstanceModule(tx, {
              instanceId: input.applicationInstanceId,
              moduleId,
              start: input.startDate,
              finish: input.finishDate ?? null,
            });
            if (!updated) throw fail(404, errors.appModuleNotEnabled);
            return store.instanceModule(tx, input.applicationInstanceId, input.appModuleCode);
          });
        },
      },
      {
        method: 'GET',
        path: '/getAllUserGrantedAppRoleEAuthz',
        handle: async (req) => {
          const q = parse(z.object({ applicationInstanceId: id, appCode: z.string().min(1) }), req.query);
          await mustFindInstance(db, q.applicationInstanceId);
          return store.userRoles(db, q.applicationInstanceId, q.appCode);
        },
      },
      {
        method: 'GET',
        path: '/getApplicationInstanceEAuthz',
        handle: async (req) =>
          mustFindInstance(
            db,
            parse(z.object({ applicationInstanceId: id }), req.query).applicationInstanceId,
          ),
      },
      {
        method: 'GET',
        path: '/getOrgApplicationAccessStatusEAuthz',
        handle: async (req) => {
          const q = parse(z.object({ appCode: z.string().min(1), organizationId: id }), req.query);
          const applicationInstances = await store.instancesOfOrganization(db, q.organizationId, q.appCode);
          if (applicationInstances.length === 0) throw fail(404, errors.orgApplicationAccessNotFound);
          return { applicationInstances };
        },
      },
      {
        method: 'GET',
        path: '/getUserApplicationInstanceEAuthz',
        handle: async (req) => {
          const q = parse(
            z.object({ applicationInstanceId: id, applicationCode: z.string().min(1) }),
            req.query,
          );
          await mustFindInstance(db, q.applicationInstanceId);
          return {
            applicationInstances: await store.accessesOfInstance(
              db,
              q.applicationInstanceId,
              q.applicationCode,
            ),
          };
        },
      },
      {
        // Granting the role the user already holds succeeds again (retries); another role
        // must go through replace.
        method: 'POST',
        path: '/grantAppRoleToUserEAuthz',
        status: 201,
        handle: async (req) => {
          const input = parse(roleChange, req.body);
          return db.transaction(async (tx) => {
            const instance = await mustFindInstance(tx, input.applicationInstanceId);
            if (!(await store.roleExists(tx, input.roleCode)))
              throw badParameter(`roleCode '${input.roleCode}'`);
            await mustFindMember(tx, instance.organizationId, input.userId);
            const current = await store.roleOf(tx, input.applicationInstanceId, input.userId);
            if (current && current.appRoleCode !== input.roleCode)
              throw fail(409, errors.appRoleAlreadyGranted);
            if (!current) {
              await store.setRole(tx, {
                instanceId: input.applicationInstanceId,
                userId: input.userId,
                roleCode: input.roleCode,
                suborganizationId: input.suborganizationId ?? instance.baseSuborganizationId,
                user: consoleUser,
              });
            }
            await store.ensureAccessForRole(tx, {
              instanceId: input.applicationInstanceId,
              userId: input.userId,
            });
            return store.roleOf(tx, input.applicationInstanceId, input.userId);
          });
        },
      },
      {
        method: 'POST',
        path: '/replaceAppRoleFromUserEAuthz',
        handle: async (req) => {
          const input = parse(roleChange.extend({ previousRoleCode: z.string().min(1) }), req.body);
          return db.transaction(async (tx) => {
            const instance = await mustFindInstance(tx, input.applicationInstanceId);
            if (!(await store.roleExists(tx, input.roleCode)))
              throw badParameter(`roleCode '${input.roleCode}'`);
            await mustFindMember(tx, instance.organizationId, input.userId);
            const current = await store.roleOf(tx, input.applicationInstanceId, input.userId);
            if (current?.appRoleCode !== input.roleCode) {
              if (current?.appRoleCode !== input.previousRoleCode)
                throw fail(404, errors.previousAppRoleNotFound);
              await store.setRole(tx, {
                instanceId: input.applicationInstanceId,
                userId: input.userId,
                roleCode: input.roleCode,
                suborganizationId: input.suborganizationId ?? instance.baseSuborganizationId,
                user: consoleUser,
              });
            }
            await store.ensureAccessForRole(tx, {
              instanceId: input.applicationInstanceId,
              userId: input.userId,
            });
            return store.roleOf(tx, input.applicationInstanceId, input.userId);
          });
        },
      },
      {
        method: 'PUT',
        path: '/updateUserApplicationInstanceAccessEAuthz',
        handle: async (req) => {
          const input = parse(
            z.object({
              userAppAccessId: id,
              accessStatusCode: z.enum(['GRANTED', 'REVOKED']),
              startDate: dateInput,
              finishDate: dateInput.nullish(),
            }),
            req.body,
          );
          return db.transaction(async (tx) => {
            const updated = await store.updateAccess(tx, {
              accessId: input.userAppAccessId,
              status: input.accessStatusCode,
              start: input.startDate,
              finish: input.finishDate ?? null,
              user: consoleUser,
            });
            if (!updated) throw fail(404, errors.userAppAccessNotFound);
            return store.findAccess(tx, input.userAppAccessId);
          });
        },
      },
      {
        method: 'GET',
        path: '/getAllApplicationAppModuleEAuthz',
        handle: async (req) => {
          const q = parse(z.object({ appCode: z.string().min(1) }), req.query);
          return { appModules: await store.modules(db, q.appCode) };
        },
      },
      {
        method: 'PUT',
        path: '/UpdateParameterApplicationInstanceEAuthz',
        handle: async (req) => {
          const input = parse(
            z.object({
              applicationInstanceId: id,
              appParameterCode: z.string().min(1),
              parameterValue: z.number().finite().min(0),
              productParameterRefCode: z.string().nullish(),
              subscriptionTypeRefCode: z.string().nullish(),
            }),
            req.body,
          );
          return db.transaction(async (tx) => {
            await mustFindInstance(tx, input.applicationInstanceId);
            if (!(await store.parameterExists(tx, input.appParameterCode))) {
              throw badParameter(`appParameterCode '${input.appParameterCode}'`);
            }
            return store.upsertParameter(tx, {
              instanceId: input.applicationInstanceId,
              code: input.appParameterCode,
              value: input.parameterValue,
              productRef: input.productParameterRefCode ?? null,
              subscriptionRef: input.subscriptionTypeRefCode ?? null,
            });
          });
        },
      },
      { method: 'GET', path: '/getNotificationConditionTypeEAuthz', handle: () => store.conditionTypes(db) },
      {
        method: 'GET',
        path: '/getAllAppRoleEAuthz',
        handle: async (req) =>
          store.roles(db, parse(z.object({ appCode: z.string().min(1) }), req.query).appCode),
      },
    ],
  };
}
