// The Spanish texts several parts of the web app share (the shell, sign-in, the menus, the
// common areas, the confirmation of an operation, steps and statuses); each feature keeps its
// own texts in its messages.ts. Texts the spec writes are copied exactly (accents and all); the
// rest are ours and marked "not in the spec". Operation texts shared with the api
// and the workflows come from @cgi/workflows (its messages entry, which keeps zod out of
// the first bundle) so both sides show the same words.
import { messages as operationMessages } from '@cgi/workflows/messages';
import { commonAreaMessages } from './messages-common-areas';
import { glossary } from './glossary';

export const messages = {
  operation: operationMessages,
  // Organizations, users, studies, recycle bin and the quick search (their own module).
  ...commonAreaMessages,

  app: {
    title: 'Consola de Gestión Interna',
    shortTitle: 'CGI',
    blank: '- -',
    placeholder: 'La sección se encuentra en desarrollo',
    loading: 'Cargando…', // not in the spec
    listReloading: 'La lista se actualizará en unos segundos.', // not in the spec
    loadingPage: 'Cargando la página', // not in the spec (the navigation bar's accessible name)
    close: 'Cerrar',
    backToForm: 'Volver al formulario', // not in the spec
    viewDetails: 'Ver detalles',
    cancel: 'Cancelar',
    search: 'Buscar',
    genericError: 'Ocurrió un error, intente nuevamente',
    exportCsv: 'Exportar CSV', // not in the spec (issue 31)
    exportFailed: 'No se pudo exportar; intente nuevamente', // not in the spec (issue 31)
    retry: 'Reintentar', // not in the spec
    statusUnknown: 'Error al cargar',
    mainNavigation: 'Navegación principal', // not in the spec (accessible name)
    breadcrumbs: 'Ruta de navegación', // not in the spec (accessible name)
    environment: 'Entorno', // not in the spec
    // not in the spec: accessible names of the snackbar region ({hotkey} is F8) and of one snackbar
    notificationsRegion: 'Notificaciones ({hotkey})',
    notification: 'Notificación',
    dismiss: 'Descartar', // not in the spec
  },

  auth: {
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    signInHint:
      'Ingrese con su cuenta del personal para administrar organizaciones, suscriptores y usuarios.', // not in the spec
    noAccess: 'Lo sentimos, no tenés acceso a la Consola de Gestión Interna',
    verifyError: 'Error al verificar. Inicie sesión nuevamente.',
    authenticating: 'Autenticando…', // not in the spec
    backToLogin: 'Volver a iniciar sesión', // not in the spec
    accept: 'Aceptar', // not in the spec
    profileMenu: 'Menú de perfil', // not in the spec (accessible name)
    // not in the spec: DEV_SIGN_IN_ALLOW_NETWORK=true (issue 27)
    devSignInOpenToNetwork:
      'Ingreso de desarrollo abierto a la red: cualquiera que llegue a esta dirección puede ingresar como Admin.',
  },

  nav: {
    general: 'General',
    home: 'Inicio',
    organizations: 'Organizaciones',
    subscribers: 'Suscriptores',
    users: 'Usuarios',
    me: 'Mi Estudio',
    meInstances: 'Instancias de aplicación', // not in the spec
    meCsv: 'Habilitación por CSV', // not in the spec
    meDeclarations: 'Declaraciones', // not in the spec
    meFeatureFlags: 'Control de versiones', // not in the spec (the screen's subject, spec 2 §2.11)
    meClients: 'Clientes',
    meEventanilla: 'e-Ventanilla',
    security: 'Sistema y Seguridad',
    securityMobile: 'Sistema y seguridad',
    securityExtensions: 'Extensiones de archivo', // not in the spec
    securityCognito: 'Proveedor de identidad', // not in the spec
    securitySessions: 'Sesiones de usuarios', // not in the spec
    storage: 'Almacenamiento',
    recycle: 'Papelera',
    globalNotifications: 'Notificaciones globales',
    operations: 'Operaciones', // not in the spec (issue 5)
    approvals: 'Aprobaciones pendientes', // not in the spec (issue 30)
    approvalPolicies: 'Políticas de aprobación', // not in the spec (issue 30)
    pendingCount: (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`),
    alerts: 'Alertas', // not in the spec (issue 31)
    more: 'Más',
    openMenu: 'Abrir menú', // not in the spec (accessible name)
    toDashboard: 'Ir al inicio', // not in the spec (accessible name)
  },

  /** Breadcrumb label of each path segment (spec 1 §2 "Known breadcrumb labels"). */
  crumbs: {
    home: 'inicio',
    approvals: 'aprobaciones pendientes',
    policies: 'políticas de aprobación',
    record: 'registro', // not in the spec (issue 31)
    dashboard: 'inicio',
    organizations: 'organizaciones',
    users: 'usuarios',
    subscribers: 'suscriptores',
    suborganizations: 'estudios',
    suscriptions: 'suscripciones',
    recycle: 'papelera interna',
    storage: 'almacenamiento',
    applicationInstances: 'instancia de aplicación',
    instance: 'instancias',
    globalNotification: 'Notificaciones globales',
    statusStorage: 'estructura de almacenamiento',
    statusME: 'estado de inicialización',
    versions: 'control de versiones',
    declarations: 'declaraciones',
    eventanilla: 'e-Ventanilla',
    add: 'Agregar nueva notificación',
    edit: 'Editar notificación',
    delete: 'Eliminar notificación', // the delete dialog's title (spec 2 §2.10)
    // not in the spec: segments of areas whose labels the spec does not list
    ME: 'Mi Estudio',
    security: 'sistema y seguridad',
    'import-cvs': 'habilitación por CSV',
    'feacture-flags': 'control de versiones',
    clientes: 'clientes',
    'file-extension': 'extensiones de archivo',
    cognito: 'proveedor de identidad',
    'user-sessions': 'sesiones',
    operations: 'operaciones',
  } as Record<string, string>,

  home: {
    welcome: (name: string) => (name ? `Bienvenido/a, ${name}` : 'Bienvenido/a'), // not in the spec
    intro:
      'Desde aquí puede consultar y administrar organizaciones, suscriptores y usuarios de la plataforma.', // not in the spec
    manualTitle: 'Manual de usuario',
    manualText: 'Consulte la guía de uso de la consola.', // not in the spec
    idpTitle: 'Administración de usuarios',
    idpText:
      'Busque un usuario por e-mail, restablezca su contraseña, simule el inicio de sesión en los productos y consulte los productos del suscriptor.', // not in the spec (paraphrases spec 1 §1)
    organizationsText:
      'Consulte y edite organizaciones. La lista muestra por defecto las organizaciones de testeo.', // not in the spec
    subscribersText: 'Busque un suscriptor por número y administre sus usuarios.', // not in the spec
    usersText: 'Busque un usuario por e-mail y consulte sus organizaciones y suscriptores.', // not in the spec
    open: 'Abrir', // not in the spec
  },

  organizationDrawer: {
    title: 'Información de la organización',
    // not in the spec: its field list is not shown; these are the organization's fields (spec 1 §3)
    fields: {
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo de organización',
      status: 'Estado',
      maxAccess: 'Cantidad máxima de accesos',
      id: 'ID de organización',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
      modificationDate: 'Última modificación',
      modificationUser: 'Modificado por',
    },
  },

  steps: {
    pending: 'Pendiente', // not in the spec
    running: 'En curso', // not in the spec
    done: 'Completado', // not in the spec
    failed: 'Falló', // not in the spec
    skipped: 'Omitido', // not in the spec
    attempts: (n: number) => `${n} intentos`, // not in the spec
    elements: 'Elementos', // not in the spec (a bulk operation's elements)
  },

  /** The confirmation of an operation (shared/operation-confirm-modal) and its 'Motivo'. */
  confirmation: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    reason: 'Motivo', // not in the spec (high-risk operations record why)
    reasonHint: 'Queda registrado con la operación.', // not in the spec
  },

  /** Scheduled operations (issue 30; not in the spec). */
  // The console's date-time field (issue 43): its two parts, under the field's own label.
  dateTime: { day: 'Fecha', time: 'Hora' },

  schedule: {
    toggle: 'Programar para más tarde',
    at: 'Fecha y hora (hora de Buenos Aires)',
    hint: 'No se ejecuta nada antes; hasta 90 días adelante. Se puede cancelar o cambiar la hora antes.',
    required: 'Indique la fecha y la hora',
    invalid: 'Fecha y hora inválidas',
    confirm: 'Programar',
  },

  /** A user's status, wherever it shows (the subscriber's users, an operation's input). */
  userStatuses: {
    ACTIVE: 'Activo',
    WAITING_VALIDATION: glossary.waitingValidation.text,
    BLOCKED: 'Bloqueado',
    INACTIVE: 'Inactivo',
    SUSPENDED: 'Suspendido',
  } as Record<string, string>,
} as const;
