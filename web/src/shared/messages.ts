// Every Spanish text of the web app. Texts the spec writes are copied exactly (accents and
// all); the rest are ours and marked "not in the spec". Operation texts shared with the api
// and the workflows come from @cgi/workflows (its messages entry, which keeps zod out of
// the first bundle) so both sides show the same words.
import { messages as operationMessages } from '@cgi/workflows/messages';

export const messages = {
  operation: operationMessages,

  app: {
    title: 'Consola de Gestión Interna',
    shortTitle: 'CGI',
    blank: '- -',
    placeholder: 'La sección se encuentra en desarrollo',
    loading: 'Cargando…', // not in the spec
    close: 'Cerrar',
    cancel: 'Cancelar',
    search: 'Buscar',
    genericError: 'Ocurrió un error, intente nuevamente',
    statusUnknown: 'Error al cargar',
    mainNavigation: 'Navegación principal', // not in the spec (accessible name)
    breadcrumbs: 'Ruta de navegación', // not in the spec (accessible name)
    environment: 'Entorno', // not in the spec
    notifications: 'Notificaciones', // not in the spec (accessible name of the snackbar region)
    dismiss: 'Descartar', // not in the spec
  },

  auth: {
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    signInHint:
      'Ingrese con su cuenta del personal para administrar organizaciones, suscriptores y usuarios.', // not in the spec
    noAccess: 'Lo sentimos, no tenes acceso a la Consola de Gestion Interna',
    verifyError: 'Error al verificar. Inicie sesion nuevamente.',
    authenticating: 'Autenticando…', // not in the spec
    backToLogin: 'Volver a iniciar sesión', // not in the spec
    accept: 'Aceptar', // not in the spec
    profileMenu: 'Menú de perfil', // not in the spec (accessible name)
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
    meFeatureFlags: 'Funcionalidades', // not in the spec
    meClients: 'Clientes',
    meEventanilla: 'e-Ventanilla',
    security: 'Sistema y Seguridad',
    securityMobile: 'Sistema y seguridad',
    securityVersions: 'Control de versiones', // not in the spec
    securityExtensions: 'Extensiones de archivo', // not in the spec
    securityCognito: 'Proveedor de identidad', // not in the spec
    securitySessions: 'Sesiones de usuarios', // not in the spec
    storage: 'Almacenamiento',
    recycle: 'Papelera',
    globalNotifications: 'Notificaciones globales',
    more: 'Más',
    openMenu: 'Abrir menú', // not in the spec (accessible name)
    toDashboard: 'Ir al inicio', // not in the spec (accessible name)
  },

  /** Breadcrumb label of each path segment (spec 1 §2 "Known breadcrumb labels"). */
  crumbs: {
    home: 'inicio',
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
    // not in the spec: segments of areas whose labels the spec does not list
    ME: 'Mi Estudio',
    security: 'sistema y seguridad',
    'import-cvs': 'habilitación por CSV',
    'feacture-flags': 'funcionalidades',
    clientes: 'clientes',
    'file-extension': 'extensiones de archivo',
    cognito: 'proveedor de identidad',
    'user-sessions': 'sesiones',
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

  subscribers: {
    title: 'Suscriptores',
    prompt: 'Ingrese el número de suscriptor que desea buscar:',
    numberLabel: 'Número de suscriptor',
    notFound: 'El suscriptor ingresado no existe',
    drawerTitle: 'Información del suscriptor',
    viewSubscriptions: (n: number) => `Ver suscripciones y productos (${n})`,
    viewUsers: (n: number) => `Ver usuarios asociados (${n})`,
    viewOrganization: 'Ver organización asociada',
    addUser: 'Añadir usuario', // not in the spec (opens 'Añadir un usuario al suscriptor')
    fields: {
      name: 'Razón social',
      number: 'Número de suscriptor',
      status: 'Estado',
      maxUsers: 'Cantidad máxima de usuarios',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
      modificationDate: 'Fecha de modificación',
      modificationUser: 'Modificado por',
      id: 'ID de suscriptor',
      organizationId: 'ID de organización',
    },
  },

  subscriberUsers: {
    title: 'Usuarios asociados a un suscriptor',
    subtitle: (name: string, number: string) => `${name} · Suscriptor N° ${number}`, // not in the spec
    empty: 'El suscriptor no tiene usuarios asociados.', // not in the spec
    loadError: 'No se pudieron cargar los usuarios.', // not in the spec
    addUser: 'Añadir usuario',
    selectAll: 'Seleccionar todos', // not in the spec (accessible name)
    selectRow: (email: string) => `Seleccionar ${email}`, // not in the spec (accessible name)
    rowActions: (email: string) => `Acciones para ${email}`, // not in the spec (accessible name)
    selected: (n: number) => (n === 1 ? '1 seleccionado' : `${n} seleccionados`), // not in the spec
    viewDetails: 'Ver detalles',
    columns: {
      status: 'Estado',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Email',
      userType: 'Tipo de usuario',
      actions: 'Acciones', // not in the spec
    },
    userDrawerTitle: 'Información del usuario',
    userFields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Email',
      status: 'Estado',
      userType: 'Tipo de usuario',
      commercialType: 'Tipo comercial',
      userId: 'ID de usuario',
      loginAccountId: 'ID de cuenta',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
    },
    commercialTypes: { SUBSCRIBER: 'Suscriptor', REGISTER: 'Registrado' } as Record<string, string>,
  },

  addUser: {
    title: 'Añadir un usuario al suscriptor',
    subtitle: (number: string) => `Suscriptor N° ${number}`, // not in the spec
    email: 'Email',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    userType: 'Permiso de colaborador',
    userTypePlaceholder: 'Seleccione un permiso', // not in the spec
    noUserTypes: 'No se encontraron tipos de usuarios',
    create: 'Crear',
    cancel: 'Cancelar',
    progressTitle: 'Progreso de la operación', // not in the spec
    running: 'La operación está en curso…', // not in the spec
    viewInTemporal: 'Ver en Temporal', // not in the spec
    backToForm: 'Volver al formulario', // not in the spec
    addAnother: 'Añadir otro usuario', // not in the spec
  },

  steps: {
    pending: 'Pendiente', // not in the spec
    running: 'En curso', // not in the spec
    done: 'Completado', // not in the spec
    failed: 'Falló', // not in the spec
    skipped: 'Omitido', // not in the spec
    attempts: (n: number) => `${n} intentos`, // not in the spec
  },
} as const;
