// Authorization service, eAuthz (spec 2 §7): application instances of organizations, their
// modules and parameters, users' access and roles, and the CSV module enablement.
import type { Call } from './http';

export type OrgAppAccessStatusCode = 'GRANTED' | 'REVOKED' | 'SUSPENDED';

export interface InstanceAppModule {
  /** The module code (also `appModuleCode`). */
  appModule: string;
  appModuleCode: string;
  appModuleName: string;
  appModuleId: number;
  startDate: string;
  /** Earlier than now means disabled. */
  finishDate: string | null;
  subscriptionTypeRefCode: string | null;
}

export interface AppParameterValue {
  app_parameter_code: string;
  app_parameter_desc: string;
  parameter_num_value: number;
  product_parameter_ref_code: string | null;
}

export interface ApplicationInstance {
  applicationInstanceId: number;
  appCode: string;
  orgAppAccessStatusCode: OrgAppAccessStatusCode;
  baseApplicationInstance: boolean;
  /** Users with GRANTED access whose window includes now. */
  activeAppUserCount: number;
  activeExternalAppUserCount: number;
  accessStartDate: string;
  accessFinishDate: string | null;
  organizationId: number;
  baseSuborganizationId: number | null;
  /** Ours: the base study's name and CUIT, which the instances table shows. */
  suborganizationName: string | null;
  suborganizationCuit: string | null;
  appModules: InstanceAppModule[];
  appParameters: AppParameterValue[];
}

export interface AppModule {
  appModuleId: number;
  appModuleCode: string;
  appModuleName: string;
  appCode: string;
}

export interface AppRole {
  appRoleCode: string;
  appRoleName: string;
  appCode: string;
}

export type UserAppAccessStatusCode = 'GRANTED' | 'REVOKED';

export interface UserAppAccess {
  userAppAccessId: number;
  userId: number;
  userAppAccessStatusCode: UserAppAccessStatusCode;
  applicationInstanceId: number;
  baseSuborganizationId: number | null;
  accessStartDate: string;
  /** Spelled as the spec spells it. */
  accessFinishtDate: string | null;
}

export interface UserAppRole {
  userId: number;
  appRoleCode: string;
  appRoleName: string;
  applicationInstanceId: number;
  baseSuborganizationId: number | null;
}

export interface NotificationConditionType {
  notification_condition_type_id: number;
  notification_condition_type_desc: string;
}

export interface CsvEnablementResult {
  totalProcessedOrgCount: number;
  successfullyProcessedCount: number;
  /** Spelled as the spec spells it. */
  whithErrorProcessedCount: number;
  failures: { CUIT: string; failure: string; value: string }[];
}

export interface InstanceModuleChange {
  applicationInstanceId: number;
  appModuleCode: string;
  startDate: string;
  finishDate: string | null;
  subscriptionTypeRefCode?: string | null;
}

/** Header of the enablement CSV (ours: the spec does not show the layout); `;` or `,`
 * separate columns, dates are YYYY-MM-DD and FECHA_FIN may be empty. */
export const enablementCsvHeader = 'CUIT;MODULO;FECHA_INICIO;FECHA_FIN';
/** The sample the console offers as Modelo_de_documento.csv. */
export const enablementCsvSample = `${enablementCsvHeader}\n30712345671;TaskMgmnt;2023-01-30;\n30712345671;InstantMessage;2023-01-30;2099-12-31\n`;

export function authorizationClient(call: Call) {
  return {
    /** Bulk module enablement from a CSV file (multipart field `file`). */
    enableFromCsv: (csv: Blob | string, fileName = 'modulos.csv') => {
      const form = new FormData();
      form.append('file', typeof csv === 'string' ? new Blob([csv], { type: 'text/csv' }) : csv, fileName);
      return call<CsvEnablementResult>('authorization', 'POST', '/enableMEFullVersionEAuthz', { form });
    },
    disableModule: (body: { applicationInstanceId: number; appModuleCode: string; finishDate: string }) =>
      call<InstanceAppModule>('authorization', 'PUT', '/disableApplicationInstanceAppModuleEAuthz', { body }),
    enableModule: (body: InstanceModuleChange) =>
      call<InstanceAppModule>('authorization', 'POST', '/enableApplicationInstanceAppModuleEAuthz', { body }),
    updateModule: (body: InstanceModuleChange) =>
      call<InstanceAppModule>('authorization', 'PUT', '/updateApplicationInstanceAppModuleEAuthz', { body }),
    userRoles: (applicationInstanceId: number, appCode = 'ME') =>
      call<UserAppRole[]>('authorization', 'GET', '/getAllUserGrantedAppRoleEAuthz', {
        query: { applicationInstanceId, appCode },
      }),
    instance: (applicationInstanceId: number) =>
      call<ApplicationInstance>('authorization', 'GET', '/getApplicationInstanceEAuthz', {
        query: { applicationInstanceId },
      }),
    /** The organization's instances; 404 'NotFound' when it has none. */
    instancesOfOrganization: (organizationId: number, appCode = 'ME') =>
      call<{ applicationInstances: ApplicationInstance[] }>(
        'authorization',
        'GET',
        '/getOrgApplicationAccessStatusEAuthz',
        { query: { appCode, organizationId } },
      ),
    /** Access records of the instance's users. */
    userAccesses: (applicationInstanceId: number, applicationCode = 'ME') =>
      call<{ applicationInstances: UserAppAccess[] }>(
        'authorization',
        'GET',
        '/getUserApplicationInstanceEAuthz',
        {
          query: { applicationInstanceId, applicationCode },
        },
      ),
    grantRole: (body: {
      applicationInstanceId: number;
      roleCode: string;
      userId: number;
      suborganizationId: number;
    }) => call<UserAppRole>('authorization', 'POST', '/grantAppRoleToUserEAuthz', { body }),
    replaceRole: (body: {
      applicationInstanceId: number;
      previousRoleCode: string;
      roleCode: string;
      userId: number;
      suborganizationId: number;
    }) => call<UserAppRole>('authorization', 'POST', '/replaceAppRoleFromUserEAuthz', { body }),
    updateAccess: (body: {
      userAppAccessId: number;
      accessStatusCode: UserAppAccessStatusCode;
      startDate: string;
      finishDate: string | null;
    }) => call<UserAppAccess>('authorization', 'PUT', '/updateUserApplicationInstanceAccessEAuthz', { body }),
    modules: (appCode = 'ME') =>
      call<{ appModules: AppModule[] }>('authorization', 'GET', '/getAllApplicationAppModuleEAuthz', {
        query: { appCode },
      }),
    updateParameter: (body: {
      applicationInstanceId: number;
      appParameterCode: string;
      parameterValue: number;
      productParameterRefCode?: string | null;
      subscriptionTypeRefCode?: string | null;
    }) =>
      call<AppParameterValue>('authorization', 'PUT', '/UpdateParameterApplicationInstanceEAuthz', { body }),
    notificationConditionTypes: () =>
      call<NotificationConditionType[]>('authorization', 'GET', '/getNotificationConditionTypeEAuthz'),
    /** Ours: the assignable roles of an application (spec 2 §6 "a fixed role list"). */
    roles: (appCode = 'ME') =>
      call<AppRole[]>('authorization', 'GET', '/getAllAppRoleEAuthz', { query: { appCode } }),
  };
}
