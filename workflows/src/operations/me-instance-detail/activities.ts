// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Operation types, step keys and Spanish labels of the instance detail and its users, in order.
export const ME_MODULE_ENABLE = 'me.module.enable';
export const ME_MODULE_UPDATE = 'me.module.update';
export const ME_MODULE_DISABLE = 'me.module.disable';
export const ME_PARAMETER_UPDATE = 'me.parameter.update';
export const ME_ROLE_ASSIGN = 'me.role.assign';
export const ME_ACCESS_TOGGLE = 'me.access.toggle';

const readInstance = { key: 'readInstance', label: 'Consultar los módulos de la instancia' } as const;

export const meModuleEnableSteps = [
  readInstance,
  { key: 'enableModule', label: 'Habilitar el módulo' },
] as const;

export const meModuleUpdateSteps = [
  readInstance,
  { key: 'updateModule', label: 'Actualizar el período del módulo' },
] as const;

export const meModuleDisableSteps = [
  readInstance,
  { key: 'disableModule', label: 'Deshabilitar el módulo' },
] as const;

export const meParameterUpdateSteps = [
  { key: 'readInstance', label: 'Consultar los topes de la instancia' },
  { key: 'updateParameter', label: 'Actualizar el tope' },
] as const;

export const meRoleAssignSteps = [
  { key: 'readRole', label: 'Consultar el rol actual del usuario' },
  { key: 'assignRole', label: 'Asignar el rol' },
] as const;

export const meAccessToggleSteps = [
  { key: 'readAccess', label: 'Consultar el acceso del usuario' },
  { key: 'updateAccess', label: 'Actualizar el acceso' },
] as const;

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
