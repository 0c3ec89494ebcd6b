// Spanish texts of e-Ventanilla and clients (spec 2 §2.16, §2.17, §5, §8). The spec's texts
// come from @cgi/workflows (shared with the api and the operation); the rest are ours and say so.
import { eventanillaMessages } from '@cgi/workflows/inputs';
import { glossary } from '../../shared/glossary';

export const eventanillaTexts = {
  ...eventanillaMessages,
  title: 'e-Ventanilla',
  subtitle: 'Estado de las suscripciones al servicio de comunicaciones legales por CUIT', // not in the spec
  searchByCuit: 'Buscar por CUIT',
  searchByClient: 'Buscar por cliente',
  searchByStatus: 'Buscar por estado',
  search: 'Buscar',
  cancel: 'Cancelar',
  cuitLabel: 'CUIT',
  cuitPlaceholder: '30712345671',
  noClients: 'No hay clientes para filtrar', // not in the spec
  columns: { cuit: 'CUIT', status: 'Estado', date: 'Fecha de estado', actions: 'Acciones' },
  sortDescending: 'Ordenado del más reciente al más antiguo', // not in the spec (accessible hint)
  sortAscending: 'Ordenado del más antiguo al más reciente', // not in the spec
  empty: 'No se encontraron estados',
  goToClients: 'Ir a Clientes',
  viewDetails: 'Ver detalles',
  rowActions: (cuit: string) => `Acciones para ${cuit}`, // not in the spec (accessible name)
  changeTo: (label: string) => `Cambiar a: ${label}`, // not in the spec: the row menu's options
  chipCuit: (cuit: string) => `CUIT: ${cuit}`,
  chipClient: (name: string) => `Cliente: ${name}`,
  chipStatus: (label: string) => `Estado: ${label}`,
  removeChip: (label: string) => `${glossary.removeFilter.text} ${label}`, // not in the spec
  resetFilters: 'Restablecer filtros', // not in the spec
  truncated: 'Se muestran los primeros 1000 resultados: refine los filtros', // not in the spec
  clientsOf: (names: string) => `Clientes: ${names}`, // not in the spec

  // Detail (§2.16)
  detailTitle: (cuit: string) => `Información CUIT: ${cuit}`,
  details: 'Detalles',
  fieldStatus: 'Estado',
  fieldStatusDate: 'Fecha estado',
  fieldOperator: 'Operador',
  associatedStudies: 'Estudios asociados',
  noStudies: 'No hay estudios asociados a la suscripción', // not in the spec
  serviceEnabled: 'Servicio habilitado', // not in the spec
  serviceDisabled: 'Servicio no habilitado', // not in the spec
  client: 'Cliente', // not in the spec
  history: 'Historial estados',
  historyDate: 'Fecha',
  historyEmpty: 'No existen modificaciones del estado',
  changeStatus: 'Cambiar estado', // not in the spec: the detail's menu of status changes

  // Status change modal (§2.16)
  confirmTitle: 'Cambiar el estado del CUIT',
  confirmText: (cuit: string, label: string) =>
    `¿Está seguro de que desea cambiar el estado del CUIT ${cuit} a "${label}"?`, // the spec only says "asking whether sure"
  confirm: 'Confirmar',
} as const;

/** Short names of the manual targets for the row menu (the full descriptions are long). Ours. */
export const targetShortLabels: Record<string, string> = {
  'WAITING-DELEGATION': 'Esperando delegación',
  'DELEGATION-ACCEPTED': 'Delegación aceptada',
  'DELEGATION-MISSING': 'Delegación no registrada',
  DISABLED: 'Deshabilitado',
};

export const clientTexts = {
  title: 'Clientes',
  subtitle: 'En esta sección se muestran los estudios asociados al CUIT ingresado.',
  listSubtitle: 'Busque un cliente por su CUIT para ver los estudios que lo tienen como cliente.', // not in the spec
  searchLabel: 'Buscar por CUIT',
  search: 'Buscar',
  empty: eventanillaMessages.noClientsFound,
  clientData: 'Datos del Cliente',
  clientName: 'Cliente:',
  clientCuit: 'CUIT:',
  associated: 'Estudios Asociados',
  organization: 'Organización Asociada:',
  organizationCuit: 'CUIT Organización:',
  study: 'Estudio:',
  studyCuit: 'CUIT Estudio:',
  chipCuit: (cuit: string) => `CUIT: ${cuit}`,
  chipClient: (name: string) => `Cliente: ${name}`,
  resetFilters: 'Restablecer filtros', // not in the spec
  removeChip: (label: string) => `${glossary.removeFilter.text} ${label}`, // not in the spec
  loading: 'Cargando estudios asociados…', // not in the spec
  loadFailed: 'Ocurrió un error, intente nuevamente',
} as const;
