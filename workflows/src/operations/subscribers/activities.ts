// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Type names, step keys and Spanish labels of the subscribers area's operations, in order.
export const SUBSCRIBER_ADD_USER = 'subscriber.addUser';

export const subscriberAddUserSteps = [
  { key: 'checkCapacity', label: 'Verificar la capacidad del suscriptor' },
  { key: 'findLoginAccount', label: 'Buscar la cuenta de acceso por email' },
  { key: 'createIdentityAccount', label: 'Crear la cuenta en el proveedor de identidad' },
  { key: 'createLoginAccount', label: 'Crear la cuenta de acceso' },
  { key: 'getOrganizationLinks', label: 'Obtener las organizaciones del usuario' },
  { key: 'linkOrganization', label: 'Vincular el usuario a la organización' },
  { key: 'sendInvite', label: 'Enviar la invitación de registro' },
  { key: 'assignUser', label: 'Asignar el usuario al suscriptor' },
] as const;

export const SUBSCRIBER_CREATE = 'subscriber.create';

export const subscriberCreateSteps = [
  { key: 'checkSubscriber', label: 'Verificar que el número de suscriptor no exista' },
  { key: 'createSubscriber', label: 'Crear el suscriptor' },
  { key: 'findLoginAccount', label: 'Buscar la cuenta de acceso por email' },
  { key: 'createIdentityAccount', label: 'Crear la cuenta en el proveedor de identidad' },
  { key: 'createLoginAccount', label: 'Crear la cuenta de acceso' },
  { key: 'linkOrganization', label: 'Buscar o vincular el usuario en la organización' },
  { key: 'assignUser', label: 'Asignar el usuario al suscriptor' },
  { key: 'sendInvite', label: 'Enviar la invitación de registro' },
] as const;

export const SUBSCRIBER_DEACTIVATE_USER = 'subscriber.deactivateUser';
export const SUBSCRIBER_CANCEL_INVITATION = 'subscriber.cancelInvitation';
export const SUBSCRIBER_RESEND_INVITATION = 'subscriber.resendInvitation';
export const USER_EDIT = 'user.edit';

export const subscriberDeactivateUserSteps = [
  { key: 'getSubscriber', label: 'Obtener el suscriptor y el usuario' },
  { key: 'checkNotSelf', label: 'Verificar que no sea el propio usuario' },
  { key: 'deleteOrganizationUser', label: 'Dar de baja el usuario en la organización' },
  { key: 'unassignUser', label: 'Desasignar el usuario del suscriptor' },
] as const;

export const subscriberCancelInvitationSteps = [
  { key: 'findInvite', label: 'Buscar la invitación activa' },
  { key: 'deleteOrganizationUser', label: 'Dar de baja el usuario en la organización' },
  { key: 'unassignUser', label: 'Desasignar el usuario del suscriptor' },
  { key: 'cancelInvite', label: 'Cancelar la invitación' },
] as const;

export const subscriberResendInvitationSteps = [
  { key: 'findInvite', label: 'Buscar la invitación activa' },
  { key: 'cancelInvite', label: 'Cancelar la invitación anterior' },
  { key: 'createInvite', label: 'Enviar una nueva invitación de registro' },
] as const;

export const userEditSteps = [
  { key: 'updateLoginAccount', label: 'Actualizar el nombre en la cuenta de acceso' },
  { key: 'updateOrganizationUser', label: 'Actualizar el tipo y el estado del usuario en la organización' },
] as const;

// Activities of the subscribers area's operations (spec 1 §4): add a user, add a subscriber,
// and the operations on one user (deactivate, cancel and resend the invitation, edit).
// Implemented in worker/; declared here as types (and the invite types they look for) so
// workflows never import side-effecting code.
/** The platform's registration invite types: a subscriber's staff user's and its administrator's. */
export const INVITE_TYPES = {
  staffUser: 'ORG-STAFF-USER-REGISTRATION',
  subscriberAdmin: 'SUBSCRIBER-USER-REGISTRATION',
} as const;

export interface SubscriberCapacity {
  subscriberId: number;
  subscriberNumber: string;
  organizationId: number | null;
  /** Counted only when the subscriber has a limit. */
  activeUsers: number | null;
  maxUsers: number | null;
}

export interface FoundLoginAccount {
  loginAccountId: number;
  accountStatusCode: string;
}

export interface OrganizationLink {
  userId: number;
  organizationId: number;
  userStatusCode: string;
}

