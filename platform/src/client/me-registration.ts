// ME registration service (spec 1 §7, spec 2 §2.3-2.5): enabling ME Basic for an
// organization, configuring a user for ME, and the initialisation status.
import type { ApplicationInstance } from './authorization';
import type { Call } from './http';
import type { LoginAccount } from './types';

/** The enablement request (spec 2 §3). Dates are YYYY-MM-DD or ISO. */
export interface MeEnablementRequest {
  organizationId: number;
  suborganizationName: string;
  suborganizationLegalName: string;
  suborganizationCUIT: string;
  appParams: { appParameterCode: string; parameterValue: number; productParameterRefCode?: string | null }[];
  accessStartDate: string;
  accessFinishDate: string | null;
  appModules: { appModuleCode: string; startDate: string; finishDate?: string | null }[];
  creationUser?: string;
}

export interface MeUserConfiguration {
  userId: number;
  applicationInstanceId: number;
  suborganizationId: number;
  appRoleCode: string;
  userAppAccessStatusCode: 'GRANTED';
  userSystemFolderCreated: boolean;
}

export interface MeAdminUserStatus {
  userId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  legacyUserRefId: string | null;
  isActive: boolean;
  /** Spelled as the spec spells it. */
  suborganizationStaffExits: boolean;
  /** The user exists in the legacy product (has a legacy user number). */
  userExist: boolean;
  userstatusAccessMEExist: boolean;
  /** Ours: the access status itself, null without an access record. */
  userAppAccessStatusCode: string | null;
  userGrantedRole: boolean;
  userSystemDefinedDirStorageExist: boolean;
}

export interface MeInitialisationStatus {
  organizationId: number;
  suborganizationId: number | null;
  applicationInstanceId: number | null;
  suborganizationExist: boolean;
  subscriberExist: boolean;
  baseSystemDefinedDirStorageExist: boolean;
  applicationInstanceExist: boolean;
  users: MeAdminUserStatus[];
}

export function meRegistrationClient(call: Call) {
  return {
    /** Configures an ACTIVE ORG-STAFF or ORG-ADMIN user for ME (staff, access, role, folder). */
    enableUser: (body: { userId: number; creationUser?: string }) =>
      call<MeUserConfiguration>('meRegistration', 'POST', '/enableAdminUserMERegistration', { body }),
    /** Enables ME Basic, or re-initialises it: study, instance, modules, parameters, admins. */
    initialize: (body: MeEnablementRequest) =>
      call<ApplicationInstance>('meRegistration', 'POST', '/initializeAppInstanceMERegistration', { body }),
    status: (organizationId: number) =>
      call<MeInitialisationStatus>('meRegistration', 'GET', '/verifyBasicVersionStatusMERegistration', {
        query: { organizationId },
      }),
    /** Ours ("Volver a configurar", spec 2 §2.5): corrects an admin user's e-mail. */
    changeAdminEmail: (body: { userId: number; newEmail: string; modificationUser?: string }) =>
      call<{ loginAccount: LoginAccount }>('meRegistration', 'PUT', '/updateAdminUserEmailMERegistration', {
        body,
      }),
  };
}
