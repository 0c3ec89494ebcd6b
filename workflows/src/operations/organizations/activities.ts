// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the organization operations, in order.
export const ORGANIZATION_EDIT = 'organization.edit';
export const ORGANIZATION_CONFIGURE_ME_USER = 'organization.configureMeUser';

export const organizationEditSteps = [
  { key: 'getOrganization', label: 'Obtener la organización' },
  { key: 'updateOrganization', label: 'Actualizar la organización' },
] as const;

export const organizationConfigureMeUserSteps = [
  { key: 'checkUser', label: 'Verificar el usuario de la organización' },
  { key: 'enableUser', label: 'Configurar Mi Estudio al usuario' },
] as const;

// Activities of the organization operations. Implemented in worker/; declared here as types.
/** The organization as the edit starts from it. */
export interface OrganizationSnapshot {
  organizationId: number;
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
  organizationTypeId: number;
  organizationMaxAccessCount: number | null;
}

export interface MeUserCandidate {
  userId: number;
  organizationId: number;
  email: string;
  userTypeCode: string;
  userStatusCode: string;
}

export interface MeUserConfigured {
  applicationInstanceId: number;
  suborganizationId: number;
  appRoleCode: string;
  userSystemFolderCreated: boolean;
}

export interface OrganizationActivities {
  /** 'Ocurrió un error en un servicio de: OrganizationApi' when it does not exist. */
  getOrganization(args: { organizationId: number }): Promise<OrganizationSnapshot>;
  /** 'Ya existe una organización con el CUIT ingresado' when the CUIT belongs to another one. */
  updateOrganization(args: {
    organizationId: number;
    organizationName: string;
    organizationLegalName: string;
    organizationTypeId: number;
    organizationMaxAccessCount: number;
    organizationCuit?: string;
    actorEmail: string;
  }): Promise<OrganizationSnapshot>;
  /** 'El usuario no existe' when the organization user is missing. */
  getMeUserCandidate(args: { userId: number }): Promise<MeUserCandidate>;
  /** enableAdminUserMERegistration: staff, access, role and folder; safe to repeat. */
  enableMeUser(args: { userId: number; actorEmail: string }): Promise<MeUserConfigured>;
}