export interface SubscriberAddUserActivities {
  checkSubscriberCapacity(args: { subscriberNumber: string }): Promise<SubscriberCapacity>;
  findLoginAccountByEmail(args: { email: string }): Promise<FoundLoginAccount | null>;
  createIdentityAccount(args: { email: string }): Promise<{ externalRefId: string }>;
  createLoginAccount(args: {
    externalRefId: string;
    email: string;
    firstName: string;
    lastName: string;
    phone?: string;
    actorEmail: string;
  }): Promise<FoundLoginAccount>;
  getOrganizationLinks(args: { loginAccountId: number }): Promise<OrganizationLink[]>;
  createOrganizationLink(args: {
    loginAccountId: number;
    organizationId: number;
    userTypeCode: string;
  }): Promise<OrganizationLink>;
  reopenOrganizationLink(args: { userId: number }): Promise<OrganizationLink>;
  sendRegistrationInvite(args: {
    email: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationId: number;
    subscriberNumber: string;
  }): Promise<{ inviteId: number; reused: boolean }>;
  assignUserToSubscriber(args: {
    subscriberId: number;
    subscriberNumber: string;
    userId: number;
    actorEmail: string;
  }): Promise<{ alreadyAssigned: boolean }>;
}

export interface NewSubscriberTarget {
  organizationId: number;
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
}

export interface SubscriberCreateActivities {
  /** The organization must exist and the subscriber number must be free. */
  checkNewSubscriber(args: {
    subscriberNumber: string;
    organizationId: number;
  }): Promise<NewSubscriberTarget>;
  createSubscriber(args: {
    subscriberNumber: string;
    subscriberName: string;
    maxUsers: number;
    organization: NewSubscriberTarget;
    actorEmail: string;
  }): Promise<{ subscriberId: number; reused: boolean }>;
  /** A login account created by this flow starts ACTIVE (spec 1 §4). */
  createActiveLoginAccount(args: {
    externalRefId: string;
    email: string;
    firstName: string;
    lastName: string;
    actorEmail: string;
  }): Promise<FoundLoginAccount>;
  /** Finds the user in the organization, or adds them as ORG-ADMIN / SUBSCRIBER / ACTIVE. */
  ensureSubscriberAdminLink(args: {
    loginAccountId: number;
    organizationId: number;
  }): Promise<OrganizationLink & { outcome: 'kept' | 'created' | 'reopened' }>;
  sendSubscriberRegistrationInvite(args: {
    email: string;
    userId: number;
    firstName: string;
    lastName: string;
    organization: NewSubscriberTarget;
    subscriberNumber: string;
  }): Promise<{ inviteId: number; reused: boolean }>;
}

/** The user of a subscriber an operation acts on, as the services know it now. */
export interface SubscriberUserTarget {
  subscriberId: number;
  subscriberNumber: string;
  userId: number;
  loginAccountId: number;
  organizationId: number;
  email: string;
  userStatusCode: string;
}

/** An active registration invite, with what is needed to send it again. */
export interface ActiveInvite {
  inviteId: number;
  email: string;
  inviteData: {
    subscriberRefId: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationName: string;
    organizationCuit: string;
  };
}

export interface SubscriberUserActivities {
  /** 'El suscriptor ingresado no existe' / 'El usuario no existe' when either is missing. */
  getSubscriberUserTarget(args: { subscriberNumber: string; userId: number }): Promise<SubscriberUserTarget>;
  /**
   * 'El usuario no existe' when the organization user is missing. DELETED deactivates; an undo
   * sets the status a run found back (ACTIVE, WAITING_VALIDATION...). Already so: no write.
   */
  setOrganizationUserStatus(args: { userId: number; userStatusCode: string }): Promise<{ changed: boolean }>;
  /**
   * Removes the user from the subscriber. A missing association is done when `missingIsDone`
   * (a retry after a lost answer, or cancel invitation which tolerates it); otherwise it is the
   * spec's 'Ocurrió un error, no existe la asociación'.
   */
  unassignUserFromSubscriber(args: {
    subscriberId: number;
    userId: number;
    missingIsDone: boolean;
  }): Promise<{ wasAssigned: boolean }>;
  /** The user's active staff registration invite (INVITE_TYPES.staffUser), or the given not-found text. */
  findActiveInvite(args: {
    email: string;
    subscriberNumber: string;
    userId: number;
    notFoundMessage: string;
  }): Promise<ActiveInvite>;
  cancelInvite(args: { inviteId: number }): Promise<void>;
  /** Sends the invite again; a retry reuses the one it already sent. */
  recreateInvite(args: { previous: ActiveInvite }): Promise<{ inviteId: number; reused: boolean }>;
  updateLoginAccountNames(args: { userId: number; firstName?: string; lastName?: string }): Promise<void>;
  updateOrganizationUser(args: {
    userId: number;
    userTypeCode?: string;
    commercialTypeCode?: string;
    userStatusCode?: string;
  }): Promise<void>;
}
