// Activities of the instance detail operations. Implemented in worker/; declared here as types.
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
  getInstance(args: { applicationInstanceId: number }): Promise<InstanceState>;
  enableInstanceModule(args: ModulePeriodChange): Promise<void>;
  updateInstanceModule(args: ModulePeriodChange): Promise<void>;
  disableInstanceModule(args: {
    applicationInstanceId: number;
    appModuleCode: string;
    finishDate: string;
  }): Promise<void>;
  updateInstanceParameter(args: {
    applicationInstanceId: number;
    appParameterCode: string;
    parameterValue: number;
  }): Promise<void>;
  /** The user's role on the instance, or null when the user holds none. */
  getUserRole(args: { applicationInstanceId: number; userId: number }): Promise<string | null>;
  grantUserRole(args: {
    applicationInstanceId: number;
    userId: number;
    roleCode: string;
    suborganizationId: number;
  }): Promise<void>;
  replaceUserRole(args: {
    applicationInstanceId: number;
    userId: number;
    previousRoleCode: string;
    roleCode: string;
    suborganizationId: number;
  }): Promise<void>;
  /** The user's access record on the instance, or null when there is none. */
  getUserAccess(args: { applicationInstanceId: number; userId: number }): Promise<UserAccessState | null>;
  updateUserAccess(args: {
    userAppAccessId: number;
    accessStatusCode: 'GRANTED' | 'REVOKED';
    startDate: string;
    finishDate: string;
  }): Promise<void>;
}
