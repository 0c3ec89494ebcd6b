// Texts of 'Aprobaciones pendientes' and 'Políticas de aprobación' (issue 30).
import { approvalDecisionLabels } from '@cgi/workflows/messages';
import type { Role } from '../../../shared/roles';

/** The roles as staff name them. */
export const roleNames: Record<Role, string> = {
  'CGI.Admin': 'Administración',
  'CGI.CustomerSupport': 'Soporte',
  'CGI.CommercialAgent': 'Comercial',
  'CGI.ContentManagementRW': 'Contenidos',
  'CGI.LegalCommOperator': 'Legales',
  'CGI.MeAppMaintainer': 'Mantenimiento de Mi Estudio',
  'CGI.GlobalNotificationAdmin': 'Notificaciones: administración',
  'CGI.GlobalNotificationInfoOperator': 'Notificaciones: información',
  'CGI.GlobalNotificationReader': 'Notificaciones: lectura',
};

export const roleName = (role: string) => roleNames[role as Role] ?? role;

export const pendingTexts = {
  title: 'Aprobaciones pendientes',
  subtitle:
    'Operaciones que pidió otra persona y que usted puede aprobar o rechazar. Nada cambia hasta que se aprueban.',
  empty: 'No hay operaciones esperando su aprobación',
  emptyHint: 'Cuando alguien pida una operación que usted pueda aprobar, aparecerá aquí.',
  loadError: 'No se pudieron cargar las aprobaciones pendientes',
  requestedBy: 'Pedida por',
  reason: 'Motivo',
  requestedAt: 'Pedida el',
  expiresAt: 'Vence el',
  approvals: 'Aprobaciones',
  noReason: 'Sin motivo',
  missing: (missing: number, of: number) =>
    of === 1 ? 'Falta una aprobación' : `Faltan ${missing} de ${of} aprobaciones`,
  approve: 'Aprobar',
  reject: 'Rechazar',
  approveTitle: 'Aprobar la operación',
  approveHint: 'Se ejecutará exactamente lo que se pidió, en nombre de quien lo pidió.',
  approved: 'Aprobación registrada',
  openDetail: 'Ver el detalle',
  policiesLink: 'Políticas de aprobación',
};

/** The two views of 'Aprobaciones' (issue 31): what waits for you, and the record of all of them. */
export const approvalTabsTexts = {
  label: 'Vistas de aprobaciones',
  pending: 'Pendientes',
  record: 'Registro',
};

export const recordTexts = {
  title: 'Registro de aprobaciones',
  subtitle:
    'Cada operación que esperó la aprobación de otra persona: quién la pidió y por qué, y qué se decidió, quién y cuándo.',
  filters: 'Filtros del registro',
  filtersToggle: (active: number) => (active === 0 ? 'Filtros' : `Filtros (${active})`),
  decision: 'Decisión',
  type: 'Operación',
  requester: 'Pedida por',
  requesterPlaceholder: 'email o cuenta de servicio',
  from: 'Pedidas desde',
  to: 'Pedidas hasta',
  any: 'Todas',
  apply: 'Filtrar',
  clear: 'Limpiar filtros',
  decisions: approvalDecisionLabels,
  columns: {
    decision: 'Decisión',
    operation: 'Operación',
    requested: 'Pedido',
    decided: 'Decidida por',
  },
  requestedBy: (who: string, when: string) => `${who} · ${when}`,
  decidedBy: (who: string[], when: string) => (who.length ? `${who.join(' y ')} · ${when}` : when),
  rejectionReason: 'Motivo del rechazo',
  noReason: 'Sin motivo',
  empty: 'No hay aprobaciones con estos filtros',
  emptyHint: 'Cambie o limpie los filtros para ver otras.',
  loadError: 'No se pudo cargar el registro de aprobaciones',
  /** '1–25 de 134 entradas' (issue 43: the record says its total). */
  pageOf: (from: number, to: number, total: number) =>
    `${from}–${to} de ${total} ${total === 1 ? 'entrada' : 'entradas'}`,
  previous: 'Anterior',
  next: 'Siguiente',
  fileName: 'aprobaciones.csv',
};

export const policyTexts = {
  title: 'Políticas de aprobación',
  subtitle:
    'Qué operaciones esperan la aprobación de otra persona antes de hacer cualquier cambio. Un cambio se aplica a las que se pidan desde ahora; las que ya esperan conservan su pedido.',
  loadError: 'No se pudieron cargar las políticas',
  type: 'Operación',
  policy: 'Política',
  none: 'No necesita aprobación',
  approvers: (n: number) => (n === 2 ? 'Dos aprobaciones' : 'Una aprobación'),
  approversBy: 'Aprueban',
  expires: (hours: number) => `vence a las ${hours} h`,
  fromContract: 'La del contrato',
  changedBy: (who: string, when: string) => `Cambiada por ${who} el ${when}`,
  change: 'Cambiar',
  dialogTitle: (label: string) => `Política de «${label}»`,
  required: 'Necesita aprobación',
  approversLabel: 'Aprobaciones necesarias',
  one: 'Una persona',
  two: 'Dos personas distintas',
  rolesLabel: 'Roles que pueden aprobar',
  rolesHint: 'Solo los roles que pueden iniciar esta operación.',
  rolesRequired: 'Elija al menos un rol que pueda aprobar',
  whenLabel: 'Cuándo se aplica',
  always: 'Siempre',
  elementsAbove: 'Con más de N elementos',
  countLabel: 'Cantidad de elementos (N)',
  fieldEquals: (condition: string) => condition,
  expiresLabel: 'Horas que puede esperar',
  expiresHint: "Después queda 'Vencida' sin ningún cambio (de 1 a 720).",
  reason: 'Motivo del cambio',
  reasonHint: 'Queda registrado con su nombre y la fecha.',
  reasonRequired: 'Indique el motivo del cambio',
  save: 'Guardar',
  saved: 'Política guardada',
  history: 'Cambios',
  noHistory: 'Nunca se cambió: sigue la del contrato.',
  default: 'Del contrato',
  bulk: 'Masiva',
};
