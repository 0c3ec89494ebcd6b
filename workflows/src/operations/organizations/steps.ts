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
