// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the Mi Estudio instances operations, in order.
export const ME_ENABLE = 'me.enable';
export const ME_CHANGE_ADMIN_USER = 'me.changeAdminUser';
export const ME_CREATE_USER_FOLDER = 'me.createUserFolder';
export const ME_CREATE_BASE_FOLDER = 'me.createBaseFolder';

/** The parts of the enablement request (spec 2 §3), in the order the request lists them. */
export const meEnableSteps = [
  { key: 'organization', label: 'Verificar la organización' },
  { key: 'suborganization', label: 'Verificar el estudio base' },
  { key: 'parameters', label: 'Configurar los topes' },
  { key: 'modules', label: 'Habilitar los módulos' },
  { key: 'instance', label: 'Crear o renovar la instancia de Mi Estudio' },
] as const;

export const meChangeAdminUserSteps = [
  { key: 'checkUser', label: 'Verificar el usuario administrador' },
  { key: 'changeEmail', label: 'Cambiar el email del usuario administrador' },
] as const;

export const meCreateUserFolderSteps = [
  { key: 'checkFolder', label: 'Verificar la carpeta del usuario' },
  { key: 'createFolder', label: 'Crear la carpeta del usuario' },
] as const;

export const meCreateBaseFolderSteps = [
  { key: 'checkFolder', label: 'Verificar la carpeta de sistema del estudio' },
  { key: 'createFolder', label: 'Crear la carpeta de sistema' },
] as const;

// Activities of the Mi Estudio instances operations. Implemented in worker/; declared here as types.
export interface MeOrganization {
  organizationId: number;
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
}

export interface MeAdminState {
  userId: number;
  email: string | null;
  isActive: boolean;
  /** Staff link, GRANTED access, role and user folder all present. */
  configured: boolean;
}

/** What the initialisation status says exists (verifyBasicVersionStatusMERegistration). */
export interface MeInitialisationState {
  suborganizationId: number | null;
  suborganizationExist: boolean;
  baseFolderExist: boolean;
  applicationInstanceId: number | null;
  admins: MeAdminState[];
}

export interface MeInstanceSnapshot {
  applicationInstanceId: number;
  orgAppAccessStatusCode: string;
  accessFinishDate: string | null;
  parameters: { code: string; value: number }[];
  modules: { code: string; finishDate: string | null }[];
}

/** One parameter of the enablement request (spec 2 §3 appParams). */
export interface MeParameterValue {
  appParameterCode: string;
  parameterValue: number;
  productParameterRefCode: string | null;
}

export interface MeEnablementRequestBody {
  organizationId: number;
  suborganizationName: string;
  suborganizationLegalName: string;
  suborganizationCUIT: string;
  appParams: MeParameterValue[];
  accessStartDate: string;
  accessFinishDate: string;
  appModules: { appModuleCode: string; startDate: string; finishDate: string | null }[];
}

export type MeFolderOutcome = { status: 'success'; name: string } | { status: 'fail'; message: string };

export interface MeInstancesActivities {
  /** 'Ha ocurrido un error. Intente recargar la página.' when the organization does not exist. */
  getMeOrganization(args: { organizationId: number }): Promise<MeOrganization>;
  getMeInitialisationState(args: { organizationId: number }): Promise<MeInitialisationState>;
  getMeInstance(args: { applicationInstanceId: number }): Promise<MeInstanceSnapshot>;
  /** UpdateParameterApplicationInstanceEAuthz; setting the value it has is a no-op. */
  setMeParameter(args: { applicationInstanceId: number; parameter: MeParameterValue }): Promise<void>;
  /** enableApplicationInstanceAppModuleEAuthz; a module already enabled counts as done. */
  enableMeModule(args: {
    applicationInstanceId: number;
    appModuleCode: string;
    startDate: string;
    finishDate: string | null;
  }): Promise<void>;
  /** updateApplicationInstanceAppModuleEAuthz: renews a module whose period ended. */
  renewMeModule(args: {
    applicationInstanceId: number;
    appModuleCode: string;
    startDate: string;
    finishDate: string | null;
  }): Promise<void>;
  /** initializeAppInstanceMERegistration: creates what is missing, renews what exists. */
  initializeMe(args: { request: MeEnablementRequestBody; actorEmail: string }): Promise<{
    applicationInstanceId: number;
    baseSuborganizationId: number | null;
  }>;
  /**
   * The undo of an enablement's caps (issue 28): sets each back to the value it had. A cap
   * that has it already is not written, so a repeat changes nothing.
   */
  restoreMeParameters(args: { applicationInstanceId: number; parameters: MeParameterValue[] }): Promise<void>;
  /**
   * The undo of an enablement's new modules: ends each one's period on `finishDate` (yesterday
   * when planned), as 'Deshabilitar' does. A module already ended is not written.
   */
  disableMeModules(args: {
    applicationInstanceId: number;
    appModuleCodes: string[];
    finishDate: string;
  }): Promise<void>;
  /** updateAdminUserEmailMERegistration; the spec's texts for an e-mail in use or a non-admin. */
  changeMeAdminEmail(args: { userId: number; newEmail: string; actorEmail: string }): Promise<void>;
  /** The user's system folder: present = exists, not deleted, ACTIVE. */
  getMeUserFolder(args: { suborganizationId: number; userId: number }): Promise<{ present: boolean }>;
  /** 'No se pudo crear la carpeta del usuario' when the study does not exist. */
  getMeStudyName(args: { suborganizationId: number }): Promise<string>;
  createMeUserFolder(args: {
    suborganizationId: number;
    suborganizationName: string;
    firmUserId: number;
    firmUserName: string;
    actorEmail: string;
  }): Promise<MeFolderOutcome>;
}
