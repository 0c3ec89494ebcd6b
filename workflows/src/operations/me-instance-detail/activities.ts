// Activities of the instance detail operations. Implemented in worker/; declared here as types.
// Named meDetail* because every area's activities share one registry in the worker.
// A request the eAuthz service refuses (400, 404, 409) is a non-retryable business failure;
// transport failures and 5xx are plain errors the step runner retries.

export interface InstanceModuleState {
  appModuleCode: string;
  startDate: string;
  finishDate: string | null;
}

export interface InstanceState {
  applicationInstanceId: number;
  organizationId: number;
  baseSuborganizationId: number | null;
  modules: InstanceModuleState[];
  parameters: { code: string; value: number }[];
}

export interface ModulePeriodChange {
  applicationInstanceId: number;
  appModuleCode: string;
  /** ISO instants. */
  startDate: string;
  finishDate: string | null;
}

export interface UserAccessState {
  userAppAccessId: number;
  userAppAccessStatusCode: string;
}

export interface MeInstanceDetailActivities {
  meDetailGetInstance(args: { applicationInstanceId: number }): Promise<InstanceState>;
  meDetailEnableModule(args: ModulePeriodChange): Promise<void>;
  meDetailUpdateModule(args: ModulePeriodChange): Promise<void>;
  meDetailDisableModule(args: {
    applicationInstanceId: number;
    appModuleCode: string;
    finishDate: string;
  }): Promise<void>;
  meDetailUpdateParameter(args: {
    applicationInstanceId: number;
    appParameterCode: string;
    parameterValue: number;
  }): Promise<void>;
  /** The user's role on the instance, or null when the user holds none. */
  meDetailGetUserRole(args: { applicationInstanceId: number; userId: number }): Promise<string | null>;
  meDetailGrantRole(args: {
    applicationInstanceId: number;
    userId: number;
    roleCode: string;
    suborganizationId: number;
  }): Promise<void>;
  meDetailReplaceRole(args: {
    applicationInstanceId: number;
    userId: number;
    previousRoleCode: string;
    roleCode: string;
    suborganizationId: number;
  }): Promise<void>;
  /** The user's access record on the instance, or null when there is none. */
  meDetailGetUserAccess(args: {
    applicationInstanceId: number;
    userId: number;
  }): Promise<UserAccessState | null>;
  meDetailUpdateUserAccess(args: {
    userAppAccessId: number;
    accessStatusCode: 'GRANTED' | 'REVOKED';
    startDate: string;
    finishDate: string;
  }): Promise<void>;
}
