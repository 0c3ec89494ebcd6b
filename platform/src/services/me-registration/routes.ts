// ME registration service (spec 1 §7 "ME registration service"): every multi-row change is one
// transaction, and each call can be repeated (a retried activity finds its work done).
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import * as authz from '../authorization/store';
import * as accounts from '../login-accounts/store';
import { errors } from '../messages';
import { findOrganization, findOrganizationUser } from '../organizations/store';
import * as storage from '../storage/store';
import { addStaff } from '../suborganizations/store';
import { consoleUser, cuit, dateInput, email, id } from '../values';
import * as store from './store';

const appCode = 'ME';

const enablementInput = z.object({
  organizationId: id,
  suborganizationName: z.string().trim().min(1),
  suborganizationLegalName: z.string().trim().min(1),
  suborganizationCUIT: cuit,
  appParams: z
    .array(
      z.object({
        appParameterCode: z.string().min(1),
        parameterValue: z.coerce.number().finite().min(0),
        productParameterRefCode: z.string().nullish(),
      }),
    )
    .default([]),
  accessStartDate: dateInput,
  accessFinishDate: dateInput.nullish(),
  appModules: z
    .array(
      z.object({ appModuleCode: z.string().min(1), startDate: dateInput, finishDate: dateInput.nullish() }),
    )
    .default([]),
  creationUser: z.string().min(1).optional(),
});

/** Staff link, GRANTED access, a role (kept if it has one) and the user's folder. */
async function configureUser(
  tx: Queryable,
  u: { userId: number; name: string; isAdmin: boolean },
  instance: { id: number; suborganizationId: number; start: string | null; finish: string | null },
  user: string,
): Promise<{ appRoleCode: string; folderCreated: boolean }> {
  await addStaff(tx, instance.suborganizationId, u.userId, user);
  await authz.grantAccess(tx, {
    instanceId: instance.id,
    userId: u.userId,
    start: instance.start,
    finish: instance.finish,
    user,
  });
  const current = await authz.roleOf(tx, instance.id, u.userId);
  const appRoleCode = current?.appRoleCode ?? (u.isAdmin ? 'ME.FirmAdmin' : 'ME.FirmStaff');
  if (!current) {
    await authz.setRole(tx, {
      instanceId: instance.id,
      userId: u.userId,
      roleCode: appRoleCode,
      suborganizationId: instance.suborganizationId,
      user,
    });
  }
  const existing = await storage.findDirectory(tx, instance.suborganizationId, u.userId);
  const folderCreated = !existing || existing.isDeleted || existing.statusCode !== 'ACTIVE';
  await storage.ensureDirectory(tx, {
    suborganizationId: instance.suborganizationId,
    userId: u.userId,
    name: u.name,
    user,
  });
  return { appRoleCode, folderCreated };
}

