// Spanish texts of the organizations' screens (spec 1 §2): the list and its search, an
// organization's edit, its users (adding one, configuring Mi Estudio) and its studies. Texts the
// spec writes are copied exactly; the rest are ours and marked "not in the spec".
import { messages as operationMessages } from '@cgi/workflows/messages';
import { glossary } from '../../shared/glossary';

export const organizationTexts = {
  organizations: {
    title: 'Organizaciones',
    subtitleDefault: 'Organizaciones de testeo', // not in the spec (the list's default filter, spec 1 §1)
    searchLabel: 'Buscar por nombre o nombre legal',
    search: 'Buscar',
    cuitButton: 'Buscar por CUIT',
    cuitTitle: 'Buscar por CUIT',
    cuitLabel: 'CUIT',
    cuitRule: operationMessages.cuitSearchRule,
    cuitNotFound: operationMessages.organizationByCuitNotFound,
    chipName: (text: string) => `Nombre: ${text}`, // not in the spec
    chipCuit: (cuit: string) => `CUIT: ${cuit}`, // not in the spec
    clearChip: (chip: string) => `Quitar la búsqueda ${chip}`, // not in the spec (accessible name)
    typeFilter: 'Tipo de organización', // not in the spec
    typeFilterCount: (n: number) => `Tipo de organización (${n})`, // not in the spec
    empty: 'No se encontraron organizaciones.', // not in the spec
    truncated: 'Hay más coincidencias de las que se muestran: refine la búsqueda.', // not in the spec
    loadError: 'No se pudieron cargar las organizaciones.', // not in the spec
    active: 'Activo',
    inactive: 'No Activo',
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewUsers: 'Ver usuarios',
    viewSubscribers: 'Ver suscriptores',
    viewStudies: 'Ver estudios',
    viewMeInstances: 'Ver instancias ME',
    edit: 'Editar', // not in the spec: opens 'Editar una organización'
    addUser: glossary.addUser.text, // not in the spec: opens the add-user drawer
    columns: {
      status: 'Estado',
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo',
      actions: 'Acciones', // not in the spec
    },
  },

  editOrganization: {
    title: 'Editar una organización',
    name: 'Nombre de la organización', // not in the spec (label)
    legalName: 'Nombre legal',
    cuit: 'CUIT',
    type: 'Tipo de organización',
    maxUsers: 'Cantidad máxima de usuarios',
    nameHint: 'Ingrese el nombre',
    cuitHint: '11 números, sin guiones. Solo se envía si cambia.', // not in the spec
    noTypes: 'No se encontraron tipos de organización',
    submit: 'Editar',
    cancel: 'Cancelar',
  },

  addOrganizationUser: {
    title: 'Agregar un usuario a la organización', // not in the spec (the drawer's title is not shown)
    email: 'Email',
    userType: 'Tipo de usuario',
    commercialType: 'Tipo comercial',
    selectPlaceholder: 'Seleccione una opción', // not in the spec
    noUserTypes: 'No se encontraron tipos de usuarios',
    noCommercialTypes: 'No se encontraron tipos comerciales',
    submit: 'Agregar',
    cancel: 'Cancelar',
    disabled: operationMessages.featureDisabled,
  },

  organizationUsers: {
    title: 'Usuarios asociados a una organización',
    subtitle: (name: string, cuit: string) => `${name} · CUIT ${cuit}`, // not in the spec
    empty: 'La organización no tiene usuarios.', // not in the spec
    rowActions: (email: string) => `Acciones para ${email}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    configure: 'Configurar usuario',
    configureTitle: '¿Desea configurar Mi Estudio al usuario?',
    configureText: (email: string) =>
      `${email} quedará habilitado en Mi Estudio de la organización, con su rol y su carpeta.`, // not in the spec
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    drawerTitle: 'Información del usuario',
    columns: {
      status: 'Estado',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Email',
      userType: 'Tipo de usuario',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: the organization user's fields (spec 1 §3)
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Email',
      status: 'Estado',
      userType: 'Tipo de usuario',
      commercialType: 'Tipo comercial',
      legacyUser: 'Número de usuario en la aplicación anterior',
      startDate: 'Fecha de alta',
      userId: 'ID de usuario',
      loginAccountId: 'ID de cuenta',
    },
  },

  organizationStudies: {
    title: 'Estudios asociados a una organización',
    empty: 'La organización no tiene estudios.', // not in the spec
    rowActions: (name: string) => `Acciones para ${name}`, // not in the spec (accessible name)
    viewDetails: 'Ver detalles',
    viewRecycle: 'Ver papelera interna',
    viewUsers: 'Ver usuarios asociados',
    viewDeclarations: 'Ver declaraciones',
    drawerTitle: 'Información del estudio',
    columns: {
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo',
      actions: 'Acciones', // not in the spec
    },
    // not in the spec: the study's fields (spec 1 §3)
    fields: {
      name: 'Nombre',
      legalName: 'Nombre legal',
      cuit: 'CUIT',
      type: 'Tipo',
      status: 'Estado',
      id: 'ID de estudio',
      organizationId: 'ID de organización',
      creationDate: 'Fecha de creación',
      creationUser: 'Creado por',
    },
  },
} as const;
