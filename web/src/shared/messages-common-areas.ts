// Spanish texts of the users, studies and recycle-bin screens and of the shell's
// quick search, spread into `messages` (shared/messages.ts). Texts the spec writes are copied
// exactly; the rest are ours and marked "not in the spec".
import { subscriberFieldLabels } from './subscriber-field-labels';
import { glossary } from './glossary';

export const commonAreaMessages = {
  table: {
    actions: 'Acciones', // not in the spec (the row menu column's name)
  },

  pagination: {
    label: 'Paginación', // not in the spec (accessible name)
    previous: 'Anterior', // not in the spec
    next: 'Siguiente', // not in the spec
    range: (from: number, to: number, total: number | null) =>
      total === null ? `${from}–${to}` : `${from}–${to} de ${total}`, // not in the spec
    /** A total the services cap: 'más de 1000' (issue 43: every table says its total). */
    rangeOver: (from: number, to: number, atLeast: number) => `${from}–${to} de más de ${atLeast}`, // not in the spec
    /** A token-paged list: '1–25 de 134 operaciones'. */
    rangeOf: (from: number, to: number, total: number, noun: string) => `${from}–${to} de ${total} ${noun}`, // not in the spec
  },

  quickSearch: {
    label: 'Búsqueda rápida', // not in the spec (accessible name)
    placeholder: 'Suscriptor, email o CUIT', // not in the spec (organization names work too)
    submit: 'Buscar',
  },

  users: {
    title: 'Usuarios',
    prompt: 'Ingrese el email del usuario que desea buscar:', // not in the spec (the prompt is not shown)
    emailLabel: 'Email',
    notFound: 'No se encontró el usuario ingresado.',
    panelTitle: 'Información del usuario',
    viewDetails: 'Ver detalles',
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Email',
      mobile: 'Teléfono móvil',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
      modificationDate: 'Última modificación',
      modificationUser: 'Modificado por',
      status: 'Estado de la cuenta',
      loginAccountId: 'ID de cuenta',
    },
    seeMore: 'Ver más',
    phonesTitle: 'Teléfonos', // not in the spec
    // Spec 1 §2: the modal lists fixed placeholder numbers; the note says so (not in the spec).
    phones: [
      { label: 'Móvil', number: '+54 9 11 5555-0000' },
      { label: 'Trabajo', number: '+54 11 4000-0000' },
      { label: 'Fijo', number: '+54 11 4300-0000' },
    ],
    phonesNote: 'Números de ejemplo: el servicio de cuentas no informa estos teléfonos.', // not in the spec
    viewSubscribers: (n: number) => `Ver suscriptores asociados (${n})`,
    viewOrganizations: (n: number) => `Ver organizaciones asociadas (${n})`,
  },

  userSubscribers: {
    title: 'Suscriptores asociados a un usuario',
    subtitle: (name: string, email: string) => `${name} · ${email}`, // not in the spec
    empty: 'El usuario no tiene suscriptores asociados.', // not in the spec
    rowActions: (number: string) => `Acciones para el suscriptor ${number}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewSubscriptions: 'Ver suscripciones y productos',
    viewUsers: 'Ver usuarios',
    panelTitle: 'Información del suscriptor',
    columns: {
      number: 'Número de suscriptor',
      name: 'Razón social',
      creationUser: 'Creado por',
      maxUsers: 'Cantidad máxima de usuarios',
      actions: 'Acciones', // not in the spec
    },
    fields: subscriberFieldLabels,
  },

  userOrganizations: {
    title: (name: string) => `Organizaciones asociadas al usuario ${name}`,
    empty: 'El usuario no pertenece a ninguna organización.', // not in the spec
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewSubscribers: 'Ver suscriptores',
    viewUsers: 'Ver usuarios',
    viewMeInstances: 'Ver instancias ME',
    panelTitle: 'Información de la organización',
    columns: {
      status: 'Estado',
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      userType: 'Tipo de usuario',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: the labels of the panel's fields (spec 1 §2 lists them)
    fields: {
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo de organización',
      maxAccess: 'Cantidad máxima de accesos',
      id: 'ID de organización',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
      modificationDate: 'Última modificación',
      modificationUser: 'Modificado por',
      userType: 'Tipo de usuario',
      commercialType: 'Tipo comercial',
      userStatus: 'Estado del usuario en la organización',
      userId: 'ID de usuario',
    },
  },

  studyUsers: {
    title: 'Usuarios asociados a un Estudio',
    empty: 'El estudio no tiene usuarios.', // not in the spec
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    panelTitle: 'Información del usuario',
    columns: {
      status: 'Estado',
      fullName: 'Nombre completo',
      userType: 'Tipo de usuario',
      commercialType: 'Tipo comercial',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: the labels of the panel's fields (spec 1 §2 lists them)
    fields: {
      fullName: 'Nombre completo',
      email: 'Email',
      legacyUser: 'Número de usuario en la aplicación anterior',
      since: 'Fecha de alta',
      userType: 'Tipo de usuario',
      commercialType: 'Tipo comercial',
      status: 'Estado',
    },
  },

  studyDetail: {
    title: 'Detalles del Estudio',
    cuit: 'CUIT',
    folder: 'Carpeta de sistema', // not in the spec
    noFolder: 'No existe la carpeta de sistema',
    createFolder: 'Crear Carpeta',
    folderName: 'Nombre de la carpeta', // not in the spec
    folderCreator: 'Creada por', // not in the spec
    folderDate: 'Fecha de creación', // not in the spec
    folderSize: 'Tamaño', // not in the spec
    folderUsers: 'Carpetas de los usuarios', // not in the spec
    noFolderUsers: 'El estudio no tiene usuarios con carpeta.', // not in the spec
    folderUserColumns: {
      user: 'Usuario',
      name: 'Nombre',
      creationDate: 'Fecha de creación',
      status: 'Estado',
    },
    // not in the spec: the folder states of the storage service
    folderStatuses: {
      ACTIVE: 'Activa',
      INACTIVE: 'Inactiva',
      PENDING: 'Pendiente',
      BLOCKED: 'Bloqueada',
      DELETED: 'Eliminada',
      NONE: 'No existe',
    } as Record<string, string>,
    createTitle: 'Crear la carpeta de sistema', // not in the spec
    createText: (name: string) => `Se creará la carpeta de sistema del estudio ${name}.`, // not in the spec
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    loadError: 'No se pudo cargar el estudio.', // not in the spec
  },

  recycle: {
    title: 'Papelera interna de reciclaje',
    intro: (study: string) =>
      `Esta sección lista los documentos eliminados definitivamente del estudio ${study}.`, // not in the spec (wording)
    pathButton: 'Buscar por ruta', // not in the spec
    pathTitle: 'Buscar documento por ruta',
    pathLabel: 'Ruta exacta del documento', // not in the spec
    pathHint: 'Por ejemplo: /Estudio/Clientes/Balances/balance.pdf', // not in the spec
    pathRule: 'La ruta debe comenzar con /', // not in the spec
    period: 'Período de eliminación', // not in the spec
    nameLabel: 'Buscar por nombre',
    search: 'Buscar',
    cancel: 'Cancelar',
    resetFilters: 'Restablecer filtros',
    chipPath: (path: string) => `Ruta: ${path}`, // not in the spec
    chipPeriod: (from: string, to: string) => `Eliminado entre ${from} y ${to}`, // not in the spec
    chipName: (name: string) => `Nombre: ${name}`, // not in the spec
    removeChip: (chip: string) => `${glossary.removeFilter.text} ${chip}`, // not in the spec (accessible name)
    empty: 'No hay documentos en la papelera con estos filtros.', // not in the spec
    truncated: 'Se muestran los primeros 1000 documentos: use los filtros para ver el resto.', // not in the spec
    selectAll: 'Seleccionar todos', // not in the spec (accessible name)
    selectRow: (name: string) => `Seleccionar ${name}`, // not in the spec (accessible name)
    selected: (n: number) => (n === 1 ? '1 documento seleccionado' : `${n} documentos seleccionados`), // not in the spec
    restoreSelected: 'Restaurar documento(s)',
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    restoreOne: 'Restaurar documento',
    drawerTitle: 'Información del documento',
    confirmTitle: 'Restaurar documento(s)', // not in the spec
    confirmText: (n: number) =>
      n === 1
        ? 'Se restaurará 1 documento a su ubicación en el almacenamiento del estudio.'
        : `Se restaurarán ${n} documentos a su ubicación en el almacenamiento del estudio.`, // not in the spec
    confirm: 'Restaurar', // not in the spec
    reason: 'Motivo', // not in the spec (bulk operations record why)
    reasonHint: 'Queda registrado con la operación.', // not in the spec
    columns: {
      name: 'Nombre',
      path: 'Ruta',
      deletedBy: 'Eliminado por',
      deletedAt: 'Fecha de eliminación',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: the document's fields (spec 1 §3)
    fields: {
      name: 'Nombre',
      type: 'Tipo',
      size: 'Tamaño',
      path: 'Ruta',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
      purgeDate: 'Fecha de eliminación',
      purgeUser: 'Eliminado por',
      id: 'ID de documento',
    },
    rootTitle: 'Papelera interna de reciclaje',
    rootIntro: 'Elija el estudio cuya papelera desea ver: busque su organización por nombre o nombre legal.', // not in the spec
    rootSearchLabel: 'Buscar organización por nombre o nombre legal', // not in the spec
    rootStudies: (n: number) => (n === 1 ? '1 estudio' : `${n} estudios`), // not in the spec
    rootNoStudies: 'Sin estudios', // not in the spec
    rootOpen: (study: string) => `Ver papelera interna de ${study}`, // not in the spec (accessible name)
    rootEmpty: 'No se encontraron organizaciones con ese nombre.', // not in the spec
    rootShowStudies: (name: string) => `Ver estudios de ${name}`, // not in the spec (accessible name)
  },

  datePicker: {
    from: 'Desde', // not in the spec
    to: 'Hasta', // not in the spec
    apply: 'Aplicar', // not in the spec
    clear: 'Limpiar', // not in the spec
    // The console's own date and time fields (issue 28): the same entry whatever the browser's
    // language, where a native field would show mm/dd/yyyy or a 12-hour clock.
    placeholder: 'dd/mm/aaaa', // not in the spec
    invalid: 'Ingrese una fecha válida con el formato dd/mm/aaaa', // not in the spec
    // Not naming the field: its label is the field's alone (a label names one control).
    openCalendar: 'Elegir en el calendario', // not in the spec
    timePlaceholder: 'hh:mm', // not in the spec
    invalidTime: 'Ingrese una hora válida con el formato hh:mm (de 00:00 a 23:59)', // not in the spec
  },
} as const;