export function meRegistrationRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.meRegistration,
    routes: [
      {
        method: 'POST',
        path: '/enableAdminUserMERegistration',
        handle: async (req) => {
          const input = parse(z.object({ userId: id, creationUser: z.string().min(1).optional() }), req.body);
          return db.transaction(async (tx) => {
            const user = await findOrganizationUser(tx, input.userId);
            if (!user) throw fail(404, errors.organizationUserNotFound);
            const type = user.type.organizationUserTypeCode;
            if (user.status.userStatusCode !== 'ACTIVE' || (type !== 'ORG-STAFF' && type !== 'ORG-ADMIN')) {
              throw fail(409, errors.userNotConfigurable);
            }
            const [instance] = await authz.instancesOfOrganization(tx, user.organizationId, appCode);
            if (!instance?.baseSuborganizationId) throw fail(404, errors.orgApplicationAccessNotFound);
            const done = await configureUser(
              tx,
              {
                userId: user.userId,
                name: `${user.account.firstName} ${user.account.lastName}`,
                isAdmin: type === 'ORG-ADMIN',
              },
              {
                id: instance.applicationInstanceId,
                suborganizationId: instance.baseSuborganizationId,
                start: null,
                finish: instance.accessFinishDate,
              },
              input.creationUser ?? consoleUser,
            );
            return {
              userId: user.userId,
              applicationInstanceId: instance.applicationInstanceId,
              suborganizationId: instance.baseSuborganizationId,
              appRoleCode: done.appRoleCode,
              userAppAccessStatusCode: 'GRANTED',
              userSystemFolderCreated: done.folderCreated,
            };
          });
        },
      },
      {
        // Enablement and re-initialisation are the same call: whatever exists is kept and
        // brought up to the request, whatever is missing is created.
        method: 'POST',
        path: '/initializeAppInstanceMERegistration',
        status: 201,
        handle: async (req) => {
          const input = parse(enablementInput, req.body);
          const user = input.creationUser ?? consoleUser;
          return db.transaction(async (tx) => {
            if (!(await findOrganization(tx, input.organizationId)))
              throw fail(404, errors.organizationNotFound);
            for (const p of input.appParams) {
              if (!(await authz.parameterExists(tx, p.appParameterCode))) {
                throw fail(
                  400,
                  errors.validation,
                  `${errors.validation.message}: appParameterCode '${p.appParameterCode}'`,
                );
              }
            }
            const moduleIds = new Map<string, number>();
            for (const m of input.appModules) {
              const moduleId = await authz.moduleIdOf(tx, m.appModuleCode);
              if (moduleId === undefined) {
                throw fail(
                  400,
                  errors.validation,
                  `${errors.validation.message}: appModuleCode '${m.appModuleCode}'`,
                );
              }
              moduleIds.set(m.appModuleCode, moduleId);
            }

            const [existing] = await authz.instancesOfOrganization(tx, input.organizationId, appCode);
            const suborganizationId =
              existing?.baseSuborganizationId ??
              (await store.firstStudyOf(tx, input.organizationId)) ??
              (await store.insertStudy(tx, {
                organizationId: input.organizationId,
                name: input.suborganizationName,
                legalName: input.suborganizationLegalName,
                cuit: input.suborganizationCUIT,
                user,
              }));
            const window = { start: input.accessStartDate, finish: input.accessFinishDate ?? null, user };
            let instanceId: number;
            if (existing) {
              instanceId = existing.applicationInstanceId;
              await authz.renewInstance(tx, instanceId, {
                baseSuborganizationId: suborganizationId,
                ...window,
              });
            } else {
              instanceId = await authz.insertInstance(tx, {
                appCode,
                organizationId: input.organizationId,
                baseSuborganizationId: suborganizationId,
                ...window,
              });
            }
            for (const p of input.appParams) {
              await authz.upsertParameter(tx, {
                instanceId,
                code: p.appParameterCode,
                value: p.parameterValue,
                productRef: p.productParameterRefCode ?? null,
                subscriptionRef: null,
              });
            }
            for (const m of input.appModules) {
              const change = {
                instanceId,
                moduleId: moduleIds.get(m.appModuleCode)!,
                start: m.startDate,
                finish: m.finishDate ?? null,
              };
              if (!(await authz.insertInstanceModule(tx, { ...change, subscriptionTypeRefCode: null }))) {
                await authz.updateInstanceModule(tx, change);
              }
            }
            await storage.ensureDirectory(tx, {
              suborganizationId,
              userId: null,
              name: input.suborganizationName,
              user,
            });
            for (const admin of await store.activeAdminsOf(tx, input.organizationId)) {
              await configureUser(
                tx,
                { userId: admin.user_id, name: `${admin.first_name} ${admin.last_name}`, isAdmin: true },
                { id: instanceId, suborganizationId, start: window.start, finish: window.finish },
                user,
              );
            }
            return authz.findInstance(tx, instanceId);
          });
        },
      },
      {
        method: 'GET',
        path: '/verifyBasicVersionStatusMERegistration',
        handle: async (req) => {
          const q = parse(z.object({ organizationId: id }), req.query);
          if (!(await findOrganization(db, q.organizationId))) throw fail(404, errors.organizationNotFound);
          const [instance] = await authz.instancesOfOrganization(db, q.organizationId, appCode);
          const suborganizationId =
            instance?.baseSuborganizationId ?? (await store.firstStudyOf(db, q.organizationId)) ?? null;
          const folder = suborganizationId
            ? await storage.findDirectory(db, suborganizationId, null)
            : undefined;
          return {
            organizationId: q.organizationId,
            suborganizationId,
            applicationInstanceId: instance?.applicationInstanceId ?? null,
            suborganizationExist: suborganizationId !== null,
            subscriberExist: await store.hasSubscriber(db, q.organizationId),
            baseSystemDefinedDirStorageExist:
              folder !== undefined && !folder.isDeleted && folder.statusCode === 'ACTIVE',
            applicationInstanceExist: instance !== undefined,
            users: await store.adminStatuses(
              db,
              q.organizationId,
              suborganizationId,
              instance?.applicationInstanceId ?? null,
            ),
          };
        },
      },
      {
        method: 'PUT',
        path: '/updateAdminUserEmailMERegistration',
        handle: async (req) => {
          const input = parse(
            z.object({ userId: id, newEmail: email, modificationUser: z.string().min(1).optional() }),
            req.body,
          );
          return db.transaction(async (tx) => {
            const user = await findOrganizationUser(tx, input.userId);
            if (!user) throw fail(404, errors.organizationUserNotFound);
            if (user.type.organizationUserTypeCode !== 'ORG-ADMIN')
              throw fail(409, errors.userNotConfigurable);
            const changed = await store.changeAccountEmail(
              tx,
              user.loginAccountId,
              input.newEmail,
              input.modificationUser ?? consoleUser,
            );
            if (!changed) throw fail(409, errors.loginAccountExists);
            return { loginAccount: await accounts.findById(tx, user.loginAccountId) };
          });
        },
      },
    ],
  };
}
