// Every error the platform answers: a stable code (codeMessageLanguage) and its message.
// Messages the console matches on are the spec's exact texts; keep them byte for byte.

export interface ErrorEntry {
  code: string;
  message: string;
}

export const errors = {
  subscriberNotFound: { code: 'subscriberNotFound', message: 'datos no encontrados' },
  subscriberExists: { code: 'subscriberAlreadyExists', message: 'Suscriptor ya existente' },
  userAlreadyAssigned: { code: 'userAlreadyAssigned', message: 'El usuario ya está asignado al suscriptor' },
  associationNotFound: { code: 'associationNotFound', message: 'No existe la asociacion' },
  userWithoutSubscriber: { code: 'userWithoutSubscriber', message: 'Usuario no posee suscriptor asignado' },
  organizationNotFound: { code: 'organizationNotFound', message: 'Organization not found' },
  organizationUserNotFound: { code: 'organizationUserNotFound', message: 'Organization user not found' },
  organizationUserExists: {
    code: 'organizationUserAlreadyExists',
    message: 'The login account already has a user in this organization',
  },
  loginAccountNotFound: { code: 'loginAccountNotFound', message: 'Verify LoginAccount email.' },
  loginAccountIdNotFound: { code: 'loginAccountNotFound', message: 'Verify LoginAccount id.' },
  loginAccountExists: { code: 'loginAccountAlreadyExists', message: 'LoginAccount email already exists.' },
  usernameExists: { code: 'UsernameExistsException', message: 'User account already exists' },
  identityUserNotFound: { code: 'UserNotFoundException', message: 'User does not exist.' },
  invalidPassword: { code: 'InvalidPasswordException', message: 'Password did not conform with policy' },
  inviteNotFound: { code: 'inviteNotFound', message: 'Invite not found' },
  validation: { code: 'validationError', message: 'Invalid request' },
  invalidJson: { code: 'validationError', message: 'Malformed JSON body' },
  invalidReference: { code: 'invalidReference', message: 'Request refers to a row that does not exist' },
  conflict: { code: 'conflict', message: 'Request failed: conflicting write' },
  routeNotFound: { code: 'routeNotFound', message: 'Route not found' },
  internal: { code: 'internalError', message: 'Request failed: internal error' },
  injectedFault: { code: 'injectedFault', message: 'Request failed: injected fault (test hook)' },
} as const satisfies Record<string, ErrorEntry>;
