// Spanish texts of the subscribers' screens (spec 1 §3–§5): the search, the subscriber's users,
// organizations and subscriptions, adding a user or a subscriber, a user's actions and its edit.
// Texts the spec writes are copied exactly; the rest are ours and marked "not in the spec".
import { glossary } from '../../shared/glossary';
import { messages } from '../../shared/messages';
import { subscriberFieldLabels } from '../../shared/subscriber-field-labels';

export const subscriberTexts = {
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

  subscriptions: {
    title: 'Suscripciones',
    subtitle: (name: string, number: string) => `${name} · Suscriptor N° ${number}`, // not in the spec
    empty: 'El suscriptor no tiene suscripciones.', // not in the spec
    // not in the spec (issue 28: a subscriber may hold more than the spec's page of 50)
    searchLabel: 'Producto, código o tipo',
    searchChip: (text: string) => `Búsqueda: ${text}`,
    clearSearch: (text: string) => `Quitar la búsqueda ${text}`, // accessible name
    noMatch: 'Ninguna suscripción coincide con la búsqueda.',
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
    statuses: messages.userStatuses,
  },
} as const;
