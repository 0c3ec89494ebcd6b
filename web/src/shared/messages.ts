// Every Spanish text of the web app. Texts the spec writes are copied exactly (accents and
// all); the rest are ours and marked "not in the spec". Operation texts shared with the api
// and the workflows come from @cgi/workflows (its messages entry, which keeps zod out of
// the first bundle) so both sides show the same words.
import { messages as operationMessages } from '@cgi/workflows/messages';
import { commonAreaMessages } from './messages-common-areas';
import { subscriberFieldLabels } from './subscriber-field-labels';
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
    noAccess: 'Lo sentimos, no tenes acceso a la Consola de Gestion Interna',
    verifyError: 'Error al verificar. Inicie sesion nuevamente.',
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

  subscribers: {
    title: 'Suscriptores',
    prompt: 'Ingrese el número de suscriptor que desea buscar:',
    numberLabel: 'Número de suscriptor',
    notFound: 'El suscriptor ingresado no existe',
    drawerTitle: 'Información del suscriptor',
    viewSubscriptions: (n: number) => `Ver suscripciones y productos (${n})`,
    viewUsers: (n: number) => `Ver usuarios asociados (${n})`,
    viewOrganization: 'Ver organización asociada',
    addUser: glossary.addUser.text, // not in the spec (opens 'Añadir un usuario al suscriptor')
    fields: { ...subscriberFieldLabels, organizationId: 'ID de organización' },
  },

  subscriberUsers: {
    title: 'Usuarios asociados a un suscriptor',
    subtitle: (name: string, number: string) => `${name} · Suscriptor N° ${number}`, // not in the spec
    empty: 'El suscriptor no tiene usuarios asociados.', // not in the spec
    loadError: 'No se pudieron cargar los usuarios.', // not in the spec
    addUser: glossary.addUser.text,
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
    addAnother: 'Añadir otro usuario', // not in the spec
  },

  subscriberOrganizations: {
    title: 'Organizaciones asociadas a un suscriptor',
    subtitle: (name: string, number: string) => `${name} · Suscriptor N° ${number}`, // not in the spec
    empty: 'El suscriptor no tiene una organización asociada.', // not in the spec
    loadError: 'No se pudieron cargar las organizaciones.', // not in the spec
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewSubscribers: 'Ver suscriptores',
    viewUsers: 'Ver usuarios',
    active: 'Activo',
    inactive: 'No Activo',
    columns: {
      status: 'Estado',
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo de organización',
      actions: 'Acciones', // not in the spec
    },
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

  subscriptions: {
    title: 'Suscripciones',
    subtitle: (name: string, number: string) => `${name} · Suscriptor N° ${number}`, // not in the spec
    empty: 'El suscriptor no tiene suscripciones.', // not in the spec
    loadError: 'No se pudieron cargar las suscripciones.', // not in the spec
    rowActions: (product: string) => `Acciones para ${product}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    active: 'Activa', // not in the spec
    inactive: 'Finalizada', // not in the spec
    drawerTitle: 'Información de la suscripción', // not in the spec
    columns: {
      status: 'Estado',
      product: 'Producto',
      code: 'Código',
      type: 'Tipo',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: labels of the subscription fields of spec 1 §3
    fields: {
      id: 'ID de suscripción',
      status: 'Estado',
      product: 'Producto',
      code: 'Código',
      type: 'Tipo',
      productId: 'ID de producto',
      startDate: 'Fecha de inicio',
      finishDate: 'Fecha de finalización',
      executive: 'Ejecutivo de cuenta',
      scopes: 'Alcances del producto',
      scope: (n: number) => `Alcance ${n}`,
      maxAccess: 'Accesos máximos',
      maxUsers: 'Usuarios máximos',
      scopeActive: 'Activo',
      yes: 'Sí',
      no: 'No',
    },
  },

  organizationSubscribers: {
    title: 'Suscriptores asociados a una organización',
    subtitle: (name: string, cuit: string) => `${name} · CUIT ${cuit}`, // not in the spec
    empty: 'La organización no tiene suscriptores.', // not in the spec
    addSubscriber: 'Añadir suscriptor',
    rowActions: (number: string) => `Acciones para el suscriptor ${number}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewSubscriptions: 'Ver suscripciones y productos',
    viewUsers: 'Ver usuarios',
    columns: {
      number: 'Número de suscriptor',
      name: 'Razón social',
      creationUser: 'Creado por',
      maxUsers: 'Cantidad máxima de usuarios',
      actions: 'Acciones', // not in the spec
    },
  },

  addSubscriber: {
    title: 'Añadir suscriptor',
    subtitle: (organization: string) => organization, // not in the spec
    email: 'Email',
    subscriberNumber: 'Número de suscriptor',
    subscriberName: 'Razón social',
    maxUsers: 'Cantidad máxima de usuarios',
    create: 'Agregar', // not in the spec (the add-user-to-organization drawer uses Agregar)
    cancel: 'Cancelar',
  },

  userActions: {
    title: 'Acciones', // not in the spec
    edit: 'Editar', // not in the spec: opens 'Editar el usuario:'
    resendInvitation: 'Reenviar invitación',
    cancelInvitation: 'Cancelar invitación',
    deactivate: 'Dar de baja al usuario',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    reason: 'Motivo', // not in the spec (high-risk operations record why)
    reasonHint: 'Queda registrado con la operación.', // not in the spec
    // not in the spec: the confirmation modals' texts
    resendTitle: '¿Desea reenviar la invitación?',
    resendText: (email: string) => `Se cancelará la invitación pendiente de ${email} y se enviará una nueva.`,
    cancelTitle: '¿Desea cancelar la invitación?',
    cancelText: (email: string) =>
      `Se cancelará la invitación de ${email}; el usuario quedará dado de baja y se desvinculará del suscriptor.`,
    deactivateTitle: '¿Desea dar de baja al usuario?',
    deactivateText: (email: string) =>
      `${email} se desvinculará del suscriptor, pero su cuenta continuará existiendo.`,
    deactivateNote: 'El usuario se desvincula del suscriptor, pero la cuenta continúa existiendo.',
  },

  editUser: {
    title: 'Editar el usuario:',
    hint: 'Edite solo los campos que desea modificar',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Email',
    phone: 'Teléfono',
    userType: 'Tipo de usuario',
    commercialType: 'Tipo comercial',
    status: 'Estado',
    noUserTypes: 'No se encontraron tipos de usuarios',
    noCommercialTypes: 'No se encontraron tipos comerciales',
    selectPlaceholder: 'Seleccione una opción', // not in the spec
    submit: 'Editar',
    cancel: 'Cancelar',
    loadError: 'No se pudo cargar el usuario.', // not in the spec
    statuses: {
      ACTIVE: 'Activo',
      WAITING_VALIDATION: glossary.waitingValidation.text,
      BLOCKED: 'Bloqueado',
      INACTIVE: 'Inactivo',
      SUSPENDED: 'Suspendido',
    } as Record<string, string>,
  },

  steps: {
    pending: 'Pendiente', // not in the spec
    running: 'En curso', // not in the spec
    done: 'Completado', // not in the spec
    failed: 'Falló', // not in the spec
    skipped: 'Omitido', // not in the spec
    attempts: (n: number) => `${n} intentos`, // not in the spec
  },
  // Four-eyes approval (issue 30): not in the spec.
  approvals: {
    title: 'Aprobación',
    state: {
      pending: 'Esperando aprobación de otra persona',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      expired: 'Vencida: nadie la aprobó a tiempo',
      withdrawn: 'Retirada por quien la pidió',
    } as Record<string, string>,
    requestedBy: (who: string, when: string) => `La pidió ${who} el ${when}`,
    missing: (missing: number, of: number) =>
      of === 1 ? 'Falta una aprobación' : `Faltan ${missing} de ${of} aprobaciones`,
    expires: (when: string) => `vence el ${when}`,
    decision: (decision: string, who: string, when: string, from: string) =>
      `${decision === 'approved' ? 'Aprobó' : 'Rechazó'} ${who} el ${when} (desde ${from})`,
    approve: 'Aprobar',
    reject: 'Rechazar',
    rejectTitle: 'Rechazar la operación',
    rejectHint: 'La operación termina sin ningún cambio; quien la pidió verá su motivo.',
    approved: 'Aprobación registrada',
    rejected: 'Operación rechazada',
  },
  operations: {
    title: 'Operaciones', // not in the spec (issue 5: support engineers)
    subtitle:
      'Cada cambio que hace la consola, con sus pasos. Abra una operación para ver qué pasó y reintente las que fallaron.', // not in the spec
    filters: 'Filtros de operaciones', // not in the spec (accessible name)
    status: 'Estado',
    type: 'Tipo',
    target: 'Objetivo',
    actor: 'Iniciada por',
    from: 'Desde',
    to: 'Hasta',
    any: 'Todos',
    targetPlaceholder: 'Suscriptor, CUIT o email',
    actorPlaceholder: 'Email o cuenta de servicio',
    apply: 'Filtrar',
    clear: 'Limpiar filtros',
    // The timeline of one entity (issue 5), not in the spec.
    relatedKinds: {
      subscriber: 'suscriptor',
      organization: 'organización',
      user: 'usuario de organización',
      email: 'usuario',
      study: 'estudio',
    },
    relatedChip: (name: string) => `Historial de ${name}`,
    emptyTimeline: (name: string) => `Todavía no hay operaciones sobre ${name}.`,
    removeRelated: (chip: string) => `${glossary.removeFilter.text} ${chip}`,
    columns: {
      status: 'Estado',
      operation: 'Operación',
      target: 'Objetivo',
      actor: 'Iniciada por',
      started: 'Inicio',
      finished: 'Fin',
      step: 'Paso actual',
    },
    empty: 'No hay operaciones que cumplan el filtro.',
    emptyHint: 'Pruebe con otro estado, tipo o rango de fechas.',
    loadError: 'No se pudieron cargar las operaciones.',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (count: number) =>
      count === 1 ? '1 operación en esta página' : `${count} operaciones en esta página`,
    live: 'Se actualiza sola mientras hay operaciones en curso',
    statuses: {
      running: 'En curso',
      awaitingApproval: 'Esperando aprobación', // issue 30
      completed: 'Completada',
      failed: 'Falló',
      cancelled: 'Cancelada',
      rejected: 'Rechazada', // issue 30
      expired: 'Vencida', // issue 30
    },
    sources: { ui: 'Consola', api: 'API', cli: 'Línea de comandos' },
    stepsProgress: (done: number, total: number) => `${done} de ${total} pasos`,
    retryFailed: (count: number | string) => `${glossary.retryFailed.text} (${count})`,
    retried: 'Reintentada',
    bulkTitle: 'Reintentar operaciones fallidas',
    bulkBody: (count: number) =>
      count === 1
        ? 'Se reintentará 1 operación fallida que cumple el filtro y todavía no se reintentó. Continúa desde el paso que falló.'
        : `Se reintentarán ${count} operaciones fallidas que cumplen el filtro y todavía no se reintentaron. Cada una continúa desde el paso que falló.`,
    bulkTooMany: (max: number) =>
      `Hay más de ${max} operaciones fallidas: se reintentarán las ${max} más recientes. Para el resto, repita o acote el filtro.`,
    bulkConfirm: (count: number) =>
      count === 1 ? 'Reintentar 1 operación' : `Reintentar ${count} operaciones`,
    reason: 'Motivo',
    reasonHint: 'Queda registrado con la operación y se muestra en su detalle.',
    retry: 'Reintentar',
    retryFailedItems: glossary.retryFailed.text,
    retryTitle: 'Reintentar la operación',
    retryBody: 'Continúa desde el paso que falló; los pasos completados no se repiten.',
    retryStarted: 'Reintento iniciado.',
    // not in the spec: a failed operation after the fact (issue 28)
    aftermath: {
      title: 'Qué pasó',
      remedy: 'Para completarla',
      retryBlocked: 'Por qué no se ofrece reintentar',
      undo: 'Deshacer',
      undoTitle: 'Deshacer la operación',
      undoBody: 'Se ejecutará, del paso más reciente al primero:',
      undoKept: 'Queda como está:',
      undoStarted: 'Deshacer iniciado.',
      undone: 'Deshecho',
      undoneBy: 'Deshecha en',
      undoOf: 'Deshace a',
      retryConfirm: 'Reintentar',
    },
    cancel: 'Cancelar operación',
    cancelTitle: '¿Cancelar la operación?',
    cancelBody:
      'El paso en curso termina y la operación se detiene antes del siguiente. Los pasos completados quedan aplicados.',
    cancelConfirm: 'Cancelar operación',
    keepRunning: 'Seguir',
    cancelRequested: 'Cancelación pedida: la operación se detiene al terminar el paso en curso.',
    viewInTemporal: 'Ver en Temporal',
    backToList: 'Volver a operaciones',
    notFound: 'No existe la operación indicada',
    fields: {
      status: 'Estado',
      target: 'Objetivo',
      actor: 'Iniciada por',
      started: 'Inicio',
      finished: 'Fin',
      reason: 'Motivo',
      retryOf: 'Reintenta a',
      retriedBy: 'Reintentada en',
      id: 'Id',
    },
    steps: 'Pasos',
    items: 'Elementos',
    itemsFilter: { all: 'Todos', failed: 'Fallidos', done: 'Hechos', skipped: 'Omitidos' },
    itemsSummary: (done: number, failed: number, skipped: number, total: number) =>
      `${total} elementos: ${done} hechos, ${failed} fallidos, ${skipped} omitidos`,
    noItems: 'No hay elementos con ese estado.',
    input: 'Entrada',
    result: 'Resultado',
    log: 'Registro de eventos',
    logEmpty: 'La operación todavía no escribió en el registro de eventos.',
    logError: 'No se pudo leer el registro de eventos.',
    attempt: (n: number) => `Intento ${n}`,
    resumedFrom: 'Completado en el intento anterior',
    resumedNote:
      'Los pasos marcados «Completado en el intento anterior» no se repitieron: tuvieron efecto en',
    summary: 'Resumen',
    duration: 'Duración',
    source: 'Desde',
    filtersToggle: (active: number) => (active === 0 ? 'Filtros' : `Filtros (${active})`),
    openOperation: 'Ver operación',
    history: 'Ver historial de operaciones',
    // not in the spec: the operation detail in business terms (issue 16)
    present: {
      yes: 'Sí',
      no: 'No',
      elements: (count: number) =>
        count === 1 ? '1 elemento' : `${count.toLocaleString('es-AR')} elementos`,
      listPage: (from: number, to: number, total: number) =>
        `${from.toLocaleString('es-AR')}–${to.toLocaleString('es-AR')} de ${total.toLocaleString('es-AR')}`,
      showList: 'Ver el detalle',
      hideList: 'Ocultar el detalle',
      allFailed: 'Sin efecto: fallaron todos los elementos',
      someFailed: 'Completada con errores',
      notRun: 'No se ejecutará',
      notRunCancelled: 'No se ejecutó',
      elementsFailedNote: (failed: number, total: number) =>
        failed === total ? `Fallaron los ${total} elementos` : `Fallaron ${failed} de ${total} elementos`,
      // Names of values nested in a field (the contracts name the top-level ones).
      knownFields: {
        cuit: 'CUIT',
        row: 'Fila',
        line: 'Línea',
        detail: 'Detalle',
        value: 'Valor',
        email: 'Email',
        name: 'Nombre',
        startDate: 'Fecha de inicio',
        finishDate: 'Fecha de fin',
        appModuleCode: 'Módulo',
        documentId: 'Documento',
        id: 'Id',
      } as Record<string, string>,
    },
  },
} as const;
