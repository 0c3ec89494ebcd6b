// Activities of the area — Mi Estudio: búsqueda de instancias, instancias de una organización, habilitación, estado de inicialización y de almacenamiento (spec 2 §2.2–§2.6).
// One platform call each. Failures the console names become business rejections with the spec's
// text (a service's 404, an error body's code); transport failures and 5xx stay retryable.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import { businessFailure, meInstancesMessages as m, type MeInstancesActivities } from '@cgi/workflows';
import { defineArea } from './area';

/** Service names of spec 2 §8's 404 text. */
export const ME_SERVICE_NAMES = {
  authorization: 'eAuthzAPI',
  meRegistration: 'MERegistrationApi',
  storage: 'StorageApi',
  suborganizations: 'SuborganizationApi',
} as const;

/** Rethrows a non-transient platform failure as the spec's service-error text. */
function serviceFailure(error: unknown, service: string): unknown {
  if (!(error instanceof PlatformError) || error.isTransient) return error;
  if (error.isNotFound) return businessFailure('SERVICE_NOT_FOUND', m.serviceNotFound(service));
  const code = error.body.codeMessageLanguage;
  return code ? businessFailure('SERVICE_ERROR', m.serviceError(code)) : error;
}

async function guarded<T>(service: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw serviceFailure(error, service);
  }
}

