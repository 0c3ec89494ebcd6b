// Spanish texts of the Mi Estudio instances screens (spec 2 §2.2–§2.6), exactly as the spec
// writes them; texts the spec does not show are marked "ours".
import { meInstancesMessages } from '@cgi/workflows/inputs';

export const m = {
  // The texts the operations and the api also use come from one place.
  cuitInvalid: meInstancesMessages.cuitInvalid,
  organizationNotFoundByCuit: meInstancesMessages.organizationNotFoundByCuit,
  capsIncomplete: meInstancesMessages.capsIncomplete,
  expiryInvalid: meInstancesMessages.expiryInvalid,
  organizationNotLoaded: meInstancesMessages.organizationNotLoaded,
  enabled: meInstancesMessages.enabled,
  reinitialised: meInstancesMessages.reinitialised,
  adminEmailChanged: meInstancesMessages.adminEmailChanged,
  userFolderCreated: meInstancesMessages.userFolderCreated,
  userFolderFailed: meInstancesMessages.userFolderFailed,
  genericError: meInstancesMessages.genericError,
  landing: {
    title: 'Mi Estudio', // ours
    subtitle: 'Herramientas de soporte para los estudios que usan Mi Estudio', // ours
    cards: {
      applicationInstances: {
        title: 'Instancias de la aplicación', // ours
        text: 'Buscar una organización por CUIT, ver sus instancias, habilitar Mi Estudio y revisar su inicialización', // ours
      },
      importCsv: {
        title: 'Habilitación por CSV', // ours
        text: 'Habilitar módulos a muchas organizaciones con un documento .CSV', // ours
      },
      declarations: {
        title: 'Declaraciones', // ours
        text: 'Buscar y desbloquear declaraciones juradas de un estudio', // ours
      },
      eventanilla: { title: 'e-Ventanilla', text: 'Estado de las suscripciones de comunicación por CUIT' }, // ours
      clientes: { title: 'Clientes', text: 'Estudios asociados a un cliente por CUIT' }, // ours
      featureFlags: {
        title: 'Control de versiones',
        text: 'Versiones publicadas de la aplicación Mi Estudio por plataforma',
      }, // ours
    },
  },
  search: {
    title: 'Instancias de la aplicación Mi Estudio',
    label: 'Buscar por CUIT',
    placeholder: '30712345671',
    button: 'BUSCAR',
  },
  instances: {
    title: 'Instancias de aplicación asociadas',
    columns: {
      status: 'Estado de acceso',
      name: 'Nombre del Estudio',
      cuit: 'CUIT',
      from: 'Fecha Desde',
      to: 'Fecha Hasta',
      modules: 'Módulos habilitados',
      actions: 'Acciones', // ours (accessible name)
    },
    noDate: 'Fecha no definida',
    rowActions: (name: string) => `Acciones para ${name}`, // ours (accessible name)
    viewDetails: 'Ver detalles',
    checkMe: 'Verificar el estado de inicialización Mi Estudio',
    checkStorage: 'Verificar estructura inicial de almacenamiento',
    configureUsers: 'Configurar usuarios asociados',
    none: 'La organización no tiene configurada ninguna instancia de la aplicación Mi Estudio',
    enableQuestion: '¿Desea habilitar Mi Estudio Versión Básica?',
    enableButton: 'Habilitar Mi Estudio',
  },
  enablement: {
    title: 'Habilitar Mi Estudio Versión Básica', // ours
    reinitialiseTitle: 'Volver a inicializar Mi Estudio', // ours
    fields: {
      maxFirmStaffCount: 'Cantidad máxima de usuarios colaboradores (incluido el administrador)',
      maxFirmCustomerCount: 'Cantidad máxima de clientes del Estudio',
      maxFirmCustomerStaffCount: 'Cantidad máxima de colaboradores de clientes del Estudio',
      maxCapacityGB: 'Capacidad de almacenamiento (GB)',
      maxEVentanillaCustomerCount: 'Cantidad máxima de clientes del módulo e-Ventanilla',
      accessFinishDate: 'Fecha de vencimiento',
    },
    fixedHint: 'Valor fijo', // ours
    capRequired: 'Complete este dato', // ours (marks the empty field; §5's text shows below)
    capInteger: 'Ingrese un número entero', // ours (§5: integers only)
    submit: 'Habilitar', // ours
    reinitialiseSubmit: 'Volver a inicializar',
    cancel: 'Cancelar', // ours
    close: 'Cerrar', // ours
    closing: 'La página se actualizará en unos segundos', // ours
  },
  statusMe: {
    title: 'Estado de Inicialización de Mi Estudio Versión Básica',
    organizationPanel: 'Detalles del estado de la Organización',
    studyExists: 'Existe el Estudio',
    subscriberExists: 'Existe el suscriptor en el producto anterior',
    baseFolderExists: 'Existe la carpeta de sistema base',
    instanceExists: 'Existe la instancia de aplicación',
    reinitialise: 'Volver a inicializar',
    verify: 'Verificar nuevamente', // ours: asks the ME registration service again
    verified: 'Verificación finalizada éxitosamente', // spec 1 §8
    verifyFailed: 'No se pudo verificar el estado. Intente nuevamente.', // ours
    createBaseFolder: 'Crear Carpeta', // ours (the base folder's action)
    adminsPanel: 'Estado de los usuarios administradores',
    noAdmins: 'La organización no tiene usuarios administradores', // ours
    notFound: 'No encontrado',
    fields: {
      fullName: 'Nombre completo',
      email: 'Email',
      userNumber: 'Número de usuario',
      active: 'Activo',
      staff: 'Pertenece al Estudio',
      legacy: 'Existe en el producto anterior',
      access: 'Estado de acceso',
      role: 'Tiene rol asignado',
      folder: 'Existe la carpeta de sistema del usuario',
    },
    yes: 'Sí',
    no: 'No',
    reconfigure: 'Volver a configurar',
  },
  changeAdmin: {
    title: 'Cambiar el email del usuario administrador', // ours
    text: (name: string) =>
      `Ingrese el nuevo email de ${name}. Se cambia en su cuenta y en el proveedor de identidad.`, // ours
    current: 'Email actual', // ours
    newEmail: 'Nuevo email', // ours
    submit: 'Cambiar email', // ours
    unchanged: 'Ingrese un email distinto del actual', // ours
  },
  baseFolder: {
    title: 'Crear la carpeta de sistema del Estudio', // ours
    text: (name: string) => `Se creará la carpeta de sistema base de ${name}.`, // ours
  },
  storage: {
    title: 'Estado de la inicialización del módulo de almacenamiento',
    summary: 'Estudio y carpeta de sistema', // ours
    study: 'Estudio', // ours
    cuit: 'CUIT',
    baseFolder: 'Carpeta de sistema', // ours
    createdOn: 'Fecha de creación', // ours
    usersTitle: 'Usuarios asociados', // ours
    columns: {
      user: 'Usuario',
      folder: 'Nombre de la carpeta',
      created: 'Fecha de creación',
      status: 'Estado de la carpeta',
    },
    empty: 'El Estudio no tiene usuarios asociados', // ours
    active: 'Activa', // ours (tooltip of the green check)
    notFound: 'No existe',
    deleted: 'Eliminado',
    failure: 'Fallo al buscar la carpeta',
    otherStatus: 'Carpeta no activa', // ours (a state the console does not know yet)
    createFolder: 'Crear Carpeta',
    createTitle: 'Crear la carpeta del usuario', // ours
    createText: (name: string) => `Se creará la carpeta de sistema de ${name}.`, // ours
  },
  loadError: 'Ocurrió un error, intente nuevamente',
} as const;
