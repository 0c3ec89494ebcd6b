// Activities of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
// One eAuthz call each. A refusal (400, 404, 409) is a business failure with spec 2 §8's text
// for the module calls; the workflows relabel it for roles and access. Transport failures and
// 5xx stay plain errors, which the step runner retries.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import { businessFailure, meInstanceMessages, type MeInstanceDetailActivities } from '@cgi/workflows';
import { defineArea } from './area';

const APP_CODE = 'ME';

async function eAuthz<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PlatformError && !error.isTransient) {
      const code = error.body.codeMessageLanguage ?? `HTTP_${error.status}`;
      throw businessFailure(code, meInstanceMessages.eAuthzFailed);
    }
    throw error;
  }
}

export function createMeInstanceDetailActivities(platform: PlatformClient): MeInstanceDetailActivities {
  const { authorization } = platform;
  return {
    async meDetailGetInstance({ applicationInstanceId }) {
      const instance = await eAuthz(authorization.instance(applicationInstanceId));
      return {
        applicationInstanceId: instance.applicationInstanceId,
        organizationId: instance.organizationId,
        baseSuborganizationId: instance.baseSuborganizationId,
        modules: instance.appModules.map((m) => ({
          appModuleCode: m.appModuleCode,
          startDate: m.startDate,
          finishDate: m.finishDate,
        })),
        parameters: instance.appParameters.map((p) => ({
          code: p.app_parameter_code,
          value: p.parameter_num_value,
        })),
      };
    },

    async meDetailEnableModule(change) {
      const body = { ...change, subscriptionTypeRefCode: null };
      try {
        await authorization.enableModule(body);
      } catch (error) {
        // An earlier attempt created it but its answer was lost: set the same period instead.
        if (error instanceof PlatformError && error.status === 409) {
          await eAuthz(authorization.updateModule(body));
          return;
        }
        await eAuthz(Promise.reject(error));
      }
    },

    async meDetailUpdateModule(change) {
      await eAuthz(authorization.updateModule({ ...change, subscriptionTypeRefCode: null }));
    },

    async meDetailDisableModule(change) {
      await eAuthz(authorization.disableModule(change));
    },

    async meDetailUpdateParameter(change) {
      await eAuthz(
        authorization.updateParameter({
          ...change,
          productParameterRefCode: null,
          subscriptionTypeRefCode: null,
        }),
      );
    },

    async meDetailGetUserRole({ applicationInstanceId, userId }) {
      const roles = await eAuthz(authorization.userRoles(applicationInstanceId, APP_CODE));
      return roles.find((role) => role.userId === userId)?.appRoleCode ?? null;
    },

    async meDetailGrantRole(change) {
      await eAuthz(authorization.grantRole(change));
    },

    async meDetailReplaceRole(change) {
      await eAuthz(authorization.replaceRole(change));
    },

    async meDetailGetUserAccess({ applicationInstanceId, userId }) {
      const { applicationInstances } = await eAuthz(
        authorization.userAccesses(applicationInstanceId, APP_CODE),
      );
      const access = applicationInstances.find((a) => a.userId === userId);
      return access
        ? { userAppAccessId: access.userAppAccessId, userAppAccessStatusCode: access.userAppAccessStatusCode }
        : null;
    },

    async meDetailUpdateUserAccess(change) {
      await eAuthz(authorization.updateAccess(change));
    },
  };
}

export const meInstanceDetailArea = defineArea(({ platform }) => ({
  activities: createMeInstanceDetailActivities(platform),
}));