export function createMeInstancesActivities(platform: PlatformClient): MeInstancesActivities {
  return {
    async getMeOrganization({ organizationId }) {
      try {
        const organization = await platform.organizations.byId(organizationId);
        return {
          organizationId: organization.organizationId,
          organizationName: organization.organizationName,
          organizationLegalName: organization.organizationLegalName,
          organizationCuit: organization.organizationCuit,
        };
      } catch (error) {
        // Spec 2 §8: the enablement without an organization loaded.
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('ORGANIZATION_NOT_LOADED', m.organizationNotLoaded);
        }
        throw error;
      }
    },

    getMeInitialisationState: ({ organizationId }) =>
      guarded(ME_SERVICE_NAMES.meRegistration, async () => {
        const status = await platform.meRegistration.status(organizationId);
        return {
          suborganizationId: status.suborganizationId,
          suborganizationExist: status.suborganizationExist,
          baseFolderExist: status.baseSystemDefinedDirStorageExist,
          applicationInstanceId: status.applicationInstanceExist ? status.applicationInstanceId : null,
          admins: status.users.map((user) => ({
            userId: user.userId,
            email: user.email,
            isActive: user.isActive,
            configured:
              user.suborganizationStaffExits &&
              user.userAppAccessStatusCode === 'GRANTED' &&
              user.userGrantedRole &&
              user.userSystemDefinedDirStorageExist,
          })),
        };
      }),

    getMeInstance: ({ applicationInstanceId }) =>
      guarded(ME_SERVICE_NAMES.authorization, async () => {
        const instance = await platform.authorization.instance(applicationInstanceId);
        return {
          applicationInstanceId: instance.applicationInstanceId,
          orgAppAccessStatusCode: instance.orgAppAccessStatusCode,
          accessFinishDate: instance.accessFinishDate,
          parameters: instance.appParameters.map((p) => ({
            code: p.app_parameter_code,
            value: p.parameter_num_value,
          })),
          modules: instance.appModules.map((mod) => ({
            code: mod.appModuleCode,
            finishDate: mod.finishDate,
          })),
        };
      }),

    setMeParameter: ({ applicationInstanceId, parameter }) =>
      guarded(ME_SERVICE_NAMES.authorization, async () => {
        await platform.authorization.updateParameter({
          applicationInstanceId,
          appParameterCode: parameter.appParameterCode,
          parameterValue: parameter.parameterValue,
          productParameterRefCode: parameter.productParameterRefCode,
          subscriptionTypeRefCode: null,
        });
      }),

    async enableMeModule(change) {
      try {
        await platform.authorization.enableModule({ ...change, subscriptionTypeRefCode: null });
      } catch (error) {
        // A retry after the call went through finds the module enabled: that is done.
        if (error instanceof PlatformError && error.body.codeMessageLanguage === 'appModuleAlreadyEnabled')
          return;
        throw serviceFailure(error, ME_SERVICE_NAMES.authorization);
      }
    },

    renewMeModule: (change) =>
      guarded(ME_SERVICE_NAMES.authorization, async () => {
        await platform.authorization.updateModule({ ...change, subscriptionTypeRefCode: null });
      }),

    restoreMeParameters: ({ applicationInstanceId, parameters }) =>
      guarded(ME_SERVICE_NAMES.authorization, async () => {
        const instance = await platform.authorization.instance(applicationInstanceId);
        const current = new Map(
          instance.appParameters.map((p) => [p.app_parameter_code, p.parameter_num_value]),
        );
        for (const parameter of parameters) {
          if (current.get(parameter.appParameterCode) === parameter.parameterValue) continue;
          await platform.authorization.updateParameter({
            applicationInstanceId,
            appParameterCode: parameter.appParameterCode,
            parameterValue: parameter.parameterValue,
            productParameterRefCode: parameter.productParameterRefCode,
            subscriptionTypeRefCode: null,
          });
        }
      }),

    disableMeModules: ({ applicationInstanceId, appModuleCodes, finishDate }) =>
      guarded(ME_SERVICE_NAMES.authorization, async () => {
        const instance = await platform.authorization.instance(applicationInstanceId);
        for (const appModuleCode of appModuleCodes) {
          const module = instance.appModules.find((mod) => mod.appModuleCode === appModuleCode);
          if (!module || (module.finishDate && Date.parse(module.finishDate) <= Date.parse(finishDate)))
            continue;
          await platform.authorization.disableModule({ applicationInstanceId, appModuleCode, finishDate });
        }
      }),

    initializeMe: ({ request, actorEmail }) =>
      guarded(ME_SERVICE_NAMES.meRegistration, async () => {
        const instance = await platform.meRegistration.initialize({ ...request, creationUser: actorEmail });
        return {
          applicationInstanceId: instance.applicationInstanceId,
          baseSuborganizationId: instance.baseSuborganizationId,
        };
      }),

    async changeMeAdminEmail({ userId, newEmail, actorEmail }) {
      try {
        await platform.meRegistration.changeAdminEmail({ userId, newEmail, modificationUser: actorEmail });
      } catch (error) {
        const code = error instanceof PlatformError ? error.body.codeMessageLanguage : undefined;
        if (code === 'loginAccountAlreadyExists') throw businessFailure('EMAIL_IN_USE', m.adminEmailInUse);
        if (code === 'userNotConfigurable') throw businessFailure('NOT_AN_ADMIN', m.adminNotConfigurable);
        throw serviceFailure(error, ME_SERVICE_NAMES.meRegistration);
      }
    },

    async getMeUserFolder({ suborganizationId, userId }) {
      try {
        const folder = await platform.storage.folder(suborganizationId, userId);
        const directory = folder.directory[0];
        return {
          present: folder.exist && !!directory && !directory.isDeleted && directory.statusCode === 'ACTIVE',
        };
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('FOLDER_NOT_CREATED', m.userFolderFailed);
        }
        throw error;
      }
    },

    async getMeStudyName({ suborganizationId }) {
      try {
        return (await platform.suborganizations.byId(suborganizationId)).suborganizationName;
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('FOLDER_NOT_CREATED', m.userFolderFailed);
        }
        throw error;
      }
    },

    async createMeUserFolder({ actorEmail, ...body }) {
      try {
        const result = await platform.storage.createUserFolder({ ...body, creationUser: actorEmail });
        return result.status === 'success'
          ? { status: 'success', name: result.directory?.name ?? body.firmUserName }
          : { status: 'fail', message: result.message };
      } catch (error) {
        if (error instanceof PlatformError && !error.isTransient) {
          throw businessFailure('FOLDER_NOT_CREATED', m.userFolderFailed);
        }
        throw error;
      }
    },
  };
}

export const meInstancesArea = defineArea(({ platform }) => ({
  activities: createMeInstancesActivities(platform),
}));
