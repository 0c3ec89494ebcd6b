// Every error the platform answers: a stable code (codeMessageLanguage) and its message.
// Messages the console matches on are the spec's exact texts; keep them byte for byte.

export interface ErrorEntry {
  code: string;
  message: string;
}

export const errors = {
  subscriberNotFound: { code: 'subscriberNotFound', message: 'datos no encontrados' },
  subscriberExists: { code: 'subscriberAlreadyExists', message: 'Suscriptor ya existente' },
  subscriberAtCapacity: {
    code: 'subscriberAtCapacity',
    message: 'El suscriptor posee la cantidad máxima de usuarios establecida',
  },
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
  inviteTransitionNotAllowed: {
    code: 'inviteStatusTransitionNotAllowed',
    message: 'A cancelled invite cannot become active again',
  },
  organizationCuitExists: {
    code: 'organizationCuitAlreadyExists',
    message: 'Organization CUIT already exists',
  },
  organizationsNotFound: { code: 'organizationsNotFound', message: 'datos no encontrados' },
  suborganizationNotFound: { code: 'suborganizationNotFound', message: 'Suborganization not found' },
  documentNotFound: { code: 'documentNotFound', message: 'Document not found' },
  eAuthzValidation: { code: 'eAuthzErrorUndefinedRequestParameter', message: 'Undefined request parameter' },
  applicationInstanceNotFound: { code: 'applicationInstanceNotFound', message: 'NotFound' },
  orgApplicationAccessNotFound: { code: 'orgApplicationAccessNotFound', message: 'NotFound' },
  appModuleNotEnabled: {
    code: 'appModuleNotFound',
    message: 'App module not found in the application instance',
  },
  appModuleAlreadyEnabled: {
    code: 'appModuleAlreadyEnabled',
    message: 'App module already in the application instance',
  },
  userAppAccessNotFound: { code: 'userAppAccessNotFound', message: 'User application access not found' },
  appRoleAlreadyGranted: {
    code: 'appRoleAlreadyGranted',
    message: 'The user already has a role in the application instance',
  },
  previousAppRoleNotFound: { code: 'appRoleNotFound', message: 'The user does not hold the previous role' },
  userNotConfigurable: {
    code: 'userNotConfigurable',
    message: 'Only ACTIVE users of type ORG-STAFF or ORG-ADMIN can be configured for ME',
  },
  notificationNotFound: { code: 'notificationNotFound', message: 'NotFound' },
  notificationOverlap: { code: 'notificationAlreadyExists', message: 'Ya existe una notificación' },
  appVersionExists: { code: 'appVersionAlreadyExists', message: 'La versión ya existe' },
  appVersionDeprecated: { code: 'appVersionDeprecated', message: 'La versión fue deprecada' },
  appVersionNotFound: { code: 'appVersionNotFound', message: 'NotFound' },
  fileExtensionNotAllowed: { code: 'fileExtensionNotAllowed', message: 'Extension de archivo no permitida' },
  fileExtensionExists: { code: 'fileExtensionAlreadyExists', message: 'File extension already enabled' },
  fileExtensionNotFound: { code: 'fileExtensionNotFound', message: 'NotFound' },
  jobKeyRefused: { code: 'NotAuthorizedException', message: 'Incorrect job key' },
  tokenRefused: { code: 'NotAuthorizedException', message: 'Invalid or expired token' },
  impersonationData: { code: 'impersonationDataError', message: 'Error al invocar la api' },
  deviceSessionNotFound: { code: 'deviceSessionNotFound', message: 'uuidDeviceSession not exists' },
  legalDeclarationNotFound: { code: 'legalDeclarationNotFound', message: 'NotFound' },
  communicationSubscriptionNotFound: {
    code: 'communicationSubscriptionNotFound',
    message: 'No se encontro la suscripcion de comunicacion',
  },
  cuitUsedByManyCustomers: {
    code: 'cuitUsedByMoreThanOneCustomer',
    message: 'El CUIT esta siendo utilizada por mas de un cliente',
  },
  subscriptionTransitionNotAllowed: {
    code: 'subscriptionStatusTransitionNotAllowed',
    message: 'Subscription status change not allowed',
  },
  validation: { code: 'validationError', message: 'Invalid request' },
  invalidJson: { code: 'validationError', message: 'Malformed JSON body' },
  invalidReference: { code: 'invalidReference', message: 'Request refers to a row that does not exist' },
  conflict: { code: 'conflict', message: 'Request failed: conflicting write' },
  routeNotFound: { code: 'routeNotFound', message: 'Route not found' },
  serviceKeyRequired: {
    code: 'serviceKeyRequired',
    message: 'Request refused: missing or wrong service credential (X-Platform-Key)',
  },
  internal: { code: 'internalError', message: 'Request failed: internal error' },
  injectedFault: { code: 'injectedFault', message: 'Request failed: injected fault (test hook)' },
  idempotencyKeyInProgress: {
    code: 'idempotencyKeyInProgress',
    message: 'A request with this Idempotency-Key is still being processed; try again',
  },
  idempotencyKeyReused: {
    code: 'idempotencyKeyReused',
    message: 'This Idempotency-Key was used for another request',
  },
  invalidIdempotencyKey: {
    code: 'validationError',
    message: 'Idempotency-Key is longer than 200 characters',
  },
} as const satisfies Record<string, ErrorEntry>;
