// Spanish texts of the instance detail and instance users screens (spec 2 §2.8, §2.9, §4, §5,
// §8), as the spec spells them; ours are marked "not in the spec". Operation outcomes and
// validation texts come from the workflows package so the api, the worker and the screens agree.
import { meInstanceMessages } from '@cgi/workflows/inputs';

export const t = {
  ...meInstanceMessages,
  detail: {
    title: 'Información sobre la Instancia de aplicación',
    loadError: 'Ocurrió un error en un servicio de: eAuthzAPI',
    details: 'Detalles',
    appCode: 'Código de aplicación', // not in the spec (field label)
    accessStatus: 'Estado de acceso', // not in the spec (field label)
    baseVersion: 'Versión base de Mi Estudio', // not in the spec (field label)
    yes: 'Si',
    no: 'No',
    activeCollaborators: 'Colaboradores activos', // not in the spec (field label)
    activeClients: 'Usuarios clientes/invitados activos', // not in the spec (field label)
    enabledFrom: 'Habilitada desde', // not in the spec (field label)
    enabledTo: 'Habilitada hasta', // not in the spec (field label)
    dateUndefined: 'Fecha no definida',
    instanceId: 'ID de la instancia', // not in the spec (field label)
    organization: 'Organización asociada',
    organizationMissing: 'No se encontró la organización asociada',
    name: 'Nombre', // not in the spec (field label)
    cuit: 'CUIT',
    study: 'Estudio asociado',
    studyMissing: 'No se encontró el estudio asociado',
    recycleBin: 'Ver papelera interna',
    declarations: 'Ver declaraciones',
    users: 'Configurar usuarios asociados',
  },
  modules: {
    title: 'Módulos habilitados',
    empty: 'La instancia no tiene módulos', // not in the spec
    from: 'Desde', // not in the spec (column)
    to: 'Hasta', // not in the spec (column)
    module: 'Módulo', // not in the spec (column)
    status: 'Estado', // not in the spec (column)
    actions: 'Acciones', // not in the spec (accessible name)
    disabled: 'Deshabilitado',
    enabled: 'Habilitado', // not in the spec
    edit: 'Editar',
    disable: 'Deshabilitar',
    enableNew: 'Habilitar módulo', // not in the spec (button)
    noModules: 'No se encontró módulos para habilitar',
    editTitle: (name: string) => `Editar el módulo ${name}`, // not in the spec
    disableTitle: 'Deshabilitar módulo', // not in the spec
    disableText: (name: string) =>
      `¿Desea deshabilitar el módulo ${name}? Su fecha de finalización pasará a ser el día de ayer.`, // not in the spec
    enableTitle: 'Habilitar un nuevo módulo', // not in the spec
    startDate: 'Fecha de inicio', // not in the spec (field label)
    finishDate: 'Fecha de finalización', // not in the spec (field label)
    expiry: 'Fecha de vencimiento (opcional)', // not in the spec (field label)
    dateHint: 'Formato dd/mm/aaaa. Vacío: sin fecha de finalización', // not in the spec
    modulePicker: 'Módulo', // not in the spec (field label)
    pickModule: 'Seleccione un módulo', // not in the spec (placeholder)
    save: 'Guardar', // not in the spec
    enable: 'Habilitar', // not in the spec
    noEnd: 'Sin fecha de finalización', // not in the spec
  },
  parameters: {
    title: 'Topes',
    code: 'Parametro', // not in the spec (column)
    description: 'Descripción', // not in the spec (column)
    value: 'Valor', // not in the spec (column)
    save: 'Guardar', // not in the spec
    saveLabel: (description: string) => `Guardar ${description}`, // not in the spec (accessible name)
    valueLabel: (description: string) => `Valor de ${description}`, // not in the spec (accessible name)
    empty: 'La instancia no tiene topes', // not in the spec
    updateTitle: 'Actualizar tope', // not in the spec
  },
  users: {
    title: 'Usuarios asociados a Mi Estudio',
    associated: 'Usuarios asociados',
    notAssociated: 'Usuarios no asociados',
    status: 'Estado',
    email: 'Email',
    fullName: 'Nombre completo',
    role: 'Rol',
    userType: 'Tipo de usuario',
    actions: 'Acciones', // not in the spec (accessible name)
    rowActions: (name: string) => `Acciones de ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    assignRole: 'Asignar un nuevo rol',
    grantAccess: 'Habilitar acceso',
    revokeAccess: 'Deshabilitar acceso',
    emptyAssociated: 'No hay usuarios asociados', // not in the spec
    emptyNotAssociated: 'No hay usuarios no asociados', // not in the spec
    panelTitle: 'Detalles del usuario', // not in the spec
    userStatus: 'Estado del usuario', // not in the spec
    accessStatus: 'Estado de acceso',
    accessFrom: 'Acceso desde', // not in the spec
    accessTo: 'Acceso hasta', // not in the spec
    commercialType: 'Tipo comercial', // not in the spec
    noRole: 'Sin rol', // not in the spec
    currentRole: 'Rol actual', // not in the spec
    newRole: 'Nuevo rol', // not in the spec
    pickRole: 'Seleccione un rol', // not in the spec
    assign: 'Asignar', // not in the spec
    grantTitle: 'Habilitar acceso',
    revokeTitle: 'Deshabilitar acceso',
    grantText: (name: string) =>
      `¿Desea habilitar el acceso de ${name} a Mi Estudio hasta el último día del mes dentro de seis meses?`, // not in the spec
    revokeText: (name: string) => `¿Desea deshabilitar el acceso de ${name} a Mi Estudio?`, // not in the spec
    back: 'Volver a la instancia', // not in the spec
    searchLabel: 'Nombre, e-mail o número de usuario', // not in the spec (issue 28)
    searchChip: (text: string) => `Búsqueda: ${text}`, // not in the spec
    clearSearch: (text: string) => `Quitar la búsqueda ${text}`, // not in the spec (accessible name)
    noMatchAssociated: 'Ningún usuario asociado coincide con la búsqueda', // not in the spec
    noMatchNotAssociated: 'Ningún usuario no asociado coincide con la búsqueda', // not in the spec
    pagingAssociated: 'Páginas de usuarios asociados', // not in the spec (accessible name)
    pagingNotAssociated: 'Páginas de usuarios no asociados', // not in the spec (accessible name)
    total: (count: number) => (count === 1 ? '1 usuario' : `${count} usuarios`), // not in the spec
  },
  close: 'Cerrar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
} as const;

/** Reload delays of spec 2 §9. */
export const RELOAD_AFTER_MODULE_MS = 1000;
export const RELOAD_AFTER_USER_MS = 3000;
/** Spec 2 §5: buttons stay disabled about 1 s against double submission. */
export const DOUBLE_SUBMIT_GUARD_MS = 1000;
